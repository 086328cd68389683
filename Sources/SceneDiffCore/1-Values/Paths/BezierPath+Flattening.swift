extension BezierPath {
  /// Flattens the path into points tagged with their fraction of the total length.
  ///
  /// Android's `Path.approximate(acceptableError)` (`libs/hwui/jni/Path.cpp`), in `Float`
  /// throughout, operation for operation:
  ///
  /// - a move adds its point (even a repeated one) at the current length;
  /// - a line, and a close (a line back to the contour's start), adds its end point unless it
  ///   equals the previous point exactly;
  /// - a quadratic or cubic segment is subdivided by parameter: starting from `[0, 1]`, the pair
  ///   `(ta, tb)` is split at `mid = (tb + ta) / 2` while the curve point at `mid` is farther than
  ///   `tolerance` from the chord midpoint; for cubics, while a per-segment flag is still set, an
  ///   accepted pair is double-checked at the quarter point and split at `mid` if that fails
  ///   (which clears the flag). The accepted parameters' points are then added like lines.
  /// - lengths are float sums of float distances; each fraction is `length / totalLength`.
  ///
  /// An empty path gives the point (0, 0); a path of length zero gets its last point repeated
  /// at fraction 1 (as current Android does), so the result always has at least two points and
  /// ends at fraction 1.
  ///
  /// Two deliberate differences: where Android would loop forever because a pair of parameters
  /// can no longer be split in `Float` (coordinates so large that `tolerance` is below their
  /// precision), the pair is accepted as it is; and once a path's curves have been split
  /// 65,536 times (curves far larger than the tolerance, such as coordinates of 1e27), every
  /// further span is accepted as it is, so that flattening stays fast and small.
  ///
  /// - Parameter tolerance: The largest allowed distance between curve and polyline, in path
  ///   units (Android uses 0.5 for motion paths and 0.002 for path interpolators).
  /// - Returns: The polyline's points in path order with their length fractions.
  public func approximate(tolerance: Float) -> [(fraction: Float, x: Float, y: Float)] {
    var polyline = Polyline()
    let errorSquared = tolerance * tolerance
    var last = SIMD2<Float>(0, 0)
    var contourStart = SIMD2<Float>(0, 0)
    for command in commands {
      switch command {
      case .move(let point):
        polyline.addMove(point)
        contourStart = point
        last = point
      case .line(let point):
        polyline.addLine(point)
        last = point
      case .quad(let control, let end):
        let points = [last, control, end]
        polyline.addBezier(errorSquared: errorSquared, doubleCheck: false) { t in
          BezierPath.quadraticPoint(t, points)
        }
        last = end
      case .cubic(let control1, let control2, let end):
        let points = [last, control1, control2, end]
        polyline.addBezier(errorSquared: errorSquared, doubleCheck: true) { t in
          BezierPath.cubicPoint(t, points)
        }
        last = end
      case .close:
        polyline.addLine(contourStart)
        last = contourStart
      }
    }
    if polyline.points.isEmpty {
      polyline.addMove(SIMD2(0, 0))
    }
    var totalLength = polyline.lengths[polyline.lengths.count - 1]
    if totalLength == 0 {
      // Lone moves still animate, at the same value.
      polyline.points.append(polyline.points[polyline.points.count - 1])
      polyline.lengths.append(1)
      totalLength = 1
    }
    return zip(polyline.points, polyline.lengths).map { point, length in
      (fraction: length / totalLength, x: point.x, y: point.y)
    }
  }

  /// The distance between two points as flattening measures it (Skia's `SkPoint::Distance`).
  static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    Polyline.distance(a, b)
  }

  /// A cubic Bézier coordinate, as Android's `cubicCoordinateCalculation` computes it.
  static func cubicCoordinate(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float, _ p3: Float)
    -> Float
  {
    let oneMinusT = 1 - t
    let oneMinusTSquared = oneMinusT * oneMinusT
    let oneMinusTCubed = oneMinusTSquared * oneMinusT
    let tSquared = t * t
    let tCubed = tSquared * t
    let a = oneMinusTCubed * p0
    let b = 3 * oneMinusTSquared * t * p1
    let c = 3 * oneMinusT * tSquared * p2
    let d = tCubed * p3
    return a + b + c + d
  }

  /// A quadratic Bézier coordinate, as Android's `quadraticCoordinateCalculation` computes it.
  static func quadraticCoordinate(_ t: Float, _ p0: Float, _ p1: Float, _ p2: Float) -> Float {
    let oneMinusT = 1 - t
    let first = oneMinusT * ((oneMinusT * p0) + (t * p1))
    let second = t * ((oneMinusT * p1) + (t * p2))
    return first + second
  }

  /// The point at parameter `t` of the cubic with control polygon `p` (four points).
  static func cubicPoint(_ t: Float, _ p: [SIMD2<Float>]) -> SIMD2<Float> {
    SIMD2(
      cubicCoordinate(t, p[0].x, p[1].x, p[2].x, p[3].x),
      cubicCoordinate(t, p[0].y, p[1].y, p[2].y, p[3].y)
    )
  }

  /// The point at parameter `t` of the quadratic with control polygon `p` (three points).
  static func quadraticPoint(_ t: Float, _ p: [SIMD2<Float>]) -> SIMD2<Float> {
    SIMD2(
      quadraticCoordinate(t, p[0].x, p[1].x, p[2].x),
      quadraticCoordinate(t, p[0].y, p[1].y, p[2].y)
    )
  }
}

