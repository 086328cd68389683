import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `Paint.getFontMetricsInt` rounding over Roboto's metrics (§12.1, §12.2): top floored,
/// ascent and descent `floor(x + 0.5)`, bottom ceiled, from the exact fractions of 2048.
@Suite struct FontMetricsTests {
  /// 14 px: top ⌊−2163·14/2048 = −14.786⌋ = −15; ascent ⌊−1900·14/2048 + 0.5 = −12.488⌋ = −13;
  /// descent ⌊500·14/2048 + 0.5 = 3.918⌋ = 3; bottom ⌈555·14/2048 = 3.794⌉ = 4.
  @Test func fourteenPixels() {
    #expect(FontMetrics(size: 14) == FontMetrics(top: -15, ascent: -13, descent: 3, bottom: 4))
    #expect(FontMetrics(size: 14).spacing == 16)  // 3 − (−13)
  }

  /// 37 px (14 sp at 2.625): top ⌊−39.077⌋ = −40; ascent ⌊−34.326 + 0.5⌋ = −34;
  /// descent ⌊9.033 + 0.5⌋ = 9; bottom ⌈10.026⌉ = 11.
  @Test func thirtySevenPixels() {
    #expect(FontMetrics(size: 37) == FontMetrics(top: -40, ascent: -34, descent: 9, bottom: 11))
  }

  /// Ascent and descent exactly halfway round up, as `floor(x + 0.5)` does.
  ///
  /// 256 px: 1900·256/2048 = 237.5 and 500·256/2048 = 62.5 give −237 (not −238, as rounding
  /// half away from zero would) and 63. Top ⌊−270.375⌋ = −271, bottom ⌈69.375⌉ = 70.
  @Test func halfwayValuesRoundUp() {
    #expect(
      FontMetrics(size: 256) == FontMetrics(top: -271, ascent: -237, descent: 63, bottom: 70)
    )
  }

  /// Cells of the §12.2 table: one-line height (bottom − top), each extra line
  /// (descent − ascent) and first baseline (−top).
  @Test(arguments: [
    // 12 px: top ⌊−12.674⌋ = −13, ascent ⌊−11.133 + .5⌋ = −11, descent ⌊2.930 + .5⌋ = 3,
    // bottom ⌈3.252⌉ = 4 → 4 + 13 = 17, 3 + 11 = 14, 13
    (12, 17, 14, 13),
    // 14 px: 4 + 15 = 19, 3 + 13 = 16, 15
    (14, 19, 16, 15),
    // 16 px: top ⌊−16.898⌋ = −17, ascent ⌊−14.844 + .5⌋ = −15, descent ⌊3.906 + .5⌋ = 4,
    // bottom ⌈4.336⌉ = 5 → 22, 19, 17
    (16, 22, 19, 17),
    // 37 px: 11 + 40 = 51, 9 + 34 = 43, 40
    (37, 51, 43, 40),
    // 77 px (22 sp at 3.5): top ⌊−81.320⌋ = −82, ascent ⌊−71.436 + .5⌋ = −71,
    // descent ⌊18.799 + .5⌋ = 19, bottom ⌈20.866⌉ = 21 → 103, 90, 82
    (77, 103, 90, 82),
    // 89 px (34 sp at 2.625): top ⌊−93.999⌋ = −94, ascent ⌊−82.568 + .5⌋ = −83,
    // descent ⌊21.729 + .5⌋ = 22, bottom ⌈24.119⌉ = 25 → 119, 105, 94
    (89, 119, 105, 94),
  ])
  func tableCells(size: Int, oneLine: Int, extraLine: Int, baseline: Int) {
    let style = TextStyle(size: size)
    #expect(TextMeasurer.height(lineCount: 1, style: style) == oneLine)
    #expect(TextMeasurer.height(lineCount: 2, style: style) == oneLine + extraLine)
    #expect(TextMeasurer.height(lineCount: 4, style: style) == oneLine + 3 * extraLine)
    #expect(TextMeasurer.firstBaseline(style: style) == baseline)
  }
}
