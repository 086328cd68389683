import Foundation

/// A damped spring as a timing curve: progress over elapsed time, as Core Animation, UIKit and
/// SwiftUI springs move.
///
/// A mass `m` on a spring of stiffness `k` with viscous damping `c`, released at distance 1
/// from its target with `initialVelocity` `v0` (in distances per second, positive towards the
/// target): `m·x'' + c·x' + k·x = 0`, and progress is `p(t) = 1 − x(t)` with `t` in seconds.
/// ``value(atSeconds:)`` is the exact closed form for every damping (reference
/// interpolators.md §6.1), in `Double`. Progress starts at 0, overshoots 1 when under-damped
/// and tends to 1; it never reaches 1 exactly. The curve does not depend on a duration: an
/// animator with a spring ends after its `durationMs`, and from then on the view holds the end
/// value (see ``TimingCurve/spring(_:)``).
///
/// The parameters are `CASpringAnimation`'s and
/// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`'s; SwiftUI's
/// `response`/`dampingFraction` and `duration`/`bounce` forms have initializers of their own.
public struct SpringCurve: Sendable, Hashable {
  /// The mass `m` (> 0); `CASpringAnimation`'s default is 1.
  public let mass: Double
  /// The stiffness `k` (> 0); `CASpringAnimation`'s default is 100.
  public let stiffness: Double
  /// The damping coefficient `c` (≥ 0); `CASpringAnimation`'s default is 10.
  public let damping: Double
  /// The initial velocity in distances (from → to) per second, positive towards the end
  /// value; UIKit's `initialSpringVelocity` (a speed of 100 pt/s over 200 pt is 0.5).
  public let initialVelocity: Double

  /// A spring from its physical parameters, or `nil` when one is out of range: mass and
  /// stiffness must be finite and positive, damping finite and not negative, the velocity
  /// finite.
  ///
  /// The defaults are `CASpringAnimation`'s (mass 1, stiffness 100, damping 10, velocity 0:
  /// a damping ratio of 0.5).
  ///
  /// - Parameters:
  ///   - mass: The mass `m`.
  ///   - stiffness: The stiffness `k`.
  ///   - damping: The damping coefficient `c`.
  ///   - initialVelocity: The initial velocity in distances per second.
  public init?(
    mass: Double = 1,
    stiffness: Double = 100,
    damping: Double = 10,
    initialVelocity: Double = 0
  ) {
    guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0, damping.isFinite,
      damping >= 0, initialVelocity.isFinite
    else { return nil }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
  }

  /// SwiftUI's `Spring(response:dampingRatio:)` and `Animation.spring(response:
  /// dampingFraction:)`: mass 1, stiffness `(2π / response)²`, damping `4π·ratio / response`
  /// (interpolators.md §6.5), or `nil` unless the response is finite and positive and the
  /// ratio finite and not negative.
  ///
  /// `Animation.spring()`'s defaults are response 0.5 and damping fraction 0.825.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds.
  ///   - dampingRatio: The damping ratio ζ: 1 is critical, below 1 oscillates.
  ///   - initialVelocity: The initial velocity in distances per second.
  public init?(response: Double, dampingRatio: Double, initialVelocity: Double = 0) {
    guard response.isFinite, response > 0, dampingRatio.isFinite, dampingRatio >= 0 else {
      return nil
    }
    let frequency = 2 * Double.pi / response
    self.init(
      mass: 1,
      stiffness: frequency * frequency,
      damping: 4 * Double.pi * dampingRatio / response,
      initialVelocity: initialVelocity
    )
  }

