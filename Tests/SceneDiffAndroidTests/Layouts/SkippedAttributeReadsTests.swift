import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Attributes read only when some source may set them (``AttributeGroup``,
/// ``ViewAttributes/mayBeRelativeRule(_:)``) are still read from the element, its `style=` and
/// a shared table of answers, whichever sets them.
@Suite struct SkippedAttributeReadsTests {
  /// The values: `Faded` sets `alpha`, `Plain` none of the transform names, `Padded` a left
  /// padding, `Below` a RelativeLayout rule.
  static let values = """
    <resources>
      <style name="AppTheme" parent="android:Theme.Material.Light"/>
      <style name="Faded"><item name="android:alpha">0.25</item></style>
      <style name="Plain"><item name="android:minWidth">10px</item></style>
      <style name="Padded"><item name="android:paddingLeft">8px</item></style>
      <style name="Below"><item name="android:layout_below">@id/top</item></style>
    </resources>
    """

  /// Views of one style share one table of answers; its answer that no transform name is set
  /// below the element does not hide the element's own `alpha`.
  ///
  /// `plain` (first to ask the `Plain` table) keeps the default 1; `own` (same table) has its
  /// written 0.5; `faded` takes the style's 0.25; `fadedOwn` its own 0.75 over the style's.
  @Test func transformNamesFromEverySource() throws {
    let layout = """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/plain" style="@style/Plain"
            android:layout_width="10px" android:layout_height="10px"/>
        <View android:id="@+id/own" style="@style/Plain" android:alpha="0.5"
            android:layout_width="10px" android:layout_height="10px"/>
        <View android:id="@+id/faded" style="@style/Faded"
            android:layout_width="10px" android:layout_height="10px"/>
        <View android:id="@+id/fadedOwn" style="@style/Faded" android:alpha="0.75"
            android:layout_width="10px" android:layout_height="10px"/>
      </FrameLayout>
      """
    let fixture = try LayoutFixture([
      "layout/main.xml": layout, "values/values.xml": Self.values,
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    let scene = try fixture.load("main", options).value
    #expect(scene.view("plain")?.alpha == 1)
    #expect(scene.view("own")?.alpha == 0.5)
    #expect(scene.view("faded")?.alpha == 0.25)
    #expect(scene.view("fadedOwn")?.alpha == 0.75)
  }

  /// A padding set by the style alone moves the child: a FrameLayout places its child at its
  /// left padding, 8 px right of its own left edge; the unstyled one at 0.
  @Test func paddingFromTheStyle() throws {
    let layout = """
      <LinearLayout \(LayoutFixture.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <FrameLayout android:id="@+id/bare"
            android:layout_width="wrap_content" android:layout_height="wrap_content">
          <View android:id="@+id/bareChild" android:layout_width="10px"
              android:layout_height="10px"/>
        </FrameLayout>
        <FrameLayout android:id="@+id/padded" style="@style/Padded"
            android:layout_width="wrap_content" android:layout_height="wrap_content">
          <View android:id="@+id/paddedChild" android:layout_width="10px"
              android:layout_height="10px"/>
        </FrameLayout>
      </LinearLayout>
      """
    let fixture = try LayoutFixture([
      "layout/main.xml": layout, "values/values.xml": Self.values,
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    let scene = try fixture.load("main", options).value
    let bare = try #require(scene.view("bare"))
    let padded = try #require(scene.view("padded"))
    #expect(scene.view("bareChild").map { $0.x - bare.x } == 0)
    #expect(scene.view("paddedChild").map { $0.x - padded.x } == 8)
    // 8 px of padding plus the 10 px child.
    #expect(padded.width == 18)
  }
}
