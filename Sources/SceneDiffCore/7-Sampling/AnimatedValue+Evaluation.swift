extension AnimatedValue {
  /// The value of a running animator inside one keyframe interval, with Android's evaluators
  /// (reference §11.3) and ChangeBounds' rounding (§9.1).
  ///
  /// `segment` holds the interval's two values `a`, `b` and the eased fraction `f` between
  /// them; `progress` is the animator's overall progress, which positions path-driven
  /// coordinates (a path spans the whole animator, as Android's `PathKeyframes` replace the
  /// keyframes of the coordinates they drive).
  ///
  /// - `bounds`: corners that follow a path are at fraction `progress` of it by arc length;
  ///   other corners that change move in a straight line, `a + f × (b − a)` in float; every
  ///   moved coordinate is rounded with Java `Math.round` on the pixel grid, a corner that does
  ///   not change in the interval keeps `a` exactly, and a pure move (same size at both ends,
  ///   or a `move` path) keeps `a`'s width and height.
  /// - `clipBounds`: Android's `RectEvaluator`, each edge `a + trunc((b − a) × f)`.
  /// - `scrollX`, `scrollY`: Android's int evaluator, `a + trunc(f × (b − a))`.
  /// - `backgroundColor`, `textColor`: Android's `ArgbEvaluator`
  ///   (``ARGBColor/evaluate(from:to:fraction:)``).
  /// - matrices: each of the 9 values `a + f × (b − a)` in float; with a `translation` path
  ///   the two translation entries follow the path at `progress` instead.
  /// - other numbers and points: float evaluation `a + f × (b − a)`.
  ///
  /// Values of different kinds give `b`.
  static func evaluate(
    _ kind: PropertyKind,
    _ segment: KeyframeSegment,
    path: AnimatorPath?,
    progress: Double,
    grid: PixelGrid
  ) -> AnimatedValue {
    let fraction = segment.fraction
    let f = Float(fraction)
    if kind.isUnrounded {
      return unrounded(segment.start, segment.end, fraction: fraction)
    }
    switch (segment.start, segment.end) {
    case (.rect(let a), .rect(let b)) where kind == .bounds:
      let motion = CornerMotion(path)
      return .rect(bounds(a, b, fraction: f, motion: motion, progress: progress, grid: grid))
    case (.rect(let a), .rect(let b)):
      let edge = { (s: Double, e: Double) in s + grid.truncate((e - s) * fraction) }
      return .rect(
        Rect(
          left: edge(a.left, b.left),
          top: edge(a.top, b.top),
          right: edge(a.right, b.right),
          bottom: edge(a.bottom, b.bottom)
        )
      )
    case (.scalar(let a), .scalar(let b)) where kind == .scrollX || kind == .scrollY:
      return .scalar(a + grid.truncate(fraction * (b - a)))
    case (.scalar(let a), .scalar(let b)) where kind == .color:
      return .scalar(Double(ARGBColor.evaluate(from: UInt32(a), to: UInt32(b), fraction: f)))
    case (.scalar(let a), .scalar(let b)):
      return .scalar(lerp(a, b, f))
    case (.point(let a), .point(let b)):
      return .point(Point(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f)))
    case (.matrix(let a), .matrix(let b)):
      var values = zip(a.values, b.values).map { lerp($0, $1, f) }
      if case .translation(let path)? = path {
        let point = path.point(atFraction: progress)
        values[2] = point.x
        values[5] = point.y
      }
      return .matrix(Matrix(values))
    default:
      return segment.end
    }
  }

  /// An iOS value: interpolated in `Double`, never rounded (UIKit draws at fractional points).
  private static func unrounded(_ a: AnimatedValue, _ b: AnimatedValue, fraction t: Double)
    -> AnimatedValue
  {
    let mix = { (s: Double, e: Double) in s + (e - s) * t }
    switch (a, b) {
    case (.scalar(let s), .scalar(let e)): return .scalar(mix(s, e))
    case (.rect(let s), .rect(let e)):
      return .rect(
        Rect(
          left: mix(s.left, e.left),
          top: mix(s.top, e.top),
          right: mix(s.right, e.right),
          bottom: mix(s.bottom, e.bottom)
        )
      )
    default: return b
    }
  }

  /// Android's float evaluation `a + f × (b − a)`, widened.
  private static func lerp(_ a: Double, _ b: Double, _ f: Float) -> Double {
    Double(Float(a) + f * (Float(b) - Float(a)))
  }

  /// ChangeBounds' rectangle between `a` and `b`, its corners moved by `motion` (the
  /// animator's path); see ``evaluate(_:_:path:progress:grid:)``.
  ///
  /// Any kind of path gives the same rectangle for the same points: a sampler evaluates
  /// straight paths through ``StraightMotion``, the numbers of their segments.
  static func bounds<Path: PointAlongPath>(
    _ a: Rect,
    _ b: Rect,
    fraction f: Float,
    motion: CornerMotion<Path>,
    progress: Double,
    grid: PixelGrid
  ) -> Rect {
    let round = { (v: Double) in grid.roundFloat(Float(v)) }
    // A straight-line corner, as the default PathMotion gives.
    let corner = { (s: Point, e: Point) -> Point in
      guard s != e else { return s }
      return Point(x: round(lerp(s.x, e.x, f)), y: round(lerp(s.y, e.y, f)))
    }
    let topLeft = (Point(x: a.left, y: a.top), Point(x: b.left, y: b.top))
    let bottomRight = (Point(x: a.right, y: a.bottom), Point(x: b.right, y: b.bottom))
    switch motion {
    case .move(let p):
      let point = p.point(atFraction: progress)
      return Rect(x: round(point.x), y: round(point.y), width: a.width, height: a.height)
    case .corners(let topLeftPath, let bottomRightPath):
      let along = { (motion: Path) -> Point in
        let point = motion.point(atFraction: progress)
        return Point(x: round(point.x), y: round(point.y))
      }
      let tl = topLeftPath.map(along) ?? corner(topLeft.0, topLeft.1)
      let br = bottomRightPath.map(along) ?? corner(bottomRight.0, bottomRight.1)
      return Rect(left: tl.x, top: tl.y, right: br.x, bottom: br.y)
    case .straight:
      if a.width == b.width, a.height == b.height, a != b {
        let point = corner(topLeft.0, topLeft.1)
        return Rect(x: point.x, y: point.y, width: a.width, height: a.height)
      }
      let tl = corner(topLeft.0, topLeft.1)
      let br = corner(bottomRight.0, bottomRight.1)
      return Rect(left: tl.x, top: tl.y, right: br.x, bottom: br.y)
    }
  }
}
