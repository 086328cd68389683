import SceneDiffCore

/// `layout_goneMargin*`, used instead of the margin when the target is GONE.
struct GoneMargins: Sendable, Hashable {
  /// Left, after start/end resolution.
  var left: Int?
  /// Top.
  var top: Int?
  /// Right, after start/end resolution.
  var right: Int?
  /// Bottom.
  var bottom: Int?
  /// `layout_goneMarginStart` as written.
  var start: Int?
  /// `layout_goneMarginEnd` as written.
  var end: Int?
}
