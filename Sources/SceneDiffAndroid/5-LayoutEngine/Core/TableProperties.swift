import SceneDiffCore

/// TableLayout's own attributes: which columns stretch, shrink or collapse.
struct TableProperties: Sendable, Hashable {
  /// `stretchColumns`.
  var stretch = TableColumns()
  /// `shrinkColumns`.
  var shrink = TableColumns()
  /// `collapseColumns`: their cells are GONE.
  var collapse = TableColumns()

  /// No column rules.
  init() {}
}
