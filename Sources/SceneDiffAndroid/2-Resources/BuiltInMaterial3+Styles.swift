import SceneDiffCore

extension BuiltInMaterial3 {
  /// Every Material 3 style: themes, overlays, widgets, shapes and text appearances.
  static var styles: [BuiltInStyleDefinition] {
    themes + overlays + buttons + cards + otherWidgets + shapes + BuiltInTextAppearances.material3
  }

  /// The `Theme.Material3*` themes of `themes.xml` and `themes_daynight.xml`.
  ///
  /// SceneDiff's device is never in night mode, so `DayNight` is `Light` as in `values/`.
  private static var themes: [BuiltInStyleDefinition] {
    let noActionBar = [("windowActionBar", "false"), ("windowNoTitle", "true")]
    return [
      BuiltInStyleDefinition(
        "Base.V14.Theme.Material3.Light",
        parent: "Theme.MaterialComponents.Light",
        themeItems("light")
      ),
      BuiltInStyleDefinition(
        "Base.V14.Theme.Material3.Dark",
        parent: "Theme.MaterialComponents",
        themeItems("dark")
      ),
      BuiltInStyleDefinition(
        "Base.Theme.Material3.Light",
        parent: "Base.V14.Theme.Material3.Light"
      ),
      BuiltInStyleDefinition("Base.Theme.Material3.Dark", parent: "Base.V14.Theme.Material3.Dark"),
      BuiltInStyleDefinition("Theme.Material3.Light", parent: "Base.Theme.Material3.Light"),
      BuiltInStyleDefinition("Theme.Material3.Dark", parent: "Base.Theme.Material3.Dark"),
      BuiltInStyleDefinition("Theme.Material3.Light.NoActionBar", noActionBar),
      BuiltInStyleDefinition("Theme.Material3.Dark.NoActionBar", noActionBar),
      BuiltInStyleDefinition("Theme.Material3.Light.DialogWhenLarge"),
      BuiltInStyleDefinition("Theme.Material3.Dark.DialogWhenLarge"),
      BuiltInStyleDefinition(
        "Theme.Material3.DynamicColors.Light",
        parent: "Theme.Material3.Light"
      ),
      BuiltInStyleDefinition("Theme.Material3.DynamicColors.Dark", parent: "Theme.Material3.Dark"),
      BuiltInStyleDefinition("Theme.Material3.DynamicColors.Light.NoActionBar", noActionBar),
      BuiltInStyleDefinition("Theme.Material3.DynamicColors.Dark.NoActionBar", noActionBar),
      BuiltInStyleDefinition("Theme.Material3.DayNight", parent: "Theme.Material3.Light"),
      BuiltInStyleDefinition(
        "Theme.Material3.DayNight.NoActionBar",
        parent: "Theme.Material3.Light.NoActionBar"
      ),
      BuiltInStyleDefinition(
        "Theme.Material3.DayNight.DialogWhenLarge",
        parent: "Theme.Material3.Light.DialogWhenLarge"
      ),
      BuiltInStyleDefinition(
        "Theme.Material3.DynamicColors.DayNight",
        parent: "Theme.Material3.DynamicColors.Light"
      ),
      BuiltInStyleDefinition(
        "Theme.Material3.DynamicColors.DayNight.NoActionBar",
        parent: "Theme.Material3.DynamicColors.Light.NoActionBar"
      ),
    ]
  }

