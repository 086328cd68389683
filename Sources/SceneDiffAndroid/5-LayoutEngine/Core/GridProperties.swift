import SceneDiffCore

/// GridLayout's own attributes.
struct GridProperties: Sendable, Hashable {
  /// `orientation`: children fill rows (horizontal, the default) or columns.
  var isVertical = false
  /// `columnCount` (−1: unbounded).
  var columnCount = -1
  /// `rowCount` (−1: unbounded).
  var rowCount = -1

  /// Defaults.
  init() {}
}
