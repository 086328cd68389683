// Placeholder until the path geometry lands.

/// The path a point moves along in a transition.
public struct MotionPath: Sendable, Hashable {
  /// Where it starts.
  public var start: Point
  /// Where it ends.
  public var end: Point

  /// A straight line.
  public static func line(from: Point, to: Point) -> MotionPath { MotionPath(start: from, end: to) }

  /// SVG path data.
  public var svgPathData: String {
    "M\(JSONValue.format(start.x)) \(JSONValue.format(start.y))L\(JSONValue.format(end.x)) \(JSONValue.format(end.y))"
  }

  /// The point at an arc-length fraction.
  public func point(atFraction f: Double) -> Point {
    let x = Float(start.x) + Float(f) * (Float(end.x) - Float(start.x))
    let y = Float(start.y) + Float(f) * (Float(end.y) - Float(start.y))
    return Point(x: Double(x), y: Double(y))
  }
}
