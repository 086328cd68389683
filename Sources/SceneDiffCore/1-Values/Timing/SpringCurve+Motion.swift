import Foundation

extension SpringCurve {
  /// The velocity `p'(t)` at `t` seconds after the start, in distances per second: the
  /// ``initialVelocity`` at 0, and 0 before the start.
  ///
  /// The derivative of ``value(atSeconds:)``'s closed form (interpolators.md §6.1). With
  /// `x = 1 − p`, `α = ζω0`:
  ///
  /// - ζ < 1: `x' = e^(−αt)·(−v0·cos(ωd·t) − ((ω0² − α·v0)/ωd)·sin(ωd·t))`
  /// - ζ = 1: `x' = e^(−ω0t)·(−v0 − ω0·(ω0 − v0)·t)`
  /// - ζ > 1: `x' = C1·r1·e^(r1·t) + C2·r2·e^(r2·t)`
  ///
  /// - Parameter t: Seconds since the spring was released.
  /// - Returns: `p'(t) = −x'(t)`.
  public func velocity(atSeconds t: Double) -> Double {
    guard t >= 0 else { return 0 }
    let w0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if abs(zeta - 1) <= SpringCurve.criticalBand {
      return -exp(-w0 * t) * (-v0 - w0 * (w0 - v0) * t)
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * w0
      let sine = (w0 * w0 - decay * v0) / wd
      return -exp(-decay * t) * (-v0 * cos(wd * t) - sine * sin(wd * t))
    }
    let (r1, r2, c1, c2) = overdampedTerms
    return -(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
  }

  /// The remaining displacement `x(t) = 1 − p(t)`, computed directly so that it keeps its
  /// precision as it approaches 0; 1 for `t ≤ 0`.
  func displacement(atSeconds t: Double) -> Double {
    guard t > 0 else { return 1 }
    let w0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if abs(zeta - 1) <= SpringCurve.criticalBand {
      return exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * w0
      return exp(-decay * t) * (cos(wd * t) + ((decay - v0) / wd) * sin(wd * t))
    }
    let (r1, r2, c1, c2) = overdampedTerms
    return c1 * exp(r1 * t) + c2 * exp(r2 * t)
  }

  /// The over-damped form's rates and weights: `x(t) = C1·e^(r1·t) + C2·e^(r2·t)` with
  /// `r1,2 = −ω0·(ζ ∓ √(ζ² − 1))`, `C2 = (−v0 − r1)/(r2 − r1)`, `C1 = 1 − C2`.
  var overdampedTerms: (r1: Double, r2: Double, c1: Double, c2: Double) {
    let w0 = angularFrequency
    let zeta = dampingRatio
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let c2 = (-initialVelocity - r1) / (r2 - r1)
    return (r1, r2, 1 - c2, c2)
  }
}