  /// SwiftUI's `Spring(duration:bounce:)`: the response is `duration` and the damping ratio
  /// `1 − bounce` for a bounce ≥ 0, `1 / (1 + bounce)` for a negative one (interpolators.md
  /// §6.5), or `nil` unless the bounce is in (−1, 1] and the duration finite and positive.
  ///
  /// - Parameters:
  ///   - duration: SwiftUI's perceptual duration (the response), in seconds; not the time the
  ///     spring takes to settle.
  ///   - bounce: 0 for no bounce, up to 1 for an undamped oscillation, negative for an
  ///     over-damped spring.
  ///   - initialVelocity: The initial velocity in distances per second.
  public init?(duration: Double, bounce: Double, initialVelocity: Double = 0) {
    guard bounce.isFinite, bounce > -1, bounce <= 1 else { return nil }
    self.init(
      response: duration,
      dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce),
      initialVelocity: initialVelocity
    )
  }

  /// The damping ratio ζ = `damping / (2·√(stiffness·mass))`: below 1 the spring overshoots
  /// and oscillates, 1 is critical damping, above 1 it creeps in.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped angular frequency ω0 = `√(stiffness / mass)`, in radians per second.
  public var angularFrequency: Double { (stiffness / mass).squareRoot() }

  /// How far a damping ratio may be from 1 and still count as critical damping.
  ///
  /// Within it the critical form is used: the under- and over-damped forms divide by
  /// `√|1 − ζ²|` there, and the difference between the forms is of the order of this value.
  static let criticalBand = 1e-9

  /// The progress `p(t)` at `t` seconds after the start: 0 for `t ≤ 0`, else the closed form
  /// of interpolators.md §6.1.
  ///
  /// With ω0 = √(k/m), ζ the damping ratio and v0 the initial velocity:
  ///
  /// - ζ < 1, `ωd = ω0·√(1 − ζ²)`: `1 − e^(−ζω0t)·(cos(ωd·t) + ((ζω0 − v0)/ωd)·sin(ωd·t))`
  /// - ζ = 1 (within 1e-9): `1 − e^(−ω0t)·(1 + (ω0 − v0)·t)`
  /// - ζ > 1, `r1,2 = −ω0·(ζ ∓ √(ζ² − 1))`: `1 − (C1·e^(r1·t) + C2·e^(r2·t))` with
  ///   `C2 = (−v0 − r1)/(r2 − r1)`, `C1 = 1 − C2`
  ///
  /// - Parameter t: Seconds since the spring was released.
  /// - Returns: The progress, 0 at the start and tending to 1.
  public func value(atSeconds t: Double) -> Double {
    guard t > 0 else { return 0 }
    let w0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if abs(zeta - 1) <= SpringCurve.criticalBand {
      return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * w0
      return 1 - exp(-decay * t) * (cos(wd * t) + ((decay - v0) / wd) * sin(wd * t))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
  }

  /// An upper bound of `|p''(t)|` for `t` in `[from, through]` (seconds, `0 ≤ from ≤
  /// through`): how far a straight line between two samples can stray from the curve.
  ///
  /// A chord over an interval of length `h` stays within `h²/8 · bound` of the curve. With
  /// `x = 1 − p`, `α = ζω0`:
  ///
  /// - ζ < 1: `x = R·e^(−αt)·cos(ωd·t − φ)` with `R = √(1 + ((α − v0)/ωd)²)`, so
  ///   `|x''| ≤ R·ω0²·e^(−α·from)` (the cosine and sine terms of `x''` combine to amplitude
  ///   `α² + ωd² = ω0²`).
  /// - ζ = 1: `x'' = e^(−ω0t)·(ω0² − 2ω0·B + ω0²·B·t)` with `B = ω0 − v0`, so
  ///   `|x''| ≤ e^(−ω0·from)·(ω0² + 2ω0·|B| + ω0²·|B|·through)`.
  /// - ζ > 1: `x'' = C1·r1²·e^(r1·t) + C2·r2²·e^(r2·t)`, so
  ///   `|x''| ≤ |C1|·r1²·e^(r1·from) + |C2|·r2²·e^(r2·from)`.
  package func accelerationBound(from: Double, through: Double) -> Double {
    let start = max(0, from)
    let w0 = angularFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if abs(zeta - 1) <= SpringCurve.criticalBand {
      let b = abs(w0 - v0)
      return exp(-w0 * start) * (w0 * w0 + 2 * w0 * b + w0 * w0 * b * max(start, through))
    }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let decay = zeta * w0
      let b = (decay - v0) / wd
      return (1 + b * b).squareRoot() * w0 * w0 * exp(-decay * start)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root)
    let r2 = -w0 * (zeta + root)
    let c2 = (-v0 - r1) / (r2 - r1)
    let c1 = 1 - c2
    return abs(c1) * r1 * r1 * exp(r1 * start) + abs(c2) * r2 * r2 * exp(r2 * start)
  }
}
