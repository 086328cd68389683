import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The horizontal model (§12.3, §12.5) and StaticLayout's vertical rules (§12.2).
///
/// Through ``TextMeasurer``. Advances are Roboto font units (2048 per em); a width is
/// `units × size / 2048` (+ letter spacing), rounded up for the desired width.
@Suite struct TextMeasurerTests {
  /// 14 px Regular.
  private let body = TextStyle(size: 14)

  // MARK: Desired width

  /// The worked results of §12.3.
  @Test func referenceWidths() {
    // S1216 + c1072 + e1086 + n1131 + e1086 = 5591 units × 14/2048 = 38.22 → 39
    #expect(TextMeasurer.desiredWidth("Scene", style: body) == 39)
    // 1151 × 14/2048 = 7.87 → 8
    #expect(TextMeasurer.desiredWidth("1", style: body) == 8)
    // C1333 + h1128 + e1086 + e1086 + s1057 + e1086 = 6776 × 16/2048 = 52.94 → 53
    #expect(TextMeasurer.desiredWidth("Cheese", style: TextStyle(size: 16)) == 53)
    // Medium: D1338 + O1414 + space510 + M1793 + A1363 + G1395 + I578 + C1337 = 9728
    // × 14/2048 = 66.5 → 67
    #expect(
      TextMeasurer.desiredWidth("DO MAGIC", style: TextStyle(size: 14, weight: .medium)) == 67
    )
    // 14 sp at 2.625 = 37 px: 5591 × 37/2048 = 101.01 → 102
    #expect(TextMeasurer.desiredWidth("Scene", style: TextStyle(size: 37)) == 102)
  }

  /// `textAllCaps` upper-cases before measuring; letter spacing is whole pixels per character.
  ///
  /// "Next" → "NEXT", Medium: N1455 + E1158 + X1296 + T1244 = 5153 × 14/2048 = 35.23. Minikin
  /// rounds 0.0893 × 14 = 1.25 to 1 px per character: 35.23 + 4 × 1 = 39.23 → 40. (§12.3's
  /// table adds the unrounded 4 × 1.25 = 5.00 and gets 41; the MaterialButton is 88 px wide
  /// either way.)
  @Test func allCapsAndLetterSpacing() {
    let button = TextStyle(size: 14, weight: .medium, letterSpacing: 0.0893, allCaps: true)
    #expect(TextMeasurer.desiredWidth("Next", style: button) == 40)
    // Without caps: N1455 + e1099 + x1031 + t682 = 4267 × 14/2048 = 29.17 + 4 = 33.17 → 34
    var mixed = button
    mixed.allCaps = false
    #expect(TextMeasurer.desiredWidth("Next", style: mixed) == 34)
    // 0.125 × 20 = 2.5 exactly rounds half away from zero to 3 px: "I" 557 × 20/2048 = 5.44
    // + 3 = 8.44 → 9
    let spaced = TextStyle(size: 20, letterSpacing: 0.125)
    #expect(spaced.letterSpacingPixels == 3)
    #expect(TextMeasurer.desiredWidth("I", style: spaced) == 9)
  }

  /// The three weights have their own tables.
  @Test func weights() {
    // Regular 5591 × 16/2048 = 43.68 → 44
    #expect(TextMeasurer.desiredWidth("Scene", style: TextStyle(size: 16)) == 44)
    // Bold S1259 + c1069 + e1107 + n1147 + e1107 = 5689 × 16/2048 = 44.45 → 45
    #expect(TextMeasurer.desiredWidth("Scene", style: TextStyle(size: 16, weight: .bold)) == 45)
  }

  /// The widest paragraph counts; spaces at a paragraph's end count too.
  @Test func paragraphsAndSpaces() {
    // max("Scene" 39, "1" 8)
    #expect(TextMeasurer.desiredWidth("1\nScene\n1", style: body) == 39)
    // "1 ": (1151 + 508) × 14/2048 = 11.34 → 12
    #expect(TextMeasurer.desiredWidth("1 ", style: body) == 12)
    #expect(TextMeasurer.desiredWidth("", style: body) == 0)
    #expect(TextMeasurer.desiredWidth("\n", style: body) == 0)
  }

  /// Characters outside printable ASCII, as HarfBuzz measures them in Android's fonts (the
  /// built-in table's approximations — é as e, Ø as O — happen to agree for these).
  @Test(.enabled(if: TextEngine.isShaping, "Android's fonts are not installed"))
  func nonASCII() {
    // hb-shape Roboto-Regular.ttf "café": [gid72=0+1072|gid70=1+1114|gid75=2+688|gid2289=3+1086]
    // (f kerned before é) = 3960 × 14/2048 = 27.07 → 28
    #expect(TextMeasurer.desiredWidth("café", style: body) == 28)
    // e + U+0301 combining acute is one character with e's advance
    #expect(TextMeasurer.desiredWidth("cafe\u{301}", style: body) == 28)
    // hb-shape Roboto-Regular.ttf "Ø": 1409 × 14/2048 = 9.63 → 10
    #expect(TextMeasurer.desiredWidth("Ø", style: body) == 10)
    // Noto Sans CJK SC: hb-shape --face-index=2 NotoSansCJK-Regular.ttc "日本" → two glyphs of
    // 1000 units (em 1000) = 2 × 14 = 28
    #expect(TextMeasurer.desiredWidth("日本", style: body) == 28)
    // "ß".uppercased() = "SS": 2 × 1216 × 14/2048 = 16.63 → 17
    #expect(TextMeasurer.desiredWidth("ß", style: TextStyle(size: 14, allCaps: true)) == 17)
    // "1\t1": a tab is a space, (1151 + 508 + 1151) × 14/2048 = 19.21 → 20
    #expect(TextMeasurer.desiredWidth("1\t1", style: body) == 20)
    // A zero-width space takes nothing: 2 × 1151 × 14/2048 = 15.74 → 16
    #expect(TextMeasurer.desiredWidth("1\u{200B}1", style: body) == 16)
    // "\r\n" is one line break: max(8, 8)
    #expect(TextMeasurer.desiredWidth("1\r\n1", style: body) == 8)
  }

  // MARK: Layout

  /// One line fits: height 19, baseline 15 (the 14 px cell of §12.2).
  @Test func oneLine() throws {
    let layout = TextMeasurer.layout("Scene", style: body, width: 100, maxLines: nil)
    #expect(layout.lines == ["Scene"])
    let width = try #require(layout.lineWidths.first)
    #expect(abs(width - 38.2197) < 0.001)  // 5591 × 14/2048
    #expect(layout.height == 19)
    #expect(layout.firstBaseline == 15)
    #expect(layout.totalLineCount == 1)
    #expect(layout.uncappedHeight == 19)
  }

  /// Greedy breaking after spaces.
  ///
  /// Units: "Scene" 5591, space 508, "one" o1168 + n1131 + e1086
  /// = 3385, "two" t670 + w1539 + o1168 = 3377; × 14/2048 px.
  @Test func wrapping() {
    // "Scene one" = 9484 → 64.83 ≤ 70; "Scene one two" = 13369 → 91.39 > 70
    let seventy = TextMeasurer.layout("Scene one two", style: body, width: 70, maxLines: nil)
    #expect(seventy.lines == ["Scene one", "two"])
    #expect(seventy.height == 35)  // 19 + 16
    // "Scene one" 64.83 > 64; "one two" = 3385 + 508 + 3377 = 7270 → 49.70 ≤ 64
    let sixtyFour = TextMeasurer.layout("Scene one two", style: body, width: 64, maxLines: nil)
    #expect(sixtyFour.lines == ["Scene", "one two"])
    // "one two" 49.70 > 40: three lines, 19 + 16 + 16 = 51
    let forty = TextMeasurer.layout("Scene one two", style: body, width: 40, maxLines: nil)
    #expect(forty.lines == ["Scene", "one", "two"])
    #expect(forty.height == 51)
  }

  /// Spaces at the end of a line take no width.
  @Test func trailingSpacesDoNotCount() throws {
    // "one" 23.14 ≤ 24 although "one " is 3893 → 26.61; "one t" 4563 → 31.19 > 24 breaks
    let layout = TextMeasurer.layout("one two", style: body, width: 24, maxLines: nil)
    #expect(layout.lines == ["one", "two"])
    let width = try #require(layout.lineWidths.first)
    #expect(abs(width - 23.1396) < 0.001)  // 3385 × 14/2048, without the space
    // Many spaces at the end of the text: still one line of 23.14
    #expect(TextMeasurer.layout("one     ", style: body, width: 24, maxLines: nil).lineCount == 1)
  }

  /// A word wider than the line is broken between characters.
  @Test func longWordIsSplit() {
    // "Scen" 4505 → 30.80 ≤ 38; "Scene" 38.22 > 38
    let layout = TextMeasurer.layout("Scene", style: body, width: 38, maxLines: nil)
    #expect(layout.lines == ["Scen", "e"])
    // Width 0: one character per line
    #expect(TextMeasurer.layout("ab", style: body, width: 0, maxLines: nil).lines == ["a", "b"])
    // After other words the long word first moves to its own line: "1 Scene" at 38 →
    // "1", then "Scene" splits as above
    let after = TextMeasurer.layout("1 Scene", style: body, width: 38, maxLines: nil)
    #expect(after.lines == ["1", "Scen", "e"])
  }

  /// Paragraphs split at `\n`; a final `\n` adds an empty line; empty text is one line.
  @Test func paragraphs() {
    let layout = TextMeasurer.layout("a\n\nb", style: body, width: 100, maxLines: nil)
    #expect(layout.lines == ["a", "", "b"])
    #expect(layout.height == 51)  // 19 + 2 × 16
    #expect(
      TextMeasurer.layout("Scene\n", style: body, width: 100, maxLines: nil).lines == [
        "Scene", "",
      ]
    )
    let empty = TextMeasurer.layout("", style: body, width: 100, maxLines: nil)
    #expect(empty.lines == [""])
    #expect(empty.height == 19)
    #expect(empty.firstBaseline == 15)
  }

  /// `maxLines` keeps the first lines; the last one shown is treated as the last line.
  @Test func maxLines() {
    // "Scene" / "one" / "two" at width 40 (see `wrapping`)
    let layout = TextMeasurer.layout("Scene one two", style: body, width: 40, maxLines: 2)
    #expect(layout.lines == ["Scene", "one"])
    #expect(layout.totalLineCount == 3)
    #expect(layout.isCut)
    // Two lines as the whole layout: (3 + 15) + (4 + 13) = 35
    #expect(layout.height == 35)
    // All three lines: 19 + 16 + 16 = 51
    #expect(layout.uncappedHeight == 51)
    // Top of line 2 in the three-line layout: (descent − top) + (descent − ascent)
    // = 18 + 16 = 34
    #expect(layout.cutLineTop == 34)
    // maxLines 0 counts as 1: 19
    #expect(TextMeasurer.layout("Scene one two", style: body, width: 40, maxLines: 0).height == 19)
  }

  /// `lineSpacingMultiplier` 1.26315789474, the corpus's Unsplash detail text.
  ///
  /// Subhead 16 px: top −17, ascent −15, descent 4, bottom 5. Float `m − 1` = 0.2631578.
  @Test func lineSpacingMultiplier() {
    var style = TextStyle(size: 16)
    style.lineSpacingMultiplier = 1.263_157_894_74
    // One line has no spacing (it is the last): 5 + 17 = 22
    #expect(TextMeasurer.height(lineCount: 1, style: style) == 22)
    // Line 0: (4 + 17) = 21 + round(21 × 0.2631578 = 5.53) = 6 → 27; last: 5 + 15 = 20 → 47
    #expect(TextMeasurer.height(lineCount: 2, style: style) == 47)
    // A middle line: 19 + round(19 × 0.2631578 = 5.00) = 24 → 27 + 24 + 20 = 71
    #expect(TextMeasurer.height(lineCount: 3, style: style) == 71)
    // getLineHeight: round(19 × 1.2631578) = round(24.00) = 24
    #expect(TextMeasurer.lineHeight(style: style) == 24)
    // The first baseline does not move: 17
    #expect(TextMeasurer.firstBaseline(style: style) == 17)
  }

  /// `lineSpacingExtra` adds to every line but the last.
  @Test func lineSpacingExtra() {
    var style = body
    style.lineSpacingExtra = 4
    // Line 0: (descent 3 + 15) + round(18 × 0 + 4) = 22; last: bottom 4 + 13 = 17 → 39
    #expect(TextMeasurer.height(lineCount: 2, style: style) == 39)
    // getLineHeight: 16 + 4 = 20
    #expect(TextMeasurer.lineHeight(style: style) == 20)
  }

  /// Without font padding the lines run from ascent to descent: 14 px one line 3 + 13 = 16,
  /// baseline 13.
  @Test func withoutFontPadding() {
    var style = body
    style.includeFontPadding = false
    #expect(TextMeasurer.height(lineCount: 1, style: style) == 16)
    #expect(TextMeasurer.height(lineCount: 3, style: style) == 48)
    #expect(TextMeasurer.firstBaseline(style: style) == 13)
  }

  /// The lines are shown upper-cased with `textAllCaps`.
  @Test func allCapsLines() {
    let style = TextStyle(size: 14, allCaps: true)
    #expect(
      TextMeasurer.layout("Do it", style: style, width: 100, maxLines: nil).lines == ["DO IT"]
    )
  }
}
