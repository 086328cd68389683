import SceneDiffCore

/// A ConstraintLayout child's constraints (`app:layout_constraint*`) as written.
///
/// Start/end constraints are kept apart from left/right ones; ``ConstraintLayoutRules``
/// resolves them for the layout direction (start/end win, as in ConstraintLayout).
struct ConstraintParams: Sendable, Hashable {
  /// `layout_constraintLeft_toLeftOf`.
  var leftToLeft: ConstraintTarget?
  /// `layout_constraintLeft_toRightOf`.
  var leftToRight: ConstraintTarget?
  /// `layout_constraintRight_toLeftOf`.
  var rightToLeft: ConstraintTarget?
  /// `layout_constraintRight_toRightOf`.
  var rightToRight: ConstraintTarget?
  /// `layout_constraintStart_toStartOf`.
  var startToStart: ConstraintTarget?
  /// `layout_constraintStart_toEndOf`.
  var startToEnd: ConstraintTarget?
  /// `layout_constraintEnd_toStartOf`.
  var endToStart: ConstraintTarget?
  /// `layout_constraintEnd_toEndOf`.
  var endToEnd: ConstraintTarget?
  /// `layout_constraintTop_toTopOf`.
  var topToTop: ConstraintTarget?
  /// `layout_constraintTop_toBottomOf`.
  var topToBottom: ConstraintTarget?
  /// `layout_constraintBottom_toTopOf`.
  var bottomToTop: ConstraintTarget?
  /// `layout_constraintBottom_toBottomOf`.
  var bottomToBottom: ConstraintTarget?
  /// `layout_constraintBaseline_toBaselineOf`.
  var baselineToBaseline: ConstraintTarget?
  /// `layout_constraintHorizontal_bias` (0…1, default 0.5).
  var horizontalBias: Float = 0.5
  /// `layout_constraintVertical_bias`.
  var verticalBias: Float = 0.5
  /// `layout_constraintHorizontal_chainStyle` (read on a chain's first member).
  var horizontalChainStyle: ChainStyle = .spread
  /// `layout_constraintVertical_chainStyle`.
  var verticalChainStyle: ChainStyle = .spread
  /// `layout_constraintHorizontal_weight`, −1 when not set.
  var horizontalWeight: Float = -1
  /// `layout_constraintVertical_weight`, −1 when not set.
  var verticalWeight: Float = -1
  /// `layout_goneMarginLeft/Top/Right/Bottom` (start/end resolved), `nil` per side when unset.
  var goneMargins = GoneMargins()
  /// `layout_constraintDimensionRatio` as written (`"16:9"`, `"H,3:2"`), if any.
  var dimensionRatio: String?
  /// `layout_constraintWidth_default`.
  var widthDefault: MatchConstraintDefault = .spread
  /// `layout_constraintHeight_default`.
  var heightDefault: MatchConstraintDefault = .spread
  /// `layout_constraintWidth_min` / `_max` in px (0 = none).
  var widthMin = 0
  /// `layout_constraintWidth_max` in px (0 = none).
  var widthMax = 0
  /// `layout_constraintHeight_min` in px.
  var heightMin = 0
  /// `layout_constraintHeight_max` in px.
  var heightMax = 0
  /// `layout_constraintWidth_percent` (default 1).
  var widthPercent: Float = 1
  /// `layout_constraintHeight_percent`.
  var heightPercent: Float = 1
  /// `layout_constrainedWidth`.
  var constrainedWidth = false
  /// `layout_constrainedHeight`.
  var constrainedHeight = false
  /// Guideline position for a `Guideline` child: `layout_constraintGuide_begin/end/percent`.
  var guide: GuidePosition?
  /// A `Guideline`'s `android:orientation` is `vertical` (a vertical line placed along the
  /// x axis); Android's default, when unset, is horizontal.
  var isVerticalGuideline = false

  /// `layout_constraintCircle`: the sibling whose centre this view's centre circles.
  var circleTarget: ConstraintTarget?
  /// `layout_constraintCircleRadius` in px.
  var circleRadius = 0
  /// `layout_constraintCircleAngle` in degrees, clockwise from the top.
  var circleAngle: Float = 0
  /// A `ConstraintHelper`'s `constraint_referenced_ids` (Barrier, Group), as ids.
  var referencedIDs: [String] = []
  /// A Barrier's `barrierDirection` (`left`, `right`, `top`, `bottom`, `start`, `end`).
  var barrierDirection: String?
  /// A Flow's attributes, for a `Flow` helper.
  var flow: FlowParams?
  /// A Placeholder's `app:content`: the id of the view it shows, if any.
  var placeholderContent: String?
  /// A Barrier's `barrierMargin` in px.
  var barrierMargin = 0

  /// Creates empty constraints.
  init() {}

  /// Whether the child has any constraint at all.
  var isEmpty: Bool {
    [
      leftToLeft, leftToRight, rightToLeft, rightToRight, startToStart, startToEnd, endToStart,
      endToEnd, topToTop, topToBottom, bottomToTop, bottomToBottom, baselineToBaseline,
    ].allSatisfy { $0 == nil }
  }
}
