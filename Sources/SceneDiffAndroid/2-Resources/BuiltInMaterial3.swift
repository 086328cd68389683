import SceneDiffCore

/// The Material 3 part of the built-in library tables: the baseline palette, the colour roles,
/// the `Theme.Material3*` and `ThemeOverlay.Material3*` themes, and the `Widget.Material3*` and
/// `ShapeAppearance.Material3*` styles the common widgets default to.
///
/// Every value is MDC-Android's own, release 1.14.0 (`material-components-android`, tag
/// `1.14.0`): `theme/res/values/themes_base.xml` (`Base.V14.Theme.Material3.Light` and `.Dark`),
/// `color/res/values/tokens.xml` (system colours and the reference palette), the component
/// `res/values/dimens.xml`, `tokens.xml` and `styles.xml` files. The text appearances are in
/// ``BuiltInTextAppearances``. Colours resolve but do not change layout; dynamic colour themes
/// keep the baseline palette (a device takes them from its wallpaper).
enum BuiltInMaterial3 {
  /// Tonal palettes: `(palette, [(tone, #AARRGGBB)])`, `color/res/values/tokens.xml`.
  private static let palette: [(String, [(Int, String)])] = [
    (
      "primary",
      [
        (100, "ffffffff"), (99, "fffffbfe"), (98, "fffef7ff"), (95, "fff6edff"), (90, "ffeaddff"),
        (80, "ffd0bcff"), (70, "ffb69df8"), (60, "ff9a82db"), (50, "ff7f67be"), (40, "ff6750a4"),
        (30, "ff4f378b"), (20, "ff381e72"), (10, "ff21005d"), (0, "ff000000"),
      ]
    ),
    (
      "secondary",
      [
        (100, "ffffffff"), (99, "fffffbfe"), (98, "fffef7ff"), (95, "fff6edff"), (90, "ffe8def8"),
        (80, "ffccc2dc"), (70, "ffb0a7c0"), (60, "ff958da5"), (50, "ff7a7289"), (40, "ff625b71"),
        (30, "ff4a4458"), (20, "ff332d41"), (10, "ff1d192b"), (0, "ff000000"),
      ]
    ),
    (
      "tertiary",
      [
        (100, "ffffffff"), (99, "fffffbfa"), (98, "fffff8f8"), (95, "ffffecf1"), (90, "ffffd8e4"),
        (80, "ffefb8c8"), (70, "ffd29dac"), (60, "ffb58392"), (50, "ff986977"), (40, "ff7d5260"),
        (30, "ff633b48"), (20, "ff492532"), (10, "ff31111d"), (0, "ff000000"),
      ]
    ),
    (
      "error",
      [
        (100, "ffffffff"), (99, "fffffbf9"), (98, "fffff8f7"), (95, "fffceeee"), (90, "fff9dedc"),
        (80, "fff2b8b5"), (70, "ffec928e"), (60, "ffe46962"), (50, "ffdc362e"), (40, "ffb3261e"),
        (30, "ff8c1d18"), (20, "ff601410"), (10, "ff410e0b"), (0, "ff000000"),
      ]
    ),
    (
      "neutral",
      [
        (100, "ffffffff"), (99, "fffffbff"), (98, "fffef7ff"), (96, "fff7f2fa"), (95, "fff5eff7"),
        (94, "fff3edf7"), (92, "ffece6f0"), (90, "ffe6e0e9"), (87, "ffded8e1"), (80, "ffcac5cd"),
        (70, "ffaea9b1"), (60, "ff938f96"), (50, "ff79767d"), (40, "ff605d64"), (30, "ff48464c"),
        (24, "ff3b383e"), (22, "ff36343b"), (20, "ff322f35"), (17, "ff2b2930"), (12, "ff211f26"),
        (10, "ff1d1b20"), (6, "ff141218"), (4, "ff0f0d13"), (0, "ff000000"),
      ]
    ),
    (
      "neutral_variant",
      [
        (100, "ffffffff"), (99, "fffffbfe"), (98, "fffdf7ff"), (95, "fff5eefa"), (90, "ffe7e0ec"),
        (80, "ffcac4d0"), (70, "ffaea9b4"), (60, "ff938f99"), (50, "ff79747e"), (40, "ff605d66"),
        (30, "ff49454f"), (20, "ff322f37"), (10, "ff1d1a22"), (0, "ff000000"),
      ]
    ),
  ]

