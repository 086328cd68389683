import SceneDiffCore

/// What SceneDiff lays a view class out as: a family of Android rules, the theme attribute
/// naming the class's default style, and, for classes it does not know by name, why it chose
/// that family.
struct ViewClass: Sendable, Hashable {
  /// The family of rules.
  var family: ViewFamily
  /// The theme attribute whose style supplies the class's defaults (`android:buttonStyle`),
  /// `nil` when the class has none that matters for layout.
  var defaultStyle: AttributeKey?
  /// For an app or library class laid out as a known base, the base's name (reported as a
  /// note once per class and file).
  var approximatedAs: String?
  /// A warning for classes whose content SceneDiff cannot know (`<fragment>`, lists).
  var warning: String?

  /// A class of `family` with an optional default style.
  init(
    _ family: ViewFamily,
    defaultStyle: AttributeKey? = nil,
    approximatedAs: String? = nil,
    warning: String? = nil
  ) {
    self.family = family
    self.defaultStyle = defaultStyle
    self.approximatedAs = approximatedAs
    self.warning = warning
  }
}

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

/// The TextView subclasses whose defaults differ.
enum TextFamily: Sendable, Hashable {
  /// `TextView`.
  case plain
  /// `Button` (framework or AppCompat).
  case button
  /// Material Components `MaterialButton` (and `Button` in a MaterialComponents theme).
  case materialButton
  /// `RadioButton`, `CheckBox`, `Switch`, `ToggleButton`: a button drawable beside the text.
  case compoundButton
  /// `EditText` and its subclasses.
  case editText
}
