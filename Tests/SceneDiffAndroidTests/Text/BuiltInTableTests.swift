import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The fallback when Android's fonts are missing: the built-in Roboto table of §12.3, and a
/// warning (forced with ``TextEngine/forcesBuiltInTable``).
@Suite struct BuiltInTableTests {
  /// 14 px Regular.
  private let body = TextStyle(size: 14)

  /// §12.3's approximations for characters outside printable ASCII.
  @Test func approximations() {
    TextEngine.$forcesBuiltInTable.withValue(true) {
      #expect(!TextEngine.isShaping)
      // c1072 + a1114 + f712 + e1086 = 3984 × 14/2048 = 27.23 → 28, é as e (no kerning)
      #expect(TextMeasurer.desiredWidth("café", style: body) == 28)
      // Anything else is half an em: 2 × 1024 × 14/2048 = 14
      #expect(TextMeasurer.desiredWidth("日本", style: body) == 14)
      // "Android" without the dr kerning pair: 1336 + 1131 + 1155 + 694 + 1168 + 498 + 1155
      // = 7137 × 42/2048 = 146.37 → 147
      #expect(TextMeasurer.desiredWidth("Android", style: TextStyle(size: 42)) == 147)
      // §12.2 at 14 px: top ⌊−14.79⌋ = −15, ascent round(−12.99) = −13, descent round(3.42)
      // = 3, bottom ⌈3.79⌉ = 4
      #expect(body.fontMetrics == FontMetrics(top: -15, ascent: -13, descent: 3, bottom: 4))
    }
  }

  /// Without the fonts, a layout with text gets one located warning.
  @Test func warnsOncePerLayout() throws {
    let fixture = try LayoutFixture([
      "layout/two.xml": """
      <LinearLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:orientation="vertical">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="One"/>
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="Two"/>
      </LinearLayout>
      """
    ])
    try TextEngine.$forcesBuiltInTable.withValue(true) {
      let loaded = try fixture.load("two")
      #expect(loaded.diagnostics.map(\.code) == ["text-fonts-missing"])
      #expect(loaded.diagnostics.first?.location?.line == 3)
      #expect(loaded.diagnostics.first?.severity == .warning)
    }
  }
}
