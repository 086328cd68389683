import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Themes and style chains kept across loads (``ThemeCache``,
/// ``Theme/rememberedChain(_:repository:)``) give every load what reading them again would.
@Suite struct ThemeCacheTests {
  /// A layout whose box takes its minimum size from `style="@style/Box"`.
  static let layout = """
    <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
        android:layout_height="match_parent">
      <Space android:id="@+id/box" style="@style/Box"
          android:layout_width="wrap_content" android:layout_height="wrap_content"/>
    </FrameLayout>
    """

  /// The values with the box's minimum size `size`.
  static func values(_ size: String) -> String {
    """
    <resources>
      <style name="AppTheme" parent="android:Theme.Material.Light"/>
      <style name="Box">
        <item name="android:minWidth">\(size)</item>
        <item name="android:minHeight">\(size)</item>
      </style>
    </resources>
    """
  }

  /// A style changed between two loads is read again: a wrap_content Space in a FrameLayout
  /// is as large as its minimum size (`Space.getDefaultSize2`: the smaller of the minimum and
  /// the at-most size), 10 px, then 20 px.
  @Test func changedStyleIsReadAgain() throws {
    let fixture = try LayoutFixture([
      "layout/main.xml": Self.layout, "values/values.xml": Self.values("10px"),
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    let first = try fixture.load("main", options)
    #expect(first.value.view("box").map { [$0.width, $0.height] } == [10, 10])
    // The same folders again: the kept theme and chain give the same box.
    #expect(try fixture.load("main", options).value.view("box")?.width == 10)
    try Data(Self.values("20px").utf8).write(
      to: URL(fileURLWithPath: fixture.res + "/values/values.xml")
    )
    let second = try fixture.load("main", options)
    #expect(second.value.view("box").map { [$0.width, $0.height] } == [20, 20])
  }

  /// Views that share a remembered style share one table of its answers, kept only for the
  /// folders it was read from.
  ///
  /// After the style changes, the second box (which finds the chain the first box remembered
  /// again, and the table made for the old folders) gets the new size too. Each wrap_content
  /// Space in the FrameLayout is as large as its minimum size, 10 px, then 20 px.
  @Test func sharedAnswersFollowAChangedStyle() throws {
    let twoBoxes = """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <Space android:id="@+id/first" style="@style/Box"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <Space android:id="@+id/second" style="@style/Box"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      </FrameLayout>
      """
    let fixture = try LayoutFixture([
      "layout/main.xml": twoBoxes, "values/values.xml": Self.values("10px"),
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    for _ in 0..<2 {
      let scene = try fixture.load("main", options).value
      #expect(scene.view("first").map { [$0.width, $0.height] } == [10, 10])
      #expect(scene.view("second").map { [$0.width, $0.height] } == [10, 10])
    }
    try Data(Self.values("20px").utf8).write(
      to: URL(fileURLWithPath: fixture.res + "/values/values.xml")
    )
    for _ in 0..<2 {
      let scene = try fixture.load("main", options).value
      #expect(scene.view("first").map { [$0.width, $0.height] } == [20, 20])
      #expect(scene.view("second").map { [$0.width, $0.height] } == [20, 20])
    }
  }

  /// A theme read with a problem is not kept: its warning comes with every load.
  @Test func themeWithUnknownParentWarnsEveryTime() throws {
    let fixture = try LayoutFixture([
      "layout/main.xml": Self.layout,
      "values/values.xml": """
      <resources>
        <style name="AppTheme" parent="Theme.Nowhere"/>
        <style name="Box"><item name="android:minWidth">10px</item></style>
      </resources>
      """,
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    for _ in 0..<2 {
      let codes = try fixture.load("main", options).diagnostics.map(\.code)
      #expect(codes.contains("theme-parent-unknown"))
    }
  }
}
