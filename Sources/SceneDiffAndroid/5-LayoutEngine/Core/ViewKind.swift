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
  /// `GridLayout`.
  case grid(GridProperties)
  /// `Toolbar` (framework, AppCompat, support).
  case toolbar(ToolbarProperties)
}