  /// Colour roles: `(theme attribute, system token, light palette tone, dark palette tone)`,
  /// `color/res/values/tokens.xml` (`m3_sys_color_light_*`, `m3_sys_color_dark_*`).
  static let roles: [(String, String, String, String)] = [
    ("colorPrimary", "primary", "primary40", "primary80"),
    ("colorOnPrimary", "on_primary", "primary100", "primary20"),
    ("colorPrimaryInverse", "inverse_primary", "primary80", "primary40"),
    ("colorPrimaryContainer", "primary_container", "primary90", "primary30"),
    ("colorOnPrimaryContainer", "on_primary_container", "primary10", "primary90"),
    ("colorSecondary", "secondary", "secondary40", "secondary80"),
    ("colorOnSecondary", "on_secondary", "secondary100", "secondary20"),
    ("colorSecondaryContainer", "secondary_container", "secondary90", "secondary30"),
    ("colorOnSecondaryContainer", "on_secondary_container", "secondary10", "secondary90"),
    ("colorTertiary", "tertiary", "tertiary40", "tertiary80"),
    ("colorOnTertiary", "on_tertiary", "tertiary100", "tertiary20"),
    ("colorTertiaryContainer", "tertiary_container", "tertiary90", "tertiary30"),
    ("colorOnTertiaryContainer", "on_tertiary_container", "tertiary10", "tertiary90"),
    ("android:colorBackground", "background", "neutral98", "neutral6"),
    ("colorOnBackground", "on_background", "neutral10", "neutral90"),
    ("colorSurface", "surface", "neutral98", "neutral6"),
    ("colorOnSurface", "on_surface", "neutral10", "neutral90"),
    ("colorSurfaceVariant", "surface_variant", "neutral_variant90", "neutral_variant30"),
    ("colorOnSurfaceVariant", "on_surface_variant", "neutral_variant30", "neutral_variant80"),
    ("colorSurfaceInverse", "inverse_surface", "neutral20", "neutral90"),
    ("colorOnSurfaceInverse", "inverse_on_surface", "neutral95", "neutral20"),
    ("colorSurfaceBright", "surface_bright", "neutral98", "neutral24"),
    ("colorSurfaceDim", "surface_dim", "neutral87", "neutral6"),
    ("colorSurfaceContainer", "surface_container", "neutral94", "neutral12"),
    ("colorSurfaceContainerLow", "surface_container_low", "neutral96", "neutral10"),
    ("colorSurfaceContainerHigh", "surface_container_high", "neutral92", "neutral17"),
    ("colorSurfaceContainerLowest", "surface_container_lowest", "neutral100", "neutral4"),
    ("colorSurfaceContainerHighest", "surface_container_highest", "neutral90", "neutral22"),
    ("colorOutline", "outline", "neutral_variant50", "neutral_variant60"),
    ("colorOutlineVariant", "outline_variant", "neutral_variant80", "neutral_variant30"),
    ("colorError", "error", "error40", "error80"),
    ("colorOnError", "on_error", "error100", "error20"),
    ("colorErrorContainer", "error_container", "error90", "error30"),
    ("colorOnErrorContainer", "on_error_container", "error10", "error90"),
  ]

  /// The fixed roles, the same in light and dark themes: `(attribute, token, palette tone)`.
  static let fixedRoles: [(String, String, String)] = ["primary", "secondary", "tertiary"]
    .flatMap { hue in
      [
        ("\(hue.capitalized)Fixed", "\(hue)_fixed", "\(hue)90"),
        ("\(hue.capitalized)FixedDim", "\(hue)_fixed_dim", "\(hue)80"),
        ("On\(hue.capitalized)Fixed", "on_\(hue)_fixed", "\(hue)10"),
        ("On\(hue.capitalized)FixedVariant", "on_\(hue)_fixed_variant", "\(hue)30"),
      ].map { ("color" + $0.0, $0.1, $0.2) }
    }

  /// `(type, name, qualifiers, value)` rows for ``BuiltInTables/libraryValues``.
  static let values: [(String, String, String, String)] =
    palette.flatMap { hue, tones in
      tones.map { ("color", "m3_ref_palette_\(hue)\($0.0)", "", "#" + $0.1) }
    }
    + roles.flatMap { _, token, light, dark in
      [
        ("color", "m3_sys_color_light_\(token)", "", "@color/m3_ref_palette_\(light)"),
        ("color", "m3_sys_color_dark_\(token)", "", "@color/m3_ref_palette_\(dark)"),
      ]
    }
    // color/res/values-v35/tokens.xml: on API 35+ the light on-container roles are tone 30.
    + ["primary", "secondary", "tertiary", "error"].map {
      ("color", "m3_sys_color_light_on_\($0)_container", "v35", "@color/m3_ref_palette_\($0)30")
    }
    + fixedRoles.map { ("color", "m3_sys_color_\($0.1)", "", "@color/m3_ref_palette_\($0.2)") }
    + dimensions.map { ("dimen", $0.0, "", $0.1) }
    + durations.map { ("integer", "m3_sys_motion_duration_\($0.0)", "", "\($0.1)") }

