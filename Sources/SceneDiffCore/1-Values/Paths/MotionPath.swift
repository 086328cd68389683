/// The path a point moves along during a transition (a ChangeBounds corner, a translation).
///
/// Android animates such a point with `PathKeyframes` (API 21+): at construction the path is
/// flattened with `Path.approximate(0.5)` into points tagged with their fraction of the total
/// length; the point at an animation fraction is found on that polyline by arc length.
///
/// Precision: the polyline is `Float`, as Android's, and ``point(atFraction:)`` narrows the
/// fraction to `Float`, does Android's float arithmetic and widens the result to `Double`. For
/// a straight line the result is exactly
/// `Float(start.x) + Float(f) * (Float(end.x) - Float(start.x))` (and likewise for y) at every
/// fraction, including those outside [0, 1], except at exactly `f == 1`, where Android returns
/// the end point itself (`Float(end.x)`), which can differ from that formula in the last bit.
public struct MotionPath: Sendable, Hashable {
  /// One flattened vertex: fraction of the total length and position.
  struct Vertex: Sendable, Hashable {
    /// The fraction of the total length at this vertex.
    var fraction: Float
    /// The horizontal position.
    var x: Float
    /// The vertical position.
    var y: Float
  }

  /// The path, as built.
  let path: BezierPath
  /// The path flattened with tolerance 0.5 (at least two vertices, the last at fraction 1).
  let vertices: [Vertex]

  /// The flattening tolerance Android's `PathKeyframes` uses, in path units (pixels).
  static let tolerance: Float = 0.5

  /// A straight line from one point to another, Android's default path motion.
  ///
  /// The coordinates are narrowed to `Float`, as Android's `Path` holds them.
  public static func line(from: Point, to: Point) -> MotionPath {
    let a = SIMD2(Float(from.x), Float(from.y))
    let b = SIMD2(Float(to.x), Float(to.y))
    var path = BezierPath(capacity: 2)
    path.moveTo(a.x, a.y)
    path.lineTo(b.x, b.y)
    return MotionPath(path: path, vertices: lineVertices(a, b))
  }

  /// What flattening a move to `a` and a line to `b` gives (``BezierPath/approximate(tolerance:)``,
  /// whatever the tolerance), worked out without building the polyline.
  ///
  /// The line's end is added unless it is exactly `a`; a polyline of length zero gets its last
  /// point again at length 1; each fraction is the length at the vertex over the total length.
  private static func lineVertices(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> [Vertex] {
    guard a != b else {
      // Only `a`, then `a` again at length 1: fractions 0 / 1 and 1 / 1.
      return [Vertex(fraction: 0, x: a.x, y: a.y), Vertex(fraction: 1, x: a.x, y: a.y)]
    }
    let length = BezierPath.distance(a, b)
    guard length != 0 else {
      // Lengths 0, 0 (a distance that underflows), then `b` again at 1; the total is 1.
      return [
        Vertex(fraction: 0, x: a.x, y: a.y), Vertex(fraction: 0, x: b.x, y: b.y),
        Vertex(fraction: 1, x: b.x, y: b.y),
      ]
    }
    return [
      Vertex(fraction: 0 / length, x: a.x, y: a.y),
      Vertex(fraction: length / length, x: b.x, y: b.y),
    ]
  }

  /// A motion along a general path (what ArcMotion and PatternPathMotion produce).
  ///
  /// An empty path stays at (0, 0), as Android's `Path.approximate` makes it.
  public init(path: BezierPath) {
    self.path = path
    vertices = path.approximate(tolerance: MotionPath.tolerance).map {
      Vertex(fraction: $0.fraction, x: $0.x, y: $0.y)
    }
  }

  /// A motion along `path` whose flattened form is already known.
  private init(path: BezierPath, vertices: [Vertex]) {
    self.path = path
    self.vertices = vertices
  }

  /// Where the motion starts: the first vertex, widened to `Double`.
  public var start: Point { point(of: vertices[0]) }

  /// Where the motion ends: the last vertex, widened to `Double`.
  public var end: Point { point(of: vertices[vertices.count - 1]) }

  /// The path as canonical absolute SVG path data, such as `M0 0L100 200`.
  ///
  /// Commands `M`, `L`, `Q`, `C`, `Z`; numbers as ``JSONValue/format(_:)`` prints the shortest
  /// decimal of each `Float` coordinate, separated by single spaces.
  public var svgPathData: String { path.svgPathData }

  /// Appends ``svgPathData`` as a JSON string: quoted, and needing no escapes (its bytes are
  /// command letters, digits, `.`, `-`, `+`, `e` and spaces).
  package func writeJSONString(to out: inout OutputBytes) {
    out.append(UInt8(ascii: "\""))
    path.writeSVGPathData(to: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// The position at a fraction of the path's length (`PathKeyframes.getValue`).
  ///
  /// `f` is narrowed to `Float`. Exactly 0 and 1 give the first and last vertex; between them
  /// the bracketing pair of vertices is found by binary search on the length fractions and
  /// interpolated linearly (`start + (end − start) · local`); below 0 the first segment and
  /// above 1 the last segment is extrapolated.
  public func point(atFraction f: Double) -> Point {
    let fraction = Float(f)
    let count = vertices.count
    if fraction < 0 {
      return interpolate(fraction, 0, 1)
    } else if fraction > 1 {
      return interpolate(fraction, count - 2, count - 1)
    } else if fraction == 0 {
      return point(of: vertices[0])
    } else if fraction == 1 {
      return point(of: vertices[count - 1])
    }
    var low = 0
    var high = count - 1
    while low <= high {
      let mid = (low + high) / 2
      let midFraction = vertices[mid].fraction
      if fraction < midFraction {
        high = mid - 1
      } else if fraction > midFraction {
        low = mid + 1
      } else {
        return point(of: vertices[mid])
      }
    }
    // Now high is below the fraction and low above it.
    return interpolate(fraction, high, low)
  }

  /// `PathKeyframes.interpolateInRange`, widened to `Double`.
  private func interpolate(_ fraction: Float, _ startIndex: Int, _ endIndex: Int) -> Point {
    let start = vertices[startIndex]
    let end = vertices[endIndex]
    let intervalFraction = (fraction - start.fraction) / (end.fraction - start.fraction)
    let x = start.x + ((end.x - start.x) * intervalFraction)
    let y = start.y + ((end.y - start.y) * intervalFraction)
    return Point(x: Double(x), y: Double(y))
  }

  /// A vertex's position widened to `Double`.
  private func point(of vertex: Vertex) -> Point {
    Point(x: Double(vertex.x), y: Double(vertex.y))
  }

  /// Compares the paths (the flattened vertices follow from them).
  public static func == (lhs: MotionPath, rhs: MotionPath) -> Bool { lhs.path == rhs.path }

  /// Hashes the path, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
