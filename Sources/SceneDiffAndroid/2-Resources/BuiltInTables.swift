import SceneDiffCore

/// The rows of ``BuiltInResources``: values, themes, widget styles and drawables.
///
/// Values are `(type, name, qualifiers, value)`; an empty qualifier string is the default
/// folder. Themes carry the attributes layouts read (`actionBarSize`, the default widget
/// styles, the text appearances); widget styles carry the sizes of §9.
enum BuiltInTables {
  /// `@android:type/name` values.
  static let frameworkValues: [(String, String, String, String)] = [
    ("dimen", "action_bar_default_height_material", "", "56dp"),
    ("dimen", "action_bar_default_height_material", "land", "48dp"),
    ("dimen", "action_bar_content_inset_material", "", "16dp"),
    ("dimen", "action_bar_content_inset_with_nav", "", "72dp"),
    ("dimen", "app_icon_size", "", "48dp"),
    ("dimen", "notification_large_icon_width", "", "64dp"),
    ("color", "transparent", "", "#00000000"), ("color", "black", "", "#ff000000"),
    ("color", "white", "", "#ffffffff"), ("color", "darker_gray", "", "#aaa"),
    ("color", "background_dark", "", "#ff000000"), ("color", "background_light", "", "#ffffffff"),
    ("color", "holo_blue_light", "", "#ff33b5e5"), ("color", "holo_blue_dark", "", "#ff0099cc"),
    ("color", "holo_green_light", "", "#ff99cc00"), ("color", "holo_green_dark", "", "#ff669900"),
    ("color", "holo_red_light", "", "#ffff4444"), ("color", "holo_red_dark", "", "#ffcc0000"),
    ("color", "holo_orange_light", "", "#ffffbb33"),
    ("color", "holo_orange_dark", "", "#ffff8800"), ("color", "holo_purple", "", "#ffaa66cc"),
    ("color", "primary_text_light", "", "#de000000"),
    ("color", "secondary_text_light", "", "#8a000000"),
    ("string", "ok", "", "OK"), ("string", "cancel", "", "Cancel"),
    ("integer", "config_shortAnimTime", "", "200"),
    ("integer", "config_mediumAnimTime", "", "400"),
    ("integer", "config_longAnimTime", "", "500"),
  ]

  /// Library (`@type/name` without a package) values: AppCompat, Material Components, CardView.
  static let libraryValues: [(String, String, String, String)] = [
    ("dimen", "abc_action_bar_default_height_material", "", "56dp"),
    ("dimen", "abc_action_bar_default_height_material", "sw600dp", "64dp"),
    ("dimen", "abc_action_bar_content_inset_material", "", "16dp"),
    ("dimen", "abc_action_bar_content_inset_material", "sw600dp", "24dp"),
    ("dimen", "abc_action_bar_content_inset_with_nav", "", "72dp"),
    ("dimen", "abc_list_item_height_small_material", "", "48dp"),
    ("dimen", "abc_list_item_height_material", "", "64dp"),
    ("dimen", "abc_list_item_height_large_material", "", "80dp"),
    (
      "dimen", "abc_list_item_padding_horizontal_material", "",
      "@dimen/abc_action_bar_content_inset_material"
    ),
    ("dimen", "design_fab_size_normal", "", "56dp"), ("dimen", "design_fab_size_mini", "", "40dp"),
    ("dimen", "cardview_default_radius", "", "2dp"),
    ("dimen", "cardview_default_elevation", "", "2dp"),
    ("color", "cardview_light_background", "", "#FFFFFFFF"),
    ("color", "cardview_dark_background", "", "#FF424242"),
    ("color", "design_default_color_primary", "", "#FF6200EE"),
    ("color", "design_default_color_secondary", "", "#FF03DAC6"),
    ("color", "material_on_surface_emphasis_medium", "", "#99000000"),
    // Material Components' minimum touch target (`mtrl_min_touch_target_size`, 48dp), which
    // both its M2 and its Material 3 themes give `minTouchTargetSize`.
    ("dimen", "mtrl_min_touch_target_size", "", "48dp"),
    (
      "string", "appbar_scrolling_view_behavior", "",
      "com.google.android.material.appbar.AppBarLayout$ScrollingViewBehavior"
    ),
    (
      "string", "bottom_sheet_behavior", "",
      "com.google.android.material.bottomsheet.BottomSheetBehavior"
    ),
    (
      "string", "hide_bottom_view_on_scroll_behavior", "",
      "com.google.android.material.behavior.HideBottomViewOnScrollBehavior"
    ),
  ]

