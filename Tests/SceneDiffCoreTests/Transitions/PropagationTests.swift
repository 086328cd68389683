import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Propagation delays (reference §10) normalised per leaf (§7 step 5), and epicenters (§13).
@Suite struct PropagationTests {
  static func root(_ views: [ViewNode]) -> SceneTree {
    SceneTree(width: 1000, height: 2000, views: views)
  }

  /// Centre (500, 1500): (450 + 100/2, 1450 + 100/2).
  static let low = TestScenes.view("low", 450, 1450, 100, 100)
  /// Centre (200, 500).
  static let high = TestScenes.view("high", 150, 450, 100, 100)

  func delays(_ plan: Plan) -> [String: Double] {
    var result: [String: Double] = [:]
    for a in plan.animators { result[a.target] = a.startMs }
    return result
  }

  @Test func sidePropagationOfAppearingViewsMatchesTheReference() {
    // Slide BOTTOM, root (0, 0, 1000, 2000), epicenter ((0+1000)/2, (0+2000)/2) = (500, 1000),
    // duration 300, speed 3, direction +1 (appearing: end centre):
    // low: distance = (1500 − 0) + |500 − 500| = 1500 → round(300/3 × 1500/2000) = 75;
    // high: (500 − 0) + |500 − 200| = 800 → round(100 × 0.4) = 40. Minus the minimum 40: 35, 0.
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([Self.low, Self.high]),
      transition: SceneTransition(Slide())
    )
    #expect(delays(plan) == ["low": 35, "high": 0])
    // BOTTOM moves only Y, so each view has one animator, starting at its delay.
    #expect(plan.animators.filter { $0.target == "low" }.map(\.startMs) == [35])
    #expect(plan.totalDurationMs == 335)
  }

  @Test func delaysAreMeasuredInWholePixels() {
    // Density 2: root 500 × 1000 units = 1000 × 2000 px; the views at half the coordinates are
    // the reference's views in pixels, so the delays are the same 35 and 0 ms.
    let root = { (views: [ViewNode]) in
      SceneTree(width: 500, height: 1000, density: 2, views: views)
    }
    let plan = Planner.plan(
      from: root([]),
      to: root([
        TestScenes.view("low", 225, 725, 50, 50), TestScenes.view("high", 75, 225, 50, 50),
      ]),
      transition: SceneTransition(Slide())
    )
    #expect(delays(plan) == ["low": 35, "high": 0])
    // Slide's gone translation is the full root height: 2000 px = 1000 units.
    #expect(plan.animator("low", .translationY)?.from == .scalar(1000))
  }

  @Test func sidePropagationOfDisappearingViewsReversesTheOrder() {
    // Start centres, direction −1: raw −75 and −40; minus the minimum −75: 0 and 35 — the view
    // nearer the bottom edge leaves first.
    let plan = Planner.plan(
      from: Self.root([Self.low, Self.high]),
      to: Self.root([]),
      transition: SceneTransition(Slide())
    )
    #expect(delays(plan) == ["low": 0, "high": 35])
  }

  @Test func theCapturedCentreCountsTheTranslationTwice() {
    // low2 at (450, 1400) with translationY 25: screen y = round(1400 + 25) = 1425; centre
    // y = 1425 + round(25) + 100/2 = 1500, x = 450 + 0 + 50 = 500 → raw 75 as `low` above
    // (counting it once would give 1475 → round(73.75) = 74). high: 40. Normalised: 35, 0.
    var low2 = TestScenes.view("low", 450, 1400, 100, 100)
    low2.transform.translationY = 25
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([low2, Self.high]),
      transition: SceneTransition(Slide())
    )
    #expect(delays(plan) == ["low": 35, "high": 0])
  }

  @Test func circularPropagationMatchesTheReference() {
    // Explode: epicenter (round(0 + 1000/2 + 0), round(0 + 2000/2 + 0)) = (500, 1000).
    // a: centre (750 + 50, 1350 + 50) = (800, 1400): d = hypot(300, 400) = 500,
    // maxD = hypot(1000, 2000) = 2236.068 → round(100 × 0.2236068) = round(22.36) = 22.
    // b: centre (500, 1000): d = 0 → 0. Normalised: 22 and 0.
    let a = TestScenes.view("a", 750, 1350, 100, 100)
    let b = TestScenes.view("b", 450, 950, 100, 100)
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([a, b]),
      transition: SceneTransition(Explode())
    )
    #expect(delays(plan) == ["a": 22, "b": 0])
    // The same propagation set in code on a Fade gives the same delays.
    let fade = Planner.plan(
      from: Self.root([]),
      to: Self.root([a, b]),
      transition: SceneTransition(Fade(), propagation: .circular(speed: 3))
    )
    #expect(delays(fade) == ["a": 22, "b": 0])
  }

  @Test func codeBuiltChangeBoundsWithPropagationUsesStartCentres() {
    // Both views are VISIBLE at the start: start centres, direction −1.
    // a: start centre (800, 1400) → −22; b: (500, 1000) → 0. Minus −22: a 0, b 22.
    let start = Self.root([
      TestScenes.view("a", 750, 1350, 100, 100), TestScenes.view("b", 450, 950, 100, 100),
    ])
    let end = Self.root([
      TestScenes.view("a", 0, 0, 100, 100), TestScenes.view("b", 0, 200, 100, 100),
    ])
    let plan = Planner.plan(
      from: start,
      to: end,
      transition: SceneTransition(ChangeBounds(), propagation: .circular(speed: 3))
    )
    #expect(delays(plan) == ["a": 0, "b": 22])
  }

  @Test func aSetsNonePropagationRemovesSlides() {
    let set = SceneTransition(
      TransitionSet(ordering: .together, children: [SceneTransition(Slide())]),
      propagation: Propagation.none
    )
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([Self.low, Self.high]),
      transition: set
    )
    #expect(delays(plan) == ["low": 0, "high": 0])
  }

  @Test func theLeafsResolvedDurationAndSpeedScaleTheDelays() {
    // A set's duration 600 reaches the slide: 600/3 × 0.75 = 150, 600/3 × 0.4 = 80 → 70, 0.
    let set = SceneTransition.set(.together, [SceneTransition(Slide())], durationMs: 600)
    let plan = Planner.plan(
      from: Self.root([]),
      to: Self.root([Self.low, Self.high]),
      transition: set
    )
    #expect(delays(plan) == ["low": 70, "high": 0])
    // Speed 1.5: 300/1.5 = 200 → 150 and 80 → 70, 0. Speed −3: −75, −40 → 0, 35.
    let slow = SceneTransition(Slide(), propagation: .side(edge: .bottom, speed: 1.5))
    #expect(
      delays(
        Planner.plan(from: Self.root([]), to: Self.root([Self.low, Self.high]), transition: slow)
      )
        == ["low": 70, "high": 0]
    )
    let reversed = SceneTransition(Slide(), propagation: .side(edge: .bottom, speed: -3))
    #expect(
      delays(
        Planner.plan(
          from: Self.root([]),
          to: Self.root([Self.low, Self.high]),
          transition: reversed
        )
      ) == ["low": 0, "high": 35]
    )
  }

  @Test func sidePropagationResolvesStartAndEndByLayoutDirection() {
    // Side START in RTL = RIGHT: distance = (viewX − 0) + |1000 − viewY|, over W = 1000.
    // low (500, 1500): 500 + 500 = 1000 → round(100 × 1.0) = 100;
    // high (200, 500): 200 + 500 = 700 → round(100 × 0.7) = 70. Normalised: 30, 0.
    // In LTR, START = LEFT: (1000 − viewX) + |1000 − viewY|: low 500 + 500 = 1000 → 100;
    // high 800 + 500 = 1300 → 130. Normalised: 0, 30.
    let t = SceneTransition(Fade(), propagation: .side(edge: .start, speed: 3))
    let rtl = Planner.plan(
      from: SceneTree(width: 1000, height: 2000, isRightToLeft: true, views: []),
      to: SceneTree(width: 1000, height: 2000, isRightToLeft: true, views: [Self.low, Self.high]),
      transition: t
    )
    #expect(delays(rtl) == ["low": 30, "high": 0])
    let ltr = Planner.plan(
      from: Self.root([]),
      to: Self.root([Self.low, Self.high]),
      transition: t
    )
    #expect(delays(ltr) == ["low": 0, "high": 30])
  }

  @Test func aViewEpicenterComesFromTheStartSceneElseTheEnd() {
    // fab at (0, 0, 80, 80) in the start scene only: centre ((0+80)>>1, (0+80)>>1) = (40, 40).
    // Slide TOP with it: distance = (2000 − viewY) + |40 − viewX|, over H = 2000.
    // low (500, 1500): 500 + 460 = 960 → round(100 × 0.48) = 48;
    // high (200, 500): 1500 + 160 = 1660 → round(100 × 0.83) = 83. Normalised: low 0, high 35.
    let fab = TestScenes.view("fab", 0, 0, 80, 80)
    // In the end scene the fab sits elsewhere; the start scene's bounds win.
    let movedFab = TestScenes.view("fab", 900, 1900, 80, 80)
    let plan = Planner.plan(
      from: Self.root([fab]),
      to: Self.root([movedFab, Self.low, Self.high]),
      transition: SceneTransition(Slide(edge: .top), epicenter: .view("fab"))
    )
    #expect(delays(plan) == ["low": 0, "high": 35])
    // A view only in the end scene (found by its id) gives the same epicenter there.
    let marker = TestScenes.view("marker", 0, 0, 80, 80, name: "shared_marker")
    let endOnly = Planner.plan(
      from: Self.root([]),
      to: Self.root([marker, Self.low, Self.high]),
      transition: SceneTransition(
        TransitionSet(ordering: .together, children: [SceneTransition(Slide(edge: .top))]),
        epicenter: .view("marker")
      )
    )
    #expect(delays(endOnly)["low"] == 0 && delays(endOnly)["high"] == 35)
    // Without an epicenter: (500, 1000). low: 500 + 0 = 500 → 25; high: 1500 + 300 = 1800 →
    // 90. Normalised: 0, 65.
    let plain = Planner.plan(
      from: Self.root([fab]),
      to: Self.root([fab, Self.low, Self.high]),
      transition: SceneTransition(Slide(edge: .top))
    )
    #expect(delays(plain) == ["low": 0, "high": 65])
  }
}
