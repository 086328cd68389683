import SceneDiff
import Testing

@testable import SceneDiffCore

@Suite struct TimingCurveTests {
  @Test func interpolatorsKeepAndroidsFloatFraction() {
    // accelerate (t², factor 1) at 150 of 300 ms: 0.5² = 0.25.
    let accelerate = TimingCurve.interpolator(.accelerate(factor: 1))
    #expect(accelerate.progress(elapsedMs: 150, durationMs: 300) == 0.25)
    // The fraction is narrowed to Float first, as ValueAnimator does: 100/300 is
    // Float(0.333…) = 0.33333334, and linear returns it unchanged.
    let linear = TimingCurve.interpolator(.linear)
    #expect(linear.progress(elapsedMs: 100, durationMs: 300) == Double(Float(1.0 / 3)))
    #expect(linear.progress(atFraction: 0.1, durationMs: 999) == Double(Float(0.1)))
  }

  @Test func cubicBeziersReadTheFraction() {
    // ease-in-out at half its duration is ½ (symmetric curve).
    let curve = TimingCurve.cubicBezier(.easeInEaseOut)
    #expect(abs(curve.progress(elapsedMs: 150, durationMs: 300) - 0.5) <= 1e-12)
    // §5.3: easeIn at 0.25 is 0.093465.
    let easeIn = TimingCurve.cubicBezier(.easeIn)
    #expect(abs(easeIn.progress(atFraction: 0.25, durationMs: 300) - 0.093_465) <= 1e-6)
  }