  /// `ThemeOverlay.Material3*` (`themes_overlay.xml` and the components'): the light and dark
  /// overlays carry the colour roles; the others change nothing SceneDiff lays out.
  private static var overlays: [BuiltInStyleDefinition] {
    let light = roles.map { ($0.0, "@color/m3_sys_color_light_\($0.1)") }
    let dark = roles.map { ($0.0, "@color/m3_sys_color_dark_\($0.1)") }
    let plain = [
      "ActionBar", "Dark.ActionBar", "DynamicColors.DayNight", "MaterialAlertDialog",
      "MaterialAlertDialog.Centered", "Toolbar.CircleNavigationButton", "Dialog", "Dialog.Alert",
      "BottomSheetDialog",
      "DayNight.BottomSheetDialog", "SideSheetDialog", "Button", "Button.TextButton",
      "Button.TonalButton", "Button.ElevatedButton", "Button.IconButton", "Toolbar",
      "Toolbar.Surface", "TextInputEditText", "TextInputEditText.OutlinedBox",
      "TextInputEditText.FilledBox", "AutoCompleteTextView.OutlinedBox",
      "AutoCompleteTextView.FilledBox", "Chip", "CheckBox", "RadioButton", "MaterialSwitch",
      "TabLayout", "NavigationView", "NavigationRailView", "BottomNavigationView", "BottomAppBar",
      "Search", "Snackbar", "FloatingActionButton.Primary", "FloatingActionButton.Secondary",
      "FloatingActionButton.Tertiary", "FloatingActionButton.Surface",
      "ExtendedFloatingActionButton.Primary", "MaterialCalendar", "MaterialTimePicker",
      "HarmonizedColors", "PersonalizedColors",
    ]
    return [
      BuiltInStyleDefinition("ThemeOverlay.Material3", parent: "ThemeOverlay.MaterialComponents"),
      BuiltInStyleDefinition(
        "ThemeOverlay.Material3.Light",
        parent: "ThemeOverlay.Material3",
        light
      ),
      BuiltInStyleDefinition("ThemeOverlay.Material3.Dark", parent: "ThemeOverlay.Material3", dark),
      BuiltInStyleDefinition(
        "ThemeOverlay.Material3.DynamicColors.Light",
        parent: "ThemeOverlay.Material3.Light"
      ),
      BuiltInStyleDefinition(
        "ThemeOverlay.Material3.DynamicColors.Dark",
        parent: "ThemeOverlay.Material3.Dark"
      ),
    ]
      + plain.map {
        BuiltInStyleDefinition("ThemeOverlay.Material3.\($0)", parent: "ThemeOverlay.Material3")
      }
  }

  /// A filled or text button's top and bottom: padding, insets, text appearance, max width.
  private static let buttonVertical = [
    ("android:paddingTop", "@dimen/m3_btn_padding_top"),
    ("android:paddingBottom", "@dimen/m3_btn_padding_bottom"),
    ("android:insetTop", "@dimen/m3_btn_inset"), ("android:insetBottom", "@dimen/m3_btn_inset"),
    ("android:textAppearance", "?attr/textAppearanceLabelLarge"),
    ("android:maxWidth", "@dimen/m3_btn_max_width"),
  ]

  /// The sides of a button with a start icon (`*.Icon` styles).
  private static let buttonIconSides = [
    ("android:paddingLeft", "@dimen/m3_comp_button_small_leading_space"),
    ("android:paddingRight", "@dimen/m3_btn_icon_btn_padding_right"),
  ]

