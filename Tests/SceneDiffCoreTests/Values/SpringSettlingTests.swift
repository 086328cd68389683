import Foundation
import Testing

@testable import SceneDiffCore

/// Settling durations, overshoot and velocity of springs (interpolators.md §6.1, §6.3), and
/// `CASpringAnimation` (Docs/interpolators.md, "Springs").
@Suite struct SpringSettlingTests {
  @Test func casSpringAnimationDefaultsAndTheReferenceRow() throws {
    // CASpringAnimation defaults: mass 1, stiffness 100, damping 10, velocity 0 (§6.3), the
    // first row of the §6.1 table; its duration defaults to the settling duration.
    let animation = try #require(CoreAnimationSpring())
    #expect(animation.duration == nil)
    let expected = [0.104_405, 0.340_300, 0.849_426, 1.124_355, 1.074_591, 1.002_170]
    for (t, value) in zip([0.05, 0.1, 0.2, 0.3, 0.5, 1.0], expected) {
      #expect(abs(animation.curve.value(atSeconds: t) - value) <= 1e-6)
    }
    // ζ = 0.5, ω0 = 10, ζω0 = 5, ωd = 10·√0.75 = 8.660254, R = √(1 + (5/8.660254)²) = √(4/3)
    // = 1.154701; settles at ln(1.154701/0.001)/5 = ln(1154.701)/5 = 7.051597/5 = 1.410319 s.
    let settle = try #require(animation.settlingDuration)
    #expect(abs(settle - 1.410_319) <= 1e-6)
    #expect(animation.runDuration == settle)
    // A duration set on the animation is kept and ends it, the spring unchanged.
    let short = try #require(CoreAnimationSpring(duration: 0.5))
    #expect(short.runDuration == 0.5 && short.curve == animation.curve)
    #expect(CoreAnimationSpring(duration: 0) == nil)
  }

  @Test func applesSettlingExamples() throws {
    // Apple's documentation: mass 1, stiffness 100, damping 5 settles in about 2.85 s; with
    // damping 15 "just over 1 second". SceneDiff's rule (the envelope within 0.001):
    // damping 5: ζ = 0.25, ζω0 = 2.5, ωd = 10·√0.9375 = 9.682458, R = √(1 + (2.5/9.682458)²)
    //   = √1.066667 = 1.032796: ln(1032.796)/2.5 = 6.940025/2.5 = 2.776010 s (2.6 % short).
    // damping 15: ζ = 0.75, ζω0 = 7.5, ωd = 10·√0.4375 = 6.614378, R = √(1 + 1.285714) =
    //   1.511858: ln(1511.858)/7.5 = 7.321096/7.5 = 0.976146 s.
    let five = try #require(SpringCurve(damping: 5)?.settlingDuration())
    let fifteen = try #require(SpringCurve(damping: 15)?.settlingDuration())
    #expect(abs(five - 2.776_010) <= 1e-6)
    #expect(abs(fifteen - 0.976_146) <= 1e-6)
  }

  @Test func criticalAndOverDampedSettleAtTheirLastCrossing() throws {
    // Critical (§6.1 row m 1, k 100, c 20): x = e^(−10t)·(1 + 10t) = 0.001; with τ = 10t,
    // e^(−τ)(1 + τ) = 0.001 at τ = 9.233413 (e^(−9.233413) = 9.7727e-5, × 10.233413 = 0.001000),
    // so t = 0.923341 s.
    let critical = try #require(SpringCurve(mass: 1, stiffness: 100, damping: 20))
    #expect(abs((critical.settlingDuration() ?? 0) - 0.923_341) <= 1e-6)
    // Over-damped (c 30, ζ = 1.5): r1 = −10·(1.5 − √1.25) = −3.819660, r2 = −26.180340,
    // C2 = (0 − r1)/(r2 − r1) = 3.819660/(−22.360680) = −0.170820, C1 = 1.170820. The r2 term
    // is below 1e-20 by then, so C1·e^(r1·t) = 0.001: t = ln(1170.820)/3.819660 = 7.065460 /
    // 3.819660 = 1.849761 s.
    let over = try #require(SpringCurve(mass: 1, stiffness: 100, damping: 30))
    #expect(abs((over.settlingDuration() ?? 0) - 1.849_761) <= 1e-6)
    // Within that time the spring is outside 0.001 just before and inside just after.
    for spring in [critical, over] {
      let t = try #require(spring.settlingDuration())
      #expect(1 - spring.value(atSeconds: t - 1e-4) > 0.001)
      #expect(1 - spring.value(atSeconds: t + 1e-4) < 0.001)
    }
  }

