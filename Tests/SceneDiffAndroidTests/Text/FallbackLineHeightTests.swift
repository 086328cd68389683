import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Line heights with fallback fonts (`fallbackLineSpacing`, StaticLayout's
/// `useLineSpacingFromFallbacks`, on for apps targeting API 28+).
///
/// The fonts' own metrics, read once with fontTools (Debian `python3-fonttools` 4.38):
/// Roboto-Regular.ttf: 2048 units per em, `hhea` ascender 1900, descender −500, `head` yMax
/// 2163, yMin −555. NotoSansCJK-Regular.ttc face 2 (Noto Sans CJK SC): 1000 units per em,
/// `hhea` ascender 1160, descender −288.
/// At 42 px, Roboto: top ⌊−2163 × 42/2048 = −44.36⌋ = −45, ascent round(−38.96) = −39,
/// descent round(10.25) = 10, bottom ⌈11.38⌉ = 12; Noto Sans CJK: ascent
/// round(−1160 × 42/1000 = −48.72) = −49, descent round(12.10) = 12.
/// A line with CJK text: ascent min(−39, −49) = −49, descent max(10, 12) = 12, and its top and
/// bottom widened to them: min(−45, −49) = −49, max(12, 12) = 12.
@Suite(.enabled(if: TextEngine.isShaping, "Android's fonts are not installed"))
struct FallbackLineHeightTests {
  /// 42 px Roboto.
  private let large = TextStyle(size: 42)

  /// One line: Latin in Roboto, CJK in Noto Sans CJK.
  @Test func cjkLineIsTaller() {
    // Latin, font padding: bottom − top = 12 + 45 = 57; without: 10 + 39 = 49
    #expect(TextMeasurer.layout("Android", style: large, width: 500, maxLines: nil).height == 57)
    var unpadded = large
    unpadded.includeFontPadding = false
    #expect(TextMeasurer.layout("Android", style: unpadded, width: 500, maxLines: nil).height == 49)
    // CJK: 12 + 49 = 61 either way; the first baseline is 49 below the top
    let cjk = TextMeasurer.layout("中文", style: large, width: 500, maxLines: nil)
    #expect(cjk.height == 61)
    #expect(cjk.firstBaseline == 49)
    #expect(TextMeasurer.layout("中文", style: unpadded, width: 500, maxLines: nil).height == 61)
    // Without fallbackLineSpacing the line keeps Roboto's 57
    var primaryOnly = large
    primaryOnly.fallbackLineSpacing = false
    #expect(TextMeasurer.layout("中文", style: primaryOnly, width: 500, maxLines: nil).height == 57)
  }

  /// Each line takes the faces its own text uses.
  @Test func mixedLines() {
    // hb-shape "Android" = 7117 units = 145.95 px; space 508 = 10.42 px; 中 and 文 42 px each.
    // At 150 px "Android 中" (198.4) does not fit: "Android" / "中文".
    let latinFirst = TextMeasurer.layout("Android 中文", style: large, width: 150, maxLines: nil)
    #expect(latinFirst.lines == ["Android", "中文"])
    // Line 1 (Roboto): top −45 to descent 10 = 55; line 2 (CJK): ascent −49 to bottom 12 = 61
    #expect(latinFirst.height == 55 + 61)
    #expect(latinFirst.firstBaseline == 45)
    // Reversed: line 1 (CJK) top −49 to descent 12 = 61; line 2 (Roboto) ascent −39 to
    // bottom 12 = 51
    let cjkFirst = TextMeasurer.layout("中文 Android", style: large, width: 150, maxLines: nil)
    #expect(cjkFirst.lines == ["中文", "Android"])
    #expect(cjkFirst.height == 61 + 51)
    #expect(cjkFirst.firstBaseline == 49)
  }

  /// fonts.xml puts Noto Sans Symbols before Noto Sans CJK: an arrow Roboto lacks is measured
  /// and sized in Noto Sans Symbols.
  @Test func symbolsComeBeforeCJK() {
    // hb-shape NotoSansSymbols-Regular.ttf "↑" → [1119=0+500] (1000 units per em): 21 px at
    // 42 px, where Noto Sans CJK's glyph is 1000 units (42 px). fontTools: hhea ascender 1480,
    // descender −570 → ascent round(−62.16) = −62, descent round(23.94) = 24.
    #expect(TextMeasurer.desiredWidth("↑", style: large) == 21)
    // One line, font padding: top min(−45, −62) = −62, bottom max(12, 24) = 24: 86 px
    #expect(TextMeasurer.layout("↑", style: large, width: 500, maxLines: nil).height == 86)
  }

  /// Line spacing is computed from each line's own height, and not added to the last line.
  @Test func lineSpacingOverFallbackLines() {
    // 11 ideographs at 200 px: 4 / 4 / 3 lines, each 61 tall (first: top −49 to descent 12;
    // middle: −49 to 12; last: −49 to bottom 12). Multiplier 1.5: extra = (int)(61 × 0.5 +
    // 0.5) = 31 on the first two lines: 3 × 61 + 2 × 31 = 245.
    var spaced = large
    spaced.lineSpacingMultiplier = 1.5
    let layout = TextMeasurer.layout("你好世界这是一个测试句", style: spaced, width: 200, maxLines: nil)
    #expect(layout.lines.count == 3)
    #expect(layout.height == 245)
    // maxLines 2: the second line is treated as the last (no spacing, its bottom): 61 + 31 +
    // 61 = 153; the full layout is still 245 and the third line starts at 61 + 31 + 61 + 31
    let capped = TextMeasurer.layout("你好世界这是一个测试句", style: spaced, width: 200, maxLines: 2)
    #expect(capped.height == 153)
    #expect(capped.uncappedHeight == 245)
    #expect(capped.cutLineTop == 184)
  }
}
