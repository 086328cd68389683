import SceneDiffCore

/// What SceneDiff knows about a drawable: the parts that change layout, and a colour for
/// previews.
struct DrawableInfo: Sendable, Hashable {
  /// `getIntrinsicWidth()` in px, −1 when the drawable has none (colours, shapes without
  /// `<size>`, ripples).
  var intrinsicWidth = -1
  /// `getIntrinsicHeight()` in px, −1 when none.
  var intrinsicHeight = -1
  /// `getPadding()` when the drawable has padding (nine-patches, insets, shapes with
  /// `<padding>`), else `nil`.
  var padding: Insets?
  /// A solid colour (`0xAARRGGBB`) when the drawable is one, for previews.
  var color: UInt32?
  /// Whether the file was not found and SceneDiff used its documented default size.
  var isPlaceholder = false

  /// A drawable with no intrinsic size, no padding and no colour.
  init(
    intrinsicWidth: Int = -1,
    intrinsicHeight: Int = -1,
    padding: Insets? = nil,
    color: UInt32? = nil,
    isPlaceholder: Bool = false
  ) {
    self.intrinsicWidth = intrinsicWidth
    self.intrinsicHeight = intrinsicHeight
    self.padding = padding
    self.color = color
    self.isPlaceholder = isPlaceholder
  }
}
