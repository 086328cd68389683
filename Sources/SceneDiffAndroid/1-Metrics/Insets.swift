import SceneDiffCore

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
