import SceneDiffCore

/// Maps a layout element's class name to the rules SceneDiff lays it out with (§8.5).
///
/// Known framework, AndroidX, support-library and Material Components classes map directly.
/// Other dotted names (app and library classes) are read by documented name rules, first by
/// prefix — `Square…` (a square FrameLayout or a 1 : 1 image), `ThreeTwo…` (3 : 2),
/// `FourThree…` (4 : 3), `SixteenNine…` (16 : 9) — then by the known base their simple name
/// ends with (`…FrameLayout`, `…LinearLayout`, `…RelativeLayout`, `…ConstraintLayout`,
/// `…CardView`, `…Toolbar`, `…ScrollView`, `…ImageButton`, `…ImageView`, `…Button`,
/// `…EditText`, `…TextView`, `…CheckBox`, `…RadioButton`, `…Switch`, `…Layout`, `…View`);
/// anything else is a FrameLayout when it has children and a plain View when it has none.
enum ViewClassRules {
  /// The rules for `className`; `hasChildren` decides unknown classes.
  ///
  /// The answer is a function of the three arguments alone, so for an ASCII class name (all
  /// but a few) it is made once per process for each (``ViewClassQuestion``): layouts name a
  /// few dozen classes, each many times, and the rules below compare the simple name with
  /// some sixty class names (about 3,600 instructions a view). Only ASCII names are kept, so
  /// that the table's `String` equality is byte equality: a warning quotes the name as
  /// written, and two canonically equivalent names with different bytes get their own.
  static func viewClass(
    _ className: String,
    hasChildren: Bool,
    isMaterialTheme: Bool
  ) -> ViewClass {
    guard className.isAllASCII else {
      return answer(className, hasChildren: hasChildren, isMaterialTheme: isMaterialTheme)
    }
    let question = ViewClassQuestion(
      className: className,
      hasChildren: hasChildren,
      isMaterialTheme: isMaterialTheme
    )
    return answers.value(question) {
      answer(className, hasChildren: hasChildren, isMaterialTheme: isMaterialTheme)
    }
  }

  /// The answers of ``viewClass(_:hasChildren:isMaterialTheme:)`` given so far.
  private static let answers = MemoTable<ViewClassQuestion, ViewClass>()

  /// The rules for `className`, worked out (``viewClass(_:hasChildren:isMaterialTheme:)``).
  private static func answer(
    _ className: String,
    hasChildren: Bool,
    isMaterialTheme: Bool
  ) -> ViewClass {
    let simple = ViewClassRules.simpleName(className)
    // Foundation's `contains` searches an `NSString`; in ASCII every byte is a character.
    let isDotted =
      className.isAllASCII
      ? className.utf8.contains(UInt8(ascii: ".")) : className.contains(".")
    if let known = known(simple, fullName: className, isDotted: isDotted, isMaterialTheme) {
      return known
    }
    var mapped = byName(simple, hasChildren: hasChildren, isMaterialTheme: isMaterialTheme)
    mapped.approximatedAs = mapped.approximatedAs ?? baseName(of: mapped.family)
    return mapped
  }

  /// Framework and library classes SceneDiff knows by name.
  private static func known(
    _ simple: String,
    fullName: String,
    isDotted: Bool,
    _ isMaterialTheme: Bool
  ) -> ViewClass? {
    let frameworkOrLibrary =
      !isDotted || fullName.hasPrefix("android.") || fullName.hasPrefix("androidx.")
      || fullName.hasPrefix("com.google.android.material.")
    if fullName == "com.google.android.gms.maps.MapView" {
      return ViewClass(.frame, approximatedAs: "FrameLayout (map content comes at run time)")
    }
    guard frameworkOrLibrary else { return nil }
    return knownWidget(simple, isMaterialTheme) ?? knownContainer(simple, fullName: fullName)
      ?? knownInPart(simple)
  }

