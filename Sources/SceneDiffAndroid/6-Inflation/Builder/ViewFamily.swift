import SceneDiffCore

/// The families of Android views SceneDiff measures, each with its own rules and attributes.
enum ViewFamily: Sendable, Hashable {
  /// A plain `View`.
  case view
  /// `Space`.
  case space
  /// `ViewStub`.
  case viewStub
  /// A TextView or one of its subclasses.
  case text(TextFamily)
  /// `ImageView`; `isButton` for `ImageButton` (default `scaleType` center, focusable).
  case image(isButton: Bool)
  /// Material Components `FloatingActionButton`.
  case floatingActionButton
  /// An ImageView subclass with a fixed aspect ratio (height = width × numerator / denominator).
  case ratioImage(numerator: Int, denominator: Int)
  /// `FrameLayout` and plain containers.
  case frame
  /// A FrameLayout forced square.
  case squareFrame
  /// `CardView` (`isMaterial` for `MaterialCardView`).
  case card(isMaterial: Bool)
  /// `CollapsingToolbarLayout`.
  case collapsingToolbar
  /// `LinearLayout` (`isVerticalByDefault` for RadioGroup).
  case linear(isVerticalByDefault: Bool)
  /// `AppBarLayout`.
  case appBar
  /// `TableLayout`: a vertical LinearLayout whose `TableRow`s share column widths.
  case table
  /// `TableRow`: a horizontal LinearLayout whose cells take the table's column widths.
  case tableRow
  /// `GridLayout` (framework or AndroidX): rows and columns.
  case grid
  /// `PercentFrameLayout`: a FrameLayout whose children may give percent sizes and margins.
  case percentFrame
  /// `PercentRelativeLayout`: a RelativeLayout whose children may give percent sizes and
  /// margins.
  case percentRelative
  /// `RelativeLayout`.
  case relative
  /// `ConstraintLayout` and `MotionLayout`.
  case constraint
  /// `ScrollView`, `NestedScrollView` (`isHorizontal` for `HorizontalScrollView`).
  case scroll(isHorizontal: Bool)
  /// `CoordinatorLayout`.
  case coordinator
  /// `Toolbar`.
  case toolbar
  /// `ProgressBar` (and `SeekBar`): a fixed 48 dp indeterminate spinner.
  case progressBar
}
