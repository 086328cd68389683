import SceneDiffCore

/// A GridLayout child's row and spans (its column is ``LayoutParams/column``).
struct GridParams: Sendable, Hashable {
  /// `layout_row`, −1 when unset (the next free cell).
  var row = -1
  /// `layout_rowSpan` (at least 1).
  var rowSpan = 1
  /// `layout_columnSpan` (at least 1).
  var columnSpan = 1
  /// `layout_rowWeight`.
  var rowWeight: Float = 0
  /// `layout_columnWeight`.
  var columnWeight: Float = 0

  /// A child in the next free cell, one cell large.
  init() {}
}
