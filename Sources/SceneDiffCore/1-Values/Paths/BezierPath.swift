/// A geometric path as Android's `android.graphics.Path` (Skia's `SkPath`) holds it.
///
/// Coordinates are 32-bit floats, as in Skia. The builder methods follow `SkPath` exactly, so a
/// path built here has the same verbs and points Android would have:
///
/// - a drawing command (`line`, `quad`, `cubic`) on an empty path first moves to (0, 0), and one
///   after ``close()`` first moves to the start of the contour just closed
///   (`SkPath::injectMoveToIfNeeded`);
/// - ``close()`` does nothing on an empty path or right after another close;
/// - relative commands are relative to the last point (after a close: the contour's start).
///
/// Build one in code with the builder methods, or from SVG path data with
/// ``init(svgPathData:)`` (Android's `PathParser`, arcs included). Flatten it with
/// ``approximate(tolerance:)`` (Android's `Path.approximate`).
public struct BezierPath: Sendable, Hashable {
  /// One absolute path command; segments start where the previous command ended.
  ///
  /// The list a ``BezierPath`` keeps always starts with ``move(to:)``, and every drawing command after
  /// a ``close`` is preceded by a ``move(to:)``, as in `SkPath`.
  public enum Command: Sendable, Hashable {
    /// Starts a new contour at a point.
    case move(to: SIMD2<Float>)
    /// A straight segment to a point.
    case line(to: SIMD2<Float>)
    /// A quadratic Bézier segment.
    case quad(control: SIMD2<Float>, to: SIMD2<Float>)
    /// A cubic Bézier segment.
    case cubic(control1: SIMD2<Float>, control2: SIMD2<Float>, to: SIMD2<Float>)
    /// Closes the contour with a straight segment back to its start.
    case close
  }

  /// The commands in order.
  public private(set) var commands: [Command] = []

  /// Whether a contour is open (Skia: `fLastMoveToIndex >= 0`).
  private var contourOpen = false
  /// The start of the current or last contour (Skia: the last `moveTo` point).
  private var contourStart = SIMD2<Float>(0, 0)
  /// The point relative commands start from (Skia: the last point, or after a close the
  /// contour's start).
  private(set) var lastPoint = SIMD2<Float>(0, 0)

  /// Creates an empty path.
  public init() {}

  /// An empty path with room for `capacity` commands.
  init(capacity: Int) {
    commands.reserveCapacity(capacity)
  }

  /// Starts a new contour at `(x, y)` (`Path.moveTo`).
  public mutating func moveTo(_ x: Float, _ y: Float) {
    let point = SIMD2(x, y)
    commands.append(.move(to: point))
    contourOpen = true
    contourStart = point
    lastPoint = point
  }

  /// Starts a new contour at an offset from the last point (`Path.rMoveTo`).
  public mutating func rMoveTo(_ dx: Float, _ dy: Float) {
    moveTo(lastPoint.x + dx, lastPoint.y + dy)
  }

  /// Adds a straight segment to `(x, y)` (`Path.lineTo`).
  public mutating func lineTo(_ x: Float, _ y: Float) {
    injectMoveIfNeeded()
    let point = SIMD2(x, y)
    commands.append(.line(to: point))
    lastPoint = point
  }

  /// Adds a straight segment by an offset from the last point (`Path.rLineTo`).
  public mutating func rLineTo(_ dx: Float, _ dy: Float) {
    injectMoveIfNeeded()
    lineTo(lastPoint.x + dx, lastPoint.y + dy)
  }

  /// Adds a quadratic Bézier segment (`Path.quadTo`).
  public mutating func quadTo(_ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) {
    injectMoveIfNeeded()
    let end = SIMD2(x2, y2)
    commands.append(.quad(control: SIMD2(x1, y1), to: end))
    lastPoint = end
  }

  /// Adds a quadratic Bézier segment whose points are offsets from the last point
  /// (`Path.rQuadTo`).
  public mutating func rQuadTo(_ dx1: Float, _ dy1: Float, _ dx2: Float, _ dy2: Float) {
    injectMoveIfNeeded()
    let base = lastPoint
    quadTo(base.x + dx1, base.y + dy1, base.x + dx2, base.y + dy2)
  }

  /// Adds a cubic Bézier segment (`Path.cubicTo`).
  public mutating func cubicTo(
    _ x1: Float,
    _ y1: Float,
    _ x2: Float,
    _ y2: Float,
    _ x3: Float,
    _ y3: Float
  ) {
    injectMoveIfNeeded()
    let end = SIMD2(x3, y3)
    commands.append(.cubic(control1: SIMD2(x1, y1), control2: SIMD2(x2, y2), to: end))
    lastPoint = end
  }

