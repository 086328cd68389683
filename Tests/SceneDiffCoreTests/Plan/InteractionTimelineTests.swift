import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Interaction scripts as time maps (Docs/interaction.md): each step's times and positions,
/// derived by hand from platform-transitions.md §5.2 and §6.2, and sampling through them.
@Suite struct InteractionTimelineTests {
  /// A 400 ms transition driven by `events`.
  static func timeline(
    _ events: [InteractionEvent],
    completionSpeed: Double = 1,
    curve: CubicBezier = .uiKitDefault,
    scrubsLinearly: Bool = true
  ) -> InteractionTimeline {
    InteractionTimeline(
      Interaction(
        completionSpeed: completionSpeed,
        completionCurve: curve,
        scrubsLinearly: scrubsLinearly,
        events: events
      ),
      totalDurationMs: 400
    )
  }

  @Test func updateHoldsUntilTheNextStep() {
    let t = Self.timeline([.update(atMs: 0, percent: 0.2), .update(atMs: 100, percent: 0.5)])
    // update(p) scrubs to p × duration and holds: 0.2 × 400 = 80 until 100 ms, then 200.
    #expect(t.position(at: 0).planMs == 80)
    #expect(t.position(at: 99.9).planMs == 80)
    #expect(t.position(at: 100).planMs == 200)
    #expect(t.position(at: 5000).planMs == 200)
    #expect(t.position(at: 50).mode == .linear)
    #expect(t.outcome == .hold)
  }

  @Test func finishTakesTheRestOverCompletionSpeed() {
    let t = Self.timeline(
      [.update(atMs: 0, percent: 0.2), .finish(atMs: 100)],
      completionSpeed: 2
    )
    // (1 − 0.2) × 400 / 2 = 160 ms, so the finish ends at 100 + 160 = 260 ms.
    #expect(t.endMs == 260)
    #expect(t.outcome == .finish)
    // Half-way (180 ms) easeInOut is at 0.5 by symmetry: 80 + (400 − 80) × 0.5 = 240.
    #expect(abs(t.position(at: 180).planMs - 240) < 1e-9)
    #expect(t.position(at: 260).planMs == 400)
  }

  @Test func cancelTakesTheDonePartOverCompletionSpeed() {
    let t = Self.timeline([.update(atMs: 0, percent: 0.6), .cancel(atMs: 50)])
    // 0.6 × 400 / 1 = 240 ms: back at the start at 50 + 240 = 290 ms.
    #expect(t.endMs == 290)
    #expect(t.outcome == .cancel)
    // Half-way (170 ms): 240 − 240 × 0.5 = 120.
    #expect(abs(t.position(at: 170).planMs - 120) < 1e-9)
    #expect(t.position(at: 290).planMs == 0)
  }

  @Test func releaseBelowTheThresholdCancels() {
    let t = Self.timeline([
      .update(atMs: 0, percent: 0.25),
      .release(atMs: 100, velocity: 0, threshold: 0.3, velocityThreshold: 1),
    ])
    // 0.25 < 0.3 and 0 < 1 per second: cancel in 0.25 × 400 = 100 ms.
    #expect(t.outcome == .cancel)
    #expect(t.endMs == 200)
  }

  @Test func releaseAtOrAboveTheThresholdFinishes() {
    let t = Self.timeline([
      .update(atMs: 0, percent: 0.4),
      .release(atMs: 100, velocity: -3, threshold: 0.3, velocityThreshold: 1),
    ])
    // 0.4 ≥ 0.3 finishes whatever the velocity: (1 − 0.4) × 400 = 240 ms.
    #expect(t.outcome == .finish)
    #expect(t.endMs == 340)
  }

  @Test func aFastForwardFlingFinishesBelowTheThreshold() {
    let fling = Self.timeline([
      .update(atMs: 0, percent: 0.1),
      .release(atMs: 100, velocity: 1.5, threshold: 0.3, velocityThreshold: 1),
    ])
    // 1.5 ≥ 1 transition per second: finish in (1 − 0.1) × 400 = 360 ms.
    #expect(fling.outcome == .finish)
    #expect(fling.endMs == 460)
    let slow = Self.timeline([
      .update(atMs: 0, percent: 0.1),
      .release(atMs: 100, velocity: 0.5, threshold: 0.3, velocityThreshold: 1),
    ])
    #expect(slow.outcome == .cancel)
  }

