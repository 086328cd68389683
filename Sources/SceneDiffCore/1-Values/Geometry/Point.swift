/// A point in some coordinate space.
public struct Point: Sendable, Hashable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