  // MARK: - Themes

  /// What every framework Material theme sets.
  private static let frameworkThemeItems: [(String, String)] = [
    ("android:textViewStyle", "@android:style/Widget.Material.TextView"),
    ("android:buttonStyle", "@android:style/Widget.Material.Button"),
    ("android:borderlessButtonStyle", "@android:style/Widget.Material.Button.Borderless"),
    ("android:radioButtonStyle", "@android:style/Widget.Material.CompoundButton.RadioButton"),
    ("android:checkboxStyle", "@android:style/Widget.Material.CompoundButton.CheckBox"),
    ("android:switchStyle", "@android:style/Widget.Material.CompoundButton.Switch"),
    ("android:editTextStyle", "@android:style/Widget.Material.EditText"),
    ("android:imageButtonStyle", "@android:style/Widget.Material.ImageButton"),
    ("android:toolbarStyle", "@android:style/Widget.Material.Toolbar"),
    ("android:textAppearance", "@android:style/TextAppearance.Material"),
    ("android:textAppearanceSmall", "@android:style/TextAppearance.Material.Small"),
    ("android:textAppearanceMedium", "@android:style/TextAppearance.Material.Medium"),
    ("android:textAppearanceLarge", "@android:style/TextAppearance.Material.Large"),
    ("android:textAppearanceSmallInverse", "@android:style/TextAppearance.Material.Small.Inverse"),
    (
      "android:textAppearanceMediumInverse",
      "@android:style/TextAppearance.Material.Medium.Inverse"
    ),
    ("android:textAppearanceLargeInverse", "@android:style/TextAppearance.Material.Large.Inverse"),
    ("android:textAppearanceButton", "@android:style/TextAppearance.Material.Widget.Button"),
    ("android:textAppearanceListItem", "@android:style/TextAppearance.Material.Subhead"),
    ("android:textAppearanceListItemSmall", "@android:style/TextAppearance.Material.Subhead"),
    ("android:actionBarSize", "@android:dimen/action_bar_default_height_material"),
    ("android:listPreferredItemHeight", "64dp"), ("android:listPreferredItemHeightSmall", "48dp"),
    ("android:listPreferredItemHeightLarge", "80dp"),
    ("android:selectableItemBackground", "@android:drawable/item_background_material"),
    (
      "android:selectableItemBackgroundBorderless",
      "@android:drawable/item_background_borderless_material"
    ),
    ("android:listChoiceIndicatorSingle", "@android:drawable/btn_radio_material"),
    ("android:listChoiceIndicatorMultiple", "@android:drawable/btn_check_material"),
    ("android:colorPrimary", "#ff3f51b5"), ("android:colorPrimaryDark", "#ff303f9f"),
    ("android:colorAccent", "#ffff4081"), ("android:colorControlNormal", "#8a000000"),
    ("android:colorControlHighlight", "#1f000000"), ("android:colorBackground", "#fffafafa"),
    ("android:windowBackground", "#fffafafa"), ("android:colorForeground", "#ff000000"),
    ("android:textColorPrimary", "#de000000"), ("android:textColorSecondary", "#8a000000"),
    ("android:textColorTertiary", "#61000000"), ("android:textColorPrimaryInverse", "#ffffffff"),
    ("android:textColorSecondaryInverse", "#b3ffffff"), ("android:colorError", "#ffb00020"),
    ("android:statusBarColor", "#ff303f9f"), ("android:navigationBarColor", "#ff000000"),
    // themes_material.xml (aosp-mirror/platform_frameworks_base @0114dc52, Theme.Material and
    // Theme.Material.Light alike).
    ("android:progressBarStyle", "@android:style/Widget.Material.ProgressBar"),
    ("android:progressBarStyleHorizontal", "@android:style/Widget.Material.ProgressBar.Horizontal"),
    ("android:progressBarStyleSmall", "@android:style/Widget.Material.ProgressBar.Small"),
    ("android:progressBarStyleLarge", "@android:style/Widget.Material.ProgressBar.Large"),
    ("android:dropDownItemStyle", "@android:style/Widget.Material.DropDownItem"),
    (
      "android:textAppearanceLargePopupMenu",
      "@android:style/TextAppearance.Material.Widget.PopupMenu.Large"
    ),
    (
      "android:textAppearanceSmallPopupMenu",
      "@android:style/TextAppearance.Material.Widget.PopupMenu.Small"
    ),
    // themes_material.xml: colorButtonNormal is btn_default_material_light (its default state
    // button_material_light, colors_material.xml), colorControlActivated ?attr/colorAccent,
    // the list paddings list_item_padding_horizontal_material (16dp, dimens_material.xml).
    ("android:colorButtonNormal", "#ffd6d7d7"),
    ("android:colorControlActivated", "?android:attr/colorAccent"),
    ("android:listPreferredItemPaddingLeft", "16dp"),
    ("android:listPreferredItemPaddingRight", "16dp"),
    ("android:listPreferredItemPaddingStart", "16dp"),
    ("android:listPreferredItemPaddingEnd", "16dp"),
  ]

