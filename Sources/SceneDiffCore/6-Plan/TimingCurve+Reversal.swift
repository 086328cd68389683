extension TimingCurve {
  /// The timing of the same motion played backwards: progress `1 − p(1 − t)` where the
  /// original's is `p(t)`.
  ///
  /// An interpolator curve becomes its ``Interpolator/reversed()`` mirror.
  ///
  /// - Returns: The reversed timing curve.
  public func reversed() -> TimingCurve {
    switch self {
    case .interpolator(let interpolator): .interpolator(interpolator.reversed())
    }
  }
}
