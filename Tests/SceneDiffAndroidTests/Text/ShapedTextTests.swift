import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Text measured with HarfBuzz in Android's fonts (Debian `fonts-roboto-unhinted`,
/// `fonts-noto-core`, `fonts-noto-mono`, `fonts-noto-cjk`).
///
/// Every advance below was read once with `hb-shape` (Debian `libharfbuzz-bin` 6.0.0) on the
/// same font file, quoted; a width is `Σ advances × size / unitsPerEm` (2048 for Roboto and
/// Noto Mono, 1000 for Noto Serif and Noto Sans CJK), rounded up for the desired width. Roboto
/// is `/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-*.ttf`; CJK is face 2
/// (`Noto Sans CJK SC`) of `/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc`.
@Suite(.enabled(if: TextEngine.isShaping, "Android's fonts are not installed"))
struct ShapedTextTests {
  /// 14 px Regular.
  private let body = TextStyle(size: 14)
  /// 16 sp at density 2.625: 42 px.
  private let large = TextStyle(size: 42)

  /// Russian and Serbian Cyrillic are Roboto glyphs.
  @Test func cyrillic() {
    // hb-shape Roboto-Regular.ttf "Привет":
    // [gid2573=0+1461|gid2582=1+1150|gid646=2+1182|gid641=3+1171|gid2579=4+1075|gid652=5+985]
    // = 7024 × 42/2048 = 144.05 → 145
    #expect(TextMeasurer.desiredWidth("Привет", style: large) == 145)
    // hb-shape Roboto-Regular.ttf "Ђорђе":
    // [gid616=0+1536|gid2581=1+1168|gid2582=2+1150|gid664=3+1128|gid2579=4+1086]
    // = 6068 × 42/2048 = 124.44 → 125
    #expect(TextMeasurer.desiredWidth("Ђорђе", style: large) == 125)
  }

  /// Latin with diacritics: real advances, and kerning (`Az`, `ay`).
  @Test func latinWithDiacritics() {
    // hb-shape Roboto-Regular.ttf "Zażółć":
    // [gid63=0+1227|gid70=1+1114|gid2422=2+1000|gid2298=3+1168|gid145=4+554|gid2315=5+1072]
    // = 6135 × 14/2048 = 41.94 → 42
    #expect(TextMeasurer.desiredWidth("Zażółć", style: body) == 42)
    // hb-shape Roboto-Regular.ttf "Azərbaycan": [gid38=0+1348|gid95=1+1016|gid270=2+1080|
    // gid87=3+694|gid71=4+1150|gid70=5+1099|gid94=6+956|gid72=7+1072|gid70=8+1114|gid83=9+1131]
    // = 10660 × 14/2048 = 72.87 → 73
    #expect(TextMeasurer.desiredWidth("Azərbaycan", style: body) == 73)
  }

  /// Kerning between Latin letters: "Android" has a `dr` pair.
  @Test func kerning() {
    // hb-shape Roboto-Regular.ttf "Android":
    // [gid38=0+1336|gid83=1+1131|gid73=2+1155|gid87=3+674|gid84=4+1168|gid78=5+498|gid73=6+1155]
    // = 7117 × 42/2048 = 145.95 → 146 (without the pair, r is 694: 7137 → 146.37 → 147)
    #expect(TextMeasurer.desiredWidth("Android", style: large) == 146)
  }

  /// The example: a 16 sp TextView of 11 CJK characters at density 2.625.
  @Test func cjkIsFullWidth() {
    // hb-shape --face-index=2 NotoSansCJK-Regular.ttc "你好世界这是一个测试句": eleven glyphs
    // of 1000 units (em 1000) = 11 × 42 = 462
    #expect(TextMeasurer.desiredWidth("你好世界这是一个测试句", style: large) == 462)
    // Latin and CJK in one string: 7117 × 42/2048 = 145.95 for "Android", then hb-shape
    // --face-index=2 … "中文": [gid9544=0+1000|gid20036=1+1000] = 84: 229.95 → 230
    #expect(TextMeasurer.desiredWidth("Android中文", style: large) == 230)
  }

  /// Lines break between ideographs, never before closing punctuation.
  @Test func cjkLineBreaking() {
    // 42 px each: 4 fit in 200 px (168), 5 do not (210): 4 + 4 + 3
    let layout = TextMeasurer.layout("你好世界这是一个测试句", style: large, width: 200, maxLines: nil)
    #expect(layout.lines == ["你好世界", "这是一个", "测试句"])
    // hb-shape --face-index=2 … "你好世界。": five glyphs of 1000. In 168 px the full stop
    // does not fit and may not start a line, so "界" moves down with it.
    let stop = TextMeasurer.layout("你好世界。", style: large, width: 168, maxLines: nil)
    #expect(stop.lines == ["你好世", "界。"])
  }

  /// A wrapped Polish paragraph.
  @Test func wrappedParagraph() {
    // Zażółć 6135 (above); space 508 (hb-shape " " → [gid5=0+508]); hb-shape "gęślą":
    // [gid76=0+1150|gid2331=1+1086|gid2387=2+1057|gid81=3+498|gid2313=4+1114] = 4905.
    // "Zażółć gęślą" = 6135 + 508 + 4905 = 11548 × 14/2048 = 78.94: fits 80, not 78.
    // hb-shape "jaźń": [gid79=0+490|gid70=1+1114|gid2420=2+1016|gid2368=3+1131] = 3751;
    // "gęślą jaźń" = 4905 + 508 + 3751 = 9164 × 14/2048 = 62.64 fits 78.
    let text = "Zażółć gęślą jaźń"
    let at80 = TextMeasurer.layout(text, style: body, width: 80, maxLines: nil)
    #expect(at80.lines == ["Zażółć gęślą", "jaźń"])
    let at78 = TextMeasurer.layout(text, style: body, width: 78, maxLines: nil)
    #expect(at78.lines == ["Zażółć", "gęślą jaźń"])
    // Two lines of 14 px Roboto: (bottom − top) + (descent − ascent) = 19 + 16 = 35 (§12.2)
    #expect(at80.height == 35)
  }

