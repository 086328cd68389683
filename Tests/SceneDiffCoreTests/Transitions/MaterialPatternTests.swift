import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// MDC-Android's Visibility patterns (material-motion.md §4–§6): providers, thresholds, themes.
///
/// Most tests set a linear curve so that the eased progress p is elapsed / duration and the
/// provider maths can be checked by hand at chosen instants.
@Suite struct MaterialPatternTests {
  /// A 1000 × 2000 root at density 1 (30 dp = 30 px), `a` only in the start scene and `b` only
  /// in the end scene, both at (100, 100, 200, 200): `a` disappears and `b` appears.
  static func plan(
    _ kind: some TransitionKind,
    linear: Bool = true,
    durationMs: Int? = nil,
    density: Double? = nil,
    rtl: Bool = false
  ) -> Plan {
    let root = { (views: [ViewNode]) in
      SceneTree(width: 1000, height: 2000, density: density, isRightToLeft: rtl, views: views)
    }
    return Planner.plan(
      from: root([TestScenes.view("a", 100, 100, 200, 200)]),
      to: root([TestScenes.view("b", 100, 100, 200, 200)]),
      transition: SceneTransition(
        kind,
        durationMs: durationMs,
        interpolator: linear ? .linear : nil
      )
    )
  }

  /// Whether `value` is within 1e-5 of `expected` (values are evaluated in `Float`).
  static func near(_ value: Double?, _ expected: Double) -> Bool {
    guard let value else { return false }
    return abs(value - expected) < 1e-5
  }

  @Test func sharedAxisXForwardSlides30dpAndFadesThrough() throws {
    let plan = Self.plan(MaterialSharedAxis(axis: .x, forward: true))
    // §6.1 X forward: appearing translationX +d → 0, disappearing 0 → −d, d = 30 dp = 30 px.
    let bx = try #require(plan.animator("b", .translationX))
    let ax = try #require(plan.animator("a", .translationX))
    #expect(bx.from == .scalar(30) && bx.to == .scalar(0))
    #expect(ax.from == .scalar(0) && ax.to == .scalar(-30))
    // M3 motionDurationLong1 = 450 ms for both.
    #expect(bx.durationMs == 450 && ax.durationMs == 450)
    // t = 90 ms: p = 90/450 = 0.2. Disappearing alpha lerpT(1, 0, 0, 0.35, 0.2) = 1 − 0.2/0.35
    // = 0.428571; x = 100 + 0.2 × (−30) = 94. Appearing alpha 0 (p < 0.35);
    // x = 100 + 30 + 0.2 × (0 − 30) = 124.
    let early = Sampler(plan: plan).sample(at: 90)
    let a1 = try #require(early["a"])
    let b1 = try #require(early["b"])
    #expect(Self.near(a1.alpha, 1 - 0.2 / 0.35))
    #expect(Self.near(a1.bounds.left, 94))
    #expect(Self.near(b1.alpha, 0))
    #expect(Self.near(b1.bounds.left, 124))
    // t = 315 ms: p = 0.7. Disappearing alpha 0 (p > 0.35), x = 100 − 21 = 79. Appearing alpha
    // (0.7 − 0.35)/(1 − 0.35) = 0.35/0.65 = 0.538462, x = 100 + 30 − 21 = 109.
    let late = Sampler(plan: plan).sample(at: 315)
    #expect(Self.near(late["a"]?.alpha, 0))
    #expect(Self.near(late["a"]?.bounds.left, 79))
    #expect(Self.near(late["b"]?.alpha, 0.35 / 0.65))
    #expect(Self.near(late["b"]?.bounds.left, 109))
  }

  @Test func sharedAxisXBackwardSlidesTheOtherWay() throws {
    let plan = Self.plan(MaterialSharedAxis(axis: .x, forward: false))
    // X backward: appearing −d → 0, disappearing 0 → +d (content moves right).
    #expect(plan.animator("b", .translationX)?.from == .scalar(-30))
    #expect(plan.animator("a", .translationX)?.to == .scalar(30))
    // t = 225 ms: p = 0.5. Disappearing: alpha 0, x = 100 + 15 = 115. Appearing: alpha
    // (0.5 − 0.35)/0.65 = 0.230769, x = 100 − 30 + 15 = 85.
    let frame = Sampler(plan: plan).sample(at: 225)
    #expect(Self.near(frame["a"]?.alpha, 0))
    #expect(Self.near(frame["a"]?.bounds.left, 115))
    #expect(Self.near(frame["b"]?.alpha, 0.15 / 0.65))
    #expect(Self.near(frame["b"]?.bounds.left, 85))
  }

