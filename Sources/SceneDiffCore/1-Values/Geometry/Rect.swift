/// An axis-aligned rectangle by its edges, as Android's `Rect` (`left, top, right, bottom`).
///
/// SceneDiff keeps coordinates as `Double` in the scene's own units; where Android works on
/// integer pixels, the rounding is applied on the scene's pixel grid (see ``PixelGrid``).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  public var left: Double
  /// The top edge.
  public var top: Double
  /// The right edge.
  public var right: Double
  /// The bottom edge.
  public var bottom: Double

  /// Creates a rectangle from its edges.
  public init(left: Double, top: Double, right: Double, bottom: Double) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// Creates a rectangle from an origin and a size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(left: x, top: y, right: x + width, bottom: y + height)
  }

  /// `right - left`.
  public var width: Double { right - left }
  /// `bottom - top`.
  public var height: Double { bottom - top }

  /// The edges as `[left, top, right, bottom]`, the order plans and frames print them in.
  public var edges: [Double] { [left, top, right, bottom] }

  /// The rectangle moved by `(dx, dy)`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(left: left + dx, top: top + dy, right: right + dx, bottom: bottom + dy)
  }

  /// `[left, top, right, bottom]`.
  public var description: String { "[\(left), \(top), \(right), \(bottom)]" }
}
