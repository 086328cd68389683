import SceneDiffCore

/// Which Android measure/layout rules a node follows, with the attributes only those rules read.
///
/// A class name maps to one kind (``ViewClassRules``): `RadioGroup` is a `.linear` with a
/// vertical default, `CardView` is a `.frame` whose padding comes from the card attributes,
/// an unknown leaf is a `.view`.
enum ViewKind: Sendable, Hashable {
  /// A plain `View` (also `MirrorView`, `SurfaceView` and unknown leaves): `getDefaultSize`.
  case view
  /// `Space`: its minimum size, capped by the spec.
  case space
  /// A `ViewStub`: GONE and 0 × 0 until inflated.
  case viewStub
  /// `TextView`, `Button`, `RadioButton`, `EditText`, `MaterialButton`…: the text model.
  case text
  /// `ImageView`, `ImageButton`: the drawable's intrinsic size.
  case image
  /// `FloatingActionButton`: a fixed square (56 dp normal, 40 dp mini, or a custom size)
  /// inside its shadow padding (touch-target or compat padding, §9.1).
  case floatingActionButton(size: Int, shadowPadding: Insets)
  /// An ImageView subclass whose height is `width × numerator / denominator` (EXACTLY),
  /// such as the Unsplash sample's `ThreeTwoImageView` (3 : 2).
  case ratioImage(numerator: Int, denominator: Int)
  /// `FrameLayout` and its relatives (CardView, MaterialCardView, CollapsingToolbarLayout,
  /// MapView, unknown containers).
  case frame(FrameProperties)
  /// A FrameLayout forced square by the smaller spec size (the ActivitySceneTransitionBasic
  /// sample's `SquareFrameLayout`).
  case squareFrame(FrameProperties)
  /// `LinearLayout`, `RadioGroup`, `TableRow`…
  case linear(LinearProperties)
  /// `AppBarLayout`: a vertical LinearLayout with a scroll range.
  case appBar(LinearProperties)
  /// `RelativeLayout`.
  case relative(RelativeProperties)
  /// `ConstraintLayout`.
  case constraint
  /// `ScrollView`, `NestedScrollView`, `HorizontalScrollView`.
  case scroll(ScrollProperties)
  /// `CoordinatorLayout`.
  case coordinator
  /// `Toolbar` (framework, AppCompat, support).
  case toolbar(ToolbarProperties)
}

/// FrameLayout's own attributes.
struct FrameProperties: Sendable, Hashable {
  /// `measureAllChildren`: measure GONE children too (they still take no place).
  var measureAllChildren = false

  /// Defaults.
  init() {}
}

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

  /// Defaults.
  init() {}
}

/// A LinearLayout's dividers.
struct LinearDivider: Sendable, Hashable {
  /// The divider drawable's intrinsic width (px).
  var width: Int
  /// Its intrinsic height (px).
  var height: Int
  /// `showDividers="beginning"`.
  var beginning = false
  /// `showDividers="middle"`.
  var middle = false
  /// `showDividers="end"`.
  var end = false
  /// `dividerPadding` (px).
  var padding = 0
}

/// RelativeLayout's own attributes (§6).
struct RelativeProperties: Sendable, Hashable {
  /// `gravity` (default `start|top`).
  var gravity: Gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.top.rawValue)
  /// `ignoreGravity`: the id of a child that `gravity` does not move.
  var ignoreGravity: String?

  /// Defaults.
  init() {}
}

/// ScrollView's own attributes (§8.1).
struct ScrollProperties: Sendable, Hashable {
  /// `HorizontalScrollView` (the child's width is UNSPECIFIED instead of its height).
  var isHorizontal = false
  /// `fillViewport`: stretch a shorter child to the viewport.
  var fillViewport = false

  /// Defaults.
  init() {}
}

/// Toolbar's own attributes (§8.4), in px.
struct ToolbarProperties: Sendable, Hashable {
  /// `contentInsetStart` (16 dp in the AppCompat style), resolved to left for LTR.
  var contentInsetStart = 0
  /// `contentInsetEnd`.
  var contentInsetEnd = 0
  /// `contentInsetLeft`, when set (overrides start in LTR when start is unset).
  var contentInsetLeft: Int?
  /// `contentInsetRight`, when set.
  var contentInsetRight: Int?
  /// `contentInsetStartWithNavigation` (72 dp in the AppCompat style).
  var contentInsetStartWithNavigation = 0
  /// `contentInsetEndWithActions` (0 in the AppCompat style).
  var contentInsetEndWithActions = 0
  /// The navigation button's size when `navigationIcon` is set (width, height), else `nil`.
  var navigationButton: PixelSize?
  /// Whether `app:menu` gives the Toolbar action items (their width is not modelled).
  var hasMenu = false
  /// `android:gravity` for the title (default `start|center_vertical`).
  var gravity: Gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.centerVertical.rawValue)

  /// Defaults.
  init() {}
}
