import Foundation

/// Jetpack Compose's `spring(dampingRatio, stiffness, visibilityThreshold)` (a `SpringSpec`,
/// androidx.compose.animation.core): mass 1, and how long Compose runs it.
///
/// The motion is ``SpringForce``'s (the same `SpringSimulation` physics). Compose decides the
/// duration before it starts (`FloatSpringSpec.getDurationNanos`): the time the spring last
/// is at the visibility threshold from the target, estimated by `estimateAnimationDurationMillis`
/// (the envelope for ζ < 1, the last crossing otherwise), truncated to whole milliseconds;
/// at that time the value jumps to the target. See ``durationMs(distance:initialVelocity:)``.
public struct SpringSpec: Sendable, Hashable {
  /// `Spring.StiffnessHigh`: 10 000.
  public static let stiffnessHigh = 10_000.0
  /// `Spring.StiffnessMedium`: 1500, `spring()`'s default.
  public static let stiffnessMedium = 1500.0
  /// `Spring.StiffnessMediumLow`: 400.
  public static let stiffnessMediumLow = 400.0
  /// `Spring.StiffnessLow`: 200.
  public static let stiffnessLow = 200.0
  /// `Spring.StiffnessVeryLow`: 50.
  public static let stiffnessVeryLow = 50.0
  /// `Spring.DampingRatioHighBouncy`: 0.2.
  public static let dampingRatioHighBouncy = 0.2
  /// `Spring.DampingRatioMediumBouncy`: 0.5.
  public static let dampingRatioMediumBouncy = 0.5
  /// `Spring.DampingRatioLowBouncy`: 0.75.
  public static let dampingRatioLowBouncy = 0.75
  /// `Spring.DampingRatioNoBouncy`: 1, `spring()`'s default.
  public static let dampingRatioNoBouncy = 1.0
  /// `Spring.DefaultDisplacementThreshold`: 0.01, the visibility threshold of a `Float`.
  public static let defaultDisplacementThreshold = 0.01
  /// The visibility threshold of pixel values (`Offset`, `Size`, `Rect`): 0.5 px.
  public static let pixelVisibilityThreshold = 0.5
  /// The visibility threshold of `Dp` values: 0.1 dp.
  public static let dpVisibilityThreshold = 0.1

  /// The named stiffness constants (`Spring.Stiffness…`), in Compose's order.
  public static let stiffnessConstants: [(name: String, value: Double)] = [
    ("StiffnessHigh", stiffnessHigh), ("StiffnessMedium", stiffnessMedium),
    ("StiffnessMediumLow", stiffnessMediumLow), ("StiffnessLow", stiffnessLow),
    ("StiffnessVeryLow", stiffnessVeryLow),
  ]

  /// The named damping-ratio constants (`Spring.DampingRatio…`), in Compose's order.
  public static let dampingRatioConstants: [(name: String, value: Double)] = [
    ("DampingRatioHighBouncy", dampingRatioHighBouncy),
    ("DampingRatioMediumBouncy", dampingRatioMediumBouncy),
    ("DampingRatioLowBouncy", dampingRatioLowBouncy),
    ("DampingRatioNoBouncy", dampingRatioNoBouncy),
  ]

  /// `dampingRatio` (≥ 0).
  public let dampingRatio: Double
  /// `stiffness` (> 0).
  public let stiffness: Double
  /// `visibilityThreshold`, in the animated value's units (> 0).
  public let visibilityThreshold: Double

  /// `spring()` with Compose's defaults (`DampingRatioNoBouncy`, `StiffnessMedium`, the `Float`
  /// threshold 0.01), or `nil` for a negative ratio, a stiffness or threshold that is not
  /// positive, or values that are not finite.
  ///
  /// - Parameters:
  ///   - dampingRatio: The damping ratio.
  ///   - stiffness: The stiffness.
  ///   - visibilityThreshold: How close to the target counts as there.
  public init?(
    dampingRatio: Double = SpringSpec.dampingRatioNoBouncy,
    stiffness: Double = SpringSpec.stiffnessMedium,
    visibilityThreshold: Double = SpringSpec.defaultDisplacementThreshold
  ) {
    guard dampingRatio.isFinite, dampingRatio >= 0, stiffness.isFinite, stiffness > 0,
      visibilityThreshold.isFinite, visibilityThreshold > 0
    else { return nil }
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.visibilityThreshold = visibilityThreshold
  }

  /// The spring it runs: mass 1, this stiffness, damping `2ζ·√stiffness`.
  ///
  /// - Parameter initialVelocity: Distances per second towards the target.
  /// - Returns: The curve.
  public func curve(initialVelocity: Double = 0) -> SpringCurve? {
    SpringCurve(
      mass: 1,
      stiffness: stiffness,
      damping: 2 * dampingRatio * stiffness.squareRoot(),
      initialVelocity: initialVelocity
    )
  }

  /// How long Compose runs the spring over `distance`, in whole milliseconds: the settling
  /// duration within `visibilityThreshold / |distance|`
  /// (``SpringCurve/settlingDuration(epsilon:)``, which solves the estimate's equations
  /// exactly where Compose iterates Newton's method to 1 ms), truncated; 0 for a zero distance;
  /// `nil` without damping (Compose: "infinite").
  ///
  /// - Parameters:
  ///   - distance: The distance animated, in the value's units.
  ///   - initialVelocity: Distances per second towards the target.
  /// - Returns: Milliseconds.
  public func durationMs(distance: Double, initialVelocity: Double = 0) -> Double? {
    let span = abs(distance)
    guard span > 0 else { return 0 }
    guard let curve = curve(initialVelocity: initialVelocity),
      let seconds = curve.settlingDuration(epsilon: visibilityThreshold / span)
    else { return nil }
    return (seconds * 1000).rounded(.towardZero)
  }
}