  @Test func springsReadTheElapsedTime() throws {
    // CASpringAnimation defaults, §6.1: p(0.1 s) = 0.340300, whatever the duration.
    let spring = TimingCurve.spring(try #require(SpringCurve()))
    #expect(abs(spring.progress(elapsedMs: 100, durationMs: 300) - 0.340_300) <= 1e-6)
    #expect(abs(spring.progress(elapsedMs: 100, durationMs: 5000) - 0.340_300) <= 1e-6)
    // A fraction of a duration is that share of it: ½ of 200 ms is 0.1 s.
    #expect(abs(spring.progress(atFraction: 0.5, durationMs: 200) - 0.340_300) <= 1e-6)
  }

  @Test func planJSONOfEachCurve() throws {
    // Android interpolators print exactly as before.
    #expect(
      TimingCurve.interpolator(.fastOutSlowIn).planJSON.render(indent: nil) == #""fastOutSlowIn""#
    )
    #expect(
      TimingCurve.interpolator(.accelerate(factor: 1.5)).planJSON.render(indent: nil)
        == #"{"name":"accelerate","factor":1.5}"#
    )
    // A named cubic keeps its Apple name; an unnamed one prints the control points only.
    #expect(
      TimingCurve.cubicBezier(.easeInEaseOut).planJSON.render(indent: nil)
        == #"{"name":"cubicBezier","controlPoints":[0.42,0,0.58,1],"apple":"easeInEaseOut"}"#
    )
    let standard = try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(
      TimingCurve.cubicBezier(standard).planJSON.render(indent: nil)
        == #"{"name":"cubicBezier","controlPoints":[0.2,0,0,1]}"#
    )
    // A spring prints its physical parameters, the damping ratio they give, its settling
    // duration (ms, to 0.001) and its overshoot: 10/(2·√(100·1)) = 0.5; it settles at
    // ln(√(4/3)/0.001)/5 = 7.051597/5 = 1.410319 s (SpringSettlingTests) and overshoots by
    // e^(−0.5π/√0.75) = 0.163034.
    let defaults = TimingCurve.spring(try #require(SpringCurve())).planJSON
    #expect(
      defaults.render(indent: nil).hasPrefix(
        #"{"name":"spring","mass":1,"stiffness":100,"damping":10,"dampingRatio":0.5,"#
          + #""initialVelocity":0,"settlingDurationMs":1410.319,"overshoot":0.16303"#
      )
    )
    guard case .object(let pairs) = defaults, case .number(let overshoot)? = pairs.last?.1 else {
      Issue.record("not an object ending in a number")
      return
    }
    #expect(pairs.map(\.0).last == "overshoot")
    #expect(abs(overshoot - 0.163_033_534_821_580) <= 1e-12)
    // 20/(2·√(100·1)) = 1, v0 = 2: x = e^(−10t)·(1 + 8t) never turns (t* = −2/(10·8) < 0) and
    // falls to 0.001 at t = 0.901317 s (e^(−9.01317)·8.21054 = 0.001000); no overshoot.
    let critical = try #require(
      SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
    )
    #expect(
      TimingCurve.spring(critical).planJSON.render(indent: nil)
        == #"{"name":"spring","mass":1,"stiffness":100,"damping":20,"dampingRatio":1,"#
        + #""initialVelocity":2,"settlingDurationMs":901.317,"overshoot":0}"#
    )
  }

  @Test func animatorJSONNamesItsCurveAndKeyframeCurves() throws {
    let spring = try #require(SpringCurve())
    let animator = try #require(
      Animator(
        target: "box",
        transition: "Test",
        property: .alpha,
        space: .parent,
        keyframes: [
          Keyframe(fraction: 0, value: .scalar(0)),
          Keyframe(fraction: 0.5, value: .scalar(1), timing: .cubicBezier(.easeIn)),
          Keyframe(fraction: 1, value: .scalar(0.5)),
        ],
        startMs: 0,
        durationMs: 400,
        timing: .spring(spring)
      )
    )
    #expect(
      animator.json.render(indent: nil)
        == #"{"target":"box","transition":"Test","property":"alpha","space":"parent","from":0,"to":0.5,"#
        + #""keyframes":[{"fraction":0,"value":0},"#
        + #"{"fraction":0.5,"value":1,"interpolator":{"name":"cubicBezier","controlPoints":[0.42,0,1,1],"apple":"easeIn"}},"#
        + #"{"fraction":1,"value":0.5}],"startMs":0,"durationMs":400,"#
        + #""interpolator":"# + spring.planJSON.render(indent: nil) + "}"
    )
    // Two keyframes without their own timing print no keyframes, as before.
    let plain = Animator(
      target: "box",
      transition: "Test",
      property: .alpha,
      space: .parent,
      from: .scalar(0),
      to: .scalar(1),
      startMs: 0,
      durationMs: 300,
      timing: .cubicBezier(.easeOut)
    )
    #expect(!plain.json.render(indent: nil).contains("keyframes"))
  }

  @Test func reversedCurvesAreMirrors() throws {
    // (x1, y1, x2, y2) → (1 − x2, 1 − y2, 1 − x1, 1 − y1): easeIn (0.42, 0, 1, 1) becomes
    // (0, 0, 0.58, 1), easeOut; ease-in-out is its own mirror.
    #expect(CubicBezier.easeIn.reversed() == .easeOut)
    #expect(CubicBezier.easeInEaseOut.reversed() == .easeInEaseOut)
    // CSS ease (0.25, 0.1, 0.25, 1) → (1 − 0.25, 1 − 1, 1 − 0.25, 1 − 0.1) = (0.75, 0, 0.75,
    // 0.9), which has no name.
    let ease = CubicBezier.systemDefault.reversed()
    #expect([ease.x1, ease.y1, ease.x2, ease.y2] == [0.75, 0, 0.75, 0.9] && ease.name == nil)
    // 1 − f(1 − x): §5.3 has easeIn(0.25) = 0.093465, so the mirror at 0.75 is 0.906535.
    #expect(abs(CubicBezier.easeIn.reversed().value(at: 0.75) - 0.906_535) <= 1e-6)
    #expect(TimingCurve.cubicBezier(.easeOut).reversed() == .cubicBezier(.easeIn))
    // A spring has no spring mirror and is kept.
    let spring = TimingCurve.spring(try #require(SpringCurve()))
    #expect(spring.reversed() == spring)
  }

  @Test func keyframedAnimatorsNeedOrderedKeyframesFromZeroToOne() {
    func make(_ fractions: [Double]) -> Animator? {
      Animator(
        target: "box",
        transition: "Test",
        property: .alpha,
        space: .parent,
        keyframes: fractions.map { Keyframe(fraction: $0, value: .scalar($0)) },
        startMs: 0,
        durationMs: 300,
        timing: .interpolator(.linear)
      )
    }
    #expect(make([0, 0.5, 1]) != nil)
    #expect(make([0]) == nil)
    #expect(make([0.1, 1]) == nil)
    #expect(make([0, 0.9]) == nil)
    #expect(make([0, 0.5, 0.5, 1]) == nil)
    #expect(make([0, 0.6, 0.4, 1]) == nil)
  }
}
