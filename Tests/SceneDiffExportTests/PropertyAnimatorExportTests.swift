import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// Property animators leave their values set: the web export holds them, one track per view
/// and property, as `sample` does.
@Suite struct PropertyAnimatorExportTests {
  /// A linear property animator on `box`.
  static func animator(
    _ property: AnimatedProperty,
    _ from: Double,
    _ to: Double,
    startMs: Double,
    durationMs: Double
  ) -> Animator {
    Animator(
      target: "box",
      transition: PropertyAnimation.className,
      property: property,
      space: .parent,
      from: .scalar(from),
      to: .scalar(to),
      startMs: startMs,
      durationMs: durationMs,
      timing: .interpolator(.linear)
    )
  }

  /// A plan of one 50 × 50 view at (0, 100) running these animators.
  static func plan(_ animators: [Animator]) -> Plan {
    let scene = TestScenes.scene([TestScenes.view("box", 0, 100, 50, 50)])
    return Plan(fromScene: scene, toScene: scene, animators: animators)
  }

  /// Two translationX animators played one after the other (an `ordering="sequentially"`
  /// set): 0 → 100 over 0–200 ms, then 40 → −50 over 200–500 ms, both linear.
  @Test func sequentialAnimatorsOfOnePropertyAreOneHeldTrack() throws {
    let plan = PropertyAnimatorExportTests.plan([
      PropertyAnimatorExportTests.animator(.translationX, 0, 100, startMs: 0, durationMs: 200),
      PropertyAnimatorExportTests.animator(.translationX, 40, -50, startMs: 200, durationMs: 300),
    ])
    let tracks = try WebSceneTests.tracks(WebScene(plan: plan), "box")
    #expect(tracks.count == 1)
    let tx = try WebSceneTests.track(tracks, "--tx")
    #expect(tx.fill == "both" && tx.delayMs == 0 && tx.durationMs == 500)
    let sampler = Sampler(plan: plan)
    // By hand, translationX (the box's left is 0, so its drawn left equals it):
    let expected: [(t: Double, value: Double)] = [
      (0, 0),  // first animator's start
      (100, 50),  // 0 + 100 × 100/200
      (199, 99.5),  // 100 × 199/200
      (250, 25),  // second animator: 40 + (−50 − 40) × 50/300 = 40 − 15
      (400, -20),  // 40 − 90 × 200/300 = 40 − 60
      (500, -50),  // its end value, held
      (800, -50),  // still held: nothing restores it
    ]
    for (t, value) in expected {
      // The jump from 100 to 40 at 200 ms is written 1 µs early (CSS merges keyframes at one
      // offset), so the first animator runs 0.001 ms faster: off by at most
      // 100/200 × 0.001 = 0.0005.
      let exported = try #require(TrackEvaluator.filledValue(tx, at: t))
      #expect(abs(exported - value) < 5e-4, "export at \(t) ms: \(exported)")
      let drawn = try #require(sampler.sample(at: t)["box"]).bounds.left
      #expect(abs(drawn - value) < 1e-9, "sample at \(t) ms: \(drawn)")
    }
  }

  /// An alpha animator delayed 100 ms (0.5 → 0.2 over 100–300 ms): the view keeps its own
  /// alpha (1) through the delay — a property animator writes nothing before it starts — and
  /// its end value after.
  @Test func aDelayedAnimatorLeavesTheOwnValueUntilItStarts() throws {
    let plan = PropertyAnimatorExportTests.plan([
      PropertyAnimatorExportTests.animator(.alpha, 0.5, 0.2, startMs: 100, durationMs: 200)
    ])
    let tracks = try WebSceneTests.tracks(WebScene(plan: plan), "box")
    let opacity = try WebSceneTests.track(tracks, "opacity")
    let sampler = Sampler(plan: plan)
    let expected: [(t: Double, value: Double)] = [
      (0, 1), (99, 1),  // own alpha during the delay
      (100, 0.5),  // the start value
      (200, 0.35),  // 0.5 + (0.2 − 0.5) × 100/200
      (300, 0.2), (1000, 0.2),  // held
    ]
    for (t, value) in expected {
      let exported = try #require(TrackEvaluator.filledValue(opacity, at: t))
      #expect(abs(exported - value) < 1e-9, "export at \(t) ms: \(exported)")
      // The engine evaluates alpha in single precision, as Android's float does.
      let drawn = try #require(sampler.sample(at: t)["box"]).alpha
      #expect(abs(drawn - value) < 1e-6, "sample at \(t) ms: \(drawn)")
    }
  }

  /// A scale animator makes the box sampled; the sampled box holds its end state: scaleX
  /// 1 → 2 over 0–100 ms then 2 → 0.5 over 100–300 ms leaves scaleX 0.5 (about the centre,
  /// pivot 25: matrix(0.5, 0, 0, 1, 12.5, 0), 12.5 = 25 × (1 − 0.5)).
  @Test func aSampledBoxHoldsItsEndState() throws {
    let plan = PropertyAnimatorExportTests.plan([
      PropertyAnimatorExportTests.animator(.scaleX, 1, 2, startMs: 0, durationMs: 100),
      PropertyAnimatorExportTests.animator(.scaleX, 2, 0.5, startMs: 100, durationMs: 200),
    ])
    let tracks = try WebSceneTests.tracks(WebScene(plan: plan), "box")
    let box = try WebSceneTests.track(tracks, "transform")
    #expect(box.fill == "both" && box.durationMs == 300)
    let last = try #require(box.keyframes.last)
    #expect(last.offset == 1)
    let transform = last.declarations.first { $0.property == "transform" }?.value
    #expect(transform?.contains("matrix(0.5, 0, 0, 1, 12.5, 0)") == true, "\(transform ?? "")")
  }
}