  @Test func sharedAxisXFollowsTheLayoutDirection() {
    // END in RTL is "as RIGHT": appearing x0 − d → x0, disappearing x0 → x0 + d (§5.4).
    let plan = Self.plan(MaterialSharedAxis(axis: .x, forward: true), rtl: true)
    #expect(plan.animator("b", .translationX)?.from == .scalar(-30))
    #expect(plan.animator("a", .translationX)?.to == .scalar(30))
  }

  @Test func slideDistanceIsWholePixels() {
    // Density 2.75: getDimensionPixelSize(30 dp) = (int)(82.5 + 0.5) = 83 px = 83/2.75 dp.
    let plan = Self.plan(MaterialSharedAxis(axis: .x, forward: true), density: 2.75)
    #expect(plan.animator("b", .translationX)?.from == .scalar(83 / 2.75))
  }

  @Test func sharedAxisYAndZ() throws {
    // Y forward = BOTTOM: appearing +d → 0, disappearing 0 → −d (content moves up).
    let y = Self.plan(MaterialSharedAxis(axis: .y, forward: true))
    #expect(y.animator("b", .translationY)?.from == .scalar(30))
    #expect(y.animator("a", .translationY)?.to == .scalar(-30))
    // Y backward = TOP: appearing −d → 0, disappearing 0 → +d.
    let yBack = Self.plan(MaterialSharedAxis(axis: .y, forward: false))
    #expect(yBack.animator("b", .translationY)?.from == .scalar(-30))
    #expect(yBack.animator("a", .translationY)?.to == .scalar(30))
    // Z forward (growing): appearing 0.8 → 1.0, disappearing 1.0 → 1.1.
    let z = Self.plan(MaterialSharedAxis(axis: .z, forward: true))
    #expect(z.animator("b", .scaleX)?.from == .scalar(0.8))
    #expect(z.animator("b", .scaleY)?.to == .scalar(1))
    #expect(z.animator("a", .scaleX)?.from == .scalar(1))
    #expect(z.animator("a", .scaleY)?.to == .scalar(1.1))
    // Z backward: appearing 1.1 → 1.0, disappearing 1.0 → 0.8.
    let zBack = Self.plan(MaterialSharedAxis(axis: .z, forward: false))
    #expect(zBack.animator("b", .scaleX)?.from == .scalar(1.1))
    #expect(zBack.animator("a", .scaleX)?.to == .scalar(0.8))
    // Z forward at t = 225 (p = 0.5): b's scale 0.8 + 0.5 × 0.2 = 0.9 about its centre:
    // width 180, left 100 + (200 − 180)/2 = 110.
    let frame = Sampler(plan: z).sample(at: 225)
    #expect(Self.near(frame["b"]?.bounds.left, 110))
    #expect(Self.near(frame["b"]?.bounds.width, 180))
  }

  @Test func themesGiveTheDurationsAndInterpolators() {
    // M3: motionDurationLong1 450 ms, motionEasingEmphasizedInterpolator (the emphasized path,
    // the same path as fast_out_extra_slow_in). M2: 300 ms and FAST_OUT_SLOW_IN, since
    // MaterialComponents themes define no interpolator attributes (§6.1, §8).
    let m3 = Self.plan(MaterialSharedAxis(axis: .x, forward: true), linear: false)
    #expect(m3.animator("b", .alpha)?.durationMs == 450)
    #expect(m3.animator("b", .alpha)?.timing == .interpolator(.fastOutExtraSlowIn))
    let m2 = Self.plan(
      MaterialSharedAxis(axis: .x, forward: true, theme: .materialComponents),
      linear: false
    )
    #expect(m2.animator("b", .alpha)?.durationMs == 300)
    #expect(m2.animator("b", .alpha)?.timing == .interpolator(.fastOutSlowIn))
    #expect(m2.totalDurationMs == 300)
    // A duration on the transition wins over the theme (§4.2).
    let set = Self.plan(MaterialFadeThrough(), durationMs: 200)
    #expect(set.animator("b", .alpha)?.durationMs == 200)
  }

  @Test func fadeThroughUsesThe035ThresholdAndThe092Scale() throws {
    let plan = Self.plan(MaterialFadeThrough())
    // §6.2: appearing alpha 0 until p 0.35, then linear to 1; scale 0.92 → 1.0 over p 0–1.
    // Disappearing alpha 1 → 0 over p 0–0.35; no scale animator.
    let alpha = try #require(plan.animator("b", .alpha))
    #expect(alpha.keyframes.map(\.fraction) == [0, 0.35, 1])
    #expect(plan.animator("b", .scaleX)?.from == .scalar(0.92))
    #expect(plan.animator("a", .scaleX) == nil)
    #expect(plan.animator("a", .alpha)?.keyframes.map(\.fraction) == [0, 0.35, 1])
    // t = 315 (p = 0.7): b alpha 0.35/0.65; scale 0.92 + 0.7 × 0.08 = 0.976 → width 195.2,
    // left 100 + (200 − 195.2)/2 = 102.4.
    let frame = Sampler(plan: plan).sample(at: 315)
    #expect(Self.near(frame["b"]?.alpha, 0.35 / 0.65))
    #expect(Self.near(frame["b"]?.bounds.left, 102.4))
    // t = 157.5 (p = 0.35): a is fully transparent, b not yet visible.
    let threshold = Sampler(plan: plan).sample(at: 157.5)
    #expect(Self.near(threshold["a"]?.alpha, 0))
    #expect(Self.near(threshold["b"]?.alpha, 0))
  }