  /// What every AppCompat theme adds (AppCompat widgets and its `app:` attributes).
  private static let appCompatThemeItems: [(String, String)] = [
    ("android:buttonStyle", "@style/Widget.AppCompat.Button"),
    ("android:radioButtonStyle", "@style/Widget.AppCompat.CompoundButton.RadioButton"),
    ("android:checkboxStyle", "@style/Widget.AppCompat.CompoundButton.CheckBox"),
    ("android:imageButtonStyle", "@style/Widget.AppCompat.ImageButton"),
    ("android:editTextStyle", "@style/Widget.AppCompat.EditText"),
    ("android:textAppearanceSmall", "@style/TextAppearance.AppCompat.Small"),
    ("android:textAppearanceMedium", "@style/TextAppearance.AppCompat.Medium"),
    ("android:textAppearanceLarge", "@style/TextAppearance.AppCompat.Large"),
    ("android:textAppearanceButton", "@style/TextAppearance.AppCompat.Widget.Button"),
    ("buttonStyle", "@style/Widget.AppCompat.Button"),
    ("borderlessButtonStyle", "@style/Widget.AppCompat.Button.Borderless"),
    ("toolbarStyle", "@style/Widget.AppCompat.Toolbar"),
    ("switchStyle", "@style/Widget.AppCompat.CompoundButton.Switch"),
    ("cardViewStyle", "@style/CardView"),
    ("actionBarSize", "@dimen/abc_action_bar_default_height_material"),
    ("listPreferredItemHeight", "@dimen/abc_list_item_height_material"),
    ("listPreferredItemHeightSmall", "@dimen/abc_list_item_height_small_material"),
    ("listPreferredItemHeightLarge", "@dimen/abc_list_item_height_large_material"),
    ("textAppearanceListItem", "@style/TextAppearance.AppCompat.Subhead"),
    ("textAppearanceListItemSmall", "@style/TextAppearance.AppCompat.Subhead"),
    ("textAppearanceLargePopupMenu", "@style/TextAppearance.AppCompat.Large"),
    ("textAppearanceSmallPopupMenu", "@style/TextAppearance.AppCompat.Small"),
    ("selectableItemBackground", "@android:drawable/item_background_material"),
    ("selectableItemBackgroundBorderless", "@android:drawable/item_background_borderless_material"),
    ("colorPrimary", "#ff3f51b5"), ("colorPrimaryDark", "#ff303f9f"),
    ("colorAccent", "#ffff4081"), ("colorControlNormal", "#8a000000"),
    ("colorControlHighlight", "#1f000000"), ("colorButtonNormal", "#ffd6d7d7"),
    // AppCompat res/values/themes_base.xml (Base.V7.Theme.AppCompat and its Light variant).
    ("actionBarItemBackground", "?attr/selectableItemBackgroundBorderless"),
    ("colorControlActivated", "?attr/colorAccent"),
    ("dropdownListPreferredItemHeight", "?attr/listPreferredItemHeightSmall"),
    ("editTextColor", "?android:attr/textColorPrimary"),
    ("listPreferredItemPaddingLeft", "@dimen/abc_list_item_padding_horizontal_material"),
    ("listPreferredItemPaddingRight", "@dimen/abc_list_item_padding_horizontal_material"),
    ("listPreferredItemPaddingStart", "@dimen/abc_list_item_padding_horizontal_material"),
    ("listPreferredItemPaddingEnd", "@dimen/abc_list_item_padding_horizontal_material"),
  ]

