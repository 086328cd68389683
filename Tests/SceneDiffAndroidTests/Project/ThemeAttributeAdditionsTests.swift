import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Theme attributes the corpus apps read that the built-in framework themes lacked, with the
/// values of AOSP's themes_material.xml (aosp-mirror/platform_frameworks_base @0114dc52).
@Suite struct ThemeAttributeAdditionsTests {
  let ns = LayoutFixture.ns

  @Test func progressBarAndPopupMenuAttributesResolveUnderTheFrameworkTheme() throws {
    let fixture = try LayoutFixture([
      "layout/loading.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <ProgressBar android:id="@+id/spinner" style="?android:attr/progressBarStyle"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <ProgressBar android:id="@+id/bar" style="@style/Widget.AppCompat.ProgressBar.Horizontal"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <TextView android:id="@+id/item" style="?android:attr/dropDownItemStyle"
            android:textAppearance="?android:attr/textAppearanceLargePopupMenu"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      </LinearLayout>
      """
    ])
    // The default theme for framework widgets is Theme.Material.Light; its progressBarStyle is
    // Widget.Material.ProgressBar, dropDownItemStyle Widget.Material.DropDownItem and
    // textAppearanceLargePopupMenu TextAppearance.Material.Widget.PopupMenu.Large.
    let scene = try fixture.load(
      "loading",
      LayoutOptions(device: Device(width: 400, height: 800, density: 2))
    ).value
    // A ProgressBar is SceneDiff's 48 dp spinner: 48 × 2 = 96 px, whatever its style.
    #expect(bounds(scene.view("spinner")) == [0, 0, 96, 96])
    #expect(bounds(scene.view("bar")) == [0, 96, 96, 96])
    // The popup-menu text appearance is the Menu one: 14sp × 2 = 28 px.
    #expect(scene.view("item")?.style.textSize == 28)
  }
}