  @Test func materialFadeInAndOut() throws {
    let root = { (views: [ViewNode]) in SceneTree(width: 1000, height: 2000, views: views) }
    let dialog = TestScenes.view("d", 100, 100, 200, 200)
    // Appearing (§6.3): motionDurationMedium4 400 ms, emphasized decelerate; alpha over
    // p 0–0.3; scale 0.8 → 1.
    let show = Planner.plan(
      from: root([]),
      to: root([dialog]),
      transition: SceneTransition(MaterialFade())
    )
    let alpha = try #require(show.animator("d", .alpha))
    #expect(alpha.durationMs == 400)
    #expect(alpha.keyframes.map(\.fraction) == [0, 0.3, 1])
    #expect(alpha.keyframes.map(\.value) == [.scalar(0), .scalar(1), .scalar(1)])
    #expect(
      alpha.timing
        == MaterialMotionTheme.material3.easings[.emphasizedDecelerate].map(
          TimingCurve.interpolator
        )
    )
    #expect(show.animator("d", .scaleX)?.from == .scalar(0.8))
    // Disappearing: motionDurationShort3 150 ms, emphasized accelerate, alpha over p 0–1, no scale.
    let hide = Planner.plan(
      from: root([dialog]),
      to: root([]),
      transition: SceneTransition(MaterialFade())
    )
    #expect(hide.animator("d", .alpha)?.durationMs == 150)
    #expect(hide.animator("d", .alpha)?.keyframes.map(\.fraction) == [0, 1])
    #expect(hide.animator("d", .scaleX) == nil)
    // M2 themes define neither Medium4 nor Short3: 300 ms platform default, LINEAR fallback.
    let m2 = Planner.plan(
      from: root([dialog]),
      to: root([]),
      transition: SceneTransition(MaterialFade(theme: .materialComponents))
    )
    #expect(m2.animator("d", .alpha)?.durationMs == 300)
    #expect(m2.animator("d", .alpha)?.timing == .interpolator(.linear))
  }

  @Test func elevationScaleScalesTo085AndFades() throws {
    let plan = Self.plan(MaterialElevationScale(growing: false))
    // §6.4: disappearing scale 1 → 0.85 and alpha 1 → 0 over p 0–1; appearing 0.85 → 1, 0 → 1;
    // no theme attributes: 300 ms, AccelerateDecelerate when no curve is set.
    #expect(plan.animator("a", .scaleX)?.to == .scalar(0.85))
    #expect(plan.animator("b", .scaleY)?.from == .scalar(0.85))
    #expect(plan.animator("a", .alpha)?.durationMs == 300)
    // t = 150 (p = 0.5): a's scale 1 − 0.5 × 0.15 = 0.925 → width 185, left 107.5; alpha 0.5.
    let frame = Sampler(plan: plan).sample(at: 150)
    #expect(Self.near(frame["a"]?.bounds.left, 107.5))
    #expect(Self.near(frame["a"]?.alpha, 0.5))
    let unset = Self.plan(MaterialElevationScale(growing: true), linear: false)
    #expect(unset.animator("a", .alpha)?.timing == .interpolator(.accelerateDecelerate))
    // growing does not change the numbers (both edited factors are 0.85).
    #expect(unset.animator("a", .scaleX)?.to == .scalar(0.85))
  }

  @Test func holdKeepsTheOutgoingViewDrawnUnchanged() throws {
    let plan = Self.plan(Hold(), durationMs: 500)
    let a = try #require(plan.animator("a", .alpha))
    #expect(a.from == .scalar(1) && a.to == .scalar(1) && a.durationMs == 500)
    // At 400 ms the outgoing view is still drawn, fully opaque, where it was.
    let frame = Sampler(plan: plan).sample(at: 400)
    #expect(frame["a"]?.visible == true)
    #expect(frame["a"]?.alpha == 1)
    #expect(frame["a"]?.bounds == Rect(x: 100, y: 100, width: 200, height: 200))
  }

  @Test func secondaryProviderCanBeDropped() {
    let plan = Self.plan(MaterialSharedAxis(axis: .z, forward: true, secondary: nil))
    #expect(plan.animator("a", .alpha) == nil)
    #expect(plan.animator("a", .scaleX) != nil)
  }
}
