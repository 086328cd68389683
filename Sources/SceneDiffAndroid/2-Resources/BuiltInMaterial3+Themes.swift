import SceneDiffCore

extension BuiltInMaterial3 {
  /// `Base.V14.Theme.Material3.Light` (`mode` `light`) or `.Dark` (`dark`) as
  /// `theme/res/values/themes_base.xml` writes it: the colour roles, the widget styles, the
  /// type scale, the shape scale and the motion durations.
  static func themeItems(_ mode: String) -> [(String, String)] {
    let name = mode == "light" ? "Light" : "Dark"
    var items: [(String, String)] = roles.map { ($0.0, "@color/m3_sys_color_\(mode)_\($0.1)") }
    items += fixedRoles.map { ($0.0, "@color/m3_sys_color_\($0.1)") }
    items += [
      ("isMaterial3Theme", "true"),
      ("android:windowBackground", "?android:attr/colorBackground"),
      ("android:textColorLink", "?attr/colorPrimary"),
      ("colorPrimaryDark", "?attr/colorPrimary"), ("colorPrimaryVariant", "?attr/colorPrimary"),
      ("colorSecondaryVariant", "?attr/colorSecondary"),
      ("actionBarSize", "@dimen/m3_appbar_size_compact"),
      ("collapsingToolbarLayoutMediumSize", "@dimen/m3_appbar_size_medium"),
      ("collapsingToolbarLayoutLargeSize", "@dimen/m3_appbar_size_large"),
      ("actionBarPopupTheme", "@style/ThemeOverlay.Material3.\(name)"),
      ("elevationOverlayEnabled", "true"), ("elevationOverlayColor", "?attr/colorPrimary"),
      ("dynamicColorThemeOverlay", "@style/ThemeOverlay.Material3.DynamicColors.\(name)"),
      ("android:textAppearanceListItem", "?attr/textAppearanceTitleMedium"),
      ("android:textAppearanceListItemSmall", "?attr/textAppearanceTitleMedium"),
      ("android:textAppearanceListItemSecondary", "?attr/textAppearanceBodyMedium"),
      ("textAppearanceListItem", "?attr/textAppearanceTitleMedium"),
      ("textAppearanceListItemSmall", "?attr/textAppearanceTitleMedium"),
      ("textAppearanceListItemSecondary", "?attr/textAppearanceBodyMedium"),
      ("textAppearanceLargePopupMenu", "?attr/textAppearanceBodyLarge"),
      ("textAppearanceSmallPopupMenu", "?attr/textAppearanceBodyLarge"),
      ("shapeAppearanceSmallComponent", "@style/ShapeAppearance.Material3.SmallComponent"),
      ("shapeAppearanceMediumComponent", "@style/ShapeAppearance.Material3.MediumComponent"),
      ("shapeAppearanceLargeComponent", "@style/ShapeAppearance.Material3.LargeComponent"),
    ]
    items += widgetStyleItems
    if mode == "dark" {
      // Theme.MaterialComponents (dark), themes_base_bridge.xml.
      items += [
        ("colorPrimarySurface", "?attr/colorSurface"),
        ("colorOnPrimarySurface", "?attr/colorOnSurface"),
      ]
    }
    for scale in typeScale {
      items.append(("textAppearance\(scale)", "@style/TextAppearance.Material3.\(scale)"))
      items.append(
        ("textAppearance\(scale)Emphasized", "@style/TextAppearance.Material3.\(scale).Emphasized")
      )
    }
    for (suffix, token) in corners {
      items.append(("shapeCornerSize\(suffix)", "@dimen/m3_sys_shape_corner_value_\(token)"))
      items.append(
        ("shapeAppearanceCorner\(suffix)", "@style/ShapeAppearance.Material3.Corner.\(suffix)")
      )
    }
    for (token, _) in durations {
      // extra_long1 → ExtraLong1, short1 → Short1.
      let camel = token.replacingOccurrences(of: "_l", with: "L")
      let attribute = "motionDuration" + camel.prefix(1).uppercased() + camel.dropFirst()
      items.append((attribute, "@integer/m3_sys_motion_duration_\(token)"))
    }
    return items
  }

