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

/// The 22 RelativeLayout rules of one child, as written (start/end not yet resolved).
///
/// Anchor rules hold the sibling id they name (without `@id/`); boolean rules are `true` when
/// set to `true`. ``RelativeLayoutRules`` resolves start/end for the child's direction (§6.1).
struct RelativeRules: Sendable, Hashable {
  /// `layout_toLeftOf`.
  var leftOf: String?
  /// `layout_toRightOf`.
  var rightOf: String?
  /// `layout_above`.
  var above: String?
  /// `layout_below`.
  var below: String?
  /// `layout_alignBaseline`.
  var alignBaseline: String?
  /// `layout_alignLeft`.
  var alignLeft: String?
  /// `layout_alignTop`.
  var alignTop: String?
  /// `layout_alignRight`.
  var alignRight: String?
  /// `layout_alignBottom`.
  var alignBottom: String?
  /// `layout_toStartOf`.
  var startOf: String?
  /// `layout_toEndOf`.
  var endOf: String?
  /// `layout_alignStart`.
  var alignStart: String?
  /// `layout_alignEnd`.
  var alignEnd: String?
  /// `layout_alignParentLeft`.
  var alignParentLeft = false
  /// `layout_alignParentTop`.
  var alignParentTop = false
  /// `layout_alignParentRight`.
  var alignParentRight = false
  /// `layout_alignParentBottom`.
  var alignParentBottom = false
  /// `layout_alignParentStart`.
  var alignParentStart = false
  /// `layout_alignParentEnd`.
  var alignParentEnd = false
  /// `layout_centerInParent`.
  var centerInParent = false
  /// `layout_centerHorizontal`.
  var centerHorizontal = false
  /// `layout_centerVertical`.
  var centerVertical = false
  /// `layout_alignWithParentIfMissing`.
  var alignWithParentIfMissing = false

  /// Creates an empty rule set.
  init() {}
}

/// What a ConstraintLayout constraint points at.
enum ConstraintTarget: Sendable, Hashable {
  /// The ConstraintLayout itself (`parent`).
  case parent
  /// A sibling, by id.
  case view(String)
}

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

/// A chain's style.
enum ChainStyle: String, Sendable, Hashable {
  /// Equal gaps before, between and after the members.
  case spread
  /// The ends against the targets, equal gaps between.
  case spreadInside = "spread_inside"
  /// Members together, the group placed by the bias.
  case packed
}

/// `layout_constraintWidth_default` / `_height_default` for 0dp (match constraint) sizes.
enum MatchConstraintDefault: String, Sendable, Hashable {
  /// Take all the space between the constraints.
  case spread
  /// Wrap the content, limited by the constraints.
  case wrap
  /// A percentage of the parent (`layout_constraintWidth_percent`).
  case percent
}

/// Where a ConstraintLayout `Guideline` sits.
enum GuidePosition: Sendable, Hashable {
  /// Pixels from the start (left or top).
  case begin(Int)
  /// Pixels from the end.
  case end(Int)
  /// A fraction of the parent's size.
  case percent(Float)
}

/// A CoordinatorLayout child's parameters.
struct CoordinatorParams: Sendable, Hashable {
  /// `app:layout_behavior`, or the class's default behavior.
  var behavior: CoordinatorBehavior = .none
  /// `app:layout_anchor`, the id of the view it is anchored to.
  var anchor: String?
  /// `app:layout_anchorGravity` (default `top|start`, Android's `NO_GRAVITY` resolved later).
  var anchorGravity: Gravity = .none
  /// `app:layout_keyline`, −1 when not set.
  var keyline = -1
  /// `app:layout_insetEdge`.
  var insetEdge: Gravity = .none
  /// `app:layout_dodgeInsetEdges`.
  var dodgeInsetEdges: Gravity = .none
}

/// The CoordinatorLayout behaviours SceneDiff lays out.
enum CoordinatorBehavior: Sendable, Hashable {
  /// No behaviour: CoordinatorLayout's own rules.
  case none
  /// `AppBarLayout.ScrollingViewBehavior`: below the app bar, taller by its scroll range.
  /// `overlapTop` is `app:behavior_overlapTop` in px.
  case scrollingView(overlapTop: Int)
  /// `AppBarLayout.Behavior` (the AppBarLayout default).
  case appBar
  /// `FloatingActionButton.Behavior` (the FAB default): laid out as CoordinatorLayout lays out
  /// any child.
  case floatingActionButton
  /// Another class, named by its qualified name; laid out with CoordinatorLayout's own rules.
  case other(String)
}

/// `app:layout_scrollFlags` of an AppBarLayout child.
struct AppBarScrollFlags: OptionSet, Sendable, Hashable {
  /// The flag bits (AppBarLayout's constants).
  var rawValue: Int

  /// `scroll`.
  static let scroll = AppBarScrollFlags(rawValue: 0x1)
  /// `exitUntilCollapsed`.
  static let exitUntilCollapsed = AppBarScrollFlags(rawValue: 0x2)
  /// `enterAlways`.
  static let enterAlways = AppBarScrollFlags(rawValue: 0x4)
  /// `enterAlwaysCollapsed`.
  static let enterAlwaysCollapsed = AppBarScrollFlags(rawValue: 0x8)
  /// `snap`.
  static let snap = AppBarScrollFlags(rawValue: 0x10)
  /// `snapMargins`.
  static let snapMargins = AppBarScrollFlags(rawValue: 0x20)

  /// The words `app:layout_scrollFlags` accepts.
  static let words: [(String, AppBarScrollFlags)] = [
    ("scroll", .scroll), ("exitUntilCollapsed", .exitUntilCollapsed),
    ("enterAlways", .enterAlways), ("enterAlwaysCollapsed", .enterAlwaysCollapsed),
    ("snap", .snap), ("snapMargins", .snapMargins), ("noScroll", []),
  ]
}

/// `app:layout_collapseMode` of a CollapsingToolbarLayout child.
enum CollapseMode: String, Sendable, Hashable {
  /// Scrolls with the layout.
  case off = "none"
  /// Stays in place while the layout collapses.
  case pin
  /// Scrolls at a fraction of the speed.
  case parallax
}
