import Foundation
import Testing

@testable import SceneDiffCore

/// UIKit's duration-and-damping springs fitted to their duration, and
/// `UISpringTimingParameters` (interpolators.md §6.4; Docs/interpolators.md, "Springs").
@Suite struct DurationFittedSpringTests {
  @Test func fromRestTheFitHasAClosedForm() throws {
    // UIView.animate(withDuration: 0.4, usingSpringWithDamping: 0.7, initialSpringVelocity: 0):
    // ω0 = ln(1/(0.001·√(1 − 0.49)))/(0.7·0.4) = ln(1/(0.001·0.714143))/0.28 = ln(1400.280)/0.28
    //    = 7.244428/0.28 = 25.872956; stiffness ω0² = 669.409829, damping 2·0.7·ω0 = 36.222138.
    let fitted = try #require(DurationFittedSpring(duration: 0.4, dampingRatio: 0.7))
    #expect(fitted.curve.mass == 1)
    #expect(abs(fitted.curve.stiffness - 669.409_829) <= 1e-5)
    #expect(abs(fitted.curve.damping - 36.222_138) <= 1e-6)
    // 0.5 s, ζ = 0.5: ln(1/(0.001·0.866025))/0.25 = 7.051596/0.25 = 28.206385, k = 795.600169.
    let half = try #require(DurationFittedSpring(duration: 0.5, dampingRatio: 0.5))
    #expect(abs(half.curve.stiffness - 795.600_169) <= 1e-5)
  }

  @Test(arguments: [
    (0.4, 0.7, 0.3), (0.4, 0.7, 0.0), (0.5, 0.5, 0.0), (0.25, 0.9, 2.0), (1.0, 0.3, -0.5),
    (0.35, 1.0, 0.0), (0.6, 1.8, 1.0),
  ])
  func theFitKeepsItsInvariants(duration: Double, zeta: Double, velocity: Double) throws {
    let fitted = try #require(
      DurationFittedSpring(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
    )
    let curve = fitted.curve
    // The damping ratio and the velocity are kept; the velocity is p'(0), distances per second.
    #expect(abs(curve.dampingRatio - zeta) <= 1e-12)
    #expect(curve.initialVelocity == velocity)
    #expect(abs(curve.velocity(atSeconds: 0) - velocity) <= 1e-12)
    let h = 1e-7
    #expect(abs((curve.value(atSeconds: h) - curve.value(atSeconds: 0)) / h - velocity) <= 1e-3)
    // It settles exactly at the duration: within 0.001 of the distance from then on.
    #expect(abs((curve.settlingDuration() ?? 0) - duration) <= 1e-9)
    for t in stride(from: duration, through: duration * 4, by: duration / 200) {
      #expect(abs(1 - curve.value(atSeconds: t)) <= 0.001 + 1e-12, "at \(t)")
    }
    // Released from rest, the overshoot is exactly the damping ratio's bound.
    if velocity == 0 {
      #expect(abs(curve.overshoot - SpringCurve.overshootBound(dampingRatio: zeta)) <= 1e-12)
    }
  }

  @Test func theValueReachesTheTargetExactlyAtTheDuration() throws {
    // 0 → 200 px over 400 ms with the fitted spring: just before 400 ms the value is within
    // 0.001 × 200 = 0.2 px of 200; at 400 ms the animator has ended and the view shows its
    // end value (Animator.value(at:) is nil from its end on), as UIKit's animation ends and
    // the layer shows its model value.
    let fitted = try #require(
      DurationFittedSpring(duration: 0.4, dampingRatio: 0.7, initialVelocity: 0.3)
    )
    let animator = Animator(
      target: "card",
      transition: "Test",
      property: .translationY,
      space: .parent,
      from: .scalar(0),
      to: .scalar(200),
      startMs: 0,
      durationMs: 400,
      timing: .spring(fitted.curve)
    )
    let grid = PixelGrid()
    guard case .scalar(let late)? = animator.value(at: 399.999, grid: grid) else {
      Issue.record("no value before the end")
      return
    }
    #expect(abs(late - 200) <= 0.2)
    #expect(animator.value(at: 400, grid: grid) == nil)
  }

  @Test func undampedOrEmptySpringsCannotBeFitted() {
    #expect(DurationFittedSpring(duration: 0.4, dampingRatio: 0) == nil)
    #expect(DurationFittedSpring(duration: 0, dampingRatio: 0.7) == nil)
    #expect(DurationFittedSpring(duration: 0.4, dampingRatio: .nan) == nil)
  }

  @Test func springTimingParametersInitialisers() throws {
    // init(): damping ratio 4.56 (Apple's documented default) and velocity 0, fitted to the
    // animator's duration. For ζ = 4.56 at ω0 = 1: r1 = −(4.56 − √(4.56² − 1)) = −0.111000,
    // r2 = −9.009000, C2 = 0.111000/(−8.898000) = −0.012475, C1 = 1.012475; C1·e^(r1·t) =
    // 0.001 (the r2 term is negligible) at t = ln(1012.475)/0.111000 = 6.920152/0.111000 =
    // 62.343656 s. Over 0.5 s: ω0 = 124.687312, stiffness 15546.925839.
    let standard = SpringTimingParameters()
    #expect(standard.dampingRatio == 4.56 && standard.initialVelocity == 0)
    #expect(standard.fixedCurve == nil)
    let fitted = try #require(standard.curve(animatorDuration: 0.5))
    #expect(abs(fitted.stiffness - 15_546.925_839) <= 1e-3)
    #expect(abs(fitted.dampingRatio - 4.56) <= 1e-12)
    #expect(standard.runDuration(animatorDuration: 0.5) == 0.5)
    // init(dampingRatio:initialVelocity:) is UIView.animate's spring under the animator.
    let ratio = try #require(SpringTimingParameters(dampingRatio: 0.7, initialVelocity: 0.3))
    #expect(
      ratio.curve(animatorDuration: 0.4)
        == DurationFittedSpring(duration: 0.4, dampingRatio: 0.7, initialVelocity: 0.3)?.curve
    )
    #expect(SpringTimingParameters(dampingRatio: 0) == nil)
    // init(mass:stiffness:damping:initialVelocity:): ratio 10/(2·√100) = 0.5; the animator's
    // duration is not used and it runs until settled, 1.410319 s (CASpringAnimation defaults).
    let physical = try #require(
      SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    )
    #expect(physical.dampingRatio == 0.5)
    #expect(physical.curve(animatorDuration: 0.3) == SpringCurve())
    #expect(abs((physical.runDuration(animatorDuration: 0.3) ?? 0) - 1.410_319) <= 1e-6)
    // iOS 17 init(duration:bounce:): SwiftUI's mapping, 0.5 and 0.3 → k 157.913670, c 17.592919.
    let bouncy = try #require(SpringTimingParameters(duration: 0.5, bounce: 0.3))
    #expect(abs((bouncy.fixedCurve?.stiffness ?? 0) - 157.913_670) <= 1e-6)
    #expect(abs((bouncy.fixedCurve?.damping ?? 0) - 17.592_919) <= 1e-6)
  }
}