  @Test func undampedSpringsNeverSettle() throws {
    let undamped = try #require(SpringCurve(damping: 0))
    #expect(undamped.settlingDuration() == nil)
    // It overshoots by the whole distance: e^0 = 1, at π/ω0 = 0.314159 s.
    #expect(abs(undamped.overshoot - 1) <= 1e-12)
    #expect(abs((undamped.peakTime ?? 0) - Double.pi / 10) <= 1e-12)
  }

  @Test(arguments: [0.2, 0.5, 0.7, 0.825, 0.99])
  func overshootFromRestIsTheDampingRatiosBound(zeta: Double) throws {
    // Released from rest: peak e^(−ζπ/√(1 − ζ²)) at π/ωd (§6.1; ζ = 0.5 → 0.163034,
    // ζ = 0.7 → 0.045988), whatever the stiffness.
    for stiffness in [50.0, 400, 1500] {
      let spring = try #require(
        SpringCurve(stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot())
      )
      let bound = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
      #expect(abs(spring.overshoot - bound) <= 1e-12)
      #expect(abs(SpringCurve.overshootBound(dampingRatio: zeta) - bound) <= 1e-15)
      let wd = stiffness.squareRoot() * (1 - zeta * zeta).squareRoot()
      #expect(abs((spring.peakTime ?? 0) - Double.pi / wd) <= 1e-12)
    }
    #expect(abs(SpringCurve.overshootBound(dampingRatio: 0.5) - 0.163_034) <= 1e-6)
    #expect(abs(SpringCurve.overshootBound(dampingRatio: 0.7) - 0.045_988) <= 1e-6)
  }

  @Test func criticalSpringsOvershootOnlyWhenThrown() throws {
    // Critical, v0 = 20 > ω0 = 10: x = e^(−10t)·(1 + (10 − 20)t), x' = 0 at
    // t = −v0/(ω0·(ω0 − v0)) = −20/(10·(−10)) = 0.2 s, x(0.2) = e^(−2)·(1 − 2) = −0.135335.
    let thrown = try #require(SpringCurve(stiffness: 100, damping: 20, initialVelocity: 20))
    #expect(abs(thrown.overshoot - 0.135_335) <= 1e-6)
    #expect(abs((thrown.peakTime ?? 0) - 0.2) <= 1e-12)
    // Released from rest, critical and over-damped springs never pass the target.
    #expect(SpringCurve(stiffness: 100, damping: 20)?.overshoot == 0)
    #expect(SpringCurve(stiffness: 100, damping: 30)?.overshoot == 0)
    #expect(SpringCurve(stiffness: 100, damping: 30)?.peakTime == nil)
  }

  @Test(arguments: [(1.0, 100.0, 10.0, 5.0), (1, 100, 20, 2), (1, 100, 30, -3), (2, 300, 5, 0.5)])
  func velocityIsTheDerivative(m: Double, k: Double, c: Double, v0: Double) throws {
    let spring = try #require(SpringCurve(mass: m, stiffness: k, damping: c, initialVelocity: v0))
    // p'(0) is the initial velocity, in distances per second.
    #expect(abs(spring.velocity(atSeconds: 0) - v0) <= 1e-12)
    // Elsewhere it matches the central difference (p(t + h) − p(t − h)) / 2h.
    let h = 1e-6
    for t in stride(from: 0.01, through: 1, by: 0.07) {
      let difference =
        (spring.value(atSeconds: t + h) - spring.value(atSeconds: t - h)) / (2 * h)
      #expect(abs(spring.velocity(atSeconds: t) - difference) <= 1e-5)
    }
  }

  @Test func restDurationIsTheFirstMillisecondBothThresholdsHold() throws {
    // CASpringAnimation defaults with thresholds 0.01 (distance) and 0.5 (distances/s): the
    // answer is a whole millisecond at which both hold, and one of them fails a millisecond
    // earlier.
    let spring = try #require(SpringCurve())
    let rest = try #require(spring.restDuration(valueThreshold: 0.01, velocityThreshold: 0.5))
    #expect(rest == (rest * 1000).rounded() / 1000)
    #expect(abs(1 - spring.value(atSeconds: rest)) < 0.01)
    #expect(abs(spring.velocity(atSeconds: rest)) < 0.5)
    let before = rest - 0.001
    #expect(
      abs(1 - spring.value(atSeconds: before)) >= 0.01
        || abs(spring.velocity(atSeconds: before)) >= 0.5
    )
  }
}
