/// The superclasses of common Android view classes, so that a class target rule matches
/// subclasses as Android's `Class.isInstance` does (reference §5).
///
/// A scene names a view's class by simple name (`ImageButton`) or qualified name
/// (`android.widget.ImageButton`); a rule `targetClass="android.widget.ImageView"` matches an
/// `ImageButton` because an ImageButton is an ImageView. The table lists framework widgets and
/// layouts, AndroidX (and the old support library's) containers and AppCompat widgets, and the
/// Material Components widgets apps put in shared-element transitions. Each entry names the
/// direct superclass (internal intermediate classes are included where Android has them, e.g.
/// `VisibilityAwareImageButton` between FloatingActionButton and ImageButton).
///
/// A class the table does not know is taken to be a direct subclass of `android.view.View`, so
/// `android.view.View` matches every view. Unqualified names resolve to the first entry with
/// that simple name (framework classes come first).
enum AndroidClassHierarchy {
  /// `View`, the root of every chain.
  static let view = "android.view.View"

  /// (qualified class, qualified direct superclass), framework classes first.
  static let superclasses: [(String, String)] = [
    ("android.view.ViewGroup", view),
    ("android.view.SurfaceView", view),
    ("android.view.TextureView", view),
    ("android.view.ViewStub", view),
    ("android.widget.TextView", view),
    ("android.widget.ImageView", view),
    ("android.widget.ProgressBar", view),
    ("android.widget.Space", view),
    ("android.webkit.WebView", "android.widget.AbsoluteLayout"),
    ("android.widget.AbsoluteLayout", "android.view.ViewGroup"),
    ("android.widget.Button", "android.widget.TextView"),
    ("android.widget.EditText", "android.widget.TextView"),
    ("android.widget.AutoCompleteTextView", "android.widget.EditText"),
    ("android.widget.CheckedTextView", "android.widget.TextView"),
    ("android.widget.Chronometer", "android.widget.TextView"),
    ("android.widget.TextClock", "android.widget.TextView"),
    ("android.widget.CompoundButton", "android.widget.Button"),
    ("android.widget.CheckBox", "android.widget.CompoundButton"),
    ("android.widget.RadioButton", "android.widget.CompoundButton"),
    ("android.widget.Switch", "android.widget.CompoundButton"),
    ("android.widget.ToggleButton", "android.widget.CompoundButton"),
    ("android.widget.ImageButton", "android.widget.ImageView"),
    ("android.widget.AbsSeekBar", "android.widget.ProgressBar"),
    ("android.widget.SeekBar", "android.widget.AbsSeekBar"),
    ("android.widget.RatingBar", "android.widget.AbsSeekBar"),
    ("android.opengl.GLSurfaceView", "android.view.SurfaceView"),
    ("android.widget.VideoView", "android.view.SurfaceView"),
    ("android.widget.LinearLayout", "android.view.ViewGroup"),
    ("android.widget.FrameLayout", "android.view.ViewGroup"),
    ("android.widget.RelativeLayout", "android.view.ViewGroup"),
    ("android.widget.GridLayout", "android.view.ViewGroup"),
    ("android.widget.Toolbar", "android.view.ViewGroup"),
    ("android.widget.TableLayout", "android.widget.LinearLayout"),
    ("android.widget.TableRow", "android.widget.LinearLayout"),
    ("android.widget.RadioGroup", "android.widget.LinearLayout"),
    ("android.widget.ScrollView", "android.widget.FrameLayout"),
    ("android.widget.HorizontalScrollView", "android.widget.FrameLayout"),
    ("android.widget.ViewAnimator", "android.widget.FrameLayout"),
    ("android.widget.ViewFlipper", "android.widget.ViewAnimator"),
    ("android.widget.AdapterView", "android.view.ViewGroup"),
    ("android.widget.AbsListView", "android.widget.AdapterView"),
    ("android.widget.ListView", "android.widget.AbsListView"),
    ("android.widget.GridView", "android.widget.AbsListView"),
    ("android.widget.AbsSpinner", "android.widget.AdapterView"),
    ("android.widget.Spinner", "android.widget.AbsSpinner"),
    // AndroidX containers.
    ("androidx.constraintlayout.widget.ConstraintLayout", "android.view.ViewGroup"),
    ("androidx.coordinatorlayout.widget.CoordinatorLayout", "android.view.ViewGroup"),
    ("androidx.recyclerview.widget.RecyclerView", "android.view.ViewGroup"),
    ("androidx.viewpager.widget.ViewPager", "android.view.ViewGroup"),
    ("androidx.viewpager2.widget.ViewPager2", "android.view.ViewGroup"),
    ("androidx.cardview.widget.CardView", "android.widget.FrameLayout"),
    ("androidx.core.widget.NestedScrollView", "android.widget.FrameLayout"),
    ("androidx.drawerlayout.widget.DrawerLayout", "android.view.ViewGroup"),
    ("androidx.fragment.app.FragmentContainerView", "android.widget.FrameLayout"),
    // AppCompat widgets.
    ("androidx.appcompat.widget.Toolbar", "android.view.ViewGroup"),
    ("androidx.appcompat.widget.AppCompatTextView", "android.widget.TextView"),
    ("androidx.appcompat.widget.AppCompatButton", "android.widget.Button"),
    ("androidx.appcompat.widget.AppCompatEditText", "android.widget.EditText"),
    ("androidx.appcompat.widget.AppCompatImageView", "android.widget.ImageView"),
    ("androidx.appcompat.widget.AppCompatImageButton", "android.widget.ImageButton"),
    ("androidx.appcompat.widget.AppCompatCheckBox", "android.widget.CheckBox"),
    ("androidx.appcompat.widget.AppCompatRadioButton", "android.widget.RadioButton"),
    ("androidx.appcompat.widget.SwitchCompat", "android.widget.CompoundButton"),
    // Material Components.
    (
      "com.google.android.material.floatingactionbutton.FloatingActionButton",
      "com.google.android.material.internal.VisibilityAwareImageButton"
    ),
    (
      "com.google.android.material.internal.VisibilityAwareImageButton",
      "android.widget.ImageButton"
    ),
    (
      "com.google.android.material.button.MaterialButton",
      "androidx.appcompat.widget.AppCompatButton"
    ),
    (
      "com.google.android.material.floatingactionbutton.ExtendedFloatingActionButton",
      "com.google.android.material.button.MaterialButton"
    ),
    (
      "com.google.android.material.textview.MaterialTextView",
      "androidx.appcompat.widget.AppCompatTextView"
    ),
    (
      "com.google.android.material.imageview.ShapeableImageView",
      "androidx.appcompat.widget.AppCompatImageView"
    ),
    ("com.google.android.material.card.MaterialCardView", "androidx.cardview.widget.CardView"),
    ("com.google.android.material.chip.Chip", "androidx.appcompat.widget.AppCompatCheckBox"),
    ("com.google.android.material.appbar.AppBarLayout", "android.widget.LinearLayout"),
    ("com.google.android.material.appbar.CollapsingToolbarLayout", "android.widget.FrameLayout"),
    ("com.google.android.material.appbar.MaterialToolbar", "androidx.appcompat.widget.Toolbar"),
    ("com.google.android.material.textfield.TextInputLayout", "android.widget.LinearLayout"),
    (
      "com.google.android.material.textfield.TextInputEditText",
      "androidx.appcompat.widget.AppCompatEditText"
    ),
    ("com.google.android.material.tabs.TabLayout", "android.widget.HorizontalScrollView"),
    ("com.google.android.material.navigation.NavigationBarView", "android.widget.FrameLayout"),
    (
      "com.google.android.material.bottomnavigation.BottomNavigationView",
      "com.google.android.material.navigation.NavigationBarView"
    ),
    // The old support library's names for the same classes.
    ("android.support.v7.widget.RecyclerView", "android.view.ViewGroup"),
    ("android.support.v7.widget.CardView", "android.widget.FrameLayout"),
    ("android.support.v7.widget.Toolbar", "android.view.ViewGroup"),
    ("android.support.v7.widget.AppCompatImageView", "android.widget.ImageView"),
    ("android.support.v7.widget.AppCompatTextView", "android.widget.TextView"),
    ("android.support.v4.widget.NestedScrollView", "android.widget.FrameLayout"),
    ("android.support.constraint.ConstraintLayout", "android.view.ViewGroup"),
    ("android.support.design.widget.CoordinatorLayout", "android.view.ViewGroup"),
    ("android.support.design.widget.AppBarLayout", "android.widget.LinearLayout"),
    ("android.support.design.widget.FloatingActionButton", "android.widget.ImageButton"),
  ]

  /// Qualified class → qualified direct superclass.
  private static let parentOf: [String: String] = Dictionary(
    superclasses,
    uniquingKeysWith: { first, _ in first }
  )

  /// Simple name → the first qualified class with that simple name.
  private static let qualifiedBySimpleName: [String: String] = {
    var result: [String: String] = [simpleName(view): view]
    for (name, _) in superclasses where result[simpleName(name)] == nil {
      result[simpleName(name)] = name
    }
    return result
  }()

  /// The class as written followed by its known superclasses, ending with `android.view.View`.
  ///
  /// `ImageButton` gives `ImageButton`, `android.widget.ImageButton`,
  /// `android.widget.ImageView`, `android.view.View`.
  static func ancestry(of className: String) -> [String] {
    var result = [className]
    let qualified =
      className.contains(".") ? className : (qualifiedBySimpleName[className] ?? className)
    if qualified != className { result.append(qualified) }
    var current = qualified
    while let parent = parentOf[current], !result.contains(parent) {
      result.append(parent)
      current = parent
    }
    if !result.contains(view) { result.append(view) }
    return result
  }

  /// The part after the last dot (the whole name when there is none).
  private static func simpleName(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }
}
