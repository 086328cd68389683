import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// CSS and Web Animations output of cubic Béziers, springs and keyframed animators.
@Suite struct TimingCurveExportTests {
  /// A plan moving one 50 × 50 view by `animator`.
  static func plan(_ animator: Animator) -> Plan {
    let scene = TestScenes.scene([TestScenes.view("box", 10, 10, 50, 50)])
    return ExportFixtures.plan(from: scene, to: scene, animators: [animator])
  }

  /// A 0 → `distance` translationX animator with `timing`.
  static func move(_ distance: Double, durationMs: Double, timing: TimingCurve) -> Animator {
    Animator(
      target: "box",
      transition: "Test",
      property: .translationX,
      space: .parent,
      from: .scalar(0),
      to: .scalar(distance),
      startMs: 0,
      durationMs: durationMs,
      timing: timing
    )
  }

  /// 0 → 100 at ¼ (ease-in) → 40 at 1 along translationX, 400 ms, with `timing`.
  static func keyframed(timing: TimingCurve) throws -> Animator {
    try #require(
      Animator(
        target: "box",
        transition: "Test",
        property: .translationX,
        space: .parent,
        keyframes: [
          Keyframe(fraction: 0, value: .scalar(0)),
          Keyframe(fraction: 0.25, value: .scalar(100), timing: .cubicBezier(.easeIn)),
          Keyframe(fraction: 1, value: .scalar(40)),
        ],
        startMs: 0,
        durationMs: 400,
        timing: timing
      )
    )
  }

  static func translation(_ plan: Plan) throws -> WebTrack {
    try WebSceneTests.track(WebSceneTests.tracks(WebScene(plan: plan), "box"), "--tx")
  }

  @Test func cubicBeziersAreTheirOwnCSS() {
    // interpolators.md §4.3: ease-in-out is cubic-bezier(0.42, 0, 0.58, 1).
    #expect(CSSEasing.exact(.easeInEaseOut).css == "cubic-bezier(0.42, 0, 0.58, 1)")
    #expect(CSSEasing.exact(.systemDefault).css == "cubic-bezier(0.25, 0.1, 0.25, 1)")
  }

  @Test func aCubicBezierAnimatorExportsNatively() throws {
    let plan = TimingCurveExportTests.plan(
      TimingCurveExportTests.move(300, durationMs: 300, timing: .cubicBezier(.easeInEaseOut))
    )
    let track = try TimingCurveExportTests.translation(plan)
    #expect(track.easing == "cubic-bezier(0.42, 0, 0.58, 1)")
    #expect(track.keyframes.map(\.declarations[0].value) == ["0px", "300px"])
  }

  @Test func springStopsStayWithinTheirTolerance() throws {
    // CASpringAnimation defaults over 1 s, within 0.25 px of a 100 px move: 0.0025 in
    // progress. Between stops the browser runs straight lines; check them every 0.1 ms.
    let spring = try #require(SpringCurve())
    let stops = CSSEasing.springStops(spring, durationMs: 1000, tolerance: 0.0025)
    #expect(stops.first?.input == 0 && stops.first?.output == 0)
    #expect(stops.last?.input == 1)
    #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.input < $1.input })
    var largest = 0.0
    for step in 0...10_000 {
      let input = Double(step) / 10_000
      let error = abs(CSSEasing.linearValue(stops, at: input) - spring.value(atSeconds: input))
      largest = max(largest, error)
    }
    #expect(largest <= 0.0025)
  }

  @Test func aSpringAnimatorIsALinearFunctionWithinHalfAPixel() throws {
    // 300 px with CASpringAnimation's defaults over 1 s.
    let spring = try #require(SpringCurve())
    let plan = TimingCurveExportTests.plan(
      TimingCurveExportTests.move(300, durationMs: 1000, timing: .spring(spring))
    )
    let track = try TimingCurveExportTests.translation(plan)
    #expect(track.easing.hasPrefix("linear(0 0%, "))
    #expect(track.keyframes.map(\.declarations[0].value) == ["0px", "300px"])
    let sampler = Sampler(plan: plan)
    for t in stride(from: 0.0, to: 1000, by: 1) {
      let engine = try #require(sampler.sample(at: t)["box"]).bounds.left - 10
      // Browsers extrapolate the keyframes when the timing function overshoots 1.
      let browser = 300 * TrackEvaluator.ease(track.easing, t / 1000)
      #expect(abs(browser - engine) <= 0.5, "at \(t) ms: \(browser) vs \(engine)")
    }
  }

  @Test func keyframesExportWithTheirOwnTimingFunctions() throws {
    let plan = TimingCurveExportTests.plan(
      try TimingCurveExportTests.keyframed(timing: .interpolator(.linear))
    )
    let track = try TimingCurveExportTests.translation(plan)
    #expect(track.easing == "linear")
    #expect(track.keyframes.map(\.offset) == [0, 0.25, 1])
    #expect(track.keyframes.map(\.declarations[0].value) == ["0px", "100px", "40px"])
    // The ease-in of the interval ending at ¼ belongs to the keyframe that starts it.
    #expect(track.keyframes.map(\.easing) == ["cubic-bezier(0.42, 0, 1, 1)", nil, nil])
    // A browser: per interval, the keyframe's timing function of the local fraction.
    let sampler = Sampler(plan: plan)
    for t in stride(from: 0.0, to: 400, by: 1) {
      let p = t / 400
      let browser: Double
      if p < 0.25 {
        browser = 100 * CSSEasing.cubicBezier(0.42, 0, 1, 1, at: p / 0.25)
      } else {
        browser = 100 + (40 - 100) * (p - 0.25) / 0.75
      }
      let engine = try #require(sampler.sample(at: t)["box"]).bounds.left - 10
      #expect(abs(browser - engine) <= 0.25, "at \(t) ms")
    }
    let css = CSSExport(plan: plan).html
    #expect(
      css.contains("0% { --tx: 0px; animation-timing-function: cubic-bezier(0.42, 0, 1, 1); }")
    )
    #expect(css.contains("25% { --tx: 100px; }"))
    let module = WebAnimationsExport(plan: plan).module
    #expect(module.contains(#"{"offset":0,"--tx":"0px","easing":"cubic-bezier(0.42, 0, 1, 1)"}"#))
  }

  @Test func keyframesUnderACurvedTimingAreSampled() throws {
    // CSS has no timing function over a whole keyframed animation, so with accelerate the
    // keyframes are the engine's values at every frame, linear between them.
    let plan = TimingCurveExportTests.plan(
      try TimingCurveExportTests.keyframed(timing: .interpolator(.accelerate(factor: 1)))
    )
    let track = try TimingCurveExportTests.translation(plan)
    #expect(track.easing == "linear")
    #expect(track.note.hasSuffix(", sampled"))
    // 400 ms at 60 fps: 0 and every 50/3 ms below 400 (24 frames), then the end.
    #expect(track.keyframes.count == 25)
    #expect(track.keyframes.allSatisfy { $0.easing == nil })
  }
}
