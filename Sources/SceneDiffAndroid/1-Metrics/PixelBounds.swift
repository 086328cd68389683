import SceneDiffCore

/// A view's bounds in its parent's coordinates, in whole pixels (Android's `mLeft`…`mBottom`).
struct PixelBounds: Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  var left: Int
  /// The top edge.
  var top: Int
  /// The right edge.
  var right: Int
  /// The bottom edge.
  var bottom: Int

  /// Creates bounds.
  init(left: Int, top: Int, right: Int, bottom: Int) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// Zero bounds: where a view that was never laid out (a GONE one) stays.
  static let zero = PixelBounds(left: 0, top: 0, right: 0, bottom: 0)

  /// `right − left`.
  var width: Int { right - left }
  /// `bottom − top`.
  var height: Int { bottom - top }

  /// `(left, top, right, bottom)`.
  var description: String { "(\(left), \(top), \(right), \(bottom))" }
}
