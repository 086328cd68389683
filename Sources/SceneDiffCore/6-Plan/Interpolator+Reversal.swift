extension Interpolator {
  /// The interpolator of the same motion played backwards: `r(t) = 1 − f(1 − t)`.
  ///
  /// Running an animator from its end value to its start value with the reversed interpolator
  /// shows, at elapsed fraction `t`, the value the original shows at `1 − t`. Where one of
  /// Android's interpolators is the mirror of another, the result is that interpolator, equal to
  /// the mirror as a formula (its `Float` arithmetic may round the last bit differently):
  ///
  /// - `linear`, `accelerateDecelerate` and `anticipateOvershoot` are their own mirrors;
  /// - `accelerate(factor:)` and `decelerate(factor:)` mirror each other with the same factor
  ///   (`1 − (1 − t)^(2f)`);
  /// - `anticipate(tension:)` and `overshoot(tension:)` mirror each other with the same
  ///   tension;
  /// - a path interpolator mirrors to the path rotated half a turn about (0.5, 0.5) and
  ///   traversed backwards (a cubic `(x1, y1, x2, y2)` becomes `(1 − x2, 1 − y2, 1 − x1,
  ///   1 − y1)`), flattened again as Android flattens it.
  ///
  /// `bounce` and `cycle(cycles:)` have no mirror among Android's interpolators; theirs is a path
  /// interpolator through the mirrored curve, computed with Android's arithmetic at 256 evenly
  /// spaced inputs per cycle (256 for bounce, at most 16 384 in all) and joined by straight
  /// lines. It is within 0.001 of the exact mirror (bounce's four arcs meet with small jumps,
  /// which the lines smooth), starts at 0 for `t ≤ 0` and ends at exactly 1, as every path
  /// interpolator does. A cycle with non-finite `cycles` is returned unchanged.
  ///
  /// - Returns: The mirrored interpolator.
  public func reversed() -> Interpolator {
    switch self {
    case .linear, .accelerateDecelerate, .anticipateOvershoot:
      return self
    case .accelerate(let factor):
      return .decelerate(factor: factor)
    case .decelerate(let factor):
      return .accelerate(factor: factor)
    case .anticipate(let tension):
      return .overshoot(tension: tension)
    case .overshoot(let tension):
      return .anticipate(tension: tension)
    case .path(let curve):
      return .path(curve.reversed())
    case .bounce:
      return sampledMirror(segments: Interpolator.segmentsPerCycle) ?? self
    case .cycle(let cycles):
      guard cycles.isFinite else { return self }
      let perCycle = Double(Interpolator.segmentsPerCycle)
      let segments = min(perCycle * max(1, Double(cycles.magnitude).rounded(.up)), 16_384)
      return sampledMirror(segments: Int(segments)) ?? self
    }
  }

  /// Straight segments per cycle of a sampled mirror.
  private static let segmentsPerCycle = 256

  /// A path interpolator through `(t, 1 − f(1 − t))` at `segments + 1` evenly spaced inputs,
  /// starting with a vertical segment from (0, 0) when the mirror does not start at 0.
  private func sampledMirror(segments: Int) -> Interpolator? {
    var path = BezierPath()
    path.moveTo(0, 0)
    for i in 0...segments {
      let t = Float(i) / Float(segments)
      let y = 1 - value(at: 1 - t)
      guard y.isFinite else { return nil }
      if i > 0 || y != 0 { path.lineTo(t, y) }
    }
    let source = PathInterpolator.Source.pathData(path.svgPathData)
    guard let curve = try? PathInterpolator(path: path, source: source) else { return nil }
    return .path(curve)
  }
}