  /// Adds a cubic Bézier segment whose points are offsets from the last point
  /// (`Path.rCubicTo`).
  public mutating func rCubicTo(
    _ dx1: Float,
    _ dy1: Float,
    _ dx2: Float,
    _ dy2: Float,
    _ dx3: Float,
    _ dy3: Float
  ) {
    injectMoveIfNeeded()
    let base = lastPoint
    cubicTo(
      base.x + dx1,
      base.y + dy1,
      base.x + dx2,
      base.y + dy2,
      base.x + dx3,
      base.y + dy3
    )
  }

  /// Closes the current contour (`Path.close`).
  ///
  /// Adds nothing to an empty path or after another close; either way the next drawing
  /// command starts a new contour at the closed contour's start.
  public mutating func close() {
    if let last = commands.last, last != .close {
      commands.append(.close)
    }
    contourOpen = false
    lastPoint = contourStart
  }

  /// Moves to the last contour start (or the origin) when no contour is open.
  ///
  /// `SkPath::injectMoveToIfNeeded`: drawing on an empty path starts at (0, 0), drawing after a
  /// close starts at the closed contour's start.
  private mutating func injectMoveIfNeeded() {
    if !contourOpen {
      moveTo(contourStart.x, contourStart.y)
    }
  }

  /// Whether the path has no commands.
  public var isEmpty: Bool { commands.isEmpty }

  /// Compares the commands only.
  ///
  /// The builder state follows from the commands, so two paths with equal commands behave
  /// identically.
  public static func == (lhs: BezierPath, rhs: BezierPath) -> Bool { lhs.commands == rhs.commands }

  /// Hashes the commands, consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) { hasher.combine(commands) }
}

extension BezierPath {
  /// The path as canonical absolute SVG path data.
  ///
  /// For example `M0 0L100 200` or `M0 0C1 2 3 4 5 6Z`.
  ///
  /// One letter per command (`M`, `L`, `Q`, `C`, `Z`), numbers separated by single spaces and
  /// printed by ``JSONValue/format(_:)`` applied to the shortest decimal of the `Float`
  /// (`0.15`, not `0.15000000596046448`; `100`, not `100.0`). A move right after a close to the
  /// closed contour's start is not printed: Android's parser adds it for `Z` by itself. So
  /// parsing the result with ``init(svgPathData:)`` gives back the same commands, except that a
  /// path ending in a close gains that implied move.
  var svgPathData: String {
    var out = OutputBytes(capacity: 64)
    writeSVGPathData(to: &out)
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Appends ``svgPathData``'s bytes to `out`, without making a `String` (the plan JSON writes
  /// every motion path this way).
  package func writeSVGPathData(to out: inout OutputBytes) {
    var contourStart = SIMD2<Float>(0, 0)
    var previous: Command?
    for command in commands {
      switch command {
      case .move(let p):
        if previous != .close || p != contourStart {
          out.append(UInt8(ascii: "M"))
          BezierPath.write(p, to: &out)
        }
        contourStart = p
      case .line(let p):
        out.append(UInt8(ascii: "L"))
        BezierPath.write(p, to: &out)
      case .quad(let c, let p):
        out.append(UInt8(ascii: "Q"))
        BezierPath.write(c, to: &out)
        out.append(UInt8(ascii: " "))
        BezierPath.write(p, to: &out)
      case .cubic(let c1, let c2, let p):
        out.append(UInt8(ascii: "C"))
        BezierPath.write(c1, to: &out)
        out.append(UInt8(ascii: " "))
        BezierPath.write(c2, to: &out)
        out.append(UInt8(ascii: " "))
        BezierPath.write(p, to: &out)
      case .close: out.append(UInt8(ascii: "Z"))
      }
      previous = command
    }
  }

  /// Appends a point as `x y`, each coordinate as ``format(_:)`` prints it.
  private static func write(_ point: SIMD2<Float>, to out: inout OutputBytes) {
    writeCoordinate(point.x, to: &out)
    out.append(UInt8(ascii: " "))
    writeCoordinate(point.y, to: &out)
  }

  /// Appends one coordinate as ``format(_:)`` prints it.
  ///
  /// A whole number of magnitude below 2²⁴ is written as the integer: every such `Float` is
  /// exact, and no decimal with fewer digits lies within its half-unit (at most ½) of it, so its
  /// shortest decimal is the integer itself and `format` prints its digits (`-0` as `0`).
  static func writeCoordinate(_ value: Float, to out: inout OutputBytes) {
    if value.magnitude < 16_777_216, value == value.rounded(.towardZero) {
      JSONValue.writeNumber(Double(value), to: &out)
    } else {
      out.append(utf8: format(value))
    }
  }

  /// Formats one coordinate: the shortest `Float` decimal, printed by the JSON number rule.
  static func format(_ value: Float) -> String {
    JSONValue.format(Double(String(value)) ?? Double(value))
  }
}
