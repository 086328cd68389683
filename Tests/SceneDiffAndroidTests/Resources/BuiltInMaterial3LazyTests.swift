import Testing

@testable import SceneDiffAndroid

/// Material 3's built-in values and styles are made only when a name that may be theirs is asked
/// for; every one of them must pass that test, or it would never be found.
@Suite struct BuiltInMaterial3LazyTests {
  /// Every Material 3 value's name starts with `m3_`.
  @Test func everyValueNameMayBeMaterial3() {
    for (_, name, _, _) in BuiltInMaterial3.values {
      #expect(BuiltInMaterial3.mayNameValue(name), "\(name)")
      #expect(name.hasPrefix("m3_"), "\(name)")
    }
  }

  /// Every Material 3 style's name contains `Material3` or `.M3.`.
  @Test func everyStyleNameMayBeMaterial3() {
    for definition in BuiltInMaterial3.styles {
      let name = definition.name
      #expect(BuiltInMaterial3.mayNameStyle(name), "\(name)")
      #expect(name.contains("Material3") || name.contains(".M3."), "\(name)")
    }
  }

  /// The byte test agrees with the substring test on names with and without the markers,
  /// at the start, middle and end, and on near misses (`Material2`, `.M3` without a dot after,
  /// `M3.` without a dot before).
  @Test func styleNameTestMatchesSubstrings() {
    let names = [
      "Material3", "Theme.Material3.Light", "Widget.Material3", "TextAppearance.M3.Sys",
      ".M3.", "Theme.MaterialComponents", "Theme.Material2", "Widget.M3", "M3.Widget",
      "Theme.AppCompat", "", "3", "l3", "Materia3", "Material33", "x.M3.y",
    ]
    for name in names {
      let expected = name.contains("Material3") || name.contains(".M3.")
      #expect(BuiltInMaterial3.mayNameStyle(name) == expected, "\(name)")
    }
  }

  /// A Material 3 style and value are found through the shared tables, and a library style
  /// that is not Material 3's still is: `Widget.Material3.Button` has parent
  /// `Widget.MaterialComponents.Button`; `m3_sys_elevation_level3` is 6dp
  /// (`elevation/res/values/tokens.xml`); `mtrl_min_touch_target_size` is 48dp.
  @Test func material3NamesAreFound() throws {
    let tables = BuiltInResources.shared
    let button = try #require(tables.style(StyleName("Widget.Material3.Button")))
    #expect(button.name == "Widget.Material3.Button")
    #expect(button.parent == StyleName("Widget.MaterialComponents.Button"))
    #expect(tables.style(StyleName("Widget.AppCompat.Button")) != nil)
    let level3 = tables.value(
      "dimen",
      "m3_sys_elevation_level3",
      isFramework: false,
      device: .defaultPhone
    )
    #expect(level3 == ResourceItem("6dp"))
    let target = tables.value(
      "dimen",
      "mtrl_min_touch_target_size",
      isFramework: false,
      device: .defaultPhone
    )
    #expect(target == ResourceItem("48dp"))
    #expect(tables.names("style").contains("Theme.Material3.Light"))
    #expect(tables.names("dimen").contains("m3_sys_elevation_level3"))
    #expect(tables.names("dimen").contains("abc_action_bar_default_height_material"))
  }
}
