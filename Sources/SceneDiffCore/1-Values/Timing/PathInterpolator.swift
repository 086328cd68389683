/// Android's `PathInterpolator`: a path from (0, 0) to (1, 1) read as a graph y = f(x).
///
/// Android never solves the Bézier. At construction it flattens the path with
/// `Path.approximate(0.002)` (see ``BezierPath/approximate(tolerance:)``) into vertex arrays `X[]`,
/// `Y[]` and validates them: the first vertex must be exactly (0, 0) and the last exactly
/// (1, 1), x must never decrease, and two consecutive vertices at the same length fraction must
/// not differ in x (a jump made by a move). Evaluation is a binary search on `X[]` and linear
/// interpolation, all in `Float`; t ≤ 0 gives 0 and t ≥ 1 gives 1. This type does exactly
/// that, so its values are Android's, not the exact curve's (they differ by up to ~0.004).
public struct PathInterpolator: Sendable, Hashable {
  /// What the interpolator was built from, for the plan JSON.
  package enum Source: Sendable, Hashable {
    /// `PathInterpolator(controlX, controlY)`: a quadratic from (0, 0) to (1, 1).
    case quadratic(controlX1: Float, controlY1: Float)
    /// `PathInterpolator(x1, y1, x2, y2)`: a cubic from (0, 0) to (1, 1).
    case cubic(controlX1: Float, controlY1: Float, controlX2: Float, controlY2: Float)
    /// A path given as SVG path data, kept as written.
    case pathData(String)
  }

  /// Android's flattening tolerance for path interpolators (`PathInterpolator.PRECISION`).
  static let precision: Float = 0.002

  /// What it was built from.
  package let source: Source
  /// The platform resource's name, such as `fastOutSlowIn`, when built from one, else `nil`.
  ///
  /// The plan JSON prints the four named platform curves (`fastOutSlowIn`, `linearOutSlowIn`,
  /// `fastOutLinearIn`, `fastOutExtraSlowIn`) by this name instead of their parameters.
  public var name: String?
  /// The polyline's x coordinates (never decreasing; first 0, last 1).
  let xs: [Float]
  /// The polyline's y coordinates (first 0, last 1).
  let ys: [Float]

  /// A quadratic Bézier from (0, 0) through the control point to (1, 1).
  ///
  /// - Throws: ``InterpolatorError`` (without location) when the flattened curve loops back in
  ///   x or does not run from (0, 0) to (1, 1) (non-finite control points).
  public init(controlX1: Float, controlY1: Float) throws(InterpolatorError) {
    let source = Source.quadratic(controlX1: controlX1, controlY1: controlY1)
    try self.init(path: PathInterpolator.path(for: source), source: source)
  }

  /// A cubic Bézier from (0, 0) with the two control points to (1, 1).
  ///
  /// - Throws: ``InterpolatorError`` (without location) when the flattened curve loops back in
  ///   x or does not run from (0, 0) to (1, 1) (non-finite control points).
  public init(
    controlX1: Float,
    controlY1: Float,
    controlX2: Float,
    controlY2: Float
  ) throws(InterpolatorError) {
    let source = Source.cubic(
      controlX1: controlX1,
      controlY1: controlY1,
      controlX2: controlX2,
      controlY2: controlY2
    )
    try self.init(path: PathInterpolator.path(for: source), source: source)
  }

  /// A path given as SVG path data (the XML attribute `android:pathData`).
  ///
  /// - Throws: ``InterpolatorError/invalidPathData(value:error:at:)`` when the data does not
  ///   parse, and the path validation errors of ``PathInterpolator`` otherwise (all without
  ///   location).
  public init(pathData: String) throws(InterpolatorError) {
    let source = Source.pathData(pathData)
    try self.init(path: PathInterpolator.path(for: source), source: source)
  }

