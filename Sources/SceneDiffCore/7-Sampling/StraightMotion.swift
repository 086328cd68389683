/// A motion path that is one straight segment, as plain numbers: the points
/// ``MotionPath/point(atFraction:)`` gives for it, bit for bit, without holding (and so
/// without copying and retaining, at every evaluation) the path's buffers.
///
/// A sampler keeps one for each straight ChangeBounds path of its plan (Android's default
/// path motion).
struct StraightMotion: PointAlongPath, Sendable {
  /// The first vertex (at fraction 0).
  private var x0, y0: Float
  /// The last vertex (at fraction 1).
  private var x1, y1: Float

  /// The segment of `path`, or `nil` when its flattened form is not exactly two vertices at
  /// fractions 0 and 1 (a curve, or a line whose length underflows).
  init?(_ path: MotionPath) {
    let vertices = path.vertices
    guard vertices.count == 2, vertices[0].fraction == 0, vertices[1].fraction == 1 else {
      return nil
    }
    (x0, y0) = (vertices[0].x, vertices[0].y)
    (x1, y1) = (vertices[1].x, vertices[1].y)
  }

  /// The position at `f` as ``MotionPath/point(atFraction:)`` computes it on two vertices at
  /// fractions 0 and 1: the vertices themselves at exactly 0 and 1 (and the first for NaN,
  /// where its search stops at once), else the segment interpolated in `Float` at the
  /// fraction itself (its interval fraction `(f − 0) / (1 − 0)` is `f` bit for bit), extended
  /// beyond either end.
  ///
  /// Inlined: the compiler kept it a call inside a moving view's bounds
  /// (``AnimatedValue/bounds(_:_:fraction:motion:progress:grid:)``), once for each corner path
  /// of each ChangeBounds record in each frame.
  @inline(__always)
  func point(atFraction f: Double) -> Point {
    let fraction = Float(f)
    if fraction == 0 || fraction.isNaN { return Point(x: Double(x0), y: Double(y0)) }
    if fraction == 1 { return Point(x: Double(x1), y: Double(y1)) }
    let x = x0 + ((x1 - x0) * fraction)
    let y = y0 + ((y1 - y0) * fraction)
    return Point(x: Double(x), y: Double(y))
  }
}