  /// Known views without children: plain views, text views and buttons, images, progress bars.
  private static func knownWidget(_ simple: String, _ isMaterialTheme: Bool) -> ViewClass? {
    switch simple {
    case "View", "SurfaceView", "TextureView", "WebView", "VideoView", "Guideline", "Barrier",
      "Group", "Layer", "Placeholder", "Flow":
      return ViewClass(.view)
    case "Space": return ViewClass(.space)
    case "ViewStub": return ViewClass(.viewStub)
    case "TextView", "AppCompatTextView", "MaterialTextView", "CheckedTextView":
      return ViewClass(.text(.plain), defaultStyle: .android("textViewStyle"))
    case "Button", "AppCompatButton":
      return isMaterialTheme
        ? ViewClass(.text(.materialButton), defaultStyle: .app("materialButtonStyle"))
        : ViewClass(.text(.button), defaultStyle: .android("buttonStyle"))
    case "MaterialButton":
      return ViewClass(.text(.materialButton), defaultStyle: .app("materialButtonStyle"))
    case "RadioButton", "AppCompatRadioButton", "MaterialRadioButton":
      return ViewClass(.text(.compoundButton), defaultStyle: .android("radioButtonStyle"))
    case "CheckBox", "AppCompatCheckBox", "MaterialCheckBox":
      return ViewClass(.text(.compoundButton), defaultStyle: .android("checkboxStyle"))
    case "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton":
      return ViewClass(.text(.compoundButton), defaultStyle: .android("switchStyle"))
    case "EditText", "AppCompatEditText", "TextInputEditText", "AutoCompleteTextView":
      return ViewClass(.text(.editText), defaultStyle: .android("editTextStyle"))
    case "ImageView", "AppCompatImageView", "ShapeableImageView":
      return ViewClass(.image(isButton: false))
    case "ImageButton", "AppCompatImageButton":
      return ViewClass(.image(isButton: true), defaultStyle: .android("imageButtonStyle"))
    case "FloatingActionButton":
      return ViewClass(.floatingActionButton, defaultStyle: .app("floatingActionButtonStyle"))
    case "ProgressBar", "SeekBar", "ContentLoadingProgressBar", "CircularProgressIndicator":
      return ViewClass(.progressBar)
    default: return nil
    }
  }

  /// Known containers whose rules SceneDiff models: frames, cards, linear, relative,
  /// constraint, scroll and coordinator layouts, app bars and toolbars.
  private static func knownContainer(_ simple: String, fullName: String) -> ViewClass? {
    switch simple {
    case "FrameLayout", "ViewAnimator", "ViewFlipper", "ViewSwitcher", "ImageSwitcher",
      "TextSwitcher", "FragmentContainerView", "TabHost":
      return ViewClass(.frame)
    case "CardView": return ViewClass(.card(isMaterial: false), defaultStyle: .app("cardViewStyle"))
    case "MaterialCardView":
      return ViewClass(.card(isMaterial: true), defaultStyle: .app("materialCardViewStyle"))
    case "CollapsingToolbarLayout": return ViewClass(.collapsingToolbar)
    case "LinearLayout", "LinearLayoutCompat", "TextInputLayout":
      return ViewClass(.linear(isVerticalByDefault: simple == "TextInputLayout"))
    case "TableLayout": return ViewClass(.table)
    case "TableRow": return ViewClass(.tableRow)
    case "GridLayout": return ViewClass(.grid)
    case "PercentFrameLayout": return ViewClass(.percentFrame)
    case "PercentRelativeLayout": return ViewClass(.percentRelative)
    case "RadioGroup", "ChipGroup", "MaterialButtonToggleGroup":
      return ViewClass(.linear(isVerticalByDefault: simple != "MaterialButtonToggleGroup"))
    case "AppBarLayout": return ViewClass(.appBar)
    case "RelativeLayout": return ViewClass(.relative)
    case "ConstraintLayout", "MotionLayout": return ViewClass(.constraint)
    case "ScrollView", "NestedScrollView": return ViewClass(.scroll(isHorizontal: false))
    case "HorizontalScrollView": return ViewClass(.scroll(isHorizontal: true))
    case "CoordinatorLayout": return ViewClass(.coordinator)
    case "Toolbar", "MaterialToolbar":
      return ViewClass(
        .toolbar,
        defaultStyle: fullName.contains(".") ? .app("toolbarStyle") : .android("toolbarStyle")
      )
    default: return nil
    }
  }

  /// Known classes SceneDiff lays out only in part, with a warning: ConstraintLayout helpers,
  /// views whose content comes in code at run time, and GridLayout.
  private static func knownInPart(_ simple: String) -> ViewClass? {
    switch simple {
    case "fragment":
      return ViewClass(
        .frame,
        warning: "a <fragment>'s views are created in code at run time; SceneDiff lays it out "
          + "as an empty FrameLayout"
      )
    case "RecyclerView", "ListView", "GridView", "ViewPager", "ViewPager2", "Spinner",
      "ExpandableListView", "Gallery":
      return ViewClass(
        .view,
        warning: "\(simple) creates its items in code at run time; SceneDiff lays it out as an "
          + "empty View"
      )
    default: return nil
    }
  }

