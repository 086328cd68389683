import SceneDiff
import Testing

@testable import SceneDiffCore

/// The walk that makes a ``FlatScene``'s entries in place: document order, links, top level and
/// keys, for leaves and parents mixed at several depths, kept or freed as they are flattened.
@Suite struct FlatSceneWalkTests {
  /// `a(b(c), d)`, `e`, `f(g)`; `d` and `f` have no id.
  static let tree = SceneTree(
    width: 100,
    height: 100,
    views: [
      ViewNode(
        id: "a",
        children: [ViewNode(id: "b", children: [ViewNode(id: "c")]), ViewNode(className: "d")]
      ),
      ViewNode(id: "e"),
      ViewNode(className: "f", children: [ViewNode(id: "g")]),
    ]
  )

  @Test func leavesAndParentsAreFlattenedInDocumentOrder() {
    for flat in [FlatScene(Self.tree), FlatScene(consuming: Self.tree)] {
      // Pre-order: a 0, b 1, c 2, d 3, e 4, f 5, g 6.
      #expect(flat.count == 7)
      #expect((0..<7).map { flat.id(of: $0) } == ["a", "b", "c", nil, "e", nil, "g"])
      #expect(flat.entries.map(\.parent) == [nil, 0, 1, 0, nil, nil, 5])
      #expect(flat.entries.map(\.indexInParent) == [0, 0, 0, 1, 1, 2, 0])
      #expect(flat.entries.map(\.firstChild) == [1, 2, -1, -1, -1, 6, -1])
      #expect(flat.entries.map(\.nextSibling) == [4, 3, -1, -1, 5, -1, -1])
      #expect(flat.topLevel == [0, 4, 5])
      #expect(flat.entries.map(\.key) == ["a", "b", "c", "/0/1", "e", "/2", "g"])
      #expect(flat.className(of: 3) == "d" && flat.className(of: 5) == "f")
    }
  }

  @Test func aDeepChainIsFlattenedLevelByLevel() {
    // 1,000 views, each the only child of the one before: keys are paths of 1,000 steps.
    var view = ViewNode()
    for _ in 1..<1_000 { view = ViewNode(children: [view]) }
    let tree = SceneTree(width: 10, height: 10, views: [view])
    for flat in [FlatScene(tree), FlatScene(consuming: tree)] {
      #expect(flat.count == 1_000)
      #expect(flat.entries[999].parent == 998)
      #expect(flat.entries[998].firstChild == 999)
      #expect(flat.entries[999].key == String(repeating: "/0", count: 1_000))
      #expect(flat.topLevel == [0])
    }
  }
}
