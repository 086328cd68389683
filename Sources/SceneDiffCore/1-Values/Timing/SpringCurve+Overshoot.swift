import Foundation

extension SpringCurve {
  /// How far the spring goes past its target, as a fraction of the distance: the peak of
  /// `p(t) − 1` over `t > 0`, or 0 when it never passes the target.
  ///
  /// Closed form from the stationary points of `x = 1 − p` (see ``peakTime``). Released from
  /// rest (v0 = 0) an under-damped spring overshoots by exactly `e^(−ζπ/√(1 − ζ²))` (ζ = 0.5 →
  /// 0.163034); an initial velocity towards the target adds to that, and critically and
  /// over-damped springs overshoot only when released faster than ω0 (critical) or than the
  /// slower rate (over-damped).
  public var overshoot: Double {
    guard let peak = peakTime else { return 0 }
    let overshoot = -displacement(atSeconds: peak)
    return overshoot.isFinite ? max(0, overshoot) : 0
  }

  /// When the spring is furthest past its target, in seconds, or `nil` when it never passes
  /// it.
  ///
  /// Under-damped, `x' = 0` where `K·sin(ωd·t) + v0·cos(ωd·t) = 0` with
  /// `K = (ω0² − ζω0·v0)/ωd`, i.e. `ωd·t = nπ − ψ`, `ψ = atan2(v0, K)`. Consecutive stationary
  /// points are `π/ωd` apart and `x` there alternates in sign, shrinking by `e^(−ζω0·π/ωd)`,
  /// so the first of the first two at which `x < 0` is the largest overshoot. Critically and
  /// over-damped springs have at most one stationary point.
  public var peakTime: Double? {
    let zeta = dampingRatio
    if zeta < 1 - SpringCurve.criticalBand {
      let w0 = angularFrequency
      let v0 = initialVelocity
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let k = (w0 * w0 - zeta * w0 * v0) / wd
      let psi = atan2(v0, k)
      let first = (psi / Double.pi).rounded(.down) + 1
      for n in [first, first + 1] {
        let t = (n * Double.pi - psi) / wd
        if t > 0, t.isFinite, displacement(atSeconds: t) < 0 { return t }
      }
      return nil
    }
    guard let turn = turningTime(), displacement(atSeconds: turn) < 0 else { return nil }
    return turn
  }

  /// The overshoot of a spring released from rest with damping ratio `zeta`:
  /// `e^(−ζπ/√(1 − ζ²))` below 1, 0 from 1 on (interpolators.md §6.1).
  ///
  /// - Parameter zeta: The damping ratio (≥ 0).
  /// - Returns: The peak of `p − 1` as a fraction of the distance.
  public static func overshootBound(dampingRatio zeta: Double) -> Double {
    guard zeta < 1 else { return 0 }
    return exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
  }
}
