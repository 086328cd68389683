import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Slide (reference §9.8) and Explode (§9.9): translation animators, spaces, interpolators.
@Suite struct SlideExplodeTests {
  /// The reference's root: 1000 × 2000 at (0, 0), density 1.
  static func root(_ views: [ViewNode], rtl: Bool = false) -> SceneTree {
    SceneTree(width: 1000, height: 2000, isRightToLeft: rtl, views: views)
  }

  /// A view at the reference's Explode bounds (700, 1200, 900, 1400).
  static let cornerView = TestScenes.view("v", 700, 1200, 200, 200)

  @Test func explodeAppearMovesInByTheReferenceOutVector() throws {
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([Self.cornerView]),
      transition: SceneTransition(Explode())
    )
    // Focal point (1000/2, 2000/2) = (500, 1000); centre ((700+900)>>1, (1200+1400)>>1) =
    // (800, 1300); v = (300, 300), v̂ = (0.70710677, 0.70710677);
    // maxDistance = hypot(max(500, 500), max(1000, 1000)) = hypot(500, 1000) = 1118.034;
    // out = round(1118.034 × 0.70710677) = round(790.569) = 791 on both axes.
    let x = try #require(plan.animator("v", .translationX))
    let y = try #require(plan.animator("v", .translationY))
    #expect(x.from == .scalar(791) && x.to == .scalar(0))
    #expect(y.from == .scalar(791) && y.to == .scalar(0))
    #expect(x.transition == "Explode" && x.space == .parent)
    #expect(x.timing == .interpolator(.decelerate(factor: 1)))
    #expect(x.startMs == 0 && x.durationMs == 300)
    #expect(plan.animators.count == 2)
    // t = 150: Decelerate(1) at 0.5 = 1 − 0.5² = 0.75 → 791 + 0.75 × (0 − 791) = 197.75.
    let frame = Sampler(plan: plan).sample(at: 150)
    #expect(
      try #require(frame["v"]).bounds
        == Rect(x: 700 + 197.75, y: 1200 + 197.75, width: 200, height: 200)
    )
  }

  @Test func explodeWorksInWholePixelsOfTheSceneDensity() throws {
    // Density 2: the root 500 × 1000 units is 1000 × 2000 px and the view (350, 600, 100, 100)
    // is (700, 1200, 200, 200) px — the reference example: out = (791, 791) px = 395.5 units.
    let root = { (views: [ViewNode]) in
      SceneTree(width: 500, height: 1000, density: 2, views: views)
    }
    let plan = Planner.plan(
      from: root([]),
      to: root([TestScenes.view("v", 350, 600, 100, 100)]),
      transition: SceneTransition(Explode())
    )
    #expect(try #require(plan.animator("v", .translationX)).from == .scalar(395.5))
    #expect(try #require(plan.animator("v", .translationY)).from == .scalar(395.5))
  }

  @Test func explodeAViewOnTheFocalPointMovesStraightDown() throws {
    // Centre ((450+550)>>1, (950+1050)>>1) = (500, 1000) = the focal point: Android picks a random
    // direction; SceneDiff uses (0, 1). out = (0, round(hypot(500, 1000))) = (0, round(1118.034))
    // = (0, 1118).
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([TestScenes.view("c", 450, 950, 100, 100)]),
      transition: SceneTransition(Explode())
    )
    // X stays 0 → 0, so only the Y animator is written.
    #expect(plan.animator("c", .translationX) == nil)
    #expect(try #require(plan.animator("c", .translationY)).from == .scalar(1118))
  }

  @Test func explodeDisappearsInTheOverlayAndTheOverlayViewMoves() throws {
    let plan = Planner.plan(
      from: Self.root([Self.cornerView]),
      to: Self.root([]),
      transition: SceneTransition(Explode())
    )
    // Out vector of the START bounds, as above: (791, 791); from the start translation (0, 0).
    let x = try #require(plan.animator("v", .translationX))
    #expect(x.from == .scalar(0) && x.to == .scalar(791))
    #expect(x.space == .root && x.timing == .interpolator(.accelerate(factor: 1)))
    #expect(
      plan.presences
        == [
          ViewPresence(
            key: "v",
            placement: .overlay(Rect(x: 700, y: 1200, width: 200, height: 200)),
            untilMs: 300
          )
        ]
    )
    let sampler = Sampler(plan: plan)
    // t = 150: Accelerate(1) at 0.5 = 0.25 → 0 + 0.25 × 791 = 197.75 on both axes.
    let moving = try #require(sampler.sample(at: 150)["v"])
    #expect(moving.inOverlay && moving.visible)
    #expect(moving.bounds == Rect(x: 897.75, y: 1397.75, width: 200, height: 200))
    // t = 0: still at its start position.
    #expect(
      try #require(sampler.sample(at: 0)["v"]).bounds
        == Rect(x: 700, y: 1200, width: 200, height: 200)
    )
    // t = 300: the animator has ended and the overlay is gone.
    #expect(try #require(sampler.sample(at: 300)["v"]).visible == false)
  }

  @Test func explodeOutVectorUsesTheEpicenterCentre() throws {
    // Epicenter rect (−50, −50, 50, 50): centre ((−50+50)>>1, (−50+50)>>1) = (0, 0).
    // View centre (600, 800) (bounds 550…650, 750…850): v = (600, 800), |v| = 1000,
    // v̂ = (0.6, 0.8); maxDistance = hypot(max(0, 1000), max(0, 2000)) = 2236.068;
    // out = (round(1341.641), round(1788.854)) = (1342, 1789).
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([TestScenes.view("v", 550, 750, 100, 100)]),
      transition: SceneTransition(
        Explode(),
        epicenter: .rect(Rect(left: -50, top: -50, right: 50, bottom: 50))
      )
    )
    #expect(try #require(plan.animator("v", .translationX)).from == .scalar(1342))
    #expect(try #require(plan.animator("v", .translationY)).from == .scalar(1789))
  }

  @Test(arguments: [
    // (edge, right-to-left, gone translation (x, y)) for a root of 1000 × 2000.
    (SlideEdge.left, false, -1000.0, 0.0),
    (.right, false, 1000, 0),
    (.top, false, 0, -2000),
    (.bottom, false, 0, 2000),
    (.start, false, -1000, 0),  // start = left in LTR
    (.end, false, 1000, 0),  // end = right in LTR
    (.start, true, 1000, 0),  // start = right in RTL
    (.end, true, -1000, 0),  // end = left in RTL
  ])
  func slideAppearsFromEachEdge(edge: SlideEdge, rtl: Bool, goneX: Double, goneY: Double) throws {
    let plan = Planner.plan(
      from: Self.root([], rtl: rtl),
      to: Self.root([TestScenes.view("v", 100, 100, 50, 50)], rtl: rtl),
      transition: SceneTransition(Slide(edge: edge))
    )
    // An axis that does not move (0 → 0) has no animator (issue 13: empty animators).
    let x = plan.animator("v", .translationX)
    let y = plan.animator("v", .translationY)
    #expect(goneX == 0 ? x == nil : x?.from == .scalar(goneX) && x?.to == .scalar(0))
    #expect(goneY == 0 ? y == nil : y?.from == .scalar(goneY) && y?.to == .scalar(0))
    let moving = try #require(x ?? y)
    #expect(moving.transition == "Slide" && moving.space == .parent)
    #expect(moving.timing == .interpolator(.decelerate(factor: 1)))
    #expect(plan.animators.count == 1)
  }

  @Test func slideKeepsTheViewsOwnTranslation() throws {
    var view = TestScenes.view("v", 100, 100, 50, 50)
    view.transform.translationX = 30
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([view]),
      transition: SceneTransition(Slide(edge: .left))
    )
    // LEFT: gone = (tx − W, ty) = (30 − 1000, 0) = (−970, 0) → (30, 0).
    let x = try #require(plan.animator("v", .translationX))
    #expect(x.from == .scalar(-970) && x.to == .scalar(30))
  }

  @Test func slideDisappearsInPlaceWhenTheViewBecomesInvisible() throws {
    let plan = Planner.plan(
      from: Self.root([TestScenes.view("v", 100, 100, 50, 50)]),
      to: Self.root([TestScenes.view("v", 100, 100, 50, 50, visibility: .invisible)]),
      transition: SceneTransition(Slide(edge: .top))
    )
    // TOP: from (0, 0) to (0, 0 − 2000), on the end view kept visible in place.
    let y = try #require(plan.animator("v", .translationY))
    #expect(y.from == .scalar(0) && y.to == .scalar(-2000) && y.space == .parent)
    #expect(y.timing == .interpolator(.accelerate(factor: 1)))
    #expect(plan.presences == [ViewPresence(key: "v", placement: .inPlace, untilMs: 300)])
    // t = 150: Accelerate(1) = 0.25 → y = 100 − 500 = −400, still drawn.
    let sample = try #require(Sampler(plan: plan).sample(at: 150)["v"])
    #expect(sample.visible && sample.bounds == Rect(x: 100, y: -400, width: 50, height: 50))
  }

  @Test func slidesOwnInterpolatorReplacesTheBuiltInOnes() throws {
    let start = Self.root([TestScenes.view("out", 0, 0, 10, 10)])
    let end = Self.root([TestScenes.view("in", 0, 0, 10, 10)])
    let own = Planner.plan(
      from: start,
      to: end,
      transition: SceneTransition(Slide(), interpolator: .linear)
    )
    // BOTTOM moves only Y: one animator for "in", one for "out".
    #expect(own.animators.count == 2)
    #expect(own.animators.allSatisfy { $0.timing == .interpolator(.linear) })
    let builtIn = Planner.plan(from: start, to: end, transition: SceneTransition(Slide()))
    #expect(
      try #require(builtIn.animator("in", .translationY)).timing
        == .interpolator(.decelerate(factor: 1))
    )
    #expect(
      try #require(builtIn.animator("out", .translationY)).timing
        == .interpolator(.accelerate(factor: 1))
    )
  }

  @Test func noAnimatorWhenStartAndEndTranslationsAreEqual() {
    // A root 0 wide: LEFT's gone translation is (0 − 0, 0), equal to the view's own.
    let start = SceneTree(width: 0, height: 2000, views: [])
    let end = SceneTree(width: 0, height: 2000, views: [TestScenes.view("v", 0, 0, 10, 10)])
    let left = Planner.plan(
      from: start,
      to: end,
      transition: SceneTransition(Slide(edge: .left))
    )
    #expect(left.animators.isEmpty)
    // BOTTOM moves only Y: gone (0, 0 + 2000) → (0, 0).
    let bottom = Planner.plan(from: start, to: end, transition: SceneTransition(Slide()))
    #expect(bottom.animators.map(\.property) == [.translationY])
  }

  @Test func visibilityModeLimitsWhatSlides() {
    let start = Self.root([TestScenes.view("out", 0, 0, 10, 10)])
    let end = Self.root([TestScenes.view("in", 0, 0, 10, 10)])
    let onlyIn = Planner.plan(
      from: start,
      to: end,
      transition: SceneTransition(Slide(mode: .in))
    )
    #expect(Set(onlyIn.animators.map(\.target)) == ["in"])
    let onlyOut = Planner.plan(
      from: start,
      to: end,
      transition: SceneTransition(Explode(mode: .out))
    )
    #expect(Set(onlyOut.animators.map(\.target)) == ["out"])
  }
}
