import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Reduced motion: Android's animator duration scale (0 for "Remove animations") and iOS Reduce
/// Motion's cross-dissolves, with values worked by hand (Docs/reduced-motion.md).
@Suite struct ReducedMotionTests {
  /// `card` at (10, 20) 100 × 100 moving to (110, 220) 200 × 200; `badge` appears.
  static func movingCard() -> (SceneTree, SceneTree) {
    (
      TestScenes.scene([TestScenes.view("card", 10, 20, 100, 100)]),
      TestScenes.scene([
        TestScenes.view("card", 110, 220, 200, 200), TestScenes.view("badge", 0, 0, 50, 50),
      ])
    )
  }

  /// ChangeBounds (300 ms, 50 ms delay) together with Fade(IN) (300 ms).
  static let boundsAndFade = SceneTransition(
    TransitionSet(children: [
      SceneTransition(ChangeBounds(), durationMs: 300, startDelayMs: 50),
      SceneTransition(Fade(mode: .in), durationMs: 300),
    ])
  )

  @Test func scaleZeroEndsEveryAnimatorAtOnce() throws {
    let (start, end) = Self.movingCard()
    let plan = Planner.plan(from: start, to: end, transition: Self.boundsAndFade)
    let reduced = plan.reducingMotion(.android)
    // Every start and duration × 0 = 0.
    #expect(!reduced.animators.isEmpty)
    #expect(reduced.animators.allSatisfy { $0.startMs == 0 && $0.durationMs == 0 })
    #expect(reduced.totalDurationMs == 0)
    // At 0 ms the card is already at its end bounds and the badge fully shown.
    let frame = Sampler(plan: reduced).sample(at: 0)
    #expect(try #require(frame["card"]).bounds == Rect(x: 110, y: 220, width: 200, height: 200))
    #expect(try #require(frame["badge"]).alpha == 1)
    #expect(reduced.diagnostics == plan.diagnostics)
  }

  @Test func scaleTwoDoublesDurationsAndDelays() throws {
    let (start, end) = Self.movingCard()
    let plan = Planner.plan(from: start, to: end, transition: Self.boundsAndFade)
    let slow = plan.withAnimatorDurationScale(2)
    let bounds = try #require(slow.animator("card", .bounds))
    // 50 ms × 2 = 100 ms delay, 300 ms × 2 = 600 ms duration.
    #expect(bounds.startMs == 100 && bounds.durationMs == 600)
    let fade = try #require(slow.animator("badge", .alpha))
    #expect(fade.startMs == 0 && fade.durationMs == 600)
    #expect(slow.totalDurationMs == 700)
  }

  /// A screen change whose leaving screen runs `fade_out` (1 → 0, 400 ms, accelerate).
  static func fadeOutScreenChange() -> Plan {
    ScreenChange(
      from: ScreenChangeTests.screen("list"),
      to: ScreenChangeTests.screen("detail"),
      exit: ScreenChangeTests.fadeOut
    )
    .plan()
  }

