extension TimingCurve {
  /// The timing of the same motion played backwards: progress `1 − p(1 − t)` where the
  /// original's is `p(t)`.
  ///
  /// An interpolator curve becomes its ``Interpolator/reversed()`` mirror; a cubic Bézier its
  /// ``CubicBezier/reversed()`` mirror, exactly. A spring has no mirror among springs (its
  /// mirror depends on when it is cut off): it is returned unchanged, so a reversed spring
  /// animator springs from its new start back to its new end with the same physics, as UIKit
  /// and SwiftUI run a spring in the other direction, and does not retrace the original.
  ///
  /// - Returns: The reversed timing curve.
  public func reversed() -> TimingCurve {
    switch self {
    case .interpolator(let interpolator): .interpolator(interpolator.reversed())
    case .cubicBezier(let curve): .cubicBezier(curve.reversed())
    case .spring: self
    }
  }
}