  /// `button/res/values/styles.xml` and `dimens.xml`: filled 24 dp sides, text and icon
  /// buttons 12 dp, 6 dp top and bottom, 4 dp insets, the LabelLarge text appearance (the
  /// `m3_comp_button_small_label_text` macro); min 88 × 48 dp from `Widget.AppCompat.Button`.
  private static var buttons: [BuiltInStyleDefinition] {
    let vertical = buttonVertical
    let iconSides = buttonIconSides
    func sides(_ left: String, _ right: String) -> [(String, String)] {
      [("android:paddingLeft", "@dimen/\(left)"), ("android:paddingRight", "@dimen/\(right)")]
    }
    return [
      BuiltInStyleDefinition(
        "Widget.Material3.Button",
        parent: "Widget.MaterialComponents.Button",
        vertical + sides("m3_btn_padding_left", "m3_btn_padding_right")
          + [("iconSize", "18dp"), ("iconPadding", "8dp"), ("enforceTextAppearance", "false")]
      ),
      BuiltInStyleDefinition("Widget.Material3.Button.Icon", iconSides),
      BuiltInStyleDefinition("Widget.Material3.Button.UnelevatedButton"),
      BuiltInStyleDefinition("Widget.Material3.Button.TonalButton"),
      BuiltInStyleDefinition("Widget.Material3.Button.TonalButton.Icon", iconSides),
      BuiltInStyleDefinition("Widget.Material3.Button.ElevatedButton"),
      BuiltInStyleDefinition("Widget.Material3.Button.ElevatedButton.Icon", iconSides),
      BuiltInStyleDefinition(
        "Widget.Material3.Button.TextButton",
        parent: "Widget.MaterialComponents.Button.TextButton",
        vertical + sides("m3_btn_text_btn_padding_left", "m3_btn_text_btn_padding_right")
      ),
      BuiltInStyleDefinition(
        "Widget.Material3.Button.TextButton.Icon",
        sides("m3_btn_text_btn_icon_padding_left", "m3_btn_text_btn_icon_padding_right")
      ),
      BuiltInStyleDefinition(
        "Widget.Material3.Button.TextButton.Dialog",
        [("android:minWidth", "64dp")]
      ),
      BuiltInStyleDefinition("Widget.Material3.Button.TextButton.Dialog.Flush"),
      BuiltInStyleDefinition("Widget.Material3.Button.TextButton.Snackbar"),
      BuiltInStyleDefinition(
        "Widget.Material3.Button.OutlinedButton",
        parent: "Widget.Material3.Button.TextButton",
        sides("m3_btn_padding_left", "m3_btn_padding_right")
      ),
      BuiltInStyleDefinition("Widget.Material3.Button.OutlinedButton.Icon", iconSides),
      BuiltInStyleDefinition(
        "Widget.Material3.Button.IconButton",
        parent: "Widget.Material3.Button.TextButton",
        sides("m3_btn_icon_only_default_padding", "m3_btn_icon_only_default_padding") + [
          ("android:minWidth", "@dimen/m3_btn_icon_only_min_width"),
          ("android:paddingTop", "@dimen/m3_btn_icon_only_default_padding"),
          ("android:paddingBottom", "@dimen/m3_btn_icon_only_default_padding"),
          ("android:insetLeft", "@dimen/m3_btn_inset"),
          ("android:insetRight", "@dimen/m3_btn_inset"),
          ("iconSize", "@dimen/m3_btn_icon_only_default_size"), ("iconPadding", "0dp"),
        ]
      ),
      BuiltInStyleDefinition("Widget.Material3.Button.IconButton.Filled"),
      BuiltInStyleDefinition("Widget.Material3.Button.IconButton.Filled.Tonal"),
      BuiltInStyleDefinition("Widget.Material3.Button.IconButton.Outlined"),
    ]
  }

