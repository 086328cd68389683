import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Planning from scenes freed as they are flattened (what `scenediff plan` does) gives the
/// same plan as planning from scenes the caller keeps, and the compact root matrices give back
/// the matrices they were given.
@Suite struct ReleasingPlanTests {
  /// A start scene with a rotated container, a subtree that goes away, a view that moves and
  /// two views sharing an id; the end scene keeps some, moves one and adds a subtree.
  private static func pair() -> (SceneTree, SceneTree) {
    var rotated = TestScenes.view(
      "box",
      10,
      20,
      100,
      80,
      children: [TestScenes.view("inner", 5, 5, 20, 20)]
    )
    rotated.transform.rotation = 30
    let start = TestScenes.scene([
      TestScenes.view(
        "root",
        0,
        0,
        360,
        640,
        children: [
          rotated,
          TestScenes.view("mover", 0, 200, 50, 50, name: "hero"),
          TestScenes.view("gone", 0, 300, 60, 60, children: [TestScenes.view("kid", 1, 1, 5, 5)]),
          TestScenes.view("twin", 0, 400, 10, 10),
          TestScenes.view("twin", 20, 400, 10, 10),
        ]
      )
    ])
    var endBox = rotated
    endBox.transform.rotation = 45
    let end = TestScenes.scene([
      TestScenes.view(
        "root",
        0,
        0,
        360,
        640,
        children: [
          endBox,
          TestScenes.view("mover", 100, 250, 80, 40, name: "hero"),
          TestScenes.view("new", 0, 500, 30, 30, children: [TestScenes.view("newKid", 2, 2, 4, 4)]),
          TestScenes.view("twin", 0, 400, 10, 10),
        ]
      )
    ])
    return (start, end)
  }

  @Test(arguments: [SceneTransition.autoTransition, .fade(), .changeBounds()])
  func releasedScenesPlanTheSameAnimators(transition: SceneTransition) {
    let (start, end) = Self.pair()
    let kept = Planner.plan(from: start, to: end, transition: transition)
    var released = Planner.plan(releasing: start, releasing: end, transition: transition)
    // The released plan keeps the scenes' settings but not their views.
    #expect(released.fromScene.views.isEmpty && released.toScene.views.isEmpty)
    #expect(released.toScene.width == 360 && released.toScene.height == 640)
    // Everything else is the same plan.
    released.fromScene = start
    released.toScene = end
    #expect(released == kept)
  }

  @Test func consumingFlattenGivesTheSameEntries() {
    let (start, _) = Self.pair()
    let kept = FlatScene(start)
    let released = FlatScene(consuming: start)
    #expect(released.entries.map(\.key) == kept.entries.map(\.key))
    #expect(released.entries.indices.map { released[$0] } == kept.entries.indices.map { kept[$0] })
    #expect(released.entries.map(\.parent) == kept.entries.map(\.parent))
    #expect(
      released.entries.indices.map(released.children) == kept.entries.indices.map(kept.children)
    )
    #expect(released.topLevel == kept.topLevel)
    #expect(released.scene.views.isEmpty)
  }

  @Test func rootMatricesGiveBackEveryMatrixBitForBit() {
    let matrices = [
      Matrix.translation(3, 4),
      // A translation whose vertical offset is a negative zero: still the short form.
      Matrix.translation(3, -0.0),
      // A negative zero where a translation has +0: kept whole.
      Matrix([1, -0.0, 2, 0, 1, 3, 0, 0, 1]),
      Matrix.rotation(degrees: 30),
      Matrix.scale(2, 0.5).concatenating(.translation(7, 8)),
    ]
    var table = RootMatrices(capacity: matrices.count)
    for matrix in matrices { table.append(matrix) }
    #expect(table.count == matrices.count)
    for (i, matrix) in matrices.enumerated() {
      #expect(table[i].values.map(\.bitPattern) == matrix.values.map(\.bitPattern))
    }
  }
}