  /// The default widget styles of `themes_base.xml`, for the widgets SceneDiff lays out and
  /// the ones layouts name through `?attr/` (`style="?attr/materialButtonOutlinedStyle"`).
  private static let widgetStyleItems: [(String, String)] =
    [
      ("materialButtonStyle", "@style/Widget.Material3.Button"),
      ("materialButtonTonalStyle", "@style/Widget.Material3.Button.TonalButton"),
      ("materialButtonOutlinedStyle", "@style/Widget.Material3.Button.OutlinedButton"),
      ("materialButtonElevatedStyle", "@style/Widget.Material3.Button.ElevatedButton"),
      ("borderlessButtonStyle", "@style/Widget.Material3.Button.TextButton"),
      ("buttonBarButtonStyle", "@style/Widget.Material3.Button.TextButton.Dialog"),
      ("materialIconButtonStyle", "@style/Widget.Material3.Button.IconButton"),
      ("materialIconButtonFilledStyle", "@style/Widget.Material3.Button.IconButton.Filled"),
      (
        "materialIconButtonFilledTonalStyle",
        "@style/Widget.Material3.Button.IconButton.Filled.Tonal"
      ),
      ("materialIconButtonOutlinedStyle", "@style/Widget.Material3.Button.IconButton.Outlined"),
      ("materialCardViewStyle", "?attr/materialCardViewOutlinedStyle"),
      ("materialCardViewOutlinedStyle", "@style/Widget.Material3.CardView.Outlined"),
      ("materialCardViewFilledStyle", "@style/Widget.Material3.CardView.Filled"),
      ("materialCardViewElevatedStyle", "@style/Widget.Material3.CardView.Elevated"),
      ("floatingActionButtonStyle", "?attr/floatingActionButtonPrimaryStyle"),
      ("floatingActionButtonPrimaryStyle", "@style/Widget.Material3.FloatingActionButton.Primary"),
      (
        "floatingActionButtonSecondaryStyle",
        "@style/Widget.Material3.FloatingActionButton.Secondary"
      ),
      (
        "floatingActionButtonTertiaryStyle", "@style/Widget.Material3.FloatingActionButton.Tertiary"
      ),
      ("floatingActionButtonSurfaceStyle", "@style/Widget.Material3.FloatingActionButton.Surface"),
      ("floatingActionButtonSmallStyle", "?attr/floatingActionButtonSmallPrimaryStyle"),
      (
        "floatingActionButtonSmallPrimaryStyle",
        "@style/Widget.Material3.FloatingActionButton.Small.Primary"
      ),
      ("floatingActionButtonMediumStyle", "@style/Widget.Material3.FloatingActionButton.Medium"),
      ("floatingActionButtonLargeStyle", "?attr/floatingActionButtonLargePrimaryStyle"),
      (
        "floatingActionButtonLargePrimaryStyle",
        "@style/Widget.Material3.FloatingActionButton.Large.Primary"
      ),
      ("toolbarStyle", "@style/Widget.Material3.Toolbar"),
      ("toolbarSurfaceStyle", "@style/Widget.Material3.Toolbar.Surface"),
      ("appBarLayoutStyle", "@style/Widget.Material3.AppBarLayout"),
      ("collapsingToolbarLayoutStyle", "@style/Widget.Material3.CollapsingToolbar"),
      ("bottomNavigationStyle", "@style/Widget.Material3.BottomNavigationView"),
      ("navigationRailStyle", "@style/Widget.Material3.NavigationRailView"),
      ("navigationViewStyle", "@style/Widget.Material3.NavigationView"),
      ("bottomAppBarStyle", "@style/Widget.Material3.BottomAppBar"),
      ("tabStyle", "@style/Widget.Material3.TabLayout"),
      ("chipStyle", "@style/Widget.Material3.Chip.Assist"),
      ("chipGroupStyle", "@style/Widget.Material3.ChipGroup"),
      ("checkboxStyle", "@style/Widget.Material3.CompoundButton.CheckBox"),
      ("radioButtonStyle", "@style/Widget.Material3.CompoundButton.RadioButton"),
      ("switchStyle", "@style/Widget.Material3.CompoundButton.Switch"),
      ("materialSwitchStyle", "@style/Widget.Material3.CompoundButton.MaterialSwitch"),
      ("textInputStyle", "?attr/textInputOutlinedStyle"),
      ("textInputOutlinedStyle", "@style/Widget.Material3.TextInputLayout.OutlinedBox"),
      ("textInputFilledStyle", "@style/Widget.Material3.TextInputLayout.FilledBox"),
      ("linearProgressIndicatorStyle", "@style/Widget.Material3.LinearProgressIndicator"),
      ("circularProgressIndicatorStyle", "@style/Widget.Material3.CircularProgressIndicator"),
      ("materialDividerStyle", "@style/Widget.Material3.MaterialDivider"),
      ("sliderStyle", "@style/Widget.Material3.Slider"),
      ("snackbarStyle", "@style/Widget.Material3.Snackbar"),
      ("materialSearchBarStyle", "@style/Widget.Material3.SearchBar"),
      ("materialSearchViewStyle", "@style/Widget.Material3.SearchView"),
      ("extendedFloatingActionButtonStyle", "?attr/extendedFloatingActionButtonPrimaryStyle"),
      ("textInputOutlinedDenseStyle", "@style/Widget.Material3.TextInputLayout.OutlinedBox.Dense"),
      ("textInputFilledDenseStyle", "@style/Widget.Material3.TextInputLayout.FilledBox.Dense"),
      (
        "textInputOutlinedExposedDropdownMenuStyle",
        "@style/Widget.Material3.TextInputLayout.OutlinedBox.ExposedDropdownMenu"
      ),
      (
        "textInputFilledExposedDropdownMenuStyle",
        "@style/Widget.Material3.TextInputLayout.FilledBox.ExposedDropdownMenu"
      ),
      ("listItemLayoutStyle", "@style/Widget.Material3.ListItemLayout"),
      ("listItemCardViewStyle", "@style/Widget.Material3.ListItemCardView"),
      ("listItemCardViewSegmentedStyle", "@style/Widget.Material3.ListItemCardView.Segmented"),
      ("materialSplitButtonStyle", "@style/Widget.Material3.MaterialSplitButton"),
      (
        "materialSplitButtonLeadingFilledStyle",
        "@style/Widget.Material3.SplitButton.LeadingButton.Filled"
      ),
      (
        "materialSplitButtonLeadingFilledTonalStyle",
        "@style/Widget.Material3.SplitButton.LeadingButton.Filled.Tonal"
      ),
      (
        "materialSplitButtonIconFilledStyle",
        "@style/Widget.Material3.SplitButton.IconButton.Filled"
      ),
      (
        "materialSplitButtonIconFilledTonalStyle",
        "@style/Widget.Material3.SplitButton.IconButton.Filled.Tonal"
      ),
      ("materialButtonGroupStyle", "@style/Widget.Material3.MaterialButtonGroup"),
      ("materialButtonToggleGroupStyle", "@style/Widget.Material3.MaterialButtonToggleGroup"),
      ("collapsingToolbarLayoutMediumStyle", "@style/Widget.Material3.CollapsingToolbar.Medium"),
      ("collapsingToolbarLayoutLargeStyle", "@style/Widget.Material3.CollapsingToolbar.Large"),
      ("tabSecondaryStyle", "@style/Widget.Material3.TabLayout.Secondary"),
      ("materialDividerHeavyStyle", "@style/Widget.Material3.MaterialDivider.Heavy"),
      ("floatingToolbarStyle", "@style/Widget.Material3.FloatingToolbar"),
      ("floatingToolbarVibrantStyle", "@style/Widget.Material3.FloatingToolbar.Vibrant"),
      ("dockedToolbarStyle", "@style/Widget.Material3.DockedToolbar"),
      ("dockedToolbarVibrantStyle", "@style/Widget.Material3.DockedToolbar.Vibrant"),
      ("loadingIndicatorStyle", "@style/Widget.Material3.LoadingIndicator"),
      ("bottomSheetDragHandleStyle", "@style/Widget.Material3.BottomSheet.DragHandle"),
      ("badgeStyle", "@style/Widget.Material3.Badge"),
    ]
    + ["Small", "Medium", "Large"].map {
      (
        "extendedFloatingActionButton\($0)Style",
        "@style/Widget.Material3.ExtendedFloatingActionButton.\($0)"
      )
    }
    + ["Primary", "Secondary", "Tertiary", "Surface"].flatMap { role in
      [
        (
          "extendedFloatingActionButton\(role)Style",
          "@style/Widget.Material3.ExtendedFloatingActionButton.Icon.\(role)"
        ),
        (
          "floatingActionButtonSmall\(role)Style",
          "@style/Widget.Material3.FloatingActionButton.Small.\(role)"
        ),
        (
          "floatingActionButtonLarge\(role)Style",
          "@style/Widget.Material3.FloatingActionButton.Large.\(role)"
        ),
      ]
    }
}