  /// `textAllCaps`, letter spacing (which turns ligatures off) and bold.
  @Test func capsSpacingAndBold() {
    // hb-shape Roboto-Regular.ttf "SCENE":
    // [gid56=0+1216|gid40=1+1333|gid42=2+1164|gid51=3+1461|gid42=4+1164] = 6338 × 14/2048
    // = 43.33 → 44
    var caps = body
    caps.allCaps = true
    #expect(TextMeasurer.desiredWidth("Scene", style: caps) == 44)
    // hb-shape Roboto-Regular.ttf "Office": [gid52=0+1409|gid1833=1+1748|gid72=4+1072|
    // gid74=5+1086] (an "ffi" ligature) = 5315 × 14/2048 = 36.33 → 37
    #expect(TextMeasurer.desiredWidth("Office", style: body) == 37)
    // With letterSpacing 0.1: hb-shape --features=-liga,-clig … "Office": [gid52=0+1409|
    // gid75=1+712|gid75=2+712|gid78=3+498|gid72=4+1072|gid74=5+1086] = 5489 × 14/2048 = 37.52,
    // + 6 characters × round(0.1 × 14 = 1.4) = 1 px = 43.52 → 44
    let spaced = TextStyle(size: 14, letterSpacing: 0.1)
    #expect(TextMeasurer.desiredWidth("Office", style: spaced) == 44)
    // hb-shape Roboto-Bold.ttf "Scene": [gid56=0+1259|gid72=1+1069|gid74=2+1107|gid83=3+1147|
    // gid74=4+1107] = 5689 × 16/2048 = 44.45 → 45
    #expect(TextMeasurer.desiredWidth("Scene", style: TextStyle(size: 16, weight: .bold)) == 45)
  }

  /// `fontFamily` and italic select other files.
  @Test func families() {
    var style = body
    // hb-shape RobotoCondensed-Regular.ttf "Scene":
    // [gid56=0+1062|gid72=1+946|gid74=2+960|gid83=3+992|gid74=4+960] = 4920 × 14/2048 = 33.63
    style.family = .sansSerifCondensed
    #expect(TextMeasurer.desiredWidth("Scene", style: style) == 34)
    // hb-shape NotoSerif-Regular.ttf "Scene": [S=0+544|c=1+492|e=2+535|n=3+645|e=4+535]
    // = 2751 × 20/1000 = 55.02 → 56
    style.family = .serif
    style.size = 20
    #expect(TextMeasurer.desiredWidth("Scene", style: style) == 56)
    // hb-shape NotoMono-Regular.ttf "Scene": five glyphs of 1229 = 6145 × 14/2048 = 42.006 → 43
    style.family = .monospace
    style.size = 14
    #expect(TextMeasurer.desiredWidth("Scene", style: style) == 43)
    // hb-shape Roboto-Italic.ttf "Scene":
    // [gid56=0+1180|gid72=1+1040|gid74=2+1053|gid83=3+1097|gid74=4+1053] = 5423 × 14/2048
    // = 37.07 → 38
    var italic = body
    italic.italic = true
    #expect(TextMeasurer.desiredWidth("Scene", style: italic) == 38)
  }

  /// The vertical metrics come from the font file through FreeType: Roboto's `head` and
  /// `hhea` values of §12.1 (yMax 2163, ascender 1900, descender −500, yMin −555).
  @Test func fontMetricsFromTheFile() {
    // 42 px: top ⌊−2163 × 42/2048 = −44.36⌋ = −45; ascent round(−38.96) = −39; descent
    // round(10.25) = 10; bottom ⌈11.38⌉ = 12
    #expect(large.fontMetrics == FontMetrics(top: -45, ascent: -39, descent: 10, bottom: 12))
  }

  /// The TextView, inflated: 462 px wide; its line takes Noto Sans CJK's ascent and
  /// descent (`fallbackLineSpacing`, see ``FallbackLineHeightTests``): 12 + 49 = 61 px tall.
  @Test func cjkTextView() throws {
    let fixture = try LayoutFixture([
      "layout/cjk.xml": """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <TextView android:id="@+id/t" android:layout_width="wrap_content"
            android:layout_height="wrap_content" android:textSize="16sp"
            android:text="你好世界这是一个测试句"/>
      </FrameLayout>
      """
    ])
    let options = LayoutOptions(device: Device(width: 1080, height: 1920, density: 2.625))
    let loaded = try fixture.load("cjk", options)
    #expect(bounds(loaded.value.view("t")) == [0, 0, 462, 61])
    #expect(loaded.diagnostics.isEmpty)
  }

  /// A character no font covers is a located warning.
  @Test func uncoveredCharacterWarns() throws {
    let fixture = try LayoutFixture([
      "layout/pua.xml": """
      <FrameLayout \(LayoutFixture.ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <TextView android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:text="a\u{E000}"/>
      </FrameLayout>
      """
    ])
    let loaded = try fixture.load("pua")
    #expect(loaded.diagnostics.map(\.code) == ["text-glyph-missing"])
    #expect(loaded.diagnostics.first?.location?.line == 3)
  }
}
