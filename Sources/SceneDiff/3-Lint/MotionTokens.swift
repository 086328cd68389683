import SceneDiffCore

/// A design system's motion vocabulary: the `duration` and `cubicBezier` tokens of a W3C
/// Design Tokens file.
public struct MotionTokens: Sendable, Hashable {
  /// A named duration.
  public struct Duration: Sendable, Hashable {
    /// The token's path, its groups and name joined with `.` (`motion.duration.short`).
    public var name: String
    /// The duration in ms.
    public var ms: Double

    /// Creates a duration token.
    public init(name: String, ms: Double) {
      self.name = name
      self.ms = ms
    }
  }

  /// A named cubic Bézier curve.
  public struct Curve: Sendable, Hashable {
    /// The token's path (`motion.easing.standard`).
    public var name: String
    /// The curve.
    public var bezier: CubicBezier

    /// Creates a cubicBezier token.
    public init(name: String, bezier: CubicBezier) {
      self.name = name
      self.bezier = bezier
    }
  }

  /// Every duration token, in document order.
  public var durations: [Duration]
  /// Every cubicBezier token, in document order.
  public var curves: [Curve]

  /// Creates a vocabulary.
  public init(durations: [Duration] = [], curves: [Curve] = []) {
    self.durations = durations
    self.curves = curves
  }

  /// The token nearest to `ms` (the first of equally near ones), or `nil` when there is none.
  public func nearestDuration(to ms: Double) -> Duration? {
    durations.min { abs($0.ms - ms) < abs($1.ms - ms) }
  }
}
