/// Four edge amounts in pixels, left/top/right/bottom: padding, margins, drawable padding.
///
/// Start and end are resolved to left and right before a value becomes `Insets`, using the
/// view's layout direction.
struct Insets: Sendable, Hashable {
  /// The left edge.
  var left: Int
  /// The top edge.
  var top: Int
  /// The right edge.
  var right: Int
  /// The bottom edge.
  var bottom: Int

  /// Creates insets.
  init(left: Int = 0, top: Int = 0, right: Int = 0, bottom: Int = 0) {
    self.left = left
    self.top = top
    self.right = right
    self.bottom = bottom
  }

  /// The same amount on all four edges.
  init(all: Int) {
    self.init(left: all, top: all, right: all, bottom: all)
  }

  /// No insets.
  static let zero = Insets()

  /// Left plus right.
  var horizontal: Int { left + right }
  /// Top plus bottom.
  var vertical: Int { top + bottom }
}

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

/// A width and a height in whole pixels.
struct PixelSize: Sendable, Hashable {
  /// The width.
  var width: Int
  /// The height.
  var height: Int
}
