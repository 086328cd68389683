import SceneDiffCore

/// ScrollView's own attributes (§8.1).
struct ScrollProperties: Sendable, Hashable {
  /// `HorizontalScrollView` (the child's width is UNSPECIFIED instead of its height).
  var isHorizontal = false
  /// `fillViewport`: stretch a shorter child to the viewport.
  var fillViewport = false

  /// Defaults.
  init() {}
}