  /// Dimensions: the shape scale (`shape/res/values/tokens.xml`), elevation levels
  /// (`elevation/res/values/tokens.xml`), top app bar heights (`appbar`), buttons
  /// (`button/res/values/dimens.xml`), cards and FABs (their `tokens.xml`).
  private static let dimensions: [(String, String)] = [
    ("m3_sys_shape_corner_value_none", "0dp"), ("m3_sys_shape_corner_value_extra_small", "4dp"),
    ("m3_sys_shape_corner_value_small", "8dp"), ("m3_sys_shape_corner_value_medium", "12dp"),
    ("m3_sys_shape_corner_value_large", "16dp"),
    ("m3_sys_shape_corner_value_large_increased", "20dp"),
    ("m3_sys_shape_corner_value_extra_large", "28dp"),
    ("m3_sys_shape_corner_value_extra_large_increased", "32dp"),
    ("m3_sys_shape_corner_value_extra_extra_large", "48dp"),
    ("m3_sys_elevation_level0", "0dp"), ("m3_sys_elevation_level1", "1dp"),
    ("m3_sys_elevation_level2", "3dp"), ("m3_sys_elevation_level3", "6dp"),
    ("m3_sys_elevation_level4", "8dp"), ("m3_sys_elevation_level5", "12dp"),
    ("m3_appbar_size_compact", "64dp"), ("m3_appbar_size_medium", "112dp"),
    ("m3_appbar_size_large", "152dp"),
    ("m3_btn_inset", "4dp"), ("m3_btn_max_width", "320dp"), ("m3_btn_padding_left", "24dp"),
    ("m3_btn_padding_right", "24dp"), ("m3_btn_padding_top", "6dp"),
    ("m3_btn_padding_bottom", "6dp"), ("m3_btn_icon_btn_padding_left", "16dp"),
    ("m3_btn_icon_btn_padding_right", "24dp"), ("m3_btn_text_btn_padding_left", "12dp"),
    ("m3_btn_text_btn_padding_right", "12dp"), ("m3_btn_text_btn_icon_padding_left", "12dp"),
    ("m3_btn_text_btn_icon_padding_right", "16dp"), ("m3_btn_icon_only_default_padding", "10dp"),
    ("m3_btn_icon_only_min_width", "20dp"), ("m3_btn_icon_only_default_size", "20dp"),
    ("m3_comp_button_small_leading_space", "16dp"), ("m3_card_stroke_width", "1dp"),
    ("m3_comp_outlined_card_outline_width", "1dp"),
    ("m3_card_elevation", "@dimen/m3_sys_elevation_level0"),
    ("m3_card_elevated_elevation", "@dimen/m3_sys_elevation_level1"),
    ("m3_comp_fab_container_height", "56dp"), ("m3_comp_fab_small_container_height", "40dp"),
    ("m3_comp_fab_medium_container_height", "80dp"),
    ("m3_comp_fab_large_container_height", "96dp"),
    ("m3_comp_fab_primary_container_container_elevation", "@dimen/m3_sys_elevation_level3"),
  ]

  /// `m3_sys_motion_duration_*` in ms (`motion/res/values/tokens.xml`).
  static let durations: [(String, Int)] = [
    ("short1", 50), ("short2", 100), ("short3", 150), ("short4", 200), ("medium1", 250),
    ("medium2", 300), ("medium3", 350), ("medium4", 400), ("long1", 450), ("long2", 500),
    ("long3", 550), ("long4", 600), ("extra_long1", 700), ("extra_long2", 800),
    ("extra_long3", 900), ("extra_long4", 1000),
  ]

  /// The M3 type scale names, `TextAppearance.Material3.<name>`.
  static let typeScale = [
    "DisplayLarge", "DisplayMedium", "DisplaySmall", "HeadlineLarge", "HeadlineMedium",
    "HeadlineSmall", "TitleLarge", "TitleMedium", "TitleSmall", "BodyLarge", "BodyMedium",
    "BodySmall", "LabelLarge", "LabelMedium", "LabelSmall",
  ]

  /// Whether `name` may be the name of one of ``values``: they all start with `m3_`
  /// (``BuiltInResources`` makes Material 3's values only when such a name is asked for).
  static func mayNameValue(_ name: String) -> Bool {
    name.utf8.starts(with: "m3_".utf8)
  }

  /// Whether `name` may be the name of one of ``styles``: they all contain `Material3` or, the
  /// type scale's token styles (`TextAppearance.M3.Sys.Typescale.*`), `.M3.`
  /// (``BuiltInResources`` makes Material 3's styles only when such a name is asked for).
  static func mayNameStyle(_ name: String) -> Bool {
    let material = "Material".utf8
    let found = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      for index in bytes.indices where bytes[index] == UInt8(ascii: "3") {
        if index >= 2, bytes[index - 1] == UInt8(ascii: "M"), bytes[index - 2] == UInt8(ascii: "."),
          index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ".")
        {
          return true
        }
        if index >= material.count,
          bytes[(index - material.count)..<index].elementsEqual(material)
        {
          return true
        }
      }
      return false
    }
    return found ?? (name.contains("Material3") || name.contains(".M3."))
  }

  /// The shape scale: `(style suffix, size token)`.
  static let corners: [(String, String)] = [
    ("ExtraSmall", "extra_small"), ("Small", "small"), ("Medium", "medium"), ("Large", "large"),
    ("LargeIncreased", "large_increased"), ("ExtraLarge", "extra_large"),
    ("ExtraLargeIncreased", "extra_large_increased"), ("ExtraExtraLarge", "extra_extra_large"),
  ]
}
