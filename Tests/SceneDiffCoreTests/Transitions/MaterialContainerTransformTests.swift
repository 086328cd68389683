import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The container transform as a transition kind: its animators, keyframes and drawn frames,
/// worked by hand from material-motion.md §7 (the geometry's own tests derive the states).
@Suite struct MaterialContainerTransformTests {
  /// A 100 × 100 card at (100, 400) with an 8-unit corner opening into a 400 × 800 detail at
  /// (0, 0), on a 1000 × 2000 root at density 1.
  static func plan(linear: Bool = true, reverse: Bool = false) -> Plan {
    var card = TestScenes.view("card", 100, 400, 100, 100)
    card.style.cornerRadius = 8
    let detail = TestScenes.view("detail", 0, 0, 400, 800)
    let root = { (views: [ViewNode]) in SceneTree(width: 1000, height: 2000, views: views) }
    let transform =
      reverse
      ? MaterialContainerTransform(startView: "detail", endView: "card")
      : MaterialContainerTransform(startView: "card", endView: "detail")
    return Planner.plan(
      from: root([reverse ? detail : card]),
      to: root([reverse ? card : detail]),
      transition: SceneTransition(transform, interpolator: linear ? .linear : nil)
    )
  }

  /// A scalar value's number.
  static func number(_ value: AnimatedValue?) -> Double? {
    guard case .scalar(let number)? = value else { return nil }
    return number
  }

  static func near(_ a: Double?, _ b: Double) -> Bool {
    guard let a else { return false }
    return abs(a - b) < 1e-4
  }

  @Test func keyframesHoldTheStatesAtEveryFivePercent() throws {
    let plan = Self.plan()
    let clip = try #require(plan.animator("detail", .clipBounds))
    // Keyframes every 0.05, and the fade window's end 0.25 and middle 0.0875 (0.25 × 0.35).
    #expect(clip.keyframes.count == 22)
    // p = 0.5: end layer [50, 200, 300, 700] drawn at scale 250/400 = 0.625; container
    // [50, 200, 300, 575] → in the detail's own units [0, 0, 250/0.625, 375/0.625] =
    // [0, 0, 400, 600].
    let half = try #require(clip.keyframes.first { $0.fraction == 0.5 })
    #expect(half.value == .rect(Rect(left: 0, top: 0, right: 400, bottom: 600)))
    let matrix = try #require(
      plan.animator("detail", .matrix)?.keyframes.first { $0.fraction == 0.5 }
    )
    #expect(matrix.value == .matrix(Matrix([0.625, 0, 50, 0, 0.625, 200, 0, 0, 1])))
    // Scrim (int)(0.5 × 255) = 127; corner lerp(0.08 × 250, 0, 0.5/0.75) = 20/3.
    let scrim = plan.animator("detail", .scrimAlpha)?.keyframes.first { $0.fraction == 0.5 }
    #expect(scrim?.value == .scalar(127.0 / 255))
    // In each layer's own units: the end layer is drawn at scale 0.625, so (20/3) / 0.625 =
    // 32/3; the start layer at 2.5, so (20/3) / 2.5 = 8/3.
    let corner = plan.animator("detail", .clipRadius)?.keyframes.first { $0.fraction == 0.5 }
    #expect(Self.near(Self.number(corner?.value), 32.0 / 3))
    let cardCorner = plan.animator("card", .clipRadius)?.keyframes.first { $0.fraction == 0.5 }
    #expect(Self.near(Self.number(cardCorner?.value), 8.0 / 3))
  }

  @Test func framesDrawBothLayersAtHalfway() throws {
    // Linear, 500 ms (M3 motionDurationLong2, entering): t = 250 is p = 0.5.
    let plan = Self.plan()
    #expect(plan.totalDurationMs == 500)
    let frame = Sampler(plan: plan).sample(at: 250)
    // The detail drawn as the end layer: (50, 200), 400 × 800 scaled by 0.625 = 250 × 500,
    // clipped to [0, 0, 400, 600] of its own units.
    let detail = try #require(frame["detail"])
    #expect(detail.bounds == Rect(x: 50, y: 200, width: 250, height: 500))
    #expect(detail.clip == Rect(left: 0, top: 0, right: 400, bottom: 600))
    // The container's corners, 20/3 at p = 0.5, in the detail's units: 32/3.
    #expect(Self.near(detail.clipRadius, 32.0 / 3))
    #expect(detail.alpha == 1)
    // The card as the start layer [50, 200, 300, 450]: scale 2.5 about its centre (150, 450),
    // moved by (175 − 150, 325 − 450) = (25, −125). Fade IN entering ended at p 0.25: the
    // detail is on top and opaque, so the card is drawn with 1 × (1 − 1) = 0.
    let card = try #require(frame["card"])
    #expect(Self.near(card.bounds.left, 50) && Self.near(card.bounds.top, 200))
    #expect(Self.near(card.bounds.width, 250) && Self.near(card.bounds.height, 250))
    #expect(Self.near(card.alpha, 0))
    // t = 50 (p = 0.1): end alpha (int)(0.4 × 255) = 102 over the card: the card is drawn
    // with 1 − 102/255 = 0.6 over the opaque detail.
    #expect(Self.near(Sampler(plan: plan).sample(at: 50)["card"]?.alpha, 1 - 102.0 / 255))
  }

  @Test func themeTimingByDirection() {
    // Entering: motionDurationLong2 500 ms, emphasized; returning: motionDurationMedium4 400 ms.
    let open = Self.plan(linear: false)
    #expect(open.animator("detail", .matrix)?.durationMs == 500)
    #expect(open.animator("detail", .matrix)?.timing == .interpolator(.fastOutExtraSlowIn))
    let close = Self.plan(linear: false, reverse: true)
    #expect(close.animator("card", .matrix)?.durationMs == 400)
  }

  @Test func noAnimatorsWithoutTwoViews() {
    let root = { (views: [ViewNode]) in SceneTree(width: 1000, height: 2000, views: views) }
    let plan = Planner.plan(
      from: root([TestScenes.view("card", 0, 0, 10, 10)]),
      to: root([TestScenes.view("card", 0, 0, 20, 20)]),
      transition: SceneTransition(MaterialContainerTransform(startView: "card", endView: "card"))
    )
    #expect(plan.animators.isEmpty)
  }
}
