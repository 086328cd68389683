import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `TextView.onMeasure` and `getBaseline` (§9.2–9.4) over the §12 text model.
///
/// Widths used below (14 px Regular, units × 14/2048): "Scene" 5591 → 38.22 → 39; "1" 1151 →
/// 7.87 → 8; "Scene one two" 13369 → 91.39 → 92; "Scene one" 9484 → 64.83; "one two" 7270 →
/// 49.70; "one"/"two" 23.14/23.08. 14 px lines: one line 19, each further line 16, first
/// baseline 15 (top −15, ascent −13, descent 3, bottom 4).
@Suite struct TextViewRulesTests {
  /// A `wrap_content` TextView showing `text`.
  private func textView(
    _ text: String,
    style: TextStyle = TextStyle(size: 14),
    padding: Insets = .zero,
    _ configure: (inout TextProperties) -> Void = { _ in }
  ) -> LayoutNode {
    var node = TestNode.make(.text, .wrapContent, .wrapContent, padding: padding)
    var properties = TextProperties()
    properties.text = text
    properties.style = style
    configure(&properties)
    node.text = properties
    return node
  }

  /// `node` after one measure with the given specs.
  private func measured(
    _ node: LayoutNode,
    _ width: MeasureSpec = .atMost(360),
    _ height: MeasureSpec = .atMost(640),
    density: Double = 1
  ) -> LayoutNode {
    var node = node
    var context = LayoutContext(device: TestNode.device(density: density))
    node.measure(width, height, &context)
    return node
  }

  /// The specs offered, wrapping at the final width.
  @Test func measureSpecs() {
    let scene = measured(textView("Scene"))
    #expect((scene.measuredWidth, scene.measuredHeight) == (39, 19))
    #expect(scene.baseline == 15)
    #expect(scene.textLayout?.lines == ["Scene"])
    // EXACTLY ignores the text
    let exact = measured(textView("Scene"), .exactly(100), .exactly(50))
    #expect((exact.measuredWidth, exact.measuredHeight) == (100, 50))
    #expect(exact.baseline == 15)
    // UNSPECIFIED: one line of 92
    let free = measured(textView("Scene one two"), .unspecified(), .unspecified())
    #expect((free.measuredWidth, free.measuredHeight) == (92, 19))
    // AT_MOST 40 caps 92; wrapped at 40: "Scene" / "one" / "two", 19 + 16 + 16 = 51
    let narrow = measured(textView("Scene one two"), .atMost(40))
    #expect((narrow.measuredWidth, narrow.measuredHeight) == (40, 51))
    #expect(narrow.textLayout?.lines == ["Scene", "one", "two"])
    // AT_MOST 30 caps the height
    #expect(measured(textView("Scene one two"), .atMost(40), .atMost(30)).measuredHeight == 30)
  }

  /// Padding adds to both axes, and the text wraps inside it.
  @Test func padding() {
    let padded = measured(textView("Scene", padding: Insets(all: 16)))
    // 39 + 32, 19 + 32, baseline 16 + 15
    #expect((padded.measuredWidth, padded.measuredHeight) == (71, 51))
    #expect(padded.baseline == 31)
    // 92 + 32 = 124 capped at 72; wrapped at 72 − 32 = 40 → 3 lines: 51 + 32 = 83
    let wrapped = measured(textView("Scene one two", padding: Insets(all: 16)), .atMost(72))
    #expect((wrapped.measuredWidth, wrapped.measuredHeight) == (72, 83))
    // Empty text is one line: 8 + 8, 19 + 16, baseline 8 + 15
    let empty = measured(textView("", padding: Insets(all: 8)))
    #expect((empty.measuredWidth, empty.measuredHeight) == (16, 35))
    #expect(empty.baseline == 23)
  }

