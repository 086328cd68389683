import Foundation

extension PathMotion {
  /// `PathMotion.getPath(x0, y0, x1, y1)`: the path a point follows from `start` to `end`.
  ///
  /// The points are narrowed to `Float`, as Android passes them.
  func path(from start: Point, to end: Point) -> MotionPath {
    let a = SIMD2(Float(start.x), Float(start.y))
    let b = SIMD2(Float(end.x), Float(end.y))
    switch self {
    case .straight:
      return .line(from: start, to: end)
    case .arc(let horizontal, let vertical, let maximum):
      return MotionPath(
        path: PathMotion.arcPath(
          from: a,
          to: b,
          horizontalTangent: PathMotion.tangent(horizontal),
          verticalTangent: PathMotion.tangent(vertical),
          maximumTangent: PathMotion.tangent(maximum)
        )
      )
    case .pattern(let pattern):
      return MotionPath(path: PathMotion.patternPath(pattern, from: a, to: b))
    }
  }

  // MARK: - ArcMotion

  /// ArcMotion's `toTangent`: `tan(angle / 2)` with the half angle in `Float`, the tangent in
  /// `Double`, stored as `Float` (`tan(35°)` ≈ 0.70020753 for the default maximum).
  static func tangent(_ degrees: Float) -> Float {
    Float(tan(Double(degrees / 2) * (Double.pi / 180)))
  }

  /// ArcMotion's `getPath`, current platform form (reference §12.2), in `Float` as Android.
  ///
  /// One cubic from `a` to `b` whose control points are the midpoints of `a–e` and `e–b`: `e` is
  /// the point equidistant from `a` and `b` on the vertical (vertical-dominant moves) or
  /// horizontal line through one end, on the larger-y side, slid along the chord's bisector so
  /// the arc's angle stays between the minimum and the maximum. Exactly horizontal and exactly
  /// vertical moves bulge by the minimum angle for that direction.
  ///
  /// The steps are `getPath`'s: the chord's midpoint and squared half length, the apex `e` and
  /// the minimum squared arc distance (``arcApex(from:to:horizontalTangent:verticalTangent:)``),
  /// the apex slid to within the minimum and maximum
  /// (``clampedApex(_:midpoint:midDistance2:minimumArcDistance2:maximumTangent:)``), then the
  /// cubic.
  static func arcPath(
    from a: SIMD2<Float>,
    to b: SIMD2<Float>,
    horizontalTangent: Float,
    verticalTangent: Float,
    maximumTangent: Float
  ) -> BezierPath {
    var path = BezierPath()
    path.moveTo(a.x, a.y)
    let apex = arcApex(
      from: a,
      to: b,
      horizontalTangent: horizontalTangent,
      verticalTangent: verticalTangent
    )
    let e = clampedApex(
      apex.e,
      midpoint: apex.midpoint,
      midDistance2: apex.midDistance2,
      minimumArcDistance2: apex.minimumArcDistance2,
      maximumTangent: maximumTangent
    )
    path.cubicTo(
      (a.x + e.x) / 2,
      (a.y + e.y) / 2,
      (e.x + b.x) / 2,
      (e.y + b.y) / 2,
      b.x,
      b.y
    )
    return path
  }

  /// The first half of ArcMotion's `getPath`: the chord's midpoint (`dx`, `dy`), the squared
  /// distance from it to either end (`midDist2 = h2 · 0.25`), the arc's apex `e` before
  /// clamping, and the squared minimum arc distance (`minimumArcDist2`, 0 for exactly
  /// horizontal and vertical moves).
  static func arcApex(
    from a: SIMD2<Float>,
    to b: SIMD2<Float>,
    horizontalTangent: Float,
    verticalTangent: Float
  ) -> (midpoint: SIMD2<Float>, midDistance2: Float, e: SIMD2<Float>, minimumArcDistance2: Float) {
    let deltaX = b.x - a.x
    let deltaY = b.y - a.y
    // The chord's squared length, and its midpoint.
    let h2 = deltaX * deltaX + deltaY * deltaY
    let mx = (a.x + b.x) / 2
    let my = (a.y + b.y) / 2
    // The squared distance from the midpoint to either end.
    let mid2 = h2 * 0.25
    var min2: Float = 0
    let movingUpwards = a.y > b.y
    var ex: Float
    var ey: Float
    if deltaY == 0 {
      ex = mx
      ey = my + (abs(deltaX) * 0.5 * horizontalTangent)
    } else if deltaX == 0 {
      ex = mx + (abs(deltaY) * 0.5 * verticalTangent)
      ey = my
    } else if abs(deltaX) < abs(deltaY) {
      // Similar triangles: e lies on the vertical through one end, |h2 / (2·dy)| away from it.
      let eDistY = abs(h2 / (2 * deltaY))
      if movingUpwards {
        ey = b.y + eDistY
        ex = b.x
      } else {
        ey = a.y + eDistY
        ex = a.x
      }
      min2 = mid2 * verticalTangent * verticalTangent
    } else {
      // The same with x and y swapped; the distance keeps its sign.
      let eDistX = h2 / (2 * deltaX)
      if movingUpwards {
        ex = a.x + eDistX
        ey = a.y
      } else {
        ex = b.x - eDistX
        ey = b.y
      }
      min2 = mid2 * horizontalTangent * horizontalTangent
    }
    return (SIMD2(mx, my), mid2, SIMD2(ex, ey), min2)
  }

