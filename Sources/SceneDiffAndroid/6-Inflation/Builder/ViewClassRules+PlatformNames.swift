import SceneDiffCore

extension ViewClassRules {
  /// The view classes Android's inflater finds by an undotted name: it tries `android.widget.`,
  /// `android.webkit.` and `android.app.` (`PhoneLayoutInflater`), then `android.view.`; plus
  /// the tags it handles itself (`<blink>`; `<view>`, `<fragment>`, `<include>`, `<merge>` are
  /// read before a class is looked up).
  static let platformClassNames: [String] = [
    "AbsoluteLayout", "ActionMenuView", "AdapterViewFlipper", "AnalogClock",
    "AutoCompleteTextView", "Button", "CalendarView", "CheckBox", "CheckedTextView",
    "Chronometer", "DatePicker", "DialerFilter", "DigitalClock", "EditText", "ExpandableListView",
    "FrameLayout", "Gallery", "GridLayout", "GridView", "HorizontalScrollView", "ImageButton",
    "ImageSwitcher", "ImageView", "LinearLayout", "ListView", "MediaController",
    "MultiAutoCompleteTextView", "NumberPicker", "ProgressBar", "QuickContactBadge",
    "RadioButton", "RadioGroup", "RatingBar", "RelativeLayout", "ScrollView", "SearchView",
    "SeekBar", "SlidingDrawer", "Space", "Spinner", "StackView", "Switch", "TabHost",
    "TabWidget", "TableLayout", "TableRow", "TextClock", "TextSwitcher", "TextView",
    "TimePicker", "ToggleButton", "Toolbar", "TwoLineListItem", "VideoView", "ViewAnimator",
    "ViewFlipper", "ViewSwitcher", "ZoomButton", "ZoomControls", "WebView",
    "FragmentBreadCrumbs", "MediaRouteButton", "View", "ViewStub", "SurfaceView", "TextureView",
    "blink",
  ]

  /// The packages whose classes Android's inflater finds by an undotted name.
  private static let platformPackages = [
    "android.widget.", "android.webkit.", "android.app.", "android.view.",
  ]

  /// Whether `className` should name a platform class but names none.
  ///
  /// Such a name is undotted, or directly in one of the packages the inflater searches, and
  /// is neither a platform class nor a class SceneDiff knows by name (`viewClass` is
  /// approximated): Android cannot inflate it.
  static func isUnknownPlatformClass(_ className: String, _ viewClass: ViewClass) -> Bool {
    guard viewClass.approximatedAs != nil, let simple = platformSimpleName(className) else {
      return false
    }
    return !platformClassNames.contains(simple)
  }

  /// The platform class closest to the misspelled `className`, written with the same package
  /// (`LinearLayout`, `android.widget.LinearLayout`).
  static func platformSuggestion(for className: String) -> String? {
    guard let simple = platformSimpleName(className),
      let close = Suggestion.closest(to: simple, in: platformClassNames)
    else { return nil }
    return String(className.dropLast(simple.count)) + close
  }

  /// The simple name of an undotted class or of one directly in a platform package.
  private static func platformSimpleName(_ className: String) -> String? {
    guard className.contains(".") else { return className }
    for package in platformPackages where className.hasPrefix(package) {
      let simple = className.dropFirst(package.count)
      return simple.contains(".") ? nil : String(simple)
    }
    return nil
  }
}
