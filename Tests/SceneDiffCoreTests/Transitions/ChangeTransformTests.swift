import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct ChangeTransformTests {
  /// A ChangeTransform with a linear interpolator, so fractions equal elapsed time / 300 ms.
  func changeTransform(
    reparent: Bool = true,
    overlay: Bool = true,
    targets: TargetRules = TargetRules()
  ) -> SceneTransition {
    SceneTransition(
      ChangeTransform(reparent: reparent, reparentWithOverlay: overlay),
      interpolator: .linear,
      targets: targets
    )
  }

  func view(_ id: String, _ x: Double, _ y: Double, transform: ViewTransform) -> ViewNode {
    var v = TestScenes.view(id, x, y, 100, 100)
    v.transform = transform
    return v
  }

  @Test func quarterTurnPassesThroughTheElementWiseMidpoint() throws {
    let start = TestScenes.scene([view("a", 0, 0, transform: ViewTransform())])
    let end = TestScenes.scene([view("a", 0, 0, transform: ViewTransform(rotation: 90))])
    let plan = Planner.plan(from: start, to: end, transition: changeTransform())
    #expect(plan.animators.count == 1)
    let a = try #require(plan.animator("a", .matrix))
    #expect(a.transition == "ChangeTransform" && a.space == .parent)
    // Start: identity (M_view is null). End: T(50, 50)·R(90°)·T(−50, −50) with
    // R = [0 −1; 1 0]: x' = −(y − 50) + 50 = 100 − y, y' = (x − 50) + 50 = x.
    #expect(a.from == .matrix(.identity))
    #expect(a.to == .matrix(Matrix([0, -1, 100, 1, 0, 0, 0, 0, 1])))
    // The translation entries follow the path from (0, 0) to (100, 0).
    #expect(a.path?.json == .string("M0 0L100 0"))

    let sampler = Sampler(plan: plan)
    // t = 150 ms: f = 0.5. Entries: (1 + 0)/2 = 0.5, (0 − 1)/2 = −0.5, (0 + 1)/2 = 0.5,
    // (1 + 0)/2 = 0.5; translation = the path's midpoint (50, 0).
    let mid = try #require(sampler.sample(at: 150)["a"])
    #expect(mid.transform == Matrix([0.5, -0.5, 50, 0.5, 0.5, 0, 0, 0, 1]))
    // Corners: (0,0)→(50,0), (100,0)→(100,50), (0,100)→(0,50), (100,100)→(50,100).
    #expect(mid.bounds == Rect(left: 0, top: 0, right: 100, bottom: 100))
    // Before the start and after the end: the start matrix, then the end view's own transform.
    #expect(try #require(sampler.sample(at: 0)["a"]).transform == nil)
    #expect(
      try #require(sampler.sample(at: 300)["a"]).transform
        == Matrix([0, -1, 100, 1, 0, 0, 0, 0, 1])
    )
  }

  @Test func equalTransformsAndGoneViewsMakeNoAnimator() {
    let scaled = ViewTransform(scaleX: 2)
    let same = Planner.plan(
      from: TestScenes.scene([view("a", 0, 0, transform: scaled)]),
      to: TestScenes.scene([view("a", 40, 0, transform: scaled)]),
      transition: changeTransform()
    )
    #expect(same.animators.isEmpty)
    var gone = view("a", 0, 0, transform: ViewTransform(rotation: 45))
    gone.visibility = .gone
    let skipped = Planner.plan(
      from: TestScenes.scene([view("a", 0, 0, transform: ViewTransform())]),
      to: TestScenes.scene([gone]),
      transition: changeTransform()
    )
    #expect(skipped.animators.isEmpty)
  }

  /// Two scenes where `v` changes parent.
  ///
  /// Start: `v` (10, 10, 50×50, scaleX 2) in `p1` at (100, 50). End: `v` (10, 10, 50×50, no
  /// transform) in `p2` at (0, 300) scrolled by 20. `p1` and `p2` do not match.
  func reparentScenes(parentAlpha: Double = 1) -> (SceneTree, SceneTree) {
    var v = TestScenes.view("v", 10, 10, 50, 50)
    v.transform = ViewTransform(scaleX: 2)
    let start = TestScenes.scene([TestScenes.view("p1", 100, 50, 200, 200, children: [v])])
    var p2 = TestScenes.view(
      "p2",
      0,
      300,
      200,
      200,
      children: [TestScenes.view("v", 10, 10, 50, 50)]
    )
    p2.scrollY = 20
    p2.alpha = parentAlpha
    return (start, TestScenes.scene([p2]))
  }

  @Test func reparentRewritesTheStartMatrixIntoTheEndParent() throws {
    let (start, end) = reparentScenes(parentAlpha: 0.5)
    let plan = Planner.plan(from: start, to: end, transition: changeTransform())
    let a = try #require(plan.animator("v", .matrix))
    // M_start = T(25, 25)·S(2, 1)·T(−25, −25) = [2 0 −25; 0 1 0].
    // P_start = G(p1) = T(100, 50); P_end = G(p2)·T(0, −20) = T(0, 300)·T(0, −20) = T(0, 280).
    // from = inverse(P_end)·P_start·M_start = T(100, −230)·[2 0 −25; 0 1 0] = [2 0 75; 0 1 −230].
    #expect(a.from == .matrix(Matrix([2, 0, 75, 0, 1, -230, 0, 0, 1])))
    #expect(a.to == .matrix(.identity))
    #expect(a.space == .root)
    #expect(a.path?.json == .string("M75 -230L0 0"))

    let sampler = Sampler(plan: plan)
    // t = 0: drawn as a ghost at P_end·T(10, 10)·from = T(10, 290)·[2 0 75; 0 1 −230]
    // = [2 0 85; 0 1 60], exactly where the start scene drew it:
    // G_start(v) = T(100, 50)·T(10, 10)·[2 0 −25; 0 1 0] = [2 0 85; 0 1 60].
    let first = try #require(sampler.sample(at: 0)["v"])
    #expect(first.transform == Matrix([2, 0, 85, 0, 1, 60, 0, 0, 1]))
    #expect(first.bounds == Rect(left: 85, top: 60, right: 185, bottom: 110))
    #expect(first.inOverlay)
    // t = 150 ms (f = 0.5): scale 2 + (1 − 2)/2 = 1.5; translation (75/2, −230/2) =
    // (37.5, −115); T(10, 290)·[1.5 0 37.5; 0 1 −115] = [1.5 0 47.5; 0 1 175].
    let mid = try #require(sampler.sample(at: 150)["v"])
    #expect(mid.transform == Matrix([1.5, 0, 47.5, 0, 1, 175, 0, 0, 1]))
    #expect(mid.bounds == Rect(left: 47.5, top: 175, right: 122.5, bottom: 225))
    // In the overlay the parent's alpha (0.5) does not apply.
    #expect(mid.alpha == 1 && mid.inOverlay)
    // After the end it is back in its parent: T(0, 300)·T(0, −20)·T(10, 10) → (10, 290).
    let done = try #require(sampler.sample(at: 300)["v"])
    #expect(done.bounds == Rect(left: 10, top: 290, right: 60, bottom: 340))
    #expect(!done.inOverlay && done.alpha == 0.5)
  }

  @Test func reparentWithoutOverlayAnimatesInsideTheNewParent() throws {
    let (start, end) = reparentScenes(parentAlpha: 0.5)
    let plan = Planner.plan(from: start, to: end, transition: changeTransform(overlay: false))
    let a = try #require(plan.animator("v", .matrix))
    // The same values as with the overlay (see above), in parent space.
    #expect(a.from == .matrix(Matrix([2, 0, 75, 0, 1, -230, 0, 0, 1])))
    #expect(a.space == .parent)
    // t = 150 ms: G = T(0, 300)·T(0, −20)·T(10, 10)·[1.5 0 37.5; 0 1 −115], as the ghost, but
    // drawn in the parent with its alpha 0.5.
    let mid = try #require(Sampler(plan: plan).sample(at: 150)["v"])
    #expect(mid.transform == Matrix([1.5, 0, 47.5, 0, 1, 175, 0, 0, 1]))
    #expect(mid.alpha == 0.5 && !mid.inOverlay)
  }

  @Test func withoutReparentTheStartMatrixIsTakenAsIs() throws {
    let (start, end) = reparentScenes()
    let plan = Planner.plan(from: start, to: end, transition: changeTransform(reparent: false))
    let a = try #require(plan.animator("v", .matrix))
    // M_start = [2 0 −25; 0 1 0] unchanged; the end is the identity.
    #expect(a.from == .matrix(Matrix([2, 0, -25, 0, 1, 0, 0, 0, 1])))
    #expect(a.space == .parent)
  }

  @Test func aParentChangeAloneIsATransform() throws {
    // No transforms at all, but the parent matrix changes: T(0, −280)·T(100, 50) = T(100, −230).
    let start = TestScenes.scene([
      TestScenes.view("p1", 100, 50, 200, 200, children: [TestScenes.view("v", 0, 0, 10, 10)])
    ])
    let end = TestScenes.scene([
      TestScenes.view("p2", 0, 280, 200, 200, children: [TestScenes.view("v", 0, 0, 10, 10)])
    ])
    let plan = Planner.plan(from: start, to: end, transition: changeTransform())
    let a = try #require(plan.animator("v", .matrix))
    #expect(a.from == .matrix(.translation(100, -230)))
    #expect(a.to == .matrix(.identity))
  }

  @Test func matchedParentsKeepTheStartMatrix() throws {
    // p matches p (by id), so there is no parent change even though p moved.
    var v = TestScenes.view("v", 0, 0, 10, 10)
    v.transform = ViewTransform(translationX: 30)
    let start = TestScenes.scene([TestScenes.view("p", 100, 50, 200, 200, children: [v])])
    let end = TestScenes.scene([
      TestScenes.view("p", 0, 300, 200, 200, children: [TestScenes.view("v", 0, 0, 10, 10)])
    ])
    let plan = Planner.plan(from: start, to: end, transition: changeTransform())
    let a = try #require(plan.animator("v", .matrix))
    #expect(a.from == .matrix(.translation(30, 0)))
    #expect(a.space == .parent)
  }

  @Test func aParentThatIsNotATargetIsADifferentInstance() throws {
    // Only v is a target, so parentsMatch compares instances: the two scenes' p are different
    // views, so this is a parent change, drawn in the overlay. Both parents sit at (100, 50):
    // inverse(T(100, 50))·T(100, 50) is the identity and the start matrix is unchanged.
    var v = TestScenes.view("v", 0, 0, 10, 10)
    v.transform = ViewTransform(translationX: 30)
    let start = TestScenes.scene([TestScenes.view("p", 100, 50, 200, 200, children: [v])])
    let end = TestScenes.scene([
      TestScenes.view("p", 100, 50, 200, 200, children: [TestScenes.view("v", 0, 0, 10, 10)])
    ])
    var rules = TargetRules()
    rules.targetIds = ["v"]
    let plan = Planner.plan(from: start, to: end, transition: changeTransform(targets: rules))
    let a = try #require(plan.animator("v", .matrix))
    #expect(a.from == .matrix(.translation(30, 0)))
    #expect(a.space == .root)
  }
}

@Suite struct MatrixInverseTests {
  @Test func anAffineMatrixInvertsExactly() {
    // [2 0 10; 0 4 −8]⁻¹: x = (x' − 10)/2, y = (y' + 8)/4 → [0.5 0 −5; 0 0.25 2].
    #expect(
      Matrix([2, 0, 10, 0, 4, -8, 0, 0, 1]).inverted() == Matrix([0.5, 0, -5, 0, 0.25, 2, 0, 0, 1])
    )
    // A rotation's inverse is its transpose: [0 −1; 1 0]⁻¹ = [0 1; −1 0].
    #expect(
      Matrix([0, -1, 0, 1, 0, 0, 0, 0, 1]).inverted() == Matrix([0, 1, 0, -1, 0, 0, 0, 0, 1])
    )
  }

  @Test func aSingularMatrixHasNoInverse() {
    #expect(Matrix.scale(0, 1).inverted() == nil)
  }
}