/// The growing output of ``BezierPath/approximate(tolerance:)``: points and cumulative lengths.
private struct Polyline {
  /// The points so far.
  var points: [SIMD2<Float>] = []
  /// The cumulative length at each point.
  var lengths: [Float] = []
  /// How many times the path's curves have been split so far.
  var splits = 0

  /// Android's `addMove`: always adds the point, at the current length.
  mutating func addMove(_ point: SIMD2<Float>) {
    points.append(point)
    lengths.append(lengths.last ?? 0)
  }

  /// Android's `addLine`: adds the point unless it repeats the previous one exactly.
  ///
  /// On an empty polyline the origin is added first (cannot happen for a ``BezierPath``, which
  /// always starts with a move, but kept as Android has it).
  mutating func addLine(_ point: SIMD2<Float>) {
    if points.isEmpty {
      points.append(SIMD2(0, 0))
      lengths.append(0)
    } else if points[points.count - 1] == point {
      return
    }
    let previous = points[points.count - 1]
    let length = lengths[lengths.count - 1] + Polyline.distance(previous, point)
    points.append(point)
    lengths.append(length)
  }

  /// Skia's `SkPoint::Distance`: `sqrt(dx·dx + dy·dy)` in `Float`, redone in `Double` only if
  /// the float sum overflows.
  static func distance(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Float {
    let dx = a.x - b.x
    let dy = a.y - b.y
    let squared = dx * dx + dy * dy
    if squared.isFinite {
      return squared.squareRoot()
    }
    let x = Double(dx)
    let y = Double(dy)
    return Float((x * x + y * y).squareRoot())
  }

  /// Android's `addBezier`: subdivides by parameter until every span is within tolerance, then
  /// adds the accepted points like lines.
  ///
  /// Android keeps the parameters in a sorted map and works on the first span not yet
  /// accepted, inserting its midpoint until it is flat enough; that is a depth-first,
  /// left-first subdivision, done here with a stack (`pending`: the right ends still to reach,
  /// nearest last), so each split costs O(1) rather than an insertion into an array.
  ///
  /// - Parameters:
  ///   - errorSquared: The squared tolerance.
  ///   - doubleCheck: Whether to double-check accepted spans at their quarter point (cubics).
  ///   - curve: The curve's point at a parameter.
  mutating func addBezier(
    errorSquared: Float,
    doubleCheck: Bool,
    curve: (Float) -> SIMD2<Float>
  ) {
    var doubleCheck = doubleCheck
    var accepted: [(t: Float, point: SIMD2<Float>)] = [(0, curve(0))]
    var pending: [(t: Float, point: SIMD2<Float>)] = [(1, curve(1))]
    while let right = pending.last {
      let left = accepted[accepted.count - 1]
      var split = Polyline.subdivide(left.t, left.point, right.t, right.point, errorSquared, curve)
      if !split.needed && doubleCheck {
        let quarter = Polyline.subdivide(
          left.t,
          left.point,
          split.t,
          split.point,
          errorSquared,
          curve
        )
        if quarter.needed {
          // Found an inflection point; no need to double-check again.
          doubleCheck = false
          split.needed = true
        }
      }
      // Guard: a midpoint equal to an end parameter cannot be inserted (Android's map keeps
      // the existing key and would loop forever); accept the span instead. So is every span
      // once the path has been split `maximumSplits` times.
      if split.needed, split.t != left.t, split.t != right.t, splits < Polyline.maximumSplits {
        pending.append((split.t, split.point))
        splits += 1
      } else {
        accepted.append(pending.removeLast())
      }
    }
    for (_, point) in accepted {
      addLine(point)
    }
  }

  /// The most spans one path's curves are split into, in all: 65,536, far more than any
  /// curve of a real layout or interpolator needs at Android's tolerances (a few dozen), but
  /// reached by curves whose size dwarfs the tolerance (coordinates of 1e27 with 0.5), which
  /// Android would split for minutes or forever.
  static let maximumSplits = 1 << 16

  /// Android's `subdividePoints`: the midpoint parameter and point of a span, and whether the
  /// curve there is farther than the tolerance from the chord's midpoint.
  static func subdivide(
    _ t0: Float,
    _ p0: SIMD2<Float>,
    _ t1: Float,
    _ p1: SIMD2<Float>,
    _ errorSquared: Float,
    _ curve: (Float) -> SIMD2<Float>
  ) -> (needed: Bool, t: Float, point: SIMD2<Float>) {
    let midT = (t1 + t0) / 2
    let midX = (p1.x + p0.x) / 2
    let midY = (p1.y + p0.y) / 2
    let midPoint = curve(midT)
    let xError = midPoint.x - midX
    let yError = midPoint.y - midY
    let midErrorSquared = (xError * xError) + (yError * yError)
    return (midErrorSquared > errorSquared, midT, midPoint)
  }
}