  /// `maxLines` counts only the lines shown; `minLines` adds line heights.
  @Test func lineLimits() {
    // 3 lines at 40 capped to 2: (3 + 15) + (4 + 13) = 35
    let capped = measured(textView("Scene one two") { $0.maxLines = 2 }, .atMost(40))
    #expect(capped.measuredHeight == 35)
    #expect(capped.textLayout?.lines == ["Scene", "one"])
    #expect(capped.baseline == 15)
    // minLines 3 on one line: 19 + 2 × getLineHeight (16) = 51
    #expect(measured(textView("Scene") { $0.minLines = 3 }).measuredHeight == 51)
    // minLines below the line count changes nothing: 3 lines = 51
    #expect(
      measured(textView("Scene one two") { $0.minLines = 2 }, .atMost(40)).measuredHeight == 51
    )
  }

  /// Pixel height limits and the View minimum.
  @Test func heightLimits() {
    #expect(
      measured(textView("Scene one two") { $0.maxHeight = 40 }, .atMost(40)).measuredHeight == 40
    )
    #expect(measured(textView("Scene") { $0.minHeight = 30 }).measuredHeight == 30)
    var node = textView("Scene")
    node.minHeight = 25  // View minHeight: getSuggestedMinimumHeight
    #expect(measured(node).measuredHeight == 25)
  }

  /// Width limits: maxWidth/maxEms cap the desired width, minWidth/minEms and the View
  /// minimum raise it; ems are getLineHeight() = 16 px here.
  @Test func widthLimits() {
    // 92 capped at 50; at 50 "Scene one" (64.83) breaks, "one two" (49.70) fits: 2 lines, 35
    let maxWidth = measured(textView("Scene one two") { $0.maxWidth = 50 }, .unspecified())
    #expect((maxWidth.measuredWidth, maxWidth.measuredHeight) == (50, 35))
    // 3 ems = 48: "one two" 49.70 > 48 → 3 lines, 51
    let maxEms = measured(textView("Scene one two") { $0.maxEms = 3 }, .unspecified())
    #expect((maxEms.measuredWidth, maxEms.measuredHeight) == (48, 51))
    // 4 ems = 64 > 8
    #expect(measured(textView("1") { $0.minEms = 4 }).measuredWidth == 64)
    #expect(measured(textView("1") { $0.minWidth = 100 }).measuredWidth == 100)
    var node = textView("1")
    node.minWidth = 50  // View minWidth
    #expect(measured(node).measuredWidth == 50)
    // AT_MOST still wins over the minimum
    #expect(measured(node, .atMost(30)).measuredWidth == 30)
  }

  /// Vertical gravity moves the baseline: offset (box − text) / 2 or box − text.
  @Test func gravityBaseline() {
    func baseline(_ gravity: Gravity) -> Int {
      measured(textView("Scene") { $0.gravity = gravity }, .atMost(360), .exactly(48)).baseline
    }
    #expect(baseline(.centerVertical) == 29)  // (48 − 19) / 2 = 14, + 15
    #expect(baseline(.center) == 29)
    #expect(baseline(.bottom) == 44)  // 48 − 19 = 29, + 15
    #expect(baseline(.top) == 15)
    // No vertical flag: TextView.setGravity adds top
    #expect(baseline(.centerHorizontal) == 15)
  }

  /// The baseline of text cut by `maxLines` follows the extended paddings.
  ///
  /// Without ellipsis, gravity places the shown lines' height (getLineTop(2) = 18 + 16 = 34)
  /// in the 60 px box, then the full 51 px layout does not fit its box, so no further offset.
  /// With ellipsis the layout is the 35 px of two lines.
  @Test func cutTextBaseline() {
    let cut = textView("Scene one two") {
      $0.maxLines = 2
      $0.gravity = .centerVertical
    }
    // Extended top padding (60 − 34) / 2 = 13; box 60 − 26 = 34 ≤ 51 → offset 0: 13 + 15
    #expect(measured(cut, .exactly(40), .exactly(60)).baseline == 28)
    var ellipsized = cut
    ellipsized.text?.ellipsize = true
    // Compound top 0; offset (60 − 35) / 2 = 12: 12 + 15
    #expect(measured(ellipsized, .exactly(40), .exactly(60)).baseline == 27)
  }

  /// `lineSpacingMultiplier` 1.26315789474 on Subhead 16 px with `paddingTop` 16 (the
  /// corpus's Unsplash detail text): at 60 px "Scene" (43.68) / "one two" (56.80); two lines
  /// 27 + 20 = 47 (see TextMeasurerTests), + 16 = 63.
  @Test func lineSpacingMultiplier() {
    var style = TextStyle(size: 16)
    style.lineSpacingMultiplier = 1.263_157_894_74
    let node = measured(
      textView("Scene one two", style: style, padding: Insets(top: 16)),
      .exactly(60)
    )
    #expect(node.measuredHeight == 63)
    #expect(node.baseline == 33)  // 16 + 17
    // minLines 2 on one line: 22 + getLineHeight round(19 × 1.2631578) = 24 → 46
    #expect(measured(textView("Scene", style: style) { $0.minLines = 2 }).measuredHeight == 46)
  }

  /// Compound drawables widen the paddings; side drawables raise the height, top/bottom
  /// ones the width.
  @Test func compoundDrawables() {
    // Left 24 × 24, drawablePadding 8: 39 + 32 = 71; max(19, 24) = 24
    let left = textView("Scene") {
      $0.compound.left = PixelSize(width: 24, height: 24)
      $0.compound.padding = 8
    }
    let measuredLeft = measured(left)
    #expect((measuredLeft.measuredWidth, measuredLeft.measuredHeight) == (71, 24))
    #expect(measuredLeft.baseline == 15)
    var centred = left
    centred.text?.gravity = .centerVertical
    #expect(measured(centred).baseline == 17)  // (24 − 19) / 2 = 2, + 15
    // A tall left drawable with padding 4/4: max(19, 40) + 8 = 48
    let tall = textView("Scene", padding: Insets(top: 4, bottom: 4)) {
      $0.compound.left = PixelSize(width: 24, height: 40)
    }
    #expect(measured(tall).measuredHeight == 48)
    // Right 10 × 10, padding 4: 92 + 14 = 106 capped at 78; text wraps at 64:
    // "Scene" / "one two", 35
    let right = textView("Scene one two") {
      $0.compound.right = PixelSize(width: 10, height: 10)
      $0.compound.padding = 4
    }
    let measuredRight = measured(right, .atMost(78))
    #expect((measuredRight.measuredWidth, measuredRight.measuredHeight) == (78, 35))
    // Top 48 × 10, padding 8: width max(39, 48) = 48; height 19 + 18 = 37; baseline 18 + 15
    let top = textView("Scene") {
      $0.compound.top = PixelSize(width: 48, height: 10)
      $0.compound.padding = 8
    }
    let measuredTop = measured(top)
    #expect((measuredTop.measuredWidth, measuredTop.measuredHeight) == (48, 37))
    #expect(measuredTop.baseline == 33)
    // Bottom 20 × 6, padding 2: 19 + 8 = 27, baseline unchanged
    let bottom = textView("Scene") {
      $0.compound.bottom = PixelSize(width: 20, height: 6)
      $0.compound.padding = 2
    }
    #expect(measured(bottom).measuredHeight == 27)
    #expect(measured(bottom).baseline == 15)
  }

  /// The hint is measured like the text (even when there is text) and without `textAllCaps`.
  @Test func hint() {
    let empty = measured(textView("") { $0.hint = "Scene" })
    #expect((empty.measuredWidth, empty.measuredHeight) == (39, 19))
    #expect(empty.baseline == 15)
    // max(8, 39)
    #expect(measured(textView("1") { $0.hint = "Scene" }).measuredWidth == 39)
    // "Next" Medium as written: N1455 + e1099 + x1031 + t682 = 4267 × 14/2048 = 29.17 → 30
    let caps = textView("", style: TextStyle(size: 14, weight: .medium, allCaps: true)) {
      $0.hint = "Next"
    }
    #expect(measured(caps).measuredWidth == 30)
    // A hint of 3 lines at 40 sets the height: max(19, 51); maxLines does not cap it unless
    // ellipsized
    let long = textView("") {
      $0.hint = "Scene one two"
      $0.maxLines = 1
    }
    #expect(measured(long, .atMost(40)).measuredHeight == 51)
    var ellipsized = long
    ellipsized.text?.ellipsize = true
    #expect(measured(ellipsized, .atMost(40)).measuredHeight == 19)
  }

  /// `singleLine`: one line, no wrapping, line breaks shown as spaces.
  @Test func singleLine() {
    let node = measured(textView("Scene one two") { $0.singleLine = true }, .atMost(40))
    #expect((node.measuredWidth, node.measuredHeight) == (40, 19))
    #expect(node.textLayout?.lines == ["Scene one two"])
    // "Scene one" = 64.83 → 65
    let joined = measured(textView("Scene\none") { $0.singleLine = true }, .unspecified())
    #expect((joined.measuredWidth, joined.measuredHeight) == (65, 19))
    #expect(joined.textLayout?.lines == ["Scene one"])
  }

  /// §9.3: MaterialButton "Next" at density 1 (padding 16/10, minimum 88 × 48, Medium 14 px,
  /// all caps, letter spacing 0.0893, gravity center) and the AppCompat Button "Do magic"
  /// (padding 12/10).
  @Test func buttons() {
    func button(_ text: String, horizontalPadding: Int, letterSpacing: Float) -> LayoutNode {
      var node = textView(
        text,
        style: TextStyle(size: 14, weight: .medium, letterSpacing: letterSpacing, allCaps: true),
        padding: Insets(left: horizontalPadding, top: 10, right: horizontalPadding, bottom: 10)
      ) { $0.gravity = .center }
      node.minWidth = 88
      node.minHeight = 48
      return node
    }
    // "NEXT" 40 (TextMeasurerTests) + 32 = 72 → 88; 19 + 20 = 39 → 48
    let next = measured(button("Next", horizontalPadding: 16, letterSpacing: 0.0893))
    #expect((next.measuredWidth, next.measuredHeight) == (88, 48))
    // Box 48 − 20 = 28, offset (28 − 19) / 2 = 4: 10 + 4 + 15
    #expect(next.baseline == 29)
    // "DO MAGIC" 67 + 24 = 91 > 88
    let magic = measured(button("Do magic", horizontalPadding: 12, letterSpacing: 0))
    #expect((magic.measuredWidth, magic.measuredHeight) == (91, 48))
  }

  /// §9.4 and §5.4: a RadioButton "1" (32 dp button drawable, minimum height 32, gravity
  /// center_vertical|start, no padding) at density 1: 32 + 8 = 40 wide, max(32, 19) = 32
  /// tall, baseline (32 − 19) / 2 = 6, + 15 = 21; the "Scene" label's baseline is 15.
  @Test func radioButton() {
    func radio(padding: Insets = .zero, isButton: Bool = true) -> LayoutNode {
      textView("1", padding: padding) {
        $0.compound.left = PixelSize(width: 32, height: 32)
        $0.compound.leftIsButton = isButton
        $0.minHeight = 32
        $0.gravity = Gravity(rawValue: Gravity.centerVertical.rawValue | Gravity.start.rawValue)
      }
    }
    let button = measured(radio())
    #expect((button.measuredWidth, button.measuredHeight) == (40, 32))
    #expect(button.baseline == 21)
    #expect(measured(textView("Scene")).baseline == 15)
    // With padding 4/4 the button drawable is only a minimum: max(19 + 8, 32) = 32, where a
    // drawableLeft of the same size would give max(19, 32) + 8 = 40
    let vertical = Insets(top: 4, bottom: 4)
    #expect(measured(radio(padding: vertical)).measuredHeight == 32)
    #expect(measured(radio(padding: vertical, isButton: false)).measuredHeight == 40)
    // A button drawable adds no drawablePadding: 32 + 8 with padding 10 set
    var spaced = radio()
    spaced.text?.compound.padding = 10
    #expect(measured(spaced).measuredWidth == 40)
  }

  /// 14 sp at density 2.625 is 37 px (§1.2): "Scene" 101.01 → 102 wide, 51 tall, baseline 40.
  @Test func highDensity() {
    let node = measured(textView("Scene", style: TextStyle(size: 37)), density: 2.625)
    #expect((node.measuredWidth, node.measuredHeight) == (102, 51))
    #expect(node.baseline == 40)
  }

  /// No baseline before measuring; a new measure replaces the layout.
  @Test func layoutFollowsTheLastMeasure() {
    let node = textView("Scene one two")
    #expect(node.baseline == -1)
    let wide = measured(node, .atMost(100))
    #expect(wide.textLayout?.lineCount == 1)
    var context = LayoutContext(device: TestNode.device())
    var again = wide
    again.measure(.atMost(40), .atMost(640), &context)
    #expect(again.textLayout?.lineCount == 3)
    #expect(again.measuredHeight == 51)
  }
}
