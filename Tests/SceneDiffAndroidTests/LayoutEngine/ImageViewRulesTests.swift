import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `ImageView.onMeasure`, the ratio subclasses and `getBaseline` (android-layout.md §9.1,
/// SOURCES.md §3.7), measured directly with the specs a parent would pass.
@Suite struct ImageViewRulesTests {
  /// The measured size of `node` for the given specs.
  private func size(
    _ node: LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec
  ) -> PixelSize {
    let measured = TestNode.measured(node, width, height)
    return PixelSize(width: measured.measuredWidth, height: measured.measuredHeight)
  }

  @Test func intrinsicSizePlusPadding() {
    // 48 × 32 drawable, padding 4: 56 × 40 when the specs allow it.
    let image = TestNode.image(
      .wrapContent,
      .wrapContent,
      drawable: PixelSize(width: 48, height: 32),
      padding: Insets(all: 4)
    )
    #expect(size(image, .atMost(360), .atMost(640)) == PixelSize(width: 56, height: 40))
    #expect(size(image, .unspecified(), .unspecified()) == PixelSize(width: 56, height: 40))
    // AT_MOST 50 caps the width; EXACTLY ignores the drawable.
    #expect(size(image, .atMost(50), .atMost(640)) == PixelSize(width: 50, height: 40))
    #expect(size(image, .exactly(100), .exactly(10)) == PixelSize(width: 100, height: 10))
    // minWidth 100 raises the width; maxWidth does not apply without adjustViewBounds.
    var limited = image
    limited.minWidth = 100
    limited.image?.maxHeight = 10
    #expect(size(limited, .atMost(360), .atMost(640)) == PixelSize(width: 100, height: 40))
  }

  @Test func missingOrSizelessDrawables() {
    // No drawable: 0 × 0 content, so only the padding (3 + 5) × (0 + 0).
    let empty = TestNode.image(
      .wrapContent,
      .wrapContent,
      drawable: nil,
      padding: Insets(left: 3, right: 5)
    )
    #expect(size(empty, .atMost(360), .atMost(640)) == PixelSize(width: 8, height: 0))
    // A colour or a shape without <size> (−1 on both axes) counts as 1 × 1.
    let colour = TestNode.image(
      .wrapContent,
      .wrapContent,
      drawable: PixelSize(width: -1, height: -1)
    )
    #expect(size(colour, .atMost(360), .atMost(640)) == PixelSize(width: 1, height: 1))
  }

  @Test func adjustViewBoundsKeepsTheAspectRatio() {
    // 200 × 100 drawable (aspect 2), width EXACTLY 360, height AT_MOST 640: the height is
    // first min(100, 640) = 100; the actual aspect 3.6 ≠ 2, the width is fixed, so the
    // height becomes trunc(360 / 2) = 180, re-resolved min(180, 640) = 180.
    let image = TestNode.image(
      .matchParent,
      .wrapContent,
      drawable: PixelSize(width: 200, height: 100)
    ) { $0.adjustViewBounds = true }
    #expect(size(image, .exactly(360), .atMost(640)) == PixelSize(width: 360, height: 180))
    // maxHeight 150: the height is resolved min(180, 150) = 150; 180 does not fit: 150.
    var capped = image
    capped.image?.maxHeight = 150
    #expect(size(capped, .exactly(360), .atMost(640)) == PixelSize(width: 360, height: 150))
    // The minimum size does not apply on this path: minHeight 500 still gives 180.
    var minimum = image
    minimum.minHeight = 500
    #expect(size(minimum, .exactly(360), .atMost(640)) == PixelSize(width: 360, height: 180))
    // Both free, AT_MOST 120 × 640: width min(200, 120) = 120, height 100; the width
    // trunc(2 × 100) = 200 does not fit 120, so the height becomes trunc(120 / 2) = 60.
    #expect(size(image, .atMost(120), .atMost(640)) == PixelSize(width: 120, height: 60))
    // Both EXACTLY: nothing to adjust.
    #expect(size(image, .exactly(50), .exactly(70)) == PixelSize(width: 50, height: 70))
  }

  @Test func adjustViewBoundsTruncatesInsideThePadding() {
    // 300 × 200 drawable (aspect 1.5), padding 5, width EXACTLY 101: the content width is
    // 91, so the height is trunc(91 / 1.5 = 60.67) + 10 = 70.
    let image = TestNode.image(
      .exactly(101),
      .wrapContent,
      drawable: PixelSize(width: 300, height: 200),
      padding: Insets(all: 5)
    ) { $0.adjustViewBounds = true }
    #expect(size(image, .exactly(101), .atMost(640)) == PixelSize(width: 101, height: 70))
    // The width grows from a fixed height: height EXACTLY 45 → content 35, width
    // trunc(1.5 × 35 = 52.5) + 10 = 62, resolved against AT_MOST 360: 62.
    #expect(size(image, .atMost(360), .exactly(45)) == PixelSize(width: 62, height: 45))
  }

  @Test func threeTwoImageViewHeightComesFromTheWidthSpec() {
    // ThreeTwoImageView (2 / 3): width spec 1000 → height EXACTLY 1000 × 2 / 3 = 666
    // (666.67 truncated).
    var image = TestNode.image(
      .matchParent,
      .exactly(0),
      drawable: PixelSize(width: 10, height: 10)
    )
    image.kind = .ratioImage(numerator: 2, denominator: 3)
    #expect(size(image, .exactly(1000), .exactly(0)) == PixelSize(width: 1000, height: 666))
    // The spec size counts whatever the mode: AT_MOST 500 → height EXACTLY 333, while the
    // width wraps the 10 px drawable.
    #expect(size(image, .atMost(500), .atMost(640)) == PixelSize(width: 10, height: 333))
    // In a vertical LinearLayout 360 wide: 240 tall (360 × 2 / 3), ignoring layout_height.
    let column = TestNode.make(
      TestNode.linear(vertical: true),
      .matchParent,
      .wrapContent,
      children: [image]
    )
    #expect(TestNode.layOut(column).children[0].frame == .xywh(0, 0, 360, 240))
  }

  @Test func baselineAttributes() {
    let drawable = PixelSize(width: 20, height: 30)
    // No baseline attribute: −1.
    let plain = TestNode.measured(
      TestNode.image(.wrapContent, .wrapContent, drawable: drawable),
      .atMost(360),
      .atMost(640)
    )
    #expect(plain.baseline == -1)
    // baseline 12.
    let fixed = TestNode.measured(
      TestNode.image(.wrapContent, .wrapContent, drawable: drawable) { $0.baseline = 12 },
      .atMost(360),
      .atMost(640)
    )
    #expect(fixed.baseline == 12)
    // baselineAlignBottom wins over baseline: the measured height, 30.
    let bottom = TestNode.measured(
      TestNode.image(.wrapContent, .wrapContent, drawable: drawable) {
        $0.baseline = 12
        $0.baselineAlignBottom = true
      },
      .atMost(360),
      .atMost(640)
    )
    #expect(bottom.baseline == 30)
  }
}