  /// Flattens and validates a path, remembering what it was built from.
  package init(path: BezierPath, source: Source, name: String? = nil) throws(InterpolatorError) {
    let limit = NumberLimits.maximumCurveParameter
    let inRange = path.commands.allSatisfy { command in
      command.points.allSatisfy { abs($0.x) <= limit && abs($0.y) <= limit }
    }
    guard inRange else {
      switch source {
      case .pathData(let data):
        throw .outOfRange(attribute: "android:pathData", value: data, at: nil)
      case .quadratic, .cubic:
        throw .outOfRange(attribute: "control point", value: "\(source)", at: nil)
      }
    }
    let flattened = PathInterpolator.flatten(path)
    if let error = flattened.error { throw error }
    self.source = source
    self.name = name
    xs = flattened.xs
    ys = flattened.ys
  }

  /// A named platform curve, known to be valid (no validation error can occur).
  init(platform source: Source, name: String) {
    let path = (try? PathInterpolator.path(for: source)) ?? BezierPath()
    let flattened = PathInterpolator.flatten(path)
    self.source = source
    self.name = name
    xs = flattened.xs
    ys = flattened.ys
  }

  /// The path Android builds for a source: `moveTo(0, 0)` then `quadTo`/`cubicTo` to (1, 1),
  /// or the parsed path data.
  package static func path(for source: Source) throws(InterpolatorError) -> BezierPath {
    var path = BezierPath()
    switch source {
    case .quadratic(let x1, let y1):
      path.moveTo(0, 0)
      path.quadTo(x1, y1, 1, 1)
    case .cubic(let x1, let y1, let x2, let y2):
      path.moveTo(0, 0)
      path.cubicTo(x1, y1, x2, y2, 1, 1)
    case .pathData(let data):
      do {
        path = try BezierPath(svgPathData: data)
      } catch {
        throw .invalidPathData(value: data, error: error, at: nil)
      }
    }
    return path
  }

  /// Android's `PathInterpolator.initPath`: flattens with tolerance 0.002 and checks the result.
  ///
  /// - Returns: The vertex arrays and the first validation error, if any.
  static func flatten(_ path: BezierPath) -> (xs: [Float], ys: [Float], error: InterpolatorError?) {
    let points = path.approximate(tolerance: precision)
    let first = points[0]
    let last = points[points.count - 1]
    var xs: [Float] = []
    var ys: [Float] = []
    xs.reserveCapacity(points.count)
    ys.reserveCapacity(points.count)
    if first.x != 0 || first.y != 0 || last.x != 1 || last.y != 1 {
      let error = InterpolatorError.pathEndpoints(
        startX: first.x,
        startY: first.y,
        endX: last.x,
        endY: last.y,
        at: nil
      )
      return (xs, ys, error)
    }
    var previousX: Float = 0
    var previousFraction: Float = 0
    for point in points {
      if point.fraction == previousFraction && point.x != previousX {
        return (xs, ys, .pathDiscontinuity(fromX: previousX, toX: point.x, at: nil))
      }
      if point.x < previousX {
        return (xs, ys, .pathLoopsBack(fromX: previousX, toX: point.x, at: nil))
      }
      xs.append(point.x)
      ys.append(point.y)
      previousX = point.x
      previousFraction = point.fraction
    }
    return (xs, ys, nil)
  }

  /// The output at input `t` (`PathInterpolator.getInterpolation`), in `Float`.
  ///
  /// 0 for t ≤ 0, 1 for t ≥ 1; otherwise the last vertex `i` with `X[i] ≤ t` and the next one
  /// `j` are found by binary search, and the result is `Y[i]` if `X[j] − X[i]` is 0, else
  /// `Y[i] + ((t − X[i]) / (X[j] − X[i])) · (Y[j] − Y[i])`.
  func value(at t: Float) -> Float {
    if t <= 0 {
      return 0
    } else if t >= 1 {
      return 1
    }
    var startIndex = 0
    var endIndex = xs.count - 1
    while endIndex - startIndex > 1 {
      let midIndex = (startIndex + endIndex) / 2
      if t < xs[midIndex] {
        endIndex = midIndex
      } else {
        startIndex = midIndex
      }
    }
    let xRange = xs[endIndex] - xs[startIndex]
    if xRange == 0 {
      return ys[startIndex]
    }
    let tInRange = t - xs[startIndex]
    let fraction = tInRange / xRange
    let startY = ys[startIndex]
    let endY = ys[endIndex]
    return startY + (fraction * (endY - startY))
  }
}
