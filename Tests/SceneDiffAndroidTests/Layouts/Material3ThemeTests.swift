import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Material 3 themes (issue 19 item 2).
///
/// Widgets laid out under `Theme.Material3.Light` with the MDC-Android 1.14.0 dimensions, an
/// app theme on `Theme.Material3.DayNight.NoActionBar`, and unknown M3 attributes. Density 1
/// on a 360 × 640 device, so 1 dp = 1 px.
@Suite struct Material3ThemeTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  @Test func widgetsTakeTheirMaterial3Defaults() throws {
    var options = mdpi
    options.theme = "Theme.Material3.Light"
    let fixture = try LayoutFixture([
      "layout/m3.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <com.google.android.material.button.MaterialButton android:id="@+id/button"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="OK"/>
        <com.google.android.material.card.MaterialCardView android:id="@+id/card"
            android:layout_width="match_parent" android:layout_height="wrap_content">
          <View android:layout_width="match_parent" android:layout_height="100px"/>
        </com.google.android.material.card.MaterialCardView>
        <com.google.android.material.floatingactionbutton.FloatingActionButton
            android:id="@+id/fab" android:layout_width="wrap_content"
            android:layout_height="wrap_content"/>
        <androidx.appcompat.widget.Toolbar android:id="@+id/toolbar"
            android:layout_width="match_parent" android:layout_height="wrap_content"/>
        <TextView android:id="@+id/body" android:layout_width="match_parent"
            android:layout_height="wrap_content" android:text="Body"
            android:textAppearance="?attr/textAppearanceBodyLarge"/>
      </LinearLayout>
      """
    ])
    let loaded = try fixture.load("m3", options)
    #expect(loaded.diagnostics.filter { $0.severity != .note }.isEmpty)
    let scene = loaded.value
    // Widget.Material3.Button (button/res/values/dimens.xml): padding 24 dp sides, 6 dp top
    // and bottom, m3_btn_inset 4 dp top and bottom; "OK" in LabelLarge (14 sp) is about
    // 20 px, so 24 + 20 + 24 = 68 < minWidth 88 dp and 4 + 6 + ~17 + 6 + 4 = ~37 < minHeight
    // 48 dp (both from Widget.AppCompat.Button, abc_button_min_*_material): 88 × 48.
    #expect(bounds(scene.view("button")) == [0, 0, 88, 48])
    // Widget.Material3.CardView.Outlined (the default through materialCardViewStyle →
    // ?attr/materialCardViewOutlinedStyle): no content padding (the 1 dp stroke adds none,
    // the round-rect shape clips, so no corner padding), 100 px of content below the
    // button; corner = shapeCornerSizeMedium 12 dp; background ?attr/colorSurface =
    // m3_ref_palette_neutral98 #fffef7ff.
    let card = try #require(scene.view("card"))
    #expect(bounds(card) == [0, 48, 360, 100])
    #expect(card.style.cornerRadius == 12)
    #expect(card.style.background == "#FEF7FF")
    // Widget.Material3.FloatingActionButton.Primary: fabCustomSize m3_comp_fab_container_height
    // 56 dp, over the 48 dp touch target, so no padding: 56 × 56 at y = 48 + 100.
    #expect(bounds(scene.view("fab")) == [0, 148, 56, 56])
    // Widget.Material3.Toolbar → Widget.AppCompat.Toolbar minHeight ?attr/actionBarSize =
    // m3_appbar_size_compact = m3_comp_app_bar_small_container_height 64 dp (M2: 56 dp).
    #expect(bounds(scene.view("toolbar")) == [0, 204, 360, 64])
    // TextAppearance.Material3.BodyLarge: 16 sp = 16 px at density 1, at y = 204 + 64.
    let body = try #require(scene.view("body"))
    #expect(body.style.textSize == 16)
    #expect(body.y == 268 && body.width == 360)
  }

  @Test func buttonPaddingAndInsetsAreMaterial3() throws {
    var options = mdpi
    options.theme = "Theme.Material3.Light"
    let button = "com.google.android.material.button.MaterialButton"
    let fixture = try LayoutFixture([
      "layout/buttons.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <\(button) android:id="@+id/filled" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:minWidth="0dp" android:minHeight="0dp"
            android:text=""/>
        <\(button) android:id="@+id/text" style="?attr/borderlessButtonStyle"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:minWidth="0dp" android:minHeight="0dp" android:text=""/>
        <\(button) android:id="@+id/icon" style="?attr/materialIconButtonStyle"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text=""/>
      </LinearLayout>
      """
    ])
    let scene = try fixture.load("buttons", options).value
    // One empty line of LabelLarge (14 sp = 14 px, Roboto Medium) with font padding:
    // top = floor(−14 × 2163 / 2048) = floor(−14.79) = −15, bottom = ceil(14 × 555 / 2048)
    // = ceil(3.79) = 4 (android-layout.md, Roboto's head table): 19 px.
    // Filled (Widget.Material3.Button): 24 + 0 + 24 = 48 wide; 4 + 6 + 19 + 6 + 4 = 39 tall.
    #expect(bounds(scene.view("filled")) == [0, 0, 48, 39])
    // Text button (borderlessButtonStyle → Widget.Material3.Button.TextButton): 12 + 12 = 24.
    #expect(bounds(scene.view("text")) == [0, 39, 24, 39])
    // Icon button: insetLeft/Right 4 dp + padding 10 dp a side = 28 ≥ minWidth 20 dp;
    // 4 + 10 + 19 + 10 + 4 = 47 < minHeight 48 dp (Widget.AppCompat.Button): 28 × 48.
    #expect(bounds(scene.view("icon")) == [0, 78, 28, 48])
  }

  @Test func typeScaleAndColourRolesMatchMDC() throws {
    func item(_ style: String, _ key: AttributeKey) -> String? {
      BuiltInResources.shared.style(StyleName(style))?.items[key]?.value
    }
    // typography/res/values/tokens.xml: BodyLarge 16 sp / 24 sp, 0.03125 em; LabelSmall
    // 11 sp medium; DisplayLarge 57 sp, −0.00438596 em.
    let body = "TextAppearance.M3.Sys.Typescale.BodyLarge"
    #expect(item(body, .android("textSize")) == "16sp")
    #expect(item(body, .app("lineHeight")) == "24sp")
    #expect(item(body, .android("letterSpacing")) == "0.03125")
    let label = "TextAppearance.M3.Sys.Typescale.LabelSmall"
    #expect(item(label, .android("textSize")) == "11sp")
    #expect(item(label, .android("fontFamily")) == "sans-serif-medium")
    let display = "TextAppearance.M3.Sys.Typescale.DisplayLarge"
    #expect(item(display, .android("letterSpacing")) == "-0.00438596")
    // themes_base.xml: colorPrimaryContainer is m3_sys_color_light_primary_container =
    // m3_ref_palette_primary90 (#ffeaddff); the dark theme's colorSurface is neutral6.
    let light = "Base.V14.Theme.Material3.Light"
    #expect(
      item(light, .app("colorPrimaryContainer")) == "@color/m3_sys_color_light_primary_container"
    )
    let device = Device.defaultPhone
    let resources = BuiltInResources.shared
    #expect(
      resources.value(
        "color",
        "m3_sys_color_light_primary_container",
        isFramework: false,
        device: device
      )?
      .value == "@color/m3_ref_palette_primary90"
    )
    #expect(
      resources.value("color", "m3_ref_palette_primary90", isFramework: false, device: device)?
        .value
        == "#ffeaddff"
    )
    #expect(
      item("Base.V14.Theme.Material3.Dark", .app("colorSurface"))
        == "@color/m3_sys_color_dark_surface"
    )
    #expect(
      resources.value("color", "m3_sys_color_dark_surface", isFramework: false, device: device)?
        .value
        == "@color/m3_ref_palette_neutral6"
    )
    // Motion: motionDurationMedium2 is m3_sys_motion_duration_medium2, 300 ms.
    #expect(item(light, .app("motionDurationMedium2")) == "@integer/m3_sys_motion_duration_medium2")
    #expect(
      item(light, .app("motionDurationExtraLong4")) == "@integer/m3_sys_motion_duration_extra_long4"
    )
    #expect(
      resources.value(
        "integer",
        "m3_sys_motion_duration_medium2",
        isFramework: false,
        device: device
      )?
      .value == "300"
    )
  }

  @Test func appThemeOnDayNightNoActionBarOverridesOneRole() throws {
    let fixture = try LayoutFixture([
      "values/themes.xml": """
      <resources>
        <style name="AppTheme" parent="Theme.Material3.DayNight.NoActionBar">
          <item name="colorPrimary">#ff006a6a</item>
        </style>
      </resources>
      """,
      "layout/roles.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/primary" android:layout_width="10px" android:layout_height="10px"
            android:background="?attr/colorPrimary"/>
        <View android:id="@+id/container" android:layout_width="10px"
            android:layout_height="10px" android:background="?attr/colorPrimaryContainer"/>
        <View android:id="@+id/outline" android:layout_width="10px"
            android:layout_height="10px" android:background="?attr/colorOutline"/>
        <View android:id="@+id/variant" android:layout_width="10px"
            android:layout_height="10px" android:background="?attr/colorPrimaryVariant"/>
        <androidx.appcompat.widget.Toolbar android:id="@+id/toolbar"
            android:layout_width="match_parent" android:layout_height="?attr/actionBarSize"/>
      </LinearLayout>
      """,
    ])
    var options = mdpi
    options.theme = "AppTheme"
    let loaded = try fixture.load("roles", options)
    #expect(loaded.diagnostics.filter { $0.severity != .note }.isEmpty)
    let scene = loaded.value
    // The app's own colorPrimary wins; the rest are the baseline light roles (DayNight is
    // Light on a day-mode device): primary90 #ffeaddff, outline = neutral_variant50
    // #ff79747e; colorPrimaryVariant is ?attr/colorPrimary in M3, so it follows the app.
    #expect(scene.view("primary")?.style.background == "#006A6A")
    #expect(scene.view("container")?.style.background == "#EADDFF")
    #expect(scene.view("outline")?.style.background == "#79747E")
    #expect(scene.view("variant")?.style.background == "#006A6A")
    // ?attr/actionBarSize: 64 dp in M3, after four 10 px views.
    #expect(bounds(scene.view("toolbar")) == [0, 40, 360, 64])
  }

  @Test func unknownMaterial3AttributeIsLocatedAndLenientWarns() throws {
    let fixture = try LayoutFixture([
      "layout/typo.xml": """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/box" android:layout_width="10px" android:layout_height="10px"
            android:background="?attr/colorSurfaceContainerHighst"/>
      </LinearLayout>
      """
    ])
    var options = mdpi
    options.theme = "Theme.Material3.Light"
    let errors = fixture.errors("typo", options)
    #expect(errors.count == 1)
    let error = try #require(errors.first)
    #expect(error.code == "missing-theme-attribute")
    #expect(error.message.contains("colorSurfaceContainerHighst"))
    // Line 3, the value of android:background (column of its first character after `="`).
    #expect(error.location?.line == 3)
    options.isLenient = true
    let loaded = try fixture.load("typo", options)
    let warnings = loaded.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.map(\.code) == ["missing-theme-attribute"])
    #expect(warnings.first?.location == error.location)
    #expect(warnings.first?.message.contains("--lenient uses") == true)
    #expect(bounds(loaded.value.view("box")) == [0, 0, 10, 10])
    #expect(loaded.value.view("box")?.style.background == nil)
    // A Material 3 role read under a Material Components (M2) theme names its family.
    let m3Only = try LayoutFixture([
      "layout/role.xml": """
      <View \(ns) android:layout_width="10px" android:layout_height="10px"
          android:background="?attr/colorSurfaceContainerHigh"/>
      """
    ])
    var m2 = mdpi
    m2.theme = "Theme.MaterialComponents.Light"
    let message = m3Only.errors("role", m2).first?.message ?? ""
    #expect(message.contains("it is a Material 3 theme attribute"))
  }
}
