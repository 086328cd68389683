/// A `CASpringAnimation`: mass, stiffness, damping and initial velocity, and the duration it
/// runs for.
///
/// The spring is ``SpringCurve`` itself (the same four parameters, interpolators.md §6.3); what
/// Core Animation adds is the animation's `duration`, which does not stretch the spring but
/// ends the animation, the layer then showing its model (end) value. Left out, it is the
/// spring's ``settlingDuration``, as the usual `animation.duration =
/// animation.settlingDuration` does. `UISpringTimingParameters(mass:stiffness:damping:
/// initialVelocity:)` is the same spring (see ``SpringTimingParameters``).
public struct CoreAnimationSpring: Sendable, Hashable {
  /// The spring: `mass`, `stiffness`, `damping`, `initialVelocity`.
  public let curve: SpringCurve
  /// The `duration` set on the animation, in seconds, or `nil` for the settling duration.
  public let duration: Double?

  /// A `CASpringAnimation` with Core Animation's defaults (mass 1, stiffness 100, damping 10,
  /// initial velocity 0), or `nil` when a value is out of range (see
  /// ``SpringCurve/init(mass:stiffness:damping:initialVelocity:)``) or the duration is not
  /// positive.
  ///
  /// - Parameters:
  ///   - mass: The mass (> 0).
  ///   - stiffness: The stiffness (> 0).
  ///   - damping: The damping coefficient (≥ 0).
  ///   - initialVelocity: Distances per second towards the target.
  ///   - duration: The animation's `duration` in seconds; `nil` runs it for the settling
  ///     duration.
  public init?(
    mass: Double = 1,
    stiffness: Double = 100,
    damping: Double = 10,
    initialVelocity: Double = 0,
    duration: Double? = nil
  ) {
    guard
      let curve = SpringCurve(
        mass: mass,
        stiffness: stiffness,
        damping: damping,
        initialVelocity: initialVelocity
      )
    else { return nil }
    self.init(curve, duration: duration)
  }

  /// A `CASpringAnimation` running `curve`, or `nil` when the duration is not positive.
  ///
  /// - Parameters:
  ///   - curve: The spring.
  ///   - duration: The animation's `duration` in seconds, or `nil` for the settling duration.
  public init?(_ curve: SpringCurve, duration: Double? = nil) {
    if let duration, !(duration.isFinite && duration > 0) { return nil }
    self.curve = curve
    self.duration = duration
  }

  /// `settlingDuration`: how long the spring takes to settle within 0.001 of the distance, in
  /// seconds (``SpringCurve/settlingDuration(epsilon:)``), or `nil` without damping.
  ///
  /// Apple does not publish its rule; SceneDiff's gives 2.776 s for mass 1, stiffness 100,
  /// damping 5, where Apple's documentation says about 2.85 s.
  public var settlingDuration: Double? { curve.settlingDuration() }

  /// How long the animation runs, in seconds: ``duration`` if set, else
  /// ``settlingDuration``; `nil` for an undamped spring without a duration.
  public var runDuration: Double? { duration ?? settlingDuration }
}