  @Test func viewAnimationsStillPlayOnAndroid() throws {
    let reduced = Self.fadeOutScreenChange().reducingMotion(.android)
    // Animation.getTransformation reads no duration scale: at 200 ms the accelerate curve
    // gives n² = 0.25, alpha 1 − 0.25 = 0.75, exactly as without the setting.
    let during = try #require(Sampler(plan: reduced).sample(at: 200)["from:list"])
    #expect(abs(during.alpha - 0.75) < 1e-6)
    #expect(during.visible)
    #expect(reduced.totalDurationMs == 400)
    let warning = try #require(reduced.diagnostics.last)
    #expect(warning.code == "reduced-motion-still-moves")
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("'fade_out' on 'from:list'"))
  }

  @Test func activityWindowAnimationsEndAtOnce() throws {
    // The same fade_out as an activity's exit window animation: "Remove animations" also sets
    // the transition animation scale to 0, which the window manager applies to it
    // (Animation.scaleCurrentDuration), so the leaving window is gone from the first frame.
    var change = ScreenChange(
      from: ScreenChangeTests.screen("list"),
      to: ScreenChangeTests.screen("detail"),
      exit: ScreenChangeTests.fadeOut
    )
    change.isActivityChange = true
    let reduced = change.plan().reducingMotion(.android)
    #expect(reduced.totalDurationMs == 0)
    #expect(!reduced.diagnostics.contains { $0.code == "reduced-motion-still-moves" })
    let first = Sampler(plan: reduced).sample(at: 0)
    #expect(first["from:list"]?.visible != true)
    #expect(first["to:detail"]?.visible == true)
  }

  @Test func iosFlipBecomesCrossDissolve() throws {
    let reducedTransition = SceneTransition(
      IOSViewTransition(
        .fromTo(from: "front", to: "back"),
        style: .transitionFlipFromRight,
        showHideTransitionViews: true,
        timing: IOSTiming(durationMs: 500, curve: .cubicBezier(.easeInEaseOut))
      )
    )
    .reducingMotion(from: TestScenes.scene([]), to: TestScenes.scene([]))
    let view = try #require(reducedTransition.kind as? IOSViewTransition)
    #expect(view.style == .transitionCrossDissolve)
    #expect(view.showHideTransitionViews)
    #expect(view.timing == IOSTiming(durationMs: 500, curve: .cubicBezier(.easeInEaseOut)))
  }

  @Test func iosPushBecomesFade() throws {
    let push = SceneTransition(
      IOSLayerTransition(
        layer: "pager",
        type: .push,
        subtype: .fromRight,
        timing: IOSTiming(durationMs: 350)
      )
    )
    let reduced = try #require(
      push.reducingMotion(from: TestScenes.scene([]), to: TestScenes.scene([])).kind
        as? IOSLayerTransition
    )
    #expect(reduced.type == .fade && reduced.subtype == nil)
    #expect(reduced.timing.durationMs == 350)
  }

  /// UIView.animate with a spring moving `card` inside `root`.
  @Test func iosBlockAnimationCrossDissolvesTheSharedRoot() throws {
    let start = TestScenes.scene([
      TestScenes.view("root", 0, 0, 360, 640, children: [TestScenes.view("card", 10, 20, 100, 100)])
    ])
    let end = TestScenes.scene([
      TestScenes.view(
        "root",
        0,
        0,
        360,
        640,
        children: [TestScenes.view("card", 110, 220, 200, 200)]
      )
    ])
    let spring = try #require(SpringCurve(response: 0.4, dampingRatio: 0.7))
    let block = SceneTransition(
      IOSBlockAnimation(timing: IOSTiming(durationMs: 400, curve: .spring(spring)))
    )
    #expect(ReducedMotion.platform(of: block) == .ios)
    let reduced = block.reducingMotion(from: start, to: end)
    let dissolve = try #require(reduced.kind as? IOSViewTransition)
    #expect(dissolve.views == .container("root"))
    #expect(dissolve.style == .transitionCrossDissolve)
    // The spring becomes easeInEaseOut over the same 400 ms.
    #expect(dissolve.timing == IOSTiming(durationMs: 400, curve: .cubicBezier(.easeInEaseOut)))
    let plan = Planner.plan(from: start, to: end, transition: reduced)
    // Nothing moves: no frame animator; the new card fades in where it ends. easeInEaseOut is
    // symmetric, so at 200 ms (half time) each snapshot is at alpha 0.5.
    #expect(plan.animators.allSatisfy { $0.property == .opacity })
    let frame = Sampler(plan: plan).sample(at: 200)
    #expect(try #require(frame["to:root"]).alpha == 0.5)
    #expect(try #require(frame["from:root"]).alpha == 0.5)
    let card = try #require(frame["to:card"] ?? frame["card"])
    #expect(card.bounds == Rect(x: 110, y: 220, width: 200, height: 200))
  }

  @Test func androidTransitionsAreAndroidsToReduce() {
    #expect(ReducedMotion.platform(of: .autoTransition) == .android)
    let mixed = SceneTransition(
      TransitionSet(children: [
        SceneTransition(Fade()),
        SceneTransition(IOSLayerTransition(layer: "x")),
      ])
    )
    #expect(ReducedMotion.platform(of: mixed) == .ios)
    // An Android transition is not changed by the iOS reduction.
    let fade = SceneTransition(Fade(), durationMs: 200)
    #expect(fade.reducingMotion(from: TestScenes.scene([]), to: TestScenes.scene([])) == fade)
  }

  /// Every Material pattern is animator-based: with animations removed, the reduced plan's
  /// first frame is the unreduced plan's last.
  @Test(arguments: [
    SceneTransition(MaterialSharedAxis(axis: .x, forward: true)),
    SceneTransition(MaterialSharedAxis(axis: .z, forward: false)),
    SceneTransition(MaterialFadeThrough()), SceneTransition(MaterialFade()),
    SceneTransition(MaterialElevationScale(growing: false)), SceneTransition(Hold()),
    SceneTransition(MaterialContainerTransform(startView: "card", endView: "detail")),
  ])
  func materialPatternsEndAtOnce(transition: SceneTransition) throws {
    let start = TestScenes.scene([
      TestScenes.view(
        "page_a",
        0,
        0,
        360,
        640,
        children: [
          TestScenes.view("card", 16, 100, 328, 120)
        ]
      )
    ])
    let end = TestScenes.scene([
      TestScenes.view(
        "page_b",
        0,
        0,
        360,
        640,
        children: [
          TestScenes.view("detail", 0, 0, 360, 400)
        ]
      )
    ])
    let plan = Planner.plan(from: start, to: end, transition: transition)
    #expect(plan.totalDurationMs > 0)
    let reduced = plan.reducingMotion(.android)
    #expect(reduced.totalDurationMs == 0)
    let first = Sampler(plan: reduced).sample(at: 0).views.filter(\.visible)
    let last = Sampler(plan: plan).sample(at: plan.totalDurationMs).views.filter(\.visible)
    #expect(first == last)
  }
}