  /// The card styles of `card/res/values/styles.xml`.
  ///
  /// Outlined (the default) has a 1 dp stroke and no elevation; filled none of either;
  /// elevated 1 dp. The corner is the medium shape, 12 dp; SceneDiff reads a card's corner
  /// from `cardCornerRadius`, so the style gives it that value too.
  private static var cards: [BuiltInStyleDefinition] {
    [
      BuiltInStyleDefinition(
        "Base.Widget.Material3.CardView",
        parent: "Widget.MaterialComponents.CardView",
        [
          ("cardElevation", "@dimen/m3_card_elevation"),
          ("strokeWidth", "@dimen/m3_card_stroke_width"),
          ("shapeAppearance", "?attr/shapeAppearanceCornerMedium"),
          ("cardCornerRadius", "?attr/shapeCornerSizeMedium"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material3.CardView.Outlined",
        parent: "Base.Widget.Material3.CardView",
        [
          ("strokeWidth", "@dimen/m3_comp_outlined_card_outline_width"),
          ("cardElevation", "@dimen/m3_sys_elevation_level0"),
          ("cardBackgroundColor", "?attr/colorSurface"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material3.CardView.Filled",
        parent: "Base.Widget.Material3.CardView",
        [
          ("strokeWidth", "0dp"), ("cardElevation", "@dimen/m3_sys_elevation_level0"),
          ("cardBackgroundColor", "?attr/colorSurfaceContainerHighest"),
        ]
      ),
      BuiltInStyleDefinition(
        "Widget.Material3.CardView.Elevated",
        parent: "Base.Widget.Material3.CardView",
        [
          ("strokeWidth", "0dp"), ("cardElevation", "@dimen/m3_card_elevated_elevation"),
          ("cardBackgroundColor", "?attr/colorSurfaceContainerLow"),
        ]
      ),
    ]
  }

  /// FABs (`floatingactionbutton/res/values/styles.xml`: a custom size of 56, 40, 80 or
  /// 96 dp, elevation level 3 = 6 dp), the toolbar (`appbar`: no inset with navigation, the
  /// TitleLarge title) and the styles of widgets SceneDiff lays out as plain containers or
  /// views (their styles change nothing it lays out).
  private static var otherWidgets: [BuiltInStyleDefinition] {
    let fab = "Base.Widget.Material3.FloatingActionButton"
    let sizes =
      [("", "", "Primary"), (".Small", "small_", "Small.Primary")]
      + [(".Medium", "medium_", "Medium"), (".Large", "large_", "Large.Primary")]
    return sizes.flatMap { suffix, token, style in
      [
        BuiltInStyleDefinition(
          fab + suffix,
          parent: suffix.isEmpty ? "Widget.MaterialComponents.FloatingActionButton" : fab,
          [("fabCustomSize", "@dimen/m3_comp_fab_\(token)container_height")]
            + (suffix.isEmpty
              ? [
                ("elevation", "@dimen/m3_comp_fab_primary_container_container_elevation"),
                ("borderWidth", "0dp"), ("maxImageSize", "24dp"),
              ] : [])
        ),
        BuiltInStyleDefinition(
          "Widget.Material3.FloatingActionButton.\(style)",
          parent: fab + suffix
        ),
      ]
    }
      + ["Secondary", "Tertiary", "Surface"].flatMap { role in
        ["", ".Small", ".Large"].map {
          BuiltInStyleDefinition(
            "Widget.Material3.FloatingActionButton\($0).\(role)",
            parent: fab + $0
          )
        }
      }
      + [
        BuiltInStyleDefinition(
          "Widget.Material3.Toolbar",
          parent: "Widget.AppCompat.Toolbar",
          [
            ("titleTextAppearance", "?attr/textAppearanceTitleLarge"),
            ("subtitleTextAppearance", "?attr/textAppearanceTitleMedium"),
            ("contentInsetStartWithNavigation", "0dp"),
          ]
        ),
        BuiltInStyleDefinition("Widget.Material3.Toolbar.Surface"),
        BuiltInStyleDefinition("Widget.Material3.Toolbar.OnSurface"),
      ]
      + plainWidgets.map { BuiltInStyleDefinition("Widget.Material3.\($0)", parent: "") }
  }

  /// Widgets SceneDiff lays out as plain views or containers, whose styles change nothing it
  /// lays out; they exist so that references to them resolve.
  private static let plainWidgets = [
    "AppBarLayout", "CollapsingToolbar", "BottomNavigationView", "NavigationRailView",
    "NavigationView", "BottomAppBar", "TabLayout", "Chip.Assist", "ChipGroup",
    "CompoundButton.CheckBox", "CompoundButton.RadioButton", "CompoundButton.Switch",
    "CompoundButton.MaterialSwitch", "TextInputLayout.OutlinedBox",
    "TextInputLayout.OutlinedBox.Dense", "TextInputLayout.FilledBox",
    "TextInputLayout.FilledBox.Dense", "TextInputEditText.OutlinedBox",
    "TextInputEditText.FilledBox", "LinearProgressIndicator", "CircularProgressIndicator",
    "MaterialDivider", "Slider", "Snackbar", "ExtendedFloatingActionButton.Icon.Primary",
    "SearchBar", "MaterialCalendar", "SearchView", "ExtendedFloatingActionButton.Small",
    "ExtendedFloatingActionButton.Medium", "ExtendedFloatingActionButton.Large",
    "ExtendedFloatingActionButton.Icon.Secondary", "ExtendedFloatingActionButton.Icon.Tertiary",
    "ExtendedFloatingActionButton.Icon.Surface",
    "TextInputLayout.OutlinedBox.ExposedDropdownMenu",
    "TextInputLayout.FilledBox.ExposedDropdownMenu",
    "TextInputLayout.OutlinedBox.Dense.ExposedDropdownMenu",
    "TextInputLayout.FilledBox.Dense.ExposedDropdownMenu", "ListItemLayout", "ListItemCardView",
    "ListItemCardView.Segmented", "MaterialSplitButton", "SplitButton.LeadingButton.Filled",
    "SplitButton.LeadingButton.Filled.Tonal", "SplitButton.IconButton.Filled",
    "SplitButton.IconButton.Filled.Tonal", "MaterialButtonGroup", "MaterialButtonToggleGroup",
    "CollapsingToolbar.Medium", "CollapsingToolbar.Large", "TabLayout.Secondary",
    "MaterialDivider.Heavy", "FloatingToolbar", "FloatingToolbar.Vibrant",
    "FloatingToolbar.IconButton.Vibrant", "DockedToolbar", "DockedToolbar.Vibrant",
    "LoadingIndicator", "LoadingIndicator.Contained", "BottomSheet", "BottomSheet.DragHandle",
    "Badge", "Chip.Assist.Elevated", "Chip.Filter", "Chip.Filter.Elevated", "Chip.Input",
    "Chip.Input.Icon", "Chip.Suggestion", "Chip.Suggestion.Elevated", "Checkbox.ListItem",
    "RadioButton.ListItem", "Switch.ListItem", "SideSheet", "SideSheet.Detached",
    "TextView.ListItem.LabelText", "TextView.ListItem.Overline",
    "TextView.ListItem.SupportingText", "TextView.ListItem.TrailingSupportingText",
    "ImageView.ListItem.LeadingIcon", "ImageView.ListItem.TrailingIcon",
    "ShapeableImageView.ListItem.LeadingImage",
  ]

  /// `shape/res/values/styles.xml`: the corner scale follows the theme's
  /// `shapeCornerSize*` attributes; the deprecated component shapes are 4, 8 and 8 dp.
  private static var shapes: [BuiltInStyleDefinition] {
    corners.map { suffix, _ in
      BuiltInStyleDefinition(
        "ShapeAppearance.Material3.Corner.\(suffix)",
        parent: "",
        [("cornerFamily", "rounded"), ("cornerSize", "?attr/shapeCornerSize\(suffix)")]
      )
    }
      + [
        BuiltInStyleDefinition(
          "ShapeAppearance.Material3.Corner.None",
          parent: "",
          [("cornerFamily", "rounded"), ("cornerSize", "0dp")]
        ),
        BuiltInStyleDefinition(
          "ShapeAppearance.Material3.Corner.Full",
          parent: "",
          [("cornerFamily", "rounded"), ("cornerSize", "50%")]
        ),
      ]
      + [("SmallComponent", "4dp"), ("MediumComponent", "8dp"), ("LargeComponent", "8dp")].map {
        BuiltInStyleDefinition(
          "ShapeAppearance.Material3.\($0.0)",
          parent: "",
          [("cornerFamily", "rounded"), ("cornerSize", $0.1)]
        )
      }
  }
}
