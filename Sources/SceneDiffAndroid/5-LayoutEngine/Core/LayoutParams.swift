import SceneDiffCore

/// A child's layout parameters: what its parent reads to size and place it (`layout_*`).
///
/// One struct holds the parameters of every container SceneDiff lays out; each container reads
/// the fields that belong to it and ignores the rest, as Android ignores `layout_*` attributes
/// a parent does not define. Margins are resolved to left/right by the child's layout
/// direction when the node is built (§1.3).
struct LayoutParams: Sendable, Hashable {
  /// `layout_width`.
  var width: LayoutSize
  /// `layout_height`.
  var height: LayoutSize
  /// `layout_margin*`, resolved.
  var margins: Insets = .zero
  /// `layout_gravity`, `nil` when not set (Android's −1, `UNSPECIFIED_GRAVITY`).
  var gravity: Gravity?
  /// `layout_weight` (LinearLayout).
  var weight: Float = 0
  /// `layout_column` (TableRow: the cell's column, −1 for the next one; GridLayout: its
  /// column, −1 when unset).
  var column = -1
  /// `layout_span` (TableRow: how many columns the cell takes, at least 1).
  var span = 1
  /// GridLayout's `layout_row`, `layout_rowSpan`, `layout_columnSpan` and weights.
  var grid = GridParams()
  /// The percent layouts' `app:layout_*Percent` and `layout_aspectRatio`, when any is set.
  var percent: PercentParams?
  /// RelativeLayout rules.
  var relative = RelativeRules()
  /// ConstraintLayout constraints, when the child has any ConstraintLayout attribute.
  var constraints = ConstraintParams()
  /// CoordinatorLayout parameters.
  var coordinator = CoordinatorParams()
  /// AppBarLayout child scroll flags (`app:layout_scrollFlags`).
  var scrollFlags: AppBarScrollFlags = []
  /// CollapsingToolbarLayout child mode (`app:layout_collapseMode`).
  var collapseMode: CollapseMode = .off

  /// Parameters with the given sizes and defaults elsewhere.
  init(width: LayoutSize, height: LayoutSize) {
    self.width = width
    self.height = height
  }
}
