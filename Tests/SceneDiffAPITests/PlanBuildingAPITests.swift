import SceneDiff
import Testing

/// Plans made in code, then retimed and reversed, sampled as a user samples them.
///
/// The scene is 360 × 640 at density 1 (every unit a pixel), with one 100 × 100 view "box" at
/// the origin: its translationX goes from 0 (start scene) to 100 (end scene).
@Suite struct PlanBuildingAPITests {
  static func box(translationX: Double) -> SceneTree {
    SceneTree(
      width: 360,
      height: 640,
      views: [
        ViewNode(
          id: "box",
          width: 100,
          height: 100,
          transform: ViewTransform(translationX: translationX)
        )
      ]
    )
  }

  /// translationX 0 → 100, linear, from 50 ms for 200 ms: the plan ends at 250 ms.
  static func slide() -> Plan {
    Plan(
      fromScene: box(translationX: 0),
      toScene: box(translationX: 100),
      matches: [Plan.Match(from: "box", to: "box", by: "id")],
      animators: [
        Animator(
          target: "box",
          transition: "Slide",
          property: .translationX,
          space: .parent,
          from: .scalar(0),
          to: .scalar(100),
          startMs: 50,
          durationMs: 200,
          timing: .interpolator(.linear)
        )
      ]
    )
  }

  /// The box's left edge in the frame at `timeMs`: its translationX.
  static func left(_ plan: Plan, at timeMs: Double) -> Double? {
    Sampler(plan: plan).sample(at: timeMs)["box"]?.bounds.left
  }

  @Test func aHandMadePlanSamples() {
    let plan = Self.slide()
    #expect(plan.totalDurationMs == 250)
    // Before 50 ms the box holds the start value 0; at 100 ms, (100 − 50) / 200 = 0.25 of the
    // way, 25; at 200 ms, 0.75: 75; from 250 ms on, the end scene's 100.
    #expect([0.0, 100, 200, 250, 300].map { Self.left(plan, at: $0) } == [0, 25, 75, 100, 100])
  }

  @Test func retimingScalesEveryTimeThenDelays() throws {
    let plan = Self.slide().retimed(durationScale: 2, delayMs: 100)
    let animator = try #require(plan.animator("box", .translationX))
    // Start 50 × 2 + 100 = 200, duration 200 × 2 = 400, end 600.
    #expect(animator.startMs == 200 && animator.durationMs == 400)
    #expect(plan.totalDurationMs == 600)
    // 400 ms is (400 − 200) / 400 = 0.5 of the way: 50, what the original shows at
    // (400 − 100) / 2 = 150 ms, (150 − 50) / 200 = 0.5.
    #expect(Self.left(plan, at: 400) == 50)
    #expect(Self.left(Self.slide(), at: 150) == 50)
  }

  @Test func reversalPlaysThePlanBackwards() throws {
    let reversed = Self.slide().reversed()
    // The scenes swap; the animator runs 100 → 0, mirrored about 250 ms: it starts at
    // 250 − (50 + 200) = 0 and still lasts 200 ms.
    #expect(reversed.fromScene == Self.box(translationX: 100))
    #expect(reversed.toScene == Self.box(translationX: 0))
    let animator = try #require(reversed.animator("box", .translationX))
    #expect(animator.from == .scalar(100) && animator.to == .scalar(0))
    #expect(animator.startMs == 0 && animator.durationMs == 200)
    #expect(animator.timing == .interpolator(.linear))
    // At 50 ms, 0.25 of the way back: 100 + 0.25 × (0 − 100) = 75, what the original shows at
    // 250 − 50 = 200 ms; at 150 ms, 25 (the original at 100 ms); from 200 ms, the reversed end
    // scene's 0 (the original before it starts).
    #expect([0.0, 50, 150, 200, 250].map { Self.left(reversed, at: $0) } == [100, 75, 25, 0, 0])
  }

  @Test func animatorsRetimeAndReverseOnTheirOwn() {
    let animator = Animator(
      target: "box",
      transition: "Fade",
      property: .alpha,
      space: .parent,
      from: .scalar(0),
      to: .scalar(1),
      startMs: 0,
      durationMs: 100,
      timing: .interpolator(.accelerate(factor: 1))
    )
    let retimed = animator.retimed(durationScale: 0.5)
    #expect(retimed.startMs == 0 && retimed.durationMs == 50)
    // Reversed inside a 300 ms transition: starts at 300 − 100 = 200; t² mirrors to
    // 1 − (1 − t)², Decelerate with the same factor.
    let reversed = animator.reversed(totalDurationMs: 300)
    #expect(reversed.startMs == 200 && reversed.durationMs == 100)
    #expect(
      reversed.keyframes == [
        Keyframe(fraction: 0, value: .scalar(1)), Keyframe(fraction: 1, value: .scalar(0)),
      ]
    )
    #expect(reversed.timing == .interpolator(.decelerate(factor: 1)))
    #expect(TimingCurve.interpolator(.linear).reversed() == .interpolator(.linear))
  }
}
