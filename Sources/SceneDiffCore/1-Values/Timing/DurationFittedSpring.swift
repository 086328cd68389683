import Foundation

/// A UIKit spring given as a duration and a damping ratio:
/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
/// `UIViewPropertyAnimator(duration:dampingRatio:)` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)` under an animator's duration.
///
/// The caller gives no stiffness, so one is **fitted** to the duration. Apple does not publish
/// its fit (interpolators.md §6.4); SceneDiff's is: mass 1, the given damping ratio ζ and
/// initial velocity, and the stiffness whose settling duration
/// (``SpringCurve/settlingDuration(epsilon:)``, within 0.001 of the distance) is exactly the
/// duration. So:
///
/// - the value reaches the target exactly at the duration: the animator ends there and the
///   view shows its end value, as UIKit's animation ends and the layer shows its model value;
///   the jump is at most 0.001 of the distance (`|1 − p(t)| ≤ 0.001` for every `t ≥ duration`);
/// - the initial velocity is the curve's `p'(0)`, in distances per second (Apple's example:
///   100 pt/s over 200 pt is 0.5);
/// - the damping ratio is kept, so released from rest the overshoot is exactly the damping
///   ratio's bound `e^(−ζπ/√(1 − ζ²))`, whatever the duration.
///
/// Released from rest with ζ < 1 the fit has a closed form:
/// `ω0 = ln(1/(0.001·√(1 − ζ²)))/(ζ·T)`, stiffness `ω0²`, damping `2ζω0`. It is close to the
/// widely copied envelope fit `k = (ln 1500)²/(T²ζ²)` (T = 0.5, ζ = 0.8: 334.27 there,
/// 343.97 here).
public struct DurationFittedSpring: Sendable, Hashable {
  /// The duration in seconds: when the animation ends.
  public let duration: Double
  /// `usingSpringWithDamping` / `dampingRatio`: ζ (> 0).
  public let dampingRatio: Double
  /// `initialSpringVelocity`: distances per second towards the target.
  public let initialVelocity: Double
  /// The fitted spring: mass 1, stiffness and damping such that it settles at ``duration``.
  public let curve: SpringCurve

  /// The spring UIKit runs for these arguments, or `nil` when the duration or the damping ratio
  /// is not finite and positive (an undamped spring never settles) or the velocity is not
  /// finite.
  ///
  /// - Parameters:
  ///   - duration: `withDuration`, in seconds.
  ///   - dampingRatio: `usingSpringWithDamping`.
  ///   - initialVelocity: `initialSpringVelocity`, in distances per second.
  public init?(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    guard duration.isFinite, duration > 0, dampingRatio.isFinite, dampingRatio > 0,
      initialVelocity.isFinite,
      let curve = DurationFittedSpring.fit(
        duration: duration,
        dampingRatio: dampingRatio,
        initialVelocity: initialVelocity
      )
    else { return nil }
    self.duration = duration
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.curve = curve
  }

  /// The mass-1 spring with ratio `zeta`, velocity `v0` and angular frequency `w0`.
  static func spring(_ w0: Double, _ zeta: Double, _ v0: Double) -> SpringCurve? {
    SpringCurve(mass: 1, stiffness: w0 * w0, damping: 2 * zeta * w0, initialVelocity: v0)
  }

  /// The angular frequency whose settling duration is `duration`.
  ///
  /// Released from rest, the settling duration is `S(ζ)/ω0` (the motion in `ω0·t` depends on
  /// ζ only), so `ω0 = S(ζ)/T` with `S` measured at ω0 = 1. With an initial velocity the
  /// motion also depends on `v0/ω0`; the settling duration still falls as ω0 grows, and ω0 is
  /// found by bisection on its logarithm, to a relative 1e-15.
  static func fit(duration: Double, dampingRatio zeta: Double, initialVelocity v0: Double)
    -> SpringCurve?
  {
    guard let unit = spring(1, zeta, 0)?.settlingDuration(), unit > 0 else { return nil }
    let guess = unit / duration
    if v0 == 0 { return spring(guess, zeta, 0) }
    func settles(_ w0: Double) -> Double {
      spring(w0, zeta, v0)?.settlingDuration() ?? .infinity
    }
    var low = guess
    var high = guess
    var expansions = 0
    while settles(low) < duration, expansions < 200 {
      low /= 2
      expansions += 1
    }
    while settles(high) > duration, expansions < 400 {
      high *= 2
      expansions += 1
    }
    guard settles(low) >= duration, settles(high) <= duration else { return nil }
    for _ in 0..<200 where high / low > 1 + 1e-15 {
      let middle = (low * high).squareRoot()
      if settles(middle) > duration { low = middle } else { high = middle }
    }
    return spring((low * high).squareRoot(), zeta, v0)
  }
}
