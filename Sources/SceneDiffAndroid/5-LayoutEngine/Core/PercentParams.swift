import SceneDiffCore

/// A percent layout child's `PercentLayoutInfo`: fractions of the parent's size less its
/// padding (−1 when unset), with the sizes and margins written in the layout, which the
/// fractions replace at each measure.
struct PercentParams: Sendable, Hashable {
  /// `layout_widthPercent`.
  var width: Float = -1
  /// `layout_heightPercent`.
  var height: Float = -1
  /// `layout_marginLeftPercent` (start/end resolved for the direction; `layout_marginPercent`
  /// sets all four).
  var left: Float = -1
  /// `layout_marginTopPercent`.
  var top: Float = -1
  /// `layout_marginRightPercent`.
  var right: Float = -1
  /// `layout_marginBottomPercent`.
  var bottom: Float = -1
  /// `layout_marginStartPercent`, resolved to left or right when measuring.
  var start: Float?
  /// `layout_marginEndPercent`.
  var end: Float?
  /// `layout_aspectRatio` (width over height).
  var aspectRatio: Float = -1
  /// `layout_width` as written (a missing one is 0).
  var writtenWidth: LayoutSize = .exactly(0)
  /// `layout_height` as written (a missing one is 0).
  var writtenHeight: LayoutSize = .exactly(0)
  /// The margins as written.
  var writtenMargins: Insets = .zero

  /// No percent set.
  init() {}
}
