import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The theme attributes the corpus reads resolve under the built-in themes (issue 19 item 2),
/// and unresolved references say precisely what is missing (item 7).
@Suite struct ThemeAttributeAuditTests {
  /// Every `?android:attr/x`, `?attr/x` and `?x` written in an XML file under `folder`.
  static func references(under folder: String) -> Set<String> {
    var found: Set<String> = []
    let pattern = try? NSRegularExpression(
      pattern: #"\?(android:)?(attr/)?([A-Za-z_][A-Za-z_0-9]*)"#
    )
    guard let pattern, let files = FileManager.default.enumerator(atPath: folder) else { return [] }
    for case let file as String in files where file.hasSuffix(".xml") {
      guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
        continue
      }
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let name = Range(match.range(at: 3), in: text).map({ String(text[$0]) }),
          name != "xml"
        else { continue }
        found.insert((match.range(at: 1).location != NSNotFound ? "android:" : "") + name)
      }
    }
    return found
  }

  /// Whether built-in style `theme` (a library theme unless it starts with `android:`) sets
  /// the attribute written `name` (`android:x` or `x`).
  static func resolves(_ name: String, under theme: String) -> Bool {
    let isFramework = theme.hasPrefix("android:")
    let styleName = StyleName(
      isFramework ? String(theme.dropFirst("android:".count)) : theme,
      isFramework: isFramework
    )
    guard let style = BuiltInResources.shared.style(styleName) else { return false }
    return MissingResourceHints.sets(style, AttributeKey(styleItem: name))
  }

  @Test func everyCorpusThemeAttributeResolves() {
    let references = ["android", "android-extra", "apps"].reduce(into: Set<String>()) {
      $0.formUnion(Self.references(under: TestPaths.sharedCorpus + "/" + $1))
    }
    #expect(references.count > 40)
    // The Reply sample's own attribute (its attrs.xml and theme are not in the corpus copy).
    let appOwn: Set<String> = ["emphasisMediumAlpha"]
    for name in references.sorted() where !appOwn.contains(name) {
      if name.hasPrefix("android:") {
        // Platform attributes: every built-in theme family sets them.
        for theme in [
          "android:Theme.Material.Light", "Theme.AppCompat.Light", "Theme.MaterialComponents.Light",
        ] {
          #expect(Self.resolves(name, under: theme), "\(name) under \(theme)")
        }
      } else {
        #expect(
          Self.resolves(name, under: "Theme.MaterialComponents.Light"),
          "\(name) under Theme.MaterialComponents.Light"
        )
      }
    }
  }

  /// The theme attributes the Material 3 layouts of MDC-Android's catalog read.
  ///
  /// Every `?attr/x` in `catalog/**/res/layout/*.xml` at tag 1.14.0 (263 files), less the
  /// catalog's own (`catalogToolbarStyle`, `textInputSignInStyle`…) and the AppCompat and
  /// framework ones the other tests cover. The corpus has no Material 3 layout of its own.
  static let material3CatalogAttributes = [
    "textAppearanceBodyLarge", "materialIconButtonStyle", "materialButtonOutlinedStyle",
    "textAppearanceTitleLarge", "textAppearanceSubtitle1", "materialIconButtonFilledStyle",
    "borderlessButtonStyle", "materialButtonTonalStyle", "textAppearanceBody1",
    "textAppearanceCaption", "materialIconButtonFilledTonalStyle", "colorSecondary",
    "textInputOutlinedStyle", "textAppearanceHeadline6", "textAppearanceBody2",
    "materialIconButtonOutlinedStyle", "actionBarSize", "textInputFilledStyle",
    "colorSurfaceVariant", "selectableItemBackground", "textAppearanceHeadlineLarge",
    "materialButtonElevatedStyle", "floatingActionButtonMediumStyle",
    "floatingActionButtonLargeStyle", "colorSurface", "textAppearanceSubtitle2",
    "textAppearanceBodyMedium", "floatingActionButtonStyle",
    "extendedFloatingActionButtonSmallStyle",
    "extendedFloatingActionButtonMediumStyle", "extendedFloatingActionButtonLargeStyle",
    "colorControlNormal", "textInputFilledExposedDropdownMenuStyle",
    "listItemCardViewSegmentedStyle", "colorPrimary", "colorError", "textAppearanceHeadline5",
    "shapeAppearanceMediumComponent", "materialSplitButtonIconFilledStyle",
    "colorOnSurfaceVariant", "colorControlHighlight", "textInputOutlinedExposedDropdownMenuStyle",
    "textAppearanceTitleMedium", "materialSplitButtonLeadingFilledStyle", "colorOnSurface",
    "collapsingToolbarLayoutMediumStyle", "collapsingToolbarLayoutMediumSize",
    "collapsingToolbarLayoutLargeStyle", "collapsingToolbarLayoutLargeSize",
    "textInputOutlinedDenseStyle", "textInputFilledDenseStyle", "textAppearanceHeadlineSmall",
    "shapeAppearanceCornerExtraLarge", "materialSplitButtonLeadingFilledTonalStyle",
    "materialSplitButtonIconFilledTonalStyle", "android:colorBackground", "toolbarSurfaceStyle",
    "textAppearanceHeadline3", "textAppearanceBodySmall", "shapeAppearanceCornerMedium",
    "selectableItemBackgroundBorderless", "listPreferredItemHeight",
    "floatingActionButtonTertiaryStyle", "extendedFloatingActionButtonTertiaryStyle",
    "colorPrimarySurface", "colorOnSecondaryContainer", "colorOnPrimarySurface",
    "android:textColorSecondary", "android:textColorPrimary", "android:textAppearanceListItem",
    "android:listPreferredItemHeightSmall", "textAppearanceLabelSmall",
    "textAppearanceHeadlineMedium", "textAppearanceHeadline4", "textAppearanceDisplayMedium",
    "textAppearanceButton", "tabSecondaryStyle", "shapeAppearanceSmallComponent",
    "minTouchTargetSize", "materialDividerHeavyStyle", "materialCardViewStyle",
    "materialCardViewFilledStyle", "materialCardViewElevatedStyle", "listPreferredItemHeightSmall",
    "floatingToolbarVibrantStyle", "floatingActionButtonSecondaryStyle",
    "dockedToolbarVibrantStyle", "colorSurfaceContainerHigh", "colorSurfaceContainer",
    "colorSecondaryContainer", "colorOnSecondary",
  ]

  /// The `@style/…Material3…` styles the same catalog layouts name (less the catalog's own and
  /// `Material3Expressive`).
  static let material3CatalogStyles = [
    "ShapeAppearance.Material3.Corner.Full",
    "ThemeOverlay.Material3.Toolbar.CircleNavigationButton",
    "Widget.Material3.BottomSheet", "Widget.Material3.Button.OutlinedButton.Icon",
    "Widget.Material3.Button.UnelevatedButton", "Widget.Material3.CardView.Filled",
    "Widget.Material3.Checkbox.ListItem", "Widget.Material3.Chip.Assist",
    "Widget.Material3.Chip.Assist.Elevated", "Widget.Material3.Chip.Filter",
    "Widget.Material3.Chip.Filter.Elevated", "Widget.Material3.Chip.Input",
    "Widget.Material3.Chip.Input.Icon", "Widget.Material3.Chip.Suggestion",
    "Widget.Material3.Chip.Suggestion.Elevated",
    "Widget.Material3.FloatingToolbar.IconButton.Vibrant",
    "Widget.Material3.ImageView.ListItem.LeadingIcon",
    "Widget.Material3.ImageView.ListItem.TrailingIcon",
    "Widget.Material3.LinearProgressIndicator", "Widget.Material3.LoadingIndicator.Contained",
    "Widget.Material3.RadioButton.ListItem",
    "Widget.Material3.ShapeableImageView.ListItem.LeadingImage",
    "Widget.Material3.SideSheet", "Widget.Material3.SideSheet.Detached",
    "Widget.Material3.Switch.ListItem", "Widget.Material3.TextView.ListItem.LabelText",
    "Widget.Material3.TextView.ListItem.Overline",
    "Widget.Material3.TextView.ListItem.SupportingText",
    "Widget.Material3.TextView.ListItem.TrailingSupportingText",
  ]

  @Test func everyMaterial3CatalogReferenceResolves() throws {
    for theme in [
      "Theme.Material3.Light", "Theme.Material3.Dark", "Theme.Material3.DayNight.NoActionBar",
      "Theme.Material3.DynamicColors.DayNight",
    ] {
      for name in Self.material3CatalogAttributes {
        #expect(Self.resolves(name, under: theme), "\(name) under \(theme)")
      }
    }
    // Every theme item that names a style or a value leads to a built-in one, through any
    // ?attr/ chain: follow each item of the light theme's chain to its end.
    let repository = ResourceRepository(folders: [], device: .defaultPhone)
    var resolver = ResourceResolver(repository: repository, theme: Theme(name: "", chain: []))
    let light = try #require(BuiltInResources.shared.style(StyleName("Theme.Material3.Light")))
    resolver.theme = Theme(name: "Theme.Material3.Light", chain: resolver.chain(of: light))
    var followed = 0
    for style in resolver.theme.chain where style.name.contains("Material3") {
      for (key, item) in style.items where item.value.hasPrefix("@") || item.value.hasPrefix("?") {
        followed += 1
        if item.value.hasPrefix("@style/") {
          #expect(
            (try? resolver.style(item.value, at: nil, attribute: key.description)) != nil,
            "\(key.description) = \(item.value)"
          )
        } else if item.value.hasPrefix("@color/") || item.value.hasPrefix("?") {
          #expect(
            (try? resolver.resolve(item.value, at: nil)) != nil,
            "\(key.description) = \(item.value)"
          )
        }
      }
    }
    // 34 colour roles + 12 fixed + the widget styles, type and shape scales, durations.
    #expect(followed > 200)
    #expect(!Self.resolves("colorSurfaceContainerHighst", under: "Theme.Material3.Light"))
    for name in Self.material3CatalogStyles {
      #expect(BuiltInResources.shared.style(StyleName(name)) != nil, "\(name)")
    }
    // Every type-scale style carries MDC's size.
    for scale in BuiltInMaterial3.typeScale {
      let style = BuiltInResources.shared.style(StyleName("TextAppearance.Material3.\(scale)"))
      #expect(style != nil, "\(scale)")
    }
  }

  @Test func addedDefaultsFromTheirSources() throws {
    // AppCompat themes_base.xml: actionBarItemBackground is ?attr/selectableItemBackgroundBorderless;
    // framework themes_material.xml: colorButtonNormal (button_material_light #ffd6d7d7).
    let appCompat = try #require(BuiltInResources.shared.style(StyleName("Base.Theme.AppCompat")))
    #expect(
      appCompat.items[.app("actionBarItemBackground")]?.value
        == "?attr/selectableItemBackgroundBorderless"
    )
    #expect(Self.resolves("android:colorButtonNormal", under: "android:Theme.Material.Light"))
    #expect(Self.resolves("listPreferredItemPaddingStart", under: "Theme.AppCompat.Light"))
  }

  @Test func missingReferencesSayWhereTheyAreDefined() throws {
    // Two modules side by side without a Gradle build: app's layout reads core's dimen.
    let root = try TemporaryFolder("hints")
    let layout = try root.write(
      """
      <View xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="@dimen/gap" android:layout_height="@dimen/nowhere"/>
      """,
      to: "app/src/main/res/layout/main.xml"
    )
    _ = try root.write(
      "<resources><dimen name=\"gap\">8dp</dimen></resources>",
      to: "core/src/main/res/values/dimens.xml"
    )
    var messages: [String] = []
    do {
      _ = try LayoutFile.load(path: layout)
    } catch {
      messages = error.diagnostics.filter { $0.severity == .error }.map(\.message)
    }
    #expect(messages.count == 2)
    #expect(messages.first?.contains("core/src/main/res' defines it") == true)
    #expect(messages.first?.contains("pass --res ") == true)
    #expect(messages.last?.contains("searched 1 res/ folder") == true)
    // A value only a qualified folder the device does not select defines.
    let wide = try root.write(
      """
      <View xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="@dimen/wide" android:layout_height="1px"/>
      """,
      to: "app/src/main/res/layout/wide.xml"
    )
    _ = try root.write(
      "<resources><dimen name=\"wide\">8dp</dimen></resources>",
      to: "app/src/main/res/values-w600dp/dimens.xml"
    )
    do {
      _ = try LayoutFile.load(path: wide)
      Issue.record("expected a missing-resource error")
    } catch {
      let message = error.diagnostics.first { $0.code == "missing-resource" }?.message
      #expect(message?.contains("only 'values-w600dp/' of") == true)
    }
    // An MDC attribute under an AppCompat theme names its library.
    let themed = try root.write(
      """
      <View xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="1px" android:layout_height="1px"
          android:background="?attr/colorSurface"/>
      """,
      to: "app/src/main/res/layout/themed.xml"
    )
    do {
      _ = try LayoutFile.load(
        path: themed,
        options: LayoutOptions(theme: "@style/Theme.AppCompat.Light")
      )
      Issue.record("expected a missing-theme-attribute error")
    } catch {
      let message = error.diagnostics.first { $0.code == "missing-theme-attribute" }?.message
      #expect(message?.contains("it is a Material Components theme attribute") == true)
      #expect(message?.contains("given with --theme") == true)
    }
  }
}
