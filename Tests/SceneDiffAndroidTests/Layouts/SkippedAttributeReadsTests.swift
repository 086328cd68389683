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

  /// `layout` loaded as `layout/main.xml` beside `values` as `values/values.xml`, in the theme
  /// `AppTheme`.
  static func themedScene(_ layout: String, values: String = Self.values) throws -> SceneTree {
    let fixture = try LayoutFixture(["layout/main.xml": layout, "values/values.xml": values])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    return try fixture.load("main", options).value
  }

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
    let scene = try Self.themedScene(layout)
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
    let scene = try Self.themedScene(layout)
    let bare = try #require(scene.view("bare"))
    let padded = try #require(scene.view("padded"))
    #expect(scene.view("bareChild").map { $0.x - bare.x } == 0)
    #expect(scene.view("paddedChild").map { $0.x - padded.x } == 8)
    // 8 px of padding plus the 10 px child.
    #expect(padded.width == 18)
  }

  /// A RelativeLayout rule written only in the child's style places it: `layout_below` puts
  /// `second` at the bottom of the 10 px tall `top`, 10 px below it.
  @Test func relativeRuleFromTheStyle() throws {
    let layout = """
      <RelativeLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/top" android:layout_width="10px" android:layout_height="10px"/>
        <View android:id="@+id/second" style="@style/Below"
            android:layout_width="10px" android:layout_height="10px"/>
      </RelativeLayout>
      """
    let scene = try Self.themedScene(layout)
    let top = try #require(scene.view("top"))
    #expect(scene.view("second").map { $0.y - top.y } == 10)
  }

  /// Each of the twenty-three rule names ``LayoutNodeBuilder`` reads passes the check; names
  /// after `layout_` that start with none of `t`, `a`, `b`, `c` do not (`layout_column` does:
  /// the check may say yes to a name that is no rule).
  @Test func relativeRuleNamesPassTheCheck() {
    let rules = [
      "layout_toLeftOf", "layout_toRightOf", "layout_above", "layout_below",
      "layout_alignBaseline", "layout_alignLeft", "layout_alignTop", "layout_alignRight",
      "layout_alignBottom", "layout_toStartOf", "layout_toEndOf", "layout_alignStart",
      "layout_alignEnd", "layout_alignParentLeft", "layout_alignParentTop",
      "layout_alignParentRight", "layout_alignParentBottom", "layout_alignParentStart",
      "layout_alignParentEnd", "layout_centerInParent", "layout_centerHorizontal",
      "layout_centerVertical", "layout_alignWithParentIfMissing",
    ]
    #expect(rules.count == 23)
    for name in rules {
      #expect(ViewAttributes.mayBeRelativeRule(name), "\(name)")
    }
    for name in ["layout_width", "layout_height", "layout_margin", "layout_gravity", "layout_"] {
      #expect(!ViewAttributes.mayBeRelativeRule(name), "\(name)")
    }
    #expect(!ViewAttributes.mayBeRelativeRule("id"))
    #expect(ViewAttributes.mayBeRelativeRule("layout_column"))
  }

  /// The layout-prefix and helper-name checks of ``ViewAttributes/layoutNames``, by hand:
  /// `layout_` itself has the prefix, `layout` and `Layout_x` do not; the four helper names
  /// are helpers, names one byte longer or shorter are not.
  @Test func layoutPrefixAndHelperNames() {
    #expect(ViewAttributes.hasLayoutPrefix("layout_"))
    #expect(ViewAttributes.hasLayoutPrefix("layout_behavior"))
    #expect(!ViewAttributes.hasLayoutPrefix("layout"))
    #expect(!ViewAttributes.hasLayoutPrefix("Layout_x"))
    for name in ["constraint_referenced_ids", "barrierDirection", "barrierMargin", "content"] {
      #expect(ViewAttributes.isAppHelperName(name), "\(name)")
    }
    for name in ["constraint_referenced_id", "barrierMargins", "contents", "srcCompat"] {
      #expect(!ViewAttributes.isAppHelperName(name), "\(name)")
    }
  }

  /// An `android:theme` overlay is remembered across loads and read again when its style
  /// changes: the Space's minimum size is `?attr/boxSize` from the overlay, 10 px, again
  /// 10 px, then 20 px (a wrap_content Space is as large as its minimum size).
  @Test func rememberedOverlayFollowsAChangedStyle() throws {
    let layout = """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <FrameLayout android:id="@+id/themed" android:theme="@style/Big"
            android:layout_width="wrap_content" android:layout_height="wrap_content">
          <Space android:id="@+id/box" android:minWidth="?attr/boxSize"
              android:minHeight="?attr/boxSize"
              android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        </FrameLayout>
      </FrameLayout>
      """
    func values(_ size: String) -> String {
      """
      <resources>
        <style name="AppTheme" parent="android:Theme.Material.Light"/>
        <style name="Big"><item name="boxSize">\(size)</item></style>
      </resources>
      """
    }
    let fixture = try LayoutFixture([
      "layout/main.xml": layout, "values/values.xml": values("10px"),
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    let first = try fixture.load("main", options)
    #expect(first.value.view("box").map { [$0.width, $0.height] } == [10, 10])
    #expect(try fixture.load("main", options).value.view("box")?.width == 10)
    try Data(values("20px").utf8).write(
      to: URL(fileURLWithPath: fixture.res + "/values/values.xml")
    )
    let second = try fixture.load("main", options)
    #expect(second.value.view("box").map { [$0.width, $0.height] } == [20, 20])
  }

  /// A TextView's line limit written only in its style: with `maxLines` 1 the long text in a
  /// 300 px wide TextView is one line, as tall as a one-word TextView; without it, taller.
  @Test func textLimitFromTheStyle() throws {
    let layout = """
      <LinearLayout \(LayoutFixture.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:id="@+id/word" android:text="one"
            android:layout_width="300px" android:layout_height="wrap_content"/>
        <TextView android:id="@+id/limited" style="@style/OneLine"
            android:text="one two three four five six seven eight nine ten eleven twelve"
            android:layout_width="300px" android:layout_height="wrap_content"/>
        <TextView android:id="@+id/free"
            android:text="one two three four five six seven eight nine ten eleven twelve"
            android:layout_width="300px" android:layout_height="wrap_content"/>
      </LinearLayout>
      """
    let values = """
      <resources>
        <style name="AppTheme" parent="android:Theme.Material.Light"/>
        <style name="OneLine"><item name="android:maxLines">1</item></style>
      </resources>
      """
    let scene = try Self.themedScene(layout, values: values)
    let word = try #require(scene.view("word"))
    #expect(scene.view("limited")?.height == word.height)
    #expect(try #require(scene.view("free")).height > word.height)
  }

  /// A compound drawable and its padding written only in the style widen a wrap_content
  /// TextView by the drawable's 10 px and the 4 px padding: 14 px more than the same text
  /// without them.
  @Test func compoundDrawableFromTheStyle() throws {
    let layout = """
      <LinearLayout \(LayoutFixture.ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <TextView android:id="@+id/plain" android:text="a"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <TextView android:id="@+id/iconed" style="@style/Iconed" android:text="a"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      </LinearLayout>
      """
    let values = """
      <resources>
        <style name="AppTheme" parent="android:Theme.Material.Light"/>
        <style name="Iconed">
          <item name="android:drawableLeft">@drawable/box</item>
          <item name="android:drawablePadding">4px</item>
        </style>
      </resources>
      """
    let box = """
      <shape xmlns:android="http://schemas.android.com/apk/res/android">
        <size android:width="10px" android:height="10px"/>
      </shape>
      """
    let fixture = try LayoutFixture([
      "layout/main.xml": layout, "values/values.xml": values, "drawable/box.xml": box,
    ])
    var options = LayoutOptions()
    options.theme = "AppTheme"
    let scene = try fixture.load("main", options).value
    let plain = try #require(scene.view("plain"))
    #expect(scene.view("iconed").map { $0.width - plain.width } == 14)
  }
}
