/// A SwiftUI spring: `Animation.spring(response:dampingFraction:blendDuration:)`,
/// `Spring(duration:bounce:)` or `Spring(mass:stiffness:damping:)`, with Apple's documented
/// mapping to mass, stiffness and damping (interpolators.md §6.5).
///
/// | given | stiffness (mass 1) | damping |
/// |---|---|---|
/// | response r, damping fraction ζ | `(2π/r)²` | `4π·ζ/r` |
/// | duration d, bounce b | as response d | ζ = `1 − b` (b ≥ 0) or `1/(1 + b)` (b < 0) |
///
/// and back: ``response`` = ``duration`` = `2π·√(m/k)`, ``bounce`` = `1 − ζ` (ζ ≤ 1) or
/// `1/ζ − 1`. A SwiftUI animation runs until the spring settles (SwiftUI's
/// `settlingDuration`, epsilon 0.001: ``SpringCurve/settlingDuration(epsilon:)``); the
/// duration and the response are a perceptual pace, not that time.
public struct SwiftUISpring: Sendable, Hashable {
  /// `Animation.spring()`'s default response: 0.5 s.
  public static let defaultResponse = 0.5
  /// `Animation.spring()`'s default damping fraction: 0.825.
  public static let defaultDampingFraction = 0.825
  /// `Spring(duration:bounce:)`'s default duration: 0.5 s.
  public static let defaultDuration = 0.5

  /// The spring.
  public let curve: SpringCurve
  /// The response (`Spring.response`, also `Spring.duration`): as given, else
  /// `2π·√(mass/stiffness)`.
  public let response: Double
  /// The damping fraction (`Spring.dampingRatio`): ζ, as given or derived.
  public let dampingFraction: Double
  /// The bounce (`Spring.bounce`): as given, else `1 − ζ` for ζ ≤ 1 and `1/ζ − 1` above.
  public let bounce: Double
  /// `blendDuration`: how long SwiftUI blends a retargeted spring into the previous one, in
  /// seconds; it does not change the curve.
  public let blendDuration: Double

  /// `Animation.spring(response:dampingFraction:blendDuration:)`, defaults 0.5, 0.825, 0; `nil`
  /// unless the response is positive, the fraction not negative and the blend duration not
  /// negative.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds.
  ///   - dampingFraction: The damping ratio ζ.
  ///   - blendDuration: Seconds of blending when retargeted.
  public init?(
    response: Double = SwiftUISpring.defaultResponse,
    dampingFraction: Double = SwiftUISpring.defaultDampingFraction,
    blendDuration: Double = 0
  ) {
    guard blendDuration.isFinite, blendDuration >= 0,
      let curve = SpringCurve(response: response, dampingRatio: dampingFraction)
    else { return nil }
    self.curve = curve
    self.response = response
    self.dampingFraction = dampingFraction
    bounce = SwiftUISpring.bounce(dampingRatio: dampingFraction)
    self.blendDuration = blendDuration
  }

  /// `Spring(duration:bounce:)` (SwiftUI's defaults: duration 0.5, ``defaultDuration``, and
  /// bounce 0); `nil` unless the duration is positive and the bounce in (−1, 1].
  ///
  /// The duration has no default here, so that `SwiftUISpring()` is `Animation.spring()`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration, in seconds.
  ///   - bounce: 0 critical, up to 1 undamped, negative over-damped.
  public init?(duration: Double, bounce: Double = 0) {
    guard let curve = SpringCurve(duration: duration, bounce: bounce) else { return nil }
    self.curve = curve
    response = duration
    dampingFraction = curve.dampingRatio
    self.bounce = bounce
    blendDuration = 0
  }

  /// `Spring(mass:stiffness:damping:)` (and `Animation.interpolatingSpring`): the physical
  /// parameters as given.
  ///
  /// - Parameter curve: The spring.
  public init(_ curve: SpringCurve) {
    self.curve = curve
    response = 2 * Double.pi / curve.angularFrequency
    dampingFraction = curve.dampingRatio
    bounce = SwiftUISpring.bounce(dampingRatio: curve.dampingRatio)
    blendDuration = 0
  }

  /// The perceptual duration (`Spring.duration`): the response.
  public var duration: Double { response }

  /// The bounce of a damping ratio: `1 − ζ` for ζ ≤ 1, `1/ζ − 1` above.
  ///
  /// - Parameter zeta: The damping ratio.
  /// - Returns: The bounce, in (−1, 1].
  public static func bounce(dampingRatio zeta: Double) -> Double {
    zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// `Spring.settlingDuration` as SceneDiff computes it (epsilon 0.001), in seconds: how long
  /// the animation runs; `nil` without damping.
  public var settlingDuration: Double? { curve.settlingDuration() }
}
