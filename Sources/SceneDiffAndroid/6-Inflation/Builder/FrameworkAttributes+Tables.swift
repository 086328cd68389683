extension FrameworkAttributes {
  /// `View`: what every view reads, most of it without effect on layout (`onClick`,
  /// `contentDescription`, `focusable`…).
  static let view: [String] = [
    "id", "tag", "scrollX", "scrollY", "background", "padding", "paddingLeft", "paddingTop",
    "paddingRight", "paddingBottom", "paddingStart", "paddingEnd", "paddingHorizontal",
    "paddingVertical", "focusable", "focusableInTouchMode", "focusedByDefault", "visibility",
    "fitsSystemWindows", "scrollbars", "scrollbarStyle", "isScrollContainer", "fadeScrollbars",
    "scrollbarFadeDuration", "scrollbarDefaultDelayBeforeFade", "scrollbarSize",
    "scrollbarThumbHorizontal", "scrollbarThumbVertical", "scrollbarTrackHorizontal",
    "scrollbarTrackVertical", "scrollbarAlwaysDrawHorizontalTrack",
    "scrollbarAlwaysDrawVerticalTrack", "fadingEdge", "requiresFadingEdge", "fadingEdgeLength",
    "nextFocusLeft", "nextFocusRight", "nextFocusUp", "nextFocusDown", "nextFocusForward",
    "nextClusterForward", "keyboardNavigationCluster", "clickable", "longClickable",
    "contextClickable", "saveEnabled", "filterTouchesWhenObscured", "drawingCacheQuality",
    "keepScreenOn", "duplicateParentState", "minHeight", "minWidth", "soundEffectsEnabled",
    "hapticFeedbackEnabled", "contentDescription", "tooltipText", "accessibilityTraversalBefore",
    "accessibilityTraversalAfter", "accessibilityLiveRegion", "accessibilityHeading",
    "accessibilityPaneTitle", "screenReaderFocusable", "importantForAccessibility", "labelFor",
    "onClick", "overScrollMode", "alpha", "elevation", "translationX", "translationY",
    "translationZ", "transformPivotX", "transformPivotY", "rotation", "rotationX", "rotationY",
    "scaleX", "scaleY", "verticalScrollbarPosition", "layerType", "layoutDirection",
    "textDirection", "textAlignment", "theme", "transitionName", "nestedScrollingEnabled",
    "stateListAnimator", "backgroundTint", "backgroundTintMode", "outlineProvider",
    "outlineSpotShadowColor", "outlineAmbientShadowColor", "foreground", "foregroundGravity",
    "foregroundTint", "foregroundTintMode", "scrollIndicators", "pointerIcon",
    "forceHasOverlappingRendering", "defaultFocusHighlightEnabled", "autofillHints",
    "importantForAutofill", "importantForContentCapture", "forceDarkAllowed", "enabled",
    "allowClickWhenDisabled", "preferKeepClear", "clipToOutline", "autoHandwritingEnabled",
  ]

  /// `ViewGroup`: what every container reads.
  static let viewGroup: [String] = [
    "clipChildren", "clipToPadding", "layoutAnimation", "animationCache",
    "persistentDrawingCache", "alwaysDrawnWithCache", "addStatesFromChildren",
    "descendantFocusability", "touchscreenBlocksFocus", "splitMotionEvents",
    "animateLayoutChanges", "layoutMode", "transitionGroup",
  ]

  /// Every framework layout parameter (`ViewGroup`, margins, `LinearLayout`, `FrameLayout`,
  /// `RelativeLayout`, `GridLayout`, `TableRow`, `AbsoluteLayout`): which apply depends on the
  /// parent, so every view knows them all.
  static let layoutParams: [String] = [
    "layout_width", "layout_height", "layout_margin", "layout_marginLeft", "layout_marginTop",
    "layout_marginRight", "layout_marginBottom", "layout_marginStart", "layout_marginEnd",
    "layout_marginHorizontal", "layout_marginVertical", "layout_gravity", "layout_weight",
    "layout_x", "layout_y", "layout_toLeftOf", "layout_toRightOf", "layout_above", "layout_below",
    "layout_alignBaseline", "layout_alignLeft", "layout_alignTop", "layout_alignRight",
    "layout_alignBottom", "layout_alignParentLeft", "layout_alignParentTop",
    "layout_alignParentRight", "layout_alignParentBottom", "layout_centerInParent",
    "layout_centerHorizontal", "layout_centerVertical", "layout_alignWithParentIfMissing",
    "layout_toStartOf", "layout_toEndOf", "layout_alignStart", "layout_alignEnd",
    "layout_alignParentStart", "layout_alignParentEnd", "layout_row", "layout_rowSpan",
    "layout_rowWeight", "layout_column", "layout_columnSpan", "layout_columnWeight", "layout_span",
  ]

  /// `TextView` (and so `Button`, `EditText`…).
  static let textView: [String] = [
    "text", "hint", "textAppearance", "textColor", "textColorHighlight", "textColorHint",
    "textColorLink", "textSize", "textScaleX", "typeface", "textStyle", "fontFamily",
    "textFontWeight", "textLocale", "fontFeatureSettings", "fontVariationSettings", "textAllCaps",
    "letterSpacing", "elegantTextHeight", "fallbackLineSpacing", "shadowColor", "shadowDx",
    "shadowDy", "shadowRadius", "gravity", "autoLink", "linksClickable", "maxLines", "lines",
    "minLines", "maxHeight", "height", "width", "maxWidth", "ems", "maxEms", "minEms",
    "scrollHorizontally", "password", "singleLine", "selectAllOnFocus", "includeFontPadding",
    "maxLength", "cursorVisible", "ellipsize", "marqueeRepeatLimit", "bufferType", "editable",
    "inputMethod", "numeric", "digits", "phoneNumber", "autoText", "capitalize", "inputType",
    "imeOptions", "privateImeOptions", "imeActionLabel", "imeActionId", "editorExtras",
    "freezesText", "drawableTop", "drawableBottom", "drawableLeft", "drawableRight",
    "drawableStart", "drawableEnd", "drawablePadding", "drawableTint", "drawableTintMode",
    "lineSpacingExtra", "lineSpacingMultiplier", "lineHeight", "firstBaselineToTopHeight",
    "lastBaselineToBottomHeight", "textCursorDrawable", "textSelectHandle",
    "textSelectHandleLeft", "textSelectHandleRight", "textIsSelectable", "breakStrategy",
    "hyphenationFrequency", "justificationMode", "autoSizeTextType", "autoSizeMinTextSize",
    "autoSizeMaxTextSize", "autoSizeStepGranularity", "autoSizePresetSizes", "lineBreakStyle",
    "lineBreakWordStyle", "allowUndo", "textEditSuggestionItemLayout",
  ]

  /// `CompoundButton` (`CheckBox`, `RadioButton`, `Switch`).
  static let compoundButton: [String] = [
    "button", "buttonTint", "buttonTintMode", "checked",
  ]

  /// `Switch` and `SwitchCompat` beyond `CompoundButton`.
  static let switchButton: [String] = [
    "thumb", "track", "textOn", "textOff", "thumbTextPadding", "switchTextAppearance",
    "switchMinWidth", "switchPadding", "splitTrack", "showText", "thumbTint", "thumbTintMode",
    "trackTint", "trackTintMode",
  ]

  /// `ToggleButton` beyond `CompoundButton`.
  static let toggleButton: [String] = [
    "textOn", "textOff", "disabledAlpha",
  ]

  /// `CheckedTextView` beyond `TextView`.
  static let checkedTextView: [String] = [
    "checkMark", "checkMarkTint", "checkMarkTintMode", "checked",
  ]

  /// `AutoCompleteTextView` beyond `EditText`.
  static let autoCompleteTextView: [String] = [
    "completionHint", "completionHintView", "completionThreshold", "dropDownSelector",
    "dropDownAnchor", "dropDownWidth", "dropDownHeight", "dropDownHorizontalOffset",
    "dropDownVerticalOffset", "popupBackground", "popupElevation", "popupTheme",
  ]

  /// A `MaterialButton`'s insets (a `<Button>` is one in a Material Components theme).
  static let buttonInsets: [String] = [
    "insetLeft", "insetTop", "insetRight", "insetBottom",
  ]

  /// `ImageView` (and so `ImageButton`, `FloatingActionButton`).
  static let imageView: [String] = [
    "src", "scaleType", "adjustViewBounds", "maxWidth", "maxHeight", "tint", "tintMode",
    "baseline", "baselineAlignBottom", "cropToPadding",
  ]

  /// `ProgressBar`.
  static let progressBar: [String] = [
    "min", "max", "progress", "secondaryProgress", "indeterminate", "indeterminateOnly",
    "indeterminateDrawable", "progressDrawable", "indeterminateDuration", "indeterminateBehavior",
    "minWidth", "maxWidth", "minHeight", "maxHeight", "interpolator", "animationResolution",
    "mirrorForRtl", "progressTint", "progressTintMode", "progressBackgroundTint",
    "progressBackgroundTintMode", "secondaryProgressTint", "secondaryProgressTintMode",
    "indeterminateTint", "indeterminateTintMode",
  ]

  /// `SeekBar` (`AbsSeekBar`) beyond `ProgressBar`.
  static let seekBar: [String] = [
    "thumb", "thumbOffset", "splitTrack", "thumbTint", "thumbTintMode", "tickMark",
    "tickMarkTint", "tickMarkTintMode", "disabledAlpha",
  ]

  /// `RatingBar` beyond `AbsSeekBar`.
  static let ratingBar: [String] = [
    "numStars", "rating", "stepSize", "isIndicator",
  ]

  /// `FrameLayout` (and so `ScrollView`, `CardView`…).
  static let frameLayout: [String] = [
    "foreground", "foregroundGravity", "measureAllChildren", "foregroundTint",
    "foregroundTintMode",
  ]

  /// `LinearLayout` (and so `RadioGroup`, `TableLayout`, `AppBarLayout`…).
  static let linearLayout: [String] = [
    "orientation", "gravity", "baselineAligned", "baselineAlignedChildIndex", "weightSum",
    "measureWithLargestChild", "divider", "showDividers", "dividerPadding",
  ]

  /// `RelativeLayout`.
  static let relativeLayout: [String] = [
    "gravity", "ignoreGravity",
  ]

  /// `ScrollView`, `HorizontalScrollView` and `NestedScrollView` beyond `FrameLayout`.
  static let scrollView: [String] = [
    "fillViewport"
  ]

  /// The framework attributes `ConstraintLayout` reads (its own are `app:`).
  static let constraintLayout: [String] = [
    "orientation", "minWidth", "maxWidth", "minHeight", "maxHeight",
  ]

  /// `Toolbar` (the framework's; AppCompat's are `app:`).
  static let toolbar: [String] = [
    "title", "subtitle", "titleTextAppearance", "subtitleTextAppearance", "titleMargin",
    "titleMarginStart", "titleMarginEnd", "titleMarginTop", "titleMarginBottom",
    "contentInsetStart", "contentInsetEnd", "contentInsetLeft", "contentInsetRight",
    "contentInsetStartWithNavigation", "contentInsetEndWithActions", "maxButtonHeight",
    "buttonGravity", "collapseIcon", "collapseContentDescription", "popupTheme", "navigationIcon",
    "navigationContentDescription", "logo", "logoDescription", "titleTextColor",
    "subtitleTextColor", "gravity",
  ]

  /// `AbsListView` (`ListView`, `GridView`).
  static let absListView: [String] = [
    "listSelector", "drawSelectorOnTop", "stackFromBottom", "scrollingCache", "textFilterEnabled",
    "transcriptMode", "cacheColorHint", "fastScrollEnabled", "fastScrollStyle", "smoothScrollbar",
    "choiceMode", "fastScrollAlwaysVisible",
  ]

  /// `ListView` beyond `AbsListView`.
  static let listView: [String] = [
    "entries", "divider", "dividerHeight", "headerDividersEnabled", "footerDividersEnabled",
    "overScrollHeader", "overScrollFooter",
  ]

  /// `GridView` beyond `AbsListView`.
  static let gridView: [String] = [
    "horizontalSpacing", "verticalSpacing", "stretchMode", "columnWidth", "numColumns", "gravity",
  ]

  /// `ExpandableListView` beyond `ListView`.
  static let expandableListView: [String] = [
    "groupIndicator", "childIndicator", "indicatorLeft", "indicatorRight", "childIndicatorLeft",
    "childIndicatorRight", "childDivider", "indicatorStart", "indicatorEnd",
    "childIndicatorStart", "childIndicatorEnd",
  ]

  /// `Spinner`.
  static let spinner: [String] = [
    "entries", "prompt", "spinnerMode", "dropDownWidth", "dropDownHorizontalOffset",
    "dropDownVerticalOffset", "dropDownSelector", "popupBackground", "popupElevation", "gravity",
    "popupTheme",
  ]

  /// `Gallery`.
  static let gallery: [String] = [
    "entries", "gravity", "animationDuration", "spacing", "unselectedAlpha",
  ]

  /// `ViewAnimator`, `ViewFlipper`, `AdapterViewAnimator` and `AdapterViewFlipper`.
  static let viewAnimator: [String] = [
    "inAnimation", "outAnimation", "animateFirstView", "loopViews", "flipInterval", "autoStart",
  ]

  /// `GridLayout`.
  static let gridLayout: [String] = [
    "orientation", "rowCount", "columnCount", "useDefaultMargins", "alignmentMode",
    "rowOrderPreserved", "columnOrderPreserved",
  ]

  /// `TableLayout` beyond `LinearLayout`.
  static let tableLayout: [String] = [
    "stretchColumns", "shrinkColumns", "collapseColumns",
  ]

  /// `RadioGroup` beyond `LinearLayout`.
  static let radioGroup: [String] = [
    "checkedButton"
  ]

  /// `ViewStub`.
  static let viewStub: [String] = [
    "inflatedId", "layout",
  ]

  /// `<fragment>` and `FragmentContainerView`: the fragment class and its tag.
  static let fragment: [String] = [
    "name", "tag",
  ]

  /// `SearchView`.
  static let searchView: [String] = [
    "layout", "iconifiedByDefault", "maxWidth", "queryHint", "imeOptions", "inputType",
    "queryBackground", "submitBackground", "searchHintIcon", "searchIcon", "goIcon", "voiceIcon",
    "commitIcon", "suggestionRowLayout", "closeIcon",
  ]

  /// Other platform widgets, which SceneDiff lays out only as their base class: `TextClock`,
  /// `Chronometer`, `DatePicker`, `TimePicker`, `CalendarView`, `TabWidget`, `SlidingDrawer`,
  /// `TwoLineListItem`, `NumberPicker`, `AnalogClock`, `KeyboardView`, `GestureOverlayView`.
  static let otherWidgets: [String] = [
    "format12Hour", "format24Hour", "timeZone", "format", "countDown", "startYear", "endYear",
    "minDate", "maxDate", "spinnersShown", "calendarViewShown", "datePickerMode",
    "firstDayOfWeek", "headerBackground", "timePickerMode", "showWeekNumber", "shownWeekCount",
    "selectedWeekBackgroundColor", "focusedMonthDateColor", "unfocusedMonthDateColor",
    "weekNumberColor", "weekSeparatorLineColor", "selectedDateVerticalBar",
    "weekDayTextAppearance", "dateTextAppearance", "yearListItemTextAppearance",
    "yearListSelectorColor", "calendarTextColor", "dayOfWeekBackground",
    "dayOfWeekTextAppearance", "headerMonthTextAppearance", "headerDayOfMonthTextAppearance",
    "headerYearTextAppearance", "headerTimeTextAppearance", "headerAmPmTextAppearance",
    "numbersTextColor", "numbersBackgroundColor", "numbersSelectorColor", "numbersInnerTextColor",
    "amPmTextColor", "amPmBackgroundColor", "tabStripEnabled", "tabStripLeft", "tabStripRight",
    "handle", "content", "bottomOffset", "topOffset", "allowSingleTap", "animateOnClick", "mode",
    "solidColor", "dial", "hand_hour", "hand_minute", "keyBackground", "keyTextSize",
    "keyTextColor", "labelTextSize", "keyPreviewLayout", "keyPreviewOffset", "keyPreviewHeight",
    "verticalCorrection", "popupLayout", "gestureStrokeWidth", "gestureColor",
    "uncertainGestureColor", "fadeOffset", "fadeDuration", "gestureStrokeType",
    "gestureStrokeLengthThreshold", "gestureStrokeSquarenessThreshold",
    "gestureStrokeAngleThreshold", "eventsInterceptionEnabled", "fadeEnabled",
  ]

  /// Platform attributes that library and app views declare for themselves, so they are
  /// legal on such views: Material's `checkable` (MaterialCardView, MaterialButton, Chip), a
  /// Slider's `value`, `valueFrom` and `valueTo`, a TabItem's `icon`, and drawable, animation
  /// and theme attributes custom views reuse (`color`, `drawable`, `duration`, `radius`…).
  static let reusedByLibraries: [String] = [
    "checkable", "value", "valueFrom", "valueTo", "icon", "label", "color", "drawable",
    "duration", "radius", "angle", "startColor", "centerColor", "endColor", "strokeWidth",
    "strokeColor", "fillColor", "strokeAlpha", "fillAlpha", "shape", "dither", "antialias",
    "tileMode", "autoMirrored", "visible", "useLevel", "innerRadius", "thickness", "summary",
    "key", "dialogTitle", "colorAccent", "colorPrimary", "colorControlNormal", "textColorPrimary",
    "textColorSecondary", "startOffset", "repeatCount", "repeatMode",
  ]
}
