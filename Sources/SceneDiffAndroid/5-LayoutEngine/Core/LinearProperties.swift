import SceneDiffCore

/// LinearLayout's own attributes (§5).
struct LinearProperties: Sendable, Hashable {
  /// `orientation`; LinearLayout defaults to horizontal, RadioGroup and AppBarLayout to vertical.
  var isVertical = false
  /// `gravity` (default `start|top`).
  var gravity: Gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.top.rawValue)
  /// `baselineAligned` (default true).
  var baselineAligned = true
  /// `baselineAlignedChildIndex` (−1: none).
  var baselineAlignedChildIndex = -1
  /// `weightSum` (≤ 0: the sum of the children's weights).
  var weightSum: Float = -1
  /// `measureWithLargestChild`.
  var useLargestChild = false
  /// The divider drawable's size (`divider`), if any, with `showDividers` and `dividerPadding`.
  var divider: LinearDivider?
  /// For a `TableLayout`: its column rules (the layout is then always vertical).
  var table: TableProperties?
  /// Whether the layout is a `TableRow` (its cells take the table's column widths).
  var isTableRow = false

  /// Defaults.
  init() {}
}
