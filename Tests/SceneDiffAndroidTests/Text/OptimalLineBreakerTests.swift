import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `breakStrategy="high_quality"` and `"balanced"`: Minikin's optimal breaker
/// (`OptimalLineBreaker.cpp`, AOSP `frameworks/minikin`, Android 14).
///
/// Advances read once with `hb-shape` (Debian `libharfbuzz-bin` 6.0.0) on
/// `/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf` (2048 units per
/// em), each word shaped alone as Minikin's word cache does:
/// `hb-shape … "aaa"` → `[70=0+1114|70=1+1114|70=2+1114]` = 3342;
/// `"bb"` → `[71=0+1150|71=1+1150]` = 2300; `"cc"` → `[72=0+1072|72=1+1072]` = 2144;
/// `"ddddd"` → five × `73=…+1155` = 5775; `" "` → `[5=0+508]`.
/// At 64 px a unit is 64/2048 = 1/32 px: aaa 104.4375, bb 71.875, cc 67, ddddd 180.46875,
/// d 36.09375, space 15.875.
///
/// A line from one break to the next scores `(width − lineWidth)²` (overflowing: 1e12; the
/// last line 0 unless `balanced`) plus the line penalty `64 × width` for every line; the
/// lowest total wins.
@Suite(.enabled(if: TextEngine.isShaping, "Android's fonts are not installed"))
struct OptimalLineBreakerTests {
  /// 64 px Roboto with the given strategy.
  private func style(_ strategy: TextStyle.BreakStrategy) -> TextStyle {
    var style = TextStyle(size: 64)
    style.breakStrategy = strategy
    return style
  }

  /// A paragraph that greedy filling and the optimal breaker break differently.
  @Test func greedyAndOptimalDiffer() {
    let text = "aaa bb cc ddddd"
    // Greedy at 200 px: "aaa bb" = 104.4375 + 15.875 + 71.875 = 192.1875 fits, "+ cc" =
    // 275.0625 does not; "cc ddddd" = 67 + 15.875 + 180.46875 = 263.34 does not.
    let greedy = TextMeasurer.layout(text, style: style(.simple), width: 200, maxLines: nil)
    #expect(greedy.lines == ["aaa bb", "cc", "ddddd"])
    // Optimal: every partition needs 3 lines (ddddd alone is 180.47; no two-line split fits),
    // so the line penalties are equal and the width scores decide:
    //   aaa bb | cc | ddddd: (200 − 192.1875)² + (200 − 67)² = 61.04 + 17689 = 17750.04
    //   aaa | bb cc | ddddd: (200 − 104.4375)² + (200 − 154.75)² = 9132.19 + 2047.56
    //                        = 11179.75  ← the lowest
    let optimal = TextMeasurer.layout(text, style: style(.highQuality), width: 200, maxLines: nil)
    #expect(optimal.lines == ["aaa", "bb cc", "ddddd"])
    #expect(optimal.lineWidths == [104.4375, 154.75, 180.46875])
  }

  /// `balanced` scores the last line too.
  @Test func balancedEvensTheLastLine() {
    let text = "aaa bb cc ddddd"
    // 300 px, two lines (the whole is 471.34; a third line adds 64 × 300 = 19200):
    //   aaa bb cc | ddddd: (300 − 275.0625)² = 621.89, last line free → 621.89 (high
    //   quality's choice); balanced adds (300 − 180.47)² = 14287.3 → 14909.2
    //   aaa bb | cc ddddd: (300 − 192.1875)² = 11623.5; balanced adds
    //   (300 − 263.34)² = 1343.8 → 12967.3  ← balanced's choice
    let high = TextMeasurer.layout(text, style: style(.highQuality), width: 300, maxLines: nil)
    #expect(high.lines == ["aaa bb cc", "ddddd"])
    let balanced = TextMeasurer.layout(text, style: style(.balanced), width: 300, maxLines: nil)
    #expect(balanced.lines == ["aaa bb", "cc ddddd"])
    // Text that fits stays on one line: one line's slack² is below the sum of two lines'.
    let short = TextMeasurer.layout("aaa bb", style: style(.balanced), width: 1000, maxLines: nil)
    #expect(short.lines == ["aaa bb"])
  }

  /// A word wider than the line breaks at character boundaries, as few times as possible.
  @Test func desperateBreaks() {
    // ddddd (180.47) in 100 px: two d are 72.19, three 108.28 > 100, so at least two
    // breaks (penalty 1e10 each): dd|dd|d scores 27.81² + 27.81² = 1547; dd|d|dd and
    // d|dd|dd score 27.81² + 63.91² = 4857.
    let layout = TextMeasurer.layout("ddddd", style: style(.highQuality), width: 100, maxLines: nil)
    #expect(layout.lines == ["dd", "dd", "d"])
  }

  /// Polish and Russian strings keep their shaped widths under the optimal breaker.
  @Test func polishAndRussian() {
    // ShapedTextTests' advances at 14 px: "Zażółć gęślą" 11548 units = 78.94 px, "Zażółć"
    // 41.94, "gęślą jaźń" 62.64. At 80 px: Zażółć gęślą | jaźń scores (80 − 78.94)² = 1.12;
    // Zażółć | gęślą jaźń scores (80 − 41.94)² = 1448.6.
    var body = TextStyle(size: 14)
    body.breakStrategy = .highQuality
    let polish = TextMeasurer.layout("Zażółć gęślą jaźń", style: body, width: 80, maxLines: nil)
    #expect(polish.lines == ["Zażółć gęślą", "jaźń"])
    // hb-shape Roboto-Regular.ttf "Привет": [2573=0+1461|2582=1+1150|646=2+1182|641=3+1171|
    // 2579=4+1075|652=5+985] = 7024 units = 48.02 px at 14 px; "мир": [649=0+1519|646=1+1182|
    // 2582=2+1150] = 3851 = 26.33 px; with the space (508 = 3.47 px) "Привет мир" is
    // 11383 units = 77.81 px: one line at 80, two at 70 (the only two-line split).
    let russian = TextMeasurer.layout("Привет мир", style: body, width: 70, maxLines: nil)
    #expect(russian.lines == ["Привет", "мир"])
    #expect(
      TextMeasurer.layout("Привет мир", style: body, width: 80, maxLines: nil).lines.count == 1
    )
  }

  /// An unknown `breakStrategy` is an error at the attribute (aapt rejects it too).
  @Test func unknownStrategyIsReported() throws {
    let fixture = try LayoutFixture([
      "layout/strategy.xml": """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:breakStrategy="optimal" android:text="a"/>
      </FrameLayout>
      """
    ])
    let errors = fixture.errors("strategy")
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("'optimal'") == true)
    #expect(errors.first?.message.contains("simple, high_quality or balanced") == true)
    #expect(errors.first?.location?.line == 4)
  }
}
