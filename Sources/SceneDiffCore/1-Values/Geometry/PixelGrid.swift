/// The integer pixel grid Android rounds on, expressed in a scene's units.
///
/// Android keeps layout coordinates in integer pixels. A scene written in dp with a density
/// of 2.75 has 2.75 pixels per unit, so "round to a whole pixel" means
/// `javaRound(value × 2.75) / 2.75`. With the default density 1 a unit is a pixel and the rules
/// are Android's exactly.
public struct PixelGrid: Sendable, Hashable {
  /// Pixels per scene unit (> 0).
  public var density: Double

  /// Creates a grid with `density` pixels per unit.
  public init(density: Double = 1) {
    self.density = density
  }

  /// Java `Math.round(float)`: nearest pixel, ties towards +infinity (`floor(x + 0.5)`).
  public func round(_ value: Double) -> Double {
    guard density != 1 else { return (value + 0.5).rounded(.down) }
    return (value * density + 0.5).rounded(.down) / density
  }

  /// Java `Math.round` of a `float` value (Android's PathKeyframes and bounds setters):
  /// the value is first narrowed to `Float`, then rounded with ties towards +infinity.
  public func roundFloat(_ value: Float) -> Double {
    guard density != 1 else { return Double((value + 0.5).rounded(.down)) }
    return round(Double(value))
  }

  /// Java `(int)` cast: drops the fraction towards zero (for Android's int evaluators).
  public func truncate(_ value: Double) -> Double {
    guard density != 1 else { return value.rounded(.towardZero) }
    return (value * density).rounded(.towardZero) / density
  }
}