  /// What Material Components themes add.
  private static let materialThemeItems: [(String, String)] = [
    ("materialButtonStyle", "@style/Widget.MaterialComponents.Button"),
    ("borderlessButtonStyle", "@style/Widget.MaterialComponents.Button.TextButton"),
    ("floatingActionButtonStyle", "@style/Widget.MaterialComponents.FloatingActionButton"),
    ("materialCardViewStyle", "@style/Widget.MaterialComponents.CardView"),
    ("toolbarStyle", "@style/Widget.MaterialComponents.Toolbar"),
    ("textAppearanceHeadline1", "@style/TextAppearance.MaterialComponents.Headline1"),
    ("textAppearanceHeadline2", "@style/TextAppearance.MaterialComponents.Headline2"),
    ("textAppearanceHeadline3", "@style/TextAppearance.MaterialComponents.Headline3"),
    ("textAppearanceHeadline4", "@style/TextAppearance.MaterialComponents.Headline4"),
    ("textAppearanceHeadline5", "@style/TextAppearance.MaterialComponents.Headline5"),
    ("textAppearanceHeadline6", "@style/TextAppearance.MaterialComponents.Headline6"),
    ("textAppearanceSubtitle1", "@style/TextAppearance.MaterialComponents.Subtitle1"),
    ("textAppearanceSubtitle2", "@style/TextAppearance.MaterialComponents.Subtitle2"),
    ("textAppearanceBody1", "@style/TextAppearance.MaterialComponents.Body1"),
    ("textAppearanceBody2", "@style/TextAppearance.MaterialComponents.Body2"),
    ("textAppearanceButton", "@style/TextAppearance.MaterialComponents.Button"),
    ("textAppearanceCaption", "@style/TextAppearance.MaterialComponents.Caption"),
    ("textAppearanceOverline", "@style/TextAppearance.MaterialComponents.Overline"),
    ("colorPrimary", "#ff6200ee"), ("colorPrimaryVariant", "#ff3700b3"),
    ("colorSecondary", "#ff03dac6"), ("colorSecondaryVariant", "#ff018786"),
    ("colorSurface", "#ffffffff"), ("colorOnSurface", "#ff000000"),
    ("colorOnPrimary", "#ffffffff"), ("colorOnSecondary", "#ff000000"),
    ("colorError", "#ffb00020"), ("colorOnError", "#ffffffff"),
    // MDC theme/res/values/themes_base_bridge.xml (1.14.0), light themes.
    ("colorPrimarySurface", "?attr/colorPrimary"),
    ("colorOnPrimarySurface", "?attr/colorOnPrimary"),
    ("minTouchTargetSize", "@dimen/mtrl_min_touch_target_size"),
  ]