  /// The family an app or library class's name suggests.
  private static func byName(
    _ simple: String,
    hasChildren: Bool,
    isMaterialTheme: Bool
  ) -> ViewClass {
    let ratios: [(prefix: String, numerator: Int, denominator: Int)] = [
      ("ThreeTwo", 2, 3), ("FourThree", 3, 4), ("SixteenNine", 9, 16), ("Square", 1, 1),
    ]
    for ratio in ratios where simple.hasPrefix(ratio.prefix) {
      if simple.hasSuffix("ImageView") || simple.hasSuffix("Image") {
        return ViewClass(.ratioImage(numerator: ratio.numerator, denominator: ratio.denominator))
      }
      if ratio.prefix == "Square" && simple.hasSuffix("Layout") { return ViewClass(.squareFrame) }
    }
    let suffixes: [(suffix: String, family: ViewFamily)] = [
      ("FrameLayout", .frame), ("LinearLayout", .linear(isVerticalByDefault: false)),
      ("RelativeLayout", .relative), ("ConstraintLayout", .constraint),
      ("MotionLayout", .constraint), ("CoordinatorLayout", .coordinator),
      ("CardView", .card(isMaterial: false)), ("Toolbar", .toolbar),
      ("HorizontalScrollView", .scroll(isHorizontal: true)),
      ("ScrollView", .scroll(isHorizontal: false)), ("ImageButton", .image(isButton: true)),
      ("ImageView", .image(isButton: false)),
      ("Button", .text(isMaterialTheme ? .materialButton : .button)),
      ("EditText", .text(.editText)), ("TextView", .text(.plain)),
      ("CheckBox", .text(.compoundButton)), ("RadioButton", .text(.compoundButton)),
      ("Switch", .text(.compoundButton)), ("Layout", .frame),
    ]
    for entry in suffixes where simple.hasSuffix(entry.suffix) {
      return ViewClass(entry.family, defaultStyle: defaultStyle(of: entry.family))
    }
    return ViewClass(hasChildren ? .frame : .view)
  }

  /// The default style attribute of a family reached by name.
  private static func defaultStyle(of family: ViewFamily) -> AttributeKey? {
    switch family {
    case .text(.plain): .android("textViewStyle")
    case .text(.button): .android("buttonStyle")
    case .text(.materialButton): .app("materialButtonStyle")
    case .text(.editText): .android("editTextStyle")
    case .text(.compoundButton): .android("checkboxStyle")
    case .image(isButton: true): .android("imageButtonStyle")
    case .toolbar: .app("toolbarStyle")
    default: nil
    }
  }

  /// The known class a family stands for, for the note.
  static func baseName(of family: ViewFamily) -> String {
    switch family {
    case .view: "View"
    case .space: "Space"
    case .viewStub: "ViewStub"
    case .text(.plain): "TextView"
    case .text(.button): "Button"
    case .text(.materialButton): "MaterialButton"
    case .text(.compoundButton): "CompoundButton"
    case .text(.editText): "EditText"
    case .image(let isButton): isButton ? "ImageButton" : "ImageView"
    case .floatingActionButton: "FloatingActionButton"
    case .ratioImage(let numerator, let denominator):
      "ImageView with height = width × \(numerator) / \(denominator)"
    case .frame: "FrameLayout"
    case .squareFrame: "FrameLayout forced square"
    case .card: "CardView"
    case .collapsingToolbar: "CollapsingToolbarLayout"
    case .linear: "LinearLayout"
    case .appBar: "AppBarLayout"
    case .table: "TableLayout"
    case .tableRow: "TableRow"
    case .grid: "GridLayout"
    case .percentFrame: "PercentFrameLayout"
    case .percentRelative: "PercentRelativeLayout"
    case .relative: "RelativeLayout"
    case .constraint: "ConstraintLayout"
    case .scroll(let isHorizontal): isHorizontal ? "HorizontalScrollView" : "ScrollView"
    case .coordinator: "CoordinatorLayout"
    case .toolbar: "Toolbar"
    case .progressBar: "ProgressBar"
    }
  }

  /// A class name without its package (`android.widget.TextView` → `TextView`): the last
  /// non-empty part between dots, or the whole name when it has none.
  ///
  /// The same as `className.split(separator: ".").last ?? className`, without making a
  /// `Character` of every letter (this runs several times for each view).
  static func simpleName(_ className: String) -> String {
    // An ASCII native string's bytes in place (where every byte is a `Character`): the text
    // after its last dot, when something follows it; anything else below.
    let found = className.utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var lastDot = -1
      for (offset, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        if byte == UInt8(ascii: ".") { lastDot = offset }
      }
      guard lastDot >= 0 else { return className }
      guard lastDot + 1 < bytes.count else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[(lastDot + 1)...]), as: UTF8.self)
    }
    if let found = found ?? nil { return found }
    let utf8 = className.utf8
    guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return className }
    let start = utf8.index(after: dot)
    guard start != utf8.endIndex else {
      return className.split(separator: ".").last.map(String.init) ?? className
    }
    return String(className[start...])
  }
}
