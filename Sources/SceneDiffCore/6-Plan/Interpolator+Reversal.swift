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
  /// spaced inputs per cycle (256 for bounce, at most 16 384 in all) and on both sides of each
  /// corner where bounce's arcs meet, joined by straight lines. Up to 64 cycles it is within
  /// 0.0001 of the exact mirror (more cycles share the 16 384 segments); it starts at 0 for
  /// `t ≤ 0` and ends at exactly 1, as every path interpolator does. A cycle with non-finite
  /// `cycles` is returned unchanged.
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
      return sampledMirror(segments: Interpolator.segmentsPerCycle, corners: bounceCorners())
        ?? self
    case .cycle(let cycles):
      guard cycles.isFinite else { return self }
      let perCycle = Double(Interpolator.segmentsPerCycle)
      let segments = min(perCycle * max(1, Double(cycles.magnitude).rounded(.up)), 16_384)
      return sampledMirror(segments: Int(segments), corners: []) ?? self
    }
  }

  /// Straight segments per cycle of a sampled mirror.
  private static let segmentsPerCycle = 256

  /// A path interpolator through `(1 − t, 1 − f(t))` for `t` at `segments + 1` evenly spaced
  /// inputs and on both sides of each corner, in order of increasing `1 − t`; a vertical
  /// segment from (0, 0) leads to the first point when the mirror does not start at 0.
  ///
  /// - Parameters:
  ///   - segments: How many evenly spaced steps to sample.
  ///   - corners: Inputs where the curve switches arcs: each is sampled there and just below,
  ///     so the mirror keeps the corner (and the jump, if any) instead of cutting across it.
  /// - Returns: The path interpolator, or `nil` when a value is not finite.
  private func sampledMirror(segments: Int, corners: [Float]) -> Interpolator? {
    var inputs = (0...segments).map { Float($0) / Float(segments) }
    for corner in corners { inputs += [corner, corner.nextDown] }
    var path = BezierPath()
    path.moveTo(0, 0)
    var last = SIMD2<Float>(0, 0)
    for t in inputs.sorted(by: >) {
      let point = SIMD2(1 - t, 1 - value(at: t))
      guard point.y.isFinite else { return nil }
      if point != last { path.lineTo(point.x, point.y) }
      last = point
    }
    let source = PathInterpolator.Source.pathData(path.svgPathData)
    guard let curve = try? PathInterpolator(path: path, source: source) else { return nil }
    return .path(curve)
  }

  /// The first inputs at which `BounceInterpolator` switches to its second, third and fourth
  /// arc (where `t · 1.1226` reaches 0.3535, 0.7408 and 0.9644 in `Float`).
  private func bounceCorners() -> [Float] {
    [Float(0.3535), 0.7408, 0.9644].map { threshold in
      var t = threshold / 1.1226
      while t * 1.1226 < threshold { t = t.nextUp }
      while t.nextDown * 1.1226 >= threshold { t = t.nextDown }
      return t
    }
  }
}