  /// Framework styles: themes and widgets.
  static let frameworkStyles: [BuiltInStyleDefinition] =
    [
      BuiltInStyleDefinition("Theme", parent: "", frameworkThemeItems),
      BuiltInStyleDefinition("Theme.Material", parent: "android:Theme"),
      BuiltInStyleDefinition("Theme.Material.Light", parent: "android:Theme"),
      BuiltInStyleDefinition("Theme.DeviceDefault", parent: "android:Theme.Material"),
      BuiltInStyleDefinition("Theme.DeviceDefault.Light", parent: "android:Theme.Material.Light"),
      BuiltInStyleDefinition("Theme.Holo", parent: "android:Theme"),
      BuiltInStyleDefinition("Theme.Holo.Light", parent: "android:Theme"),
    ]
    + variants("Theme.Material") + variants("Theme.Material.Light")
    + variants("Theme.DeviceDefault") + variants("Theme.DeviceDefault.Light")
    + [
      BuiltInStyleDefinition("ThemeOverlay.Material", parent: ""),
      BuiltInStyleDefinition("ThemeOverlay.Material.Dark"),
      BuiltInStyleDefinition("ThemeOverlay.Material.Light"),
      BuiltInStyleDefinition("ThemeOverlay.Material.ActionBar"),
      BuiltInStyleDefinition("ThemeOverlay.Material.Dark.ActionBar"),
      BuiltInStyleDefinition("Widget", parent: ""),
      BuiltInStyleDefinition("Widget.Material", parent: "android:Widget"),
      BuiltInStyleDefinition(
        "Widget.Material.TextView",
        [("android:textAppearance", "?android:attr/textAppearanceSmall")]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.Button",
        [
          ("android:background", "@android:drawable/btn_default_material"),
          ("android:textAppearance", "?android:attr/textAppearanceButton"),
          ("android:minHeight", "48dp"), ("android:minWidth", "88dp"),
          ("android:gravity", "center_vertical|center_horizontal"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.Button.Borderless",
        [("android:background", "@android:drawable/btn_borderless_material")]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.ImageButton",
        [
          ("android:background", "@android:drawable/btn_default_material"),
          ("android:scaleType", "center"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.CompoundButton",
        [
          ("android:background", "?android:attr/selectableItemBackgroundBorderless"),
          ("android:textAppearance", "?android:attr/textAppearance"),
          ("android:gravity", "center_vertical|start"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.CompoundButton.RadioButton",
        [("android:button", "?android:attr/listChoiceIndicatorSingle")]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.CompoundButton.CheckBox",
        [("android:button", "?android:attr/listChoiceIndicatorMultiple")]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.CompoundButton.Switch",
        [("android:button", "@null")]
      ),
      BuiltInStyleDefinition(
        "Widget.Material.EditText",
        [("android:textAppearance", "?android:attr/textAppearanceMediumInverse")]
      ),
      // The styles the theme items above name. Their contents are SceneDiff's: a ProgressBar
      // is the fixed 48 dp model of android-layout.md whatever its style, a drop-down item
      // keeps the TextView defaults, and the popup-menu text appearances are the Menu one.
      BuiltInStyleDefinition("Widget.Material.ProgressBar", parent: "android:Widget.Material"),
      BuiltInStyleDefinition("Widget.Material.ProgressBar.Horizontal"),
      BuiltInStyleDefinition("Widget.Material.ProgressBar.Small"),
      BuiltInStyleDefinition("Widget.Material.ProgressBar.Large"),
      BuiltInStyleDefinition("Widget.Material.DropDownItem", parent: "android:Widget.Material"),
      BuiltInStyleDefinition(
        "TextAppearance.Material.Widget.PopupMenu.Large",
        parent: "android:TextAppearance.Material.Menu"
      ),
      BuiltInStyleDefinition(
        "TextAppearance.Material.Widget.PopupMenu.Small",
        parent: "android:TextAppearance.Material.Menu"
      ),
      BuiltInStyleDefinition(
        "Widget.Material.Toolbar",
        [
          ("android:minHeight", "?android:attr/actionBarSize"),
          ("android:contentInsetStart", "@android:dimen/action_bar_content_inset_material"),
          (
            "android:contentInsetStartWithNavigation",
            "@android:dimen/action_bar_content_inset_with_nav"
          ),
        ]
      ),
    ]

  /// The `.NoActionBar`, `.DarkActionBar` and `.Dialog` variants of a theme.
  private static func variants(_ theme: String) -> [BuiltInStyleDefinition] {
    ["NoActionBar", "DarkActionBar", "NoActionBar.Fullscreen", "Dialog"].map {
      BuiltInStyleDefinition("\(theme).\($0)", parent: "android:\(theme)")
    }
  }

  /// AppCompat, CardView and Material Components styles.
  static let libraryStyles: [BuiltInStyleDefinition] =
    appCompatThemes + materialThemes
    + [
      BuiltInStyleDefinition("Widget.AppCompat", parent: ""),
      BuiltInStyleDefinition("Base.Widget.AppCompat", parent: ""),
      BuiltInStyleDefinition(
        "Base.Widget.AppCompat.Button",
        parent: "",
        [
          ("android:background", "@drawable/abc_btn_default_mtrl_shape"),
          ("android:textAppearance", "?android:attr/textAppearanceButton"),
          ("android:minHeight", "48dp"), ("android:minWidth", "88dp"),
          ("android:gravity", "center_vertical|center_horizontal"),
        ]
      ),
      BuiltInStyleDefinition("Widget.AppCompat.Button", parent: "Base.Widget.AppCompat.Button"),
      // AppCompat's ProgressBar styles lead (through Base.Widget.AppCompat.ProgressBar*) to
      // the framework's on API 21+.
      BuiltInStyleDefinition(
        "Widget.AppCompat.ProgressBar",
        parent: "android:Widget.Material.ProgressBar"
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.ProgressBar.Horizontal",
        parent: "android:Widget.Material.ProgressBar.Horizontal"
      ),
      BuiltInStyleDefinition(
        "Base.Widget.AppCompat.Button.Borderless",
        parent: "Base.Widget.AppCompat.Button",
        [("android:background", "@drawable/abc_btn_borderless_material")]
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.Button.Borderless",
        parent: "Base.Widget.AppCompat.Button.Borderless"
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.ImageButton",
        parent: "",
        [
          ("android:background", "@drawable/abc_btn_default_mtrl_shape"),
          ("android:scaleType", "center"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.CompoundButton.RadioButton",
        parent: "android:Widget.Material.CompoundButton.RadioButton",
        [("android:button", "@drawable/abc_btn_radio_material")]
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.CompoundButton.CheckBox",
        parent: "android:Widget.Material.CompoundButton.CheckBox",
        [("android:button", "@drawable/abc_btn_check_material")]
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.CompoundButton.Switch",
        parent: "android:Widget.Material.CompoundButton.Switch"
      ),
      BuiltInStyleDefinition(
        "Widget.AppCompat.EditText",
        parent: "android:Widget.Material.EditText"
      ),
      BuiltInStyleDefinition(
        "Base.Widget.AppCompat.Toolbar",
        parent: "",
        [
          ("android:minHeight", "?attr/actionBarSize"),
          ("contentInsetStart", "@dimen/abc_action_bar_content_inset_material"),
          ("contentInsetStartWithNavigation", "@dimen/abc_action_bar_content_inset_with_nav"),
          ("contentInsetEndWithActions", "0dp"),
        ]
      ),
      BuiltInStyleDefinition("Widget.AppCompat.Toolbar", parent: "Base.Widget.AppCompat.Toolbar"),
      BuiltInStyleDefinition(
        "CardView",
        parent: "",
        [
          ("cardCornerRadius", "@dimen/cardview_default_radius"),
          ("cardElevation", "@dimen/cardview_default_elevation"),
          ("cardMaxElevation", "@dimen/cardview_default_elevation"),
          ("cardUseCompatPadding", "false"), ("cardPreventCornerOverlap", "true"),
        ]
      ),
      BuiltInStyleDefinition("CardView.Light", [("cardBackgroundColor", "#FFFFFFFF")]),
      BuiltInStyleDefinition("CardView.Dark", [("cardBackgroundColor", "#FF424242")]),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.Button",
        parent: "Widget.AppCompat.Button",
        [
          ("android:paddingLeft", "16dp"), ("android:paddingRight", "16dp"),
          ("android:paddingTop", "4dp"), ("android:paddingBottom", "4dp"),
          ("android:insetTop", "6dp"), ("android:insetBottom", "6dp"),
          ("android:textAppearance", "?attr/textAppearanceButton"),
          ("android:background", "@empty"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.Button.TextButton",
        parent: "Widget.MaterialComponents.Button.UnelevatedButton",
        [("android:paddingLeft", "8dp"), ("android:paddingRight", "8dp")]
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.Button.UnelevatedButton",
        parent: "Widget.MaterialComponents.Button"
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.Button.OutlinedButton",
        parent: "Widget.MaterialComponents.Button.TextButton",
        [("android:paddingLeft", "16dp"), ("android:paddingRight", "16dp")]
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.CardView",
        parent: "CardView",
        [("cardCornerRadius", "4dp"), ("cardElevation", "1dp")]
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.FloatingActionButton",
        parent: "",
        [
          ("fabSize", "auto"), ("ensureMinTouchTargetSize", "true"), ("elevation", "6dp"),
          ("pressedTranslationZ", "6dp"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.MaterialComponents.Toolbar",
        parent: "Widget.AppCompat.Toolbar"
      ),
      BuiltInStyleDefinition(
        "Widget.Design.FloatingActionButton",
        parent: "",
        [("fabSize", "auto"), ("elevation", "6dp"), ("pressedTranslationZ", "6dp")]
      ),
    ]

  private static let appCompatThemeNames = [
    "Theme.AppCompat", "Theme.AppCompat.Light", "Theme.AppCompat.DayNight",
  ]

  /// `Theme.AppCompat*` (on API 21+ based on the framework Material theme) and overlays.
  private static let appCompatThemes: [BuiltInStyleDefinition] =
    [
      BuiltInStyleDefinition(
        "Base.Theme.AppCompat",
        parent: "android:Theme.Material.NoActionBar",
        appCompatThemeItems
      ),
      BuiltInStyleDefinition("ThemeOverlay.AppCompat", parent: ""),
    ]
    + appCompatThemeNames.flatMap { name in
      [BuiltInStyleDefinition(name, parent: "Base.Theme.AppCompat")]
        + ["NoActionBar", "DarkActionBar", "Dialog"].map {
          BuiltInStyleDefinition("\(name).\($0)", parent: name)
        }
    }
    + ["Dark", "Light", "ActionBar", "Dark.ActionBar", "DayNight", "DayNight.ActionBar"].map {
      BuiltInStyleDefinition("ThemeOverlay.AppCompat.\($0)", parent: "ThemeOverlay.AppCompat")
    }

  private static let materialThemeNames = [
    "Theme.MaterialComponents", "Theme.MaterialComponents.Light",
    "Theme.MaterialComponents.DayNight",
  ]

  /// `Theme.MaterialComponents*` and overlays.
  private static let materialThemes: [BuiltInStyleDefinition] =
    [
      BuiltInStyleDefinition(
        "Base.Theme.MaterialComponents",
        parent: "Base.Theme.AppCompat",
        materialThemeItems
      ),
      BuiltInStyleDefinition("ThemeOverlay.MaterialComponents", parent: "ThemeOverlay.AppCompat"),
    ]
    + materialThemeNames.flatMap { name in
      [BuiltInStyleDefinition(name, parent: "Base.Theme.MaterialComponents")]
        + ["NoActionBar", "DarkActionBar", "Dialog", "Bridge", "NoActionBar.Bridge"].map {
          BuiltInStyleDefinition("\(name).\($0)", parent: name)
        }
    }
    + [
      "Dark", "Light", "ActionBar", "Dark.ActionBar", "DayNight", "Toolbar.Primary",
      "MaterialAlertDialog",
    ].map {
      BuiltInStyleDefinition(
        "ThemeOverlay.MaterialComponents.\($0)",
        parent: "ThemeOverlay.MaterialComponents"
      )
    }

  // MARK: - Drawables

  /// Framework drawables whose size or padding counts.
  static let frameworkDrawables: [(String, BuiltInDrawable)] = [
    // Widget.Material.Button: inset 4dp × 6dp around a shape padded 8dp × 4dp (§9.3).
    ("btn_default_material", BuiltInDrawable(padding: (12, 10, 12, 10))),
    ("btn_borderless_material", BuiltInDrawable(padding: (12, 10, 12, 10))),
    ("item_background_material", BuiltInDrawable()),
    ("item_background_borderless_material", BuiltInDrawable()),
    ("btn_radio_material", BuiltInDrawable(width: 32, height: 32)),
    ("btn_check_material", BuiltInDrawable(width: 32, height: 32)),
    ("ic_menu_add", BuiltInDrawable(width: 32, height: 32)),
  ]

  /// AppCompat and Material Components drawables.
  static let libraryDrawables: [(String, BuiltInDrawable)] = [
    ("abc_btn_default_mtrl_shape", BuiltInDrawable(padding: (12, 10, 12, 10))),
    ("abc_btn_borderless_material", BuiltInDrawable(padding: (12, 10, 12, 10))),
    ("abc_btn_radio_material", BuiltInDrawable(width: 32, height: 32)),
    ("abc_btn_check_material", BuiltInDrawable(width: 32, height: 32)),
    ("abc_ic_ab_back_material", BuiltInDrawable(width: 24, height: 24)),
  ]
}