  /// The second half of ArcMotion's `getPath`: the apex `e` slid along the line through the
  /// chord's midpoint `m` so that its squared distance from `m` (`arcDist2`) is at least
  /// `minimumArcDist2` (unless it is 0) and at most `maximumArcDist2 = midDist2 · tan²`; the
  /// slide scales `e − m` by `Float(sqrt(Double(newArcDistance2 / arcDist2)))`.
  static func clampedApex(
    _ e: SIMD2<Float>,
    midpoint m: SIMD2<Float>,
    midDistance2 mid2: Float,
    minimumArcDistance2 min2: Float,
    maximumTangent: Float
  ) -> SIMD2<Float> {
    let arcX = m.x - e.x
    let arcY = m.y - e.y
    let arc2 = arcX * arcX + arcY * arcY
    let max2 = mid2 * maximumTangent * maximumTangent
    var new2: Float = 0
    if arc2 != 0 && arc2 < min2 {
      new2 = min2
    } else if arc2 > max2 {
      new2 = max2
    }
    guard new2 != 0 else { return e }
    let ratio = Float((Double(new2 / arc2)).squareRoot())
    return SIMD2(m.x + (ratio * (e.x - m.x)), m.y + (ratio * (e.y - m.y)))
  }

  // MARK: - PatternPathMotion

  /// PatternPathMotion's `getPath` (AndroidX form): the normalised pattern scaled by the
  /// distance, rotated by the direction and translated to the start.
  ///
  /// `length = Float(sqrt(Double(dx·dx + dy·dy)))` with the squares summed in `Float`;
  /// `θ = atan2(dy, dx)` in `Double`, converted to degrees and narrowed to `Float`.
  static func patternPath(_ pattern: BezierPath, from a: SIMD2<Float>, to b: SIMD2<Float>)
    -> BezierPath
  {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = distance(dx, dy)
    let angle = atan2(Double(dy), Double(dx))
    let transform = PathTransform.scale(length, length)
      .followed(by: .rotation(degrees: Float(angle * (180 / Double.pi))))
      .translatedAfter(a.x, a.y)
    return pattern.applying(transform)
  }

  /// AndroidX PatternPathMotion's `distance`: `Float(sqrt(Double(x·x + y·y)))`, squares in
  /// `Float`.
  static func distance(_ x: Float, _ y: Float) -> Float {
    Float(Double(x * x + y * y).squareRoot())
  }

  /// `setPatternPath`'s normalisation (AndroidX form, reference §12.3): translate by `−S`,
  /// scale by `1 / |E − S|`, rotate by `−atan2(E − S)`.
  static func normalizedPattern(_ pattern: BezierPath) throws(PathMotionError) -> BezierPath {
    guard let (s, e) = firstContourEnds(pattern) else {
      throw .patternEndsAtStart(x: 0, y: 0, at: nil)
    }
    guard s != e else { throw .patternEndsAtStart(x: s.x, y: s.y, at: nil) }
    let dx = e.x - s.x
    let dy = e.y - s.y
    let scale = 1 / distance(dx, dy)
    let angle = atan2(Double(dy), Double(dx))
    let transform = PathTransform.translation(-s.x, -s.y)
      .followed(by: .scale(scale, scale))
      .followed(by: .rotation(degrees: Float(-angle * (180 / Double.pi))))
    return pattern.applying(transform)
  }

  /// Where the first contour of non-zero length starts and ends, as Android's `PathMeasure`
  /// (not force-closed) sees it; `nil` when no contour has any length.
  ///
  /// A contour has length when some segment's points are not all at the previous point;
  /// it ends at its last point, or at its start when it is closed.
  static func firstContourEnds(_ path: BezierPath) -> (start: SIMD2<Float>, end: SIMD2<Float>)? {
    for contour in path.contours {
      guard case .move(let start) = contour.first else { continue }
      var last = start
      var hasLength = false
      var closed = false
      for command in contour.dropFirst() {
        switch command {
        case .move(let p):
          last = p
        case .line(let p):
          hasLength = hasLength || p != last
          last = p
        case .quad(let c, let p):
          hasLength = hasLength || c != last || p != last
          last = p
        case .cubic(let c1, let c2, let p):
          hasLength = hasLength || c1 != last || c2 != last || p != last
          last = p
        case .close:
          closed = true
        }
      }
      if hasLength { return (start, closed ? start : last) }
    }
    return nil
  }
}

extension Optional where Wrapped == PathMotion {
  /// The path of an unset path motion: a straight line, Android's default.
  func path(from start: Point, to end: Point) -> MotionPath {
    (self ?? .straight).path(from: start, to: end)
  }
}
