import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `FloatingActionButton.onMeasure` (android-layout.md §9.1): a square of the size dimension,
/// resolved per axis, the smaller side winning.
@Suite struct FloatingActionButtonRulesTests {
  /// A FAB of `size` px measured with the given specs, as (width, height).
  private func measured(_ size: Int, _ width: MeasureSpec, _ height: MeasureSpec) -> [Int] {
    let node = TestNode.measured(
      TestNode.make(
        .floatingActionButton(size: size, shadowPadding: Insets()),
        .wrapContent,
        .wrapContent
      ),
      width,
      height,
      on: .defaultPhone
    )
    return [node.measuredWidth, node.measuredHeight]
  }

  @Test func normalSizeAtDensity2625() {
    // 56dp at 2.625 = 147 px (§1.2 table). wrap_content in AT_MOST 1080 × 1920: 147 × 147;
    // UNSPECIFIED: 147 too.
    #expect(measured(147, .atMost(1080), .atMost(1920)) == [147, 147])
    #expect(measured(147, .unspecified(), .unspecified()) == [147, 147])
  }

  @Test func theSmallerResolvedSideWins() {
    // EXACTLY 100 wide, AT_MOST 1920 tall: sides 100 and 147 → 100 × 100.
    #expect(measured(147, .exactly(100), .atMost(1920)) == [100, 100])
    // AT_MOST 120 caps one side: min(147, 120) = 120 → 120 × 120.
    #expect(measured(147, .atMost(1080), .atMost(120)) == [120, 120])
    // EXACTLY larger than the size: both 200 → 200 × 200 (the spec wins over the size).
    #expect(measured(147, .exactly(200), .exactly(200)) == [200, 200])
  }

  @Test func minimumSizeDoesNotApply() {
    // minWidth/minHeight 300 are ignored: still 105 (40dp mini at 2.625 = 105 px).
    var node = TestNode.make(
      .floatingActionButton(size: 105, shadowPadding: Insets()),
      .wrapContent,
      .wrapContent
    )
    node.minWidth = 300
    node.minHeight = 300
    let result = TestNode.measured(node, .atMost(1080), .atMost(1920), on: .defaultPhone)
    #expect((result.measuredWidth, result.measuredHeight) == (105, 105))
  }

  @Test func placedInAFrameAtItsMeasuredSize() {
    // layout_gravity bottom|end in the 1080 × 1920 scene root with 16dp = 42 px margins:
    // left = 1080 − 147 − 42 = 891, top = 1920 − 147 − 42 = 1731.
    let fab = TestNode.make(
      .floatingActionButton(size: 147, shadowPadding: Insets()),
      id: "fab",
      .wrapContent,
      .wrapContent,
      margins: Insets(all: 42),
      gravity: Gravity(rawValue: Gravity.bottom.rawValue | Gravity.end.rawValue)
    )
    #expect(TestNode.layOut(fab, on: .defaultPhone).frame == .xywh(891, 1731, 147, 147))
  }

  @Test func shadowPaddingForTheTouchTargetAndCompatPadding() {
    // Mini at 2.625: 40dp = 105 px, target 48dp = 126 px → (126 − 105) / 2 = 10 per side.
    #expect(
      FloatingActionButtonRules.shadowPadding(size: 105, minimumTouchTarget: 126, compat: nil)
        == Insets(all: 10)
    )
    // Normal (147 px) is larger than the target: no padding.
    #expect(
      FloatingActionButtonRules.shadowPadding(size: 147, minimumTouchTarget: 126, compat: nil)
        == Insets()
    )
    // Compat padding, shadow 6dp + 6dp = 31.5 px: ⌈31.5⌉ = 32 left/right, ⌈47.25⌉ = 48
    // top/bottom; the touch padding (0 for a normal FAB) is smaller.
    #expect(
      FloatingActionButtonRules.shadowPadding(size: 147, minimumTouchTarget: 126, compat: 31.5)
        == Insets(left: 32, top: 48, right: 32, bottom: 48)
    )
    // Compat padding on a mini FAB with a tiny shadow: the touch padding 10 wins on all sides.
    #expect(
      FloatingActionButtonRules.shadowPadding(size: 105, minimumTouchTarget: 126, compat: 2)
        == Insets(all: 10)
    )
  }

  @Test func aPaddedFabMeasuresItsSquarePlusThePadding() {
    // 105 + 10 + 10 = 125 on both axes.
    let node = TestNode.measured(
      TestNode.make(
        .floatingActionButton(size: 105, shadowPadding: Insets(all: 10)),
        .wrapContent,
        .wrapContent
      ),
      .atMost(1080),
      .atMost(1920),
      on: .defaultPhone
    )
    #expect((node.measuredWidth, node.measuredHeight) == (125, 125))
  }
}
