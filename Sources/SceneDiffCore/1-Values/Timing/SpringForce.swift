/// Android's `SpringForce` (androidx.dynamicanimation): a stiffness and a damping ratio, mass 1,
/// and when its `SpringAnimation` comes to rest.
///
/// `SpringForce` keeps the natural frequency `√stiffness` and the damping ratio (damping
/// `2ζ·√stiffness`), so it is the ``SpringCurve`` with mass 1; any spring is one with
/// stiffness `k/m` and the same ratio. The stiffness and the ratio are Java `float`s (0.2f is
/// 0.200000003), which moves the motion by less than 1e-7 of the distance; SceneDiff keeps the
/// decimal values.
///
/// The animation ends on the first frame at which the value is within the **value threshold**
/// of the end and the speed below the **velocity threshold**
/// (`SpringForce.isAtEquilibrium`), and jumps to the end: the value threshold is 0.75 × the
/// property's minimum visible change (1 px for positions, 0.1° for rotations, 1/256 for alpha,
/// 1/500 for scale), the velocity threshold 62.5 × that per second. See
/// ``restDuration(distance:minimumVisibleChange:initialVelocity:)``.
public struct SpringForce: Sendable, Hashable {
  /// `STIFFNESS_HIGH`: 10 000.
  public static let stiffnessHigh = 10_000.0
  /// `STIFFNESS_MEDIUM`: 1500, the default.
  public static let stiffnessMedium = 1500.0
  /// `STIFFNESS_LOW`: 200.
  public static let stiffnessLow = 200.0
  /// `STIFFNESS_VERY_LOW`: 50.
  public static let stiffnessVeryLow = 50.0
  /// `DAMPING_RATIO_HIGH_BOUNCY`: 0.2.
  public static let dampingRatioHighBouncy = 0.2
  /// `DAMPING_RATIO_MEDIUM_BOUNCY`: 0.5, the default.
  public static let dampingRatioMediumBouncy = 0.5
  /// `DAMPING_RATIO_LOW_BOUNCY`: 0.75.
  public static let dampingRatioLowBouncy = 0.75
  /// `DAMPING_RATIO_NO_BOUNCY`: 1.
  public static let dampingRatioNoBouncy = 1.0

  /// `DynamicAnimation.MIN_VISIBLE_CHANGE_PIXELS`: 1, for positions, translations, scroll.
  public static let minimumVisibleChangePixels = 1.0
  /// `MIN_VISIBLE_CHANGE_ROTATION_DEGREES`: 0.1.
  public static let minimumVisibleChangeRotationDegrees = 0.1
  /// `MIN_VISIBLE_CHANGE_ALPHA`: 1/256.
  public static let minimumVisibleChangeAlpha = 1.0 / 256
  /// `MIN_VISIBLE_CHANGE_SCALE`: 1/500.
  public static let minimumVisibleChangeScale = 1.0 / 500
  /// `DynamicAnimation`'s `THRESHOLD_MULTIPLIER`: the value threshold is 0.75 × the minimum
  /// visible change.
  public static let valueThresholdMultiplier = 0.75
  /// `SpringForce`'s `VELOCITY_THRESHOLD_MULTIPLIER`: the velocity threshold is 1000/16 =
  /// 62.5 × the value threshold, per second.
  public static let velocityThresholdMultiplier = 1000.0 / 16

  /// The named stiffness constants, in `SpringForce`'s order.
  public static let stiffnessConstants: [(name: String, value: Double)] = [
    ("STIFFNESS_HIGH", stiffnessHigh), ("STIFFNESS_MEDIUM", stiffnessMedium),
    ("STIFFNESS_LOW", stiffnessLow), ("STIFFNESS_VERY_LOW", stiffnessVeryLow),
  ]

  /// The named damping-ratio constants, in `SpringForce`'s order.
  public static let dampingRatioConstants: [(name: String, value: Double)] = [
    ("DAMPING_RATIO_HIGH_BOUNCY", dampingRatioHighBouncy),
    ("DAMPING_RATIO_MEDIUM_BOUNCY", dampingRatioMediumBouncy),
    ("DAMPING_RATIO_LOW_BOUNCY", dampingRatioLowBouncy),
    ("DAMPING_RATIO_NO_BOUNCY", dampingRatioNoBouncy),
  ]

  /// `setStiffness`: the spring constant (> 0).
  public let stiffness: Double
  /// `setDampingRatio`: ζ (≥ 0).
  public let dampingRatio: Double

  /// A `SpringForce` with Android's defaults (`STIFFNESS_MEDIUM`, `DAMPING_RATIO_MEDIUM_BOUNCY`),
  /// or `nil` where Android throws: a stiffness that is not positive, a negative ratio (and
  /// values that are not finite).
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness.
  ///   - dampingRatio: The damping ratio.
  public init?(
    stiffness: Double = SpringForce.stiffnessMedium,
    dampingRatio: Double = SpringForce.dampingRatioMediumBouncy
  ) {
    guard stiffness.isFinite, stiffness > 0, dampingRatio.isFinite, dampingRatio >= 0 else {
      return nil
    }
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
  }

  /// The `SpringForce` that moves as `curve` does: stiffness `k/m`, the same damping ratio.
  ///
  /// - Parameter curve: Any spring.
  public init(equivalentTo curve: SpringCurve) {
    stiffness = curve.stiffness / curve.mass
    dampingRatio = curve.dampingRatio
  }

  /// The spring it runs: mass 1, this stiffness, damping `2ζ·√stiffness`.
  ///
  /// - Parameter initialVelocity: Distances per second towards the end (`setStartVelocity`
  ///   divided by the distance).
  /// - Returns: The curve.
  public func curve(initialVelocity: Double = 0) -> SpringCurve? {
    SpringCurve(
      mass: 1,
      stiffness: stiffness,
      damping: 2 * dampingRatio * stiffness.squareRoot(),
      initialVelocity: initialVelocity
    )
  }

  /// When a `SpringAnimation` over `distance` comes to rest, in seconds (the first whole
  /// millisecond at which `isAtEquilibrium` holds; Android ends on the first frame at or
  /// after it), or `nil` if it does not within 1000 s.
  ///
  /// - Parameters:
  ///   - distance: The distance animated, in the property's units (px for positions).
  ///   - minimumVisibleChange: The property's minimum visible change (1 px for positions).
  ///   - initialVelocity: Distances per second towards the end.
  /// - Returns: Seconds from the start.
  public func restDuration(
    distance: Double,
    minimumVisibleChange: Double = SpringForce.minimumVisibleChangePixels,
    initialVelocity: Double = 0
  ) -> Double? {
    let span = abs(distance)
    guard span > 0, let curve = curve(initialVelocity: initialVelocity) else { return 0 }
    let value = SpringForce.valueThresholdMultiplier * minimumVisibleChange
    let speed = SpringForce.velocityThresholdMultiplier * value
    return curve.restDuration(valueThreshold: value / span, velocityThreshold: speed / span)
  }

  /// The name of the stiffness constant equal to `value`, if any.
  public static func stiffnessName(_ value: Double) -> String? {
    stiffnessConstants.first { $0.value == value }?.name
  }

  /// The name of the damping-ratio constant equal to `value`, if any.
  public static func dampingRatioName(_ value: Double) -> String? {
    dampingRatioConstants.first { $0.value == value }?.name
  }
}
