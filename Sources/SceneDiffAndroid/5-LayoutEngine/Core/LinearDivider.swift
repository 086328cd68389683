import SceneDiffCore

/// A LinearLayout's dividers.
struct LinearDivider: Sendable, Hashable {
  /// The divider drawable's intrinsic width (px).
  var width: Int
  /// Its intrinsic height (px).
  var height: Int
  /// `showDividers="beginning"`.
  var beginning = false
  /// `showDividers="middle"`.
  var middle = false
  /// `showDividers="end"`.
  var end = false
  /// `dividerPadding` (px).
  var padding = 0
}
