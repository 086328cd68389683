import Foundation

extension SpringCurve {
  /// The fraction of the distance within which SceneDiff counts an Apple spring as settled:
  /// 0.001, the epsilon SwiftUI documents for `Spring.settlingDuration`.
  ///
  /// Apple does not publish `CASpringAnimation.settlingDuration`'s rule; SceneDiff uses this
  /// epsilon with ``settlingDuration(epsilon:)`` for every Apple API (Docs/interpolators.md,
  /// "Springs").
  public static let settlingEpsilon = 0.001

  /// How long the spring takes to settle within `epsilon` of its target (a fraction of the
  /// distance), in seconds, or `nil` when it never does (no damping).
  ///
  /// The rule is the one Jetpack Compose's `estimateAnimationDurationMillis` uses, solved
  /// exactly, with `x = 1 − p`:
  ///
  /// - ζ < 1: the time the envelope of the oscillation, `R·e^(−ζω0·t)` with
  ///   `R = √(1 + ((ζω0 − v0)/ωd)²)`, falls to `epsilon`: `t = ln(R/epsilon)/(ζω0)`. The
  ///   spring stays within `epsilon` from then on (|x| never exceeds its envelope); it may
  ///   be within it slightly earlier.
  /// - ζ ≥ 1: the last time `|x(t)| = epsilon` (at most one overshoot, then a monotone
  ///   approach), found by bisection to 1e-12 s.
  ///
  /// With the default epsilon (``settlingEpsilon``) this is SceneDiff's
  /// `CASpringAnimation.settlingDuration`: mass 1, stiffness 100, damping 5 give 2.776 s where
  /// Apple's documentation says about 2.85 s.
  ///
  /// - Parameter epsilon: The tolerance, a fraction of the distance (> 0).
  /// - Returns: Seconds from the release, 0 when the start is already within `epsilon`; `nil`
  ///   when it never settles or the time is too large for a `Double`.
  public func settlingDuration(epsilon: Double = SpringCurve.settlingEpsilon) -> Double? {
    guard epsilon.isFinite, epsilon > 0 else { return nil }
    let w0 = angularFrequency
    let zeta = dampingRatio
    if zeta < 1 - SpringCurve.criticalBand {
      guard zeta > 0 else { return nil }
      let decay = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (decay - initialVelocity) / wd
      let amplitude = (1 + b * b).squareRoot()
      let time = max(0, log(amplitude / epsilon) / decay)
      return time.isFinite ? time : nil
    }
    let time = lastCrossing(epsilon)
    return time.isFinite ? time : nil
  }

  /// The first instant, on a 1 ms grid, at which both `|x(t)| < valueThreshold` and
  /// `|p'(t)| < velocityThreshold` hold, in seconds, or `nil` if none does within 1000 s.
  ///
  /// This is how androidx.dynamicanimation's `SpringAnimation` decides it has come to rest
  /// (`SpringForce.isAtEquilibrium`, checked on every frame); the thresholds here are
  /// fractions of the distance and distances per second. Android checks at frame times, so
  /// the animation ends at the first frame at or after this instant.
  ///
  /// - Parameters:
  ///   - valueThreshold: The largest remaining displacement that counts as at rest.
  ///   - velocityThreshold: The largest speed that counts as at rest.
  /// - Returns: Whole milliseconds, in seconds.
  public func restDuration(valueThreshold: Double, velocityThreshold: Double) -> Double? {
    for step in 0...1_000_000 {
      let t = Double(step) / 1000
      if abs(displacement(atSeconds: t)) < valueThreshold
        && abs(velocity(atSeconds: t)) < velocityThreshold
      {
        return t
      }
    }
    return nil
  }

  /// The last time `|x(t)| = epsilon` of a critically or over-damped spring (ζ ≥ 1 − 1e-9).
  ///
  /// `x` has at most one stationary point `t*` after the start; after it `|x|` falls
  /// monotonically to 0, before it `x` falls monotonically from 1. If `|x(t*)| > epsilon` the
  /// crossing is after `t*`, otherwise it is the point where `x = epsilon` before `t*`.
  private func lastCrossing(_ epsilon: Double) -> Double {
    guard epsilon < 1 else { return 0 }
    if let turn = turningTime(), turn > 0 {
      if abs(displacement(atSeconds: turn)) > epsilon {
        return crossing(epsilon, after: turn)
      }
      return bisect(0, turn) { displacement(atSeconds: $0) > epsilon }
    }
    return crossing(epsilon, after: 0)
  }

  /// The time after `start` at which the falling `|x|` reaches `epsilon`.
  private func crossing(_ epsilon: Double, after start: Double) -> Double {
    var step = 1 / angularFrequency
    var end = start + step
    var doublings = 0
    while abs(displacement(atSeconds: end)) > epsilon, doublings < 200 {
      step *= 2
      end = start + step
      doublings += 1
    }
    return bisect(start, end) { abs(displacement(atSeconds: $0)) > epsilon }
  }

  /// The boundary in `[low, high]` between the times where `above` holds (before) and those
  /// where it does not (after), to 1e-12 s.
  private func bisect(_ low: Double, _ high: Double, above: (Double) -> Bool) -> Double {
    var low = low
    var high = high
    for _ in 0..<200 where high - low > 1e-12 {
      let middle = (low + high) / 2
      if above(middle) { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The time after the start at which `x' = 0` for ζ ≥ 1 − 1e-9, if there is one.
  ///
  /// Critical: `x' = e^(−ω0t)·(−v0 − ω0·B·t)` with `B = ω0 − v0`, zero at `t = −v0/(ω0·B)`.
  /// Over-damped: `C1·r1·e^(r1·t) + C2·r2·e^(r2·t) = 0` at
  /// `t = ln(−C2·r2/(C1·r1))/(r1 − r2)`.
  func turningTime() -> Double? {
    let w0 = angularFrequency
    let v0 = initialVelocity
    if abs(dampingRatio - 1) <= SpringCurve.criticalBand {
      let b = w0 - v0
      guard b != 0 else { return nil }
      let t = -v0 / (w0 * b)
      return t > 0 ? t : nil
    }
    let (r1, r2, c1, c2) = overdampedTerms
    let ratio = -(c2 * r2) / (c1 * r1)
    guard c1 != 0, ratio > 0, ratio.isFinite else { return nil }
    let t = log(ratio) / (r1 - r2)
    return t > 0 ? t : nil
  }
}