  @Test func reverseRunsBackAtTheSameSpeed() {
    let t = Self.timeline([.reverse(atMs: 100)])
    // It plays from 0 at 1 ms per ms: at 100 ms it is at 100, then runs back to 0 by 200 ms.
    #expect(t.position(at: 100).planMs == 100)
    #expect(t.position(at: 150).planMs == 50)
    #expect(t.endMs == 200)
    #expect(t.outcome == .run)
  }

  @Test func continueTakesDurationFactorTimesTheDuration() {
    let t = Self.timeline([.pause(atMs: 100), .continueAnimation(atMs: 200, durationFactor: 0.5)])
    // Paused at 100 until 200 ms; the remaining 300 ms of position take 0.5 × 400 = 200 ms,
    // ending at 400 ms; at 300 ms it is half-way: 100 + 300 × 0.5 = 250.
    #expect(t.position(at: 150).planMs == 100)
    #expect(t.endMs == 400)
    #expect(t.position(at: 300).planMs == 250)
  }

  @Test func reverseWhilePausedThenContinueRunsBack() {
    let t = Self.timeline([
      .pause(atMs: 100), .reverse(atMs: 150), .continueAnimation(atMs: 200, durationFactor: 1),
    ])
    // From 100 back to 0 in 1 × 400 ms: at 400 ms it is at 100 − 100 × 200 / 400 = 50.
    #expect(t.position(at: 400).planMs == 50)
    #expect(t.endMs == 600)
  }

  @Test func stepsAfterTheEndAreIgnored() {
    let t = Self.timeline([.pause(atMs: 500)])
    // The transition reached its end by itself at 400 ms.
    #expect(t.ignoredEvents == [0])
    #expect(t.outcome == .run)
  }

  /// An alpha animator 0 → 1 over 0…400 ms paced by CSS `ease-in`.
  static let easeIn = Animator(
    target: "box",
    transition: "Test",
    property: .alpha,
    space: .parent,
    from: .scalar(0),
    to: .scalar(1),
    startMs: 0,
    durationMs: 400,
    timing: .cubicBezier(.easeIn)
  )

  static func alpha(_ timeline: InteractionTimeline, at t: Double) -> Double? {
    let position = timeline.position(at: t)
    guard
      case .scalar(let v)? = easeIn.value(
        atPlanMs: position.planMs,
        mode: position.mode,
        grid: PixelGrid()
      )
    else { return nil }
    return v
  }

  @Test func scrubsLinearlyOrThroughTheCurve() throws {
    let events: [InteractionEvent] = [.update(atMs: 0, percent: 0.5)]
    // scrubsLinearly: value = start + (end − start) × fractionComplete = 0.5.
    let linear = Self.timeline(events, scrubsLinearly: true)
    #expect(Self.alpha(linear, at: 10) == 0.5)
    // Otherwise update(p) scrubs the time to p × duration (§6.2): the animator at 200 ms.
    let curved = Self.timeline(events, scrubsLinearly: false)
    let atTime = try #require(Self.easeIn.value(at: 200, grid: PixelGrid()))
    guard case .scalar(let expected) = atTime else { return }
    #expect(Self.alpha(curved, at: 10) == expected)
    // ease-in is below the diagonal at 0.5 (its control points pull late): curve(0.5) < 0.5.
    #expect(expected < 0.5)
  }

  @Test func aFinishAfterALinearScrubDoesNotJump() throws {
    let t = Self.timeline([.update(atMs: 0, percent: 0.5), .finish(atMs: 100)])
    // Held at the linear 0.5; the finish (200 ms) continues the curve from 0.5 to 1.
    let before = try #require(Self.alpha(t, at: 100))
    let after = try #require(Self.alpha(t, at: 100.01))
    #expect(before == 0.5)
    #expect(abs(after - 0.5) < 1e-3)
    // At 300 ms the finish has ended: the animator has ended, the view shows its end value.
    #expect(Self.alpha(t, at: 300) == nil)
    let late = try #require(Self.alpha(t, at: 299.9))
    #expect(late > 0.99 && late <= 1)
  }

  @Test func aReversedRunRetracesTheCurve() throws {
    let t = Self.timeline([.reverse(atMs: 300)])
    // Reversed at 300 ms, it is back at position 200 at 400 ms: the value the animator has at
    // 200 ms on its own curve (isReversed replays the same animation backwards).
    let back = try #require(Self.alpha(t, at: 400))
    guard case .scalar(let forward)? = Self.easeIn.value(at: 200, grid: PixelGrid()) else {
      Issue.record("not a scalar")
      return
    }
    #expect(back == forward)
    // Back at the start at 600 ms: the start value.
    #expect(Self.alpha(t, at: 600) == 0)
  }
}
