import SceneDiffCore

/// A set of TableLayout columns as `stretchColumns`, `shrinkColumns` and `collapseColumns`
/// write them: indices, or `*` for all.
struct TableColumns: Sendable, Hashable {
  /// `*`: every column.
  var all = false
  /// The listed column indices (0-based).
  var indices: Set<Int> = []

  /// No column.
  init() {}

  /// Whether no column is listed.
  var isEmpty: Bool { !all && indices.isEmpty }

  /// Whether column `index` is in the set.
  func contains(_ index: Int) -> Bool { all || indices.contains(index) }
}
