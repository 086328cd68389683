import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ScrollView, NestedScrollView and HorizontalScrollView (android-layout.md §8.1), on a
/// 360 × 640 density-1 device.
@Suite struct ScrollViewRulesTests {
  /// A scroll view kind.
  private static func scroll(horizontal: Bool = false, fill: Bool = false) -> ViewKind {
    var properties = ScrollProperties()
    properties.isHorizontal = horizontal
    properties.fillViewport = fill
    return .scroll(properties)
  }

  /// A wrap_content column (vertical) or row of `count` Views of `length` px along it.
  private static func content(
    vertical: Bool = true,
    count: Int,
    length: Int,
    margins: Insets = .zero
  ) -> LayoutNode {
    let children = (0..<count).map { _ in
      vertical
        ? TestNode.view(.matchParent, .exactly(length))
        : TestNode.view(.exactly(length), .matchParent)
    }
    return TestNode.make(
      TestNode.linear(vertical: vertical),
      id: "content",
      vertical ? .matchParent : .wrapContent,
      vertical ? .wrapContent : .matchParent,
      margins: margins,
      children: children
    )
  }

  @Test func aTallChildKeepsItsHeightAndStartsAtTheTop() {
    // ScrollView 360 × 640 with padding 10; its column of three 400 px Views is measured
    // with an UNSPECIFIED height, so it is 1200 tall, placed at (10, 10), past the bottom.
    // Width: EXACTLY 360 − 20 = 340.
    let root = TestNode.make(
      Self.scroll(),
      id: "scroll",
      .matchParent,
      .matchParent,
      padding: Insets(all: 10),
      children: [Self.content(count: 3, length: 400)]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 360, 640))
    #expect(TestNode.frame("content", in: laidOut) == .xywh(10, 10, 340, 1200))
    // fillViewport does not shrink a taller child.
    var filling = root
    filling.kind = Self.scroll(fill: true)
    #expect(TestNode.frame("content", in: TestNode.layOut(filling)) == .xywh(10, 10, 340, 1200))
  }

  @Test func aMatchParentChildTakesItsNaturalHeight() {
    // A plain View with height match_parent under an UNSPECIFIED spec: its minimum, 0.
    let root = TestNode.make(
      Self.scroll(),
      .matchParent,
      .matchParent,
      children: [TestNode.view(id: "child", .matchParent, .matchParent)]
    )
    #expect(TestNode.frame("child", in: TestNode.layOut(root)) == .xywh(0, 0, 360, 0))
  }

  @Test func fillViewportStretchesAShortChild() {
    // fillViewport, padding 10, child margins 5 top and bottom: the 100 px column is shorter
    // than 640 − 20 − 10 = 610, so it is measured again EXACTLY 610 and placed at
    // 10 + 5 = 15.
    let root = TestNode.make(
      Self.scroll(fill: true),
      .matchParent,
      .matchParent,
      padding: Insets(all: 10),
      children: [Self.content(count: 1, length: 100, margins: Insets(top: 5, bottom: 5))]
    )
    #expect(TestNode.frame("content", in: TestNode.layOut(root)) == .xywh(10, 15, 340, 610))
    // A wrap_content scroll view (AT_MOST 640) is first the child's height plus padding and
    // margins, 100 + 30 = 130, so the viewport is 130 − 30 = 100: no stretch.
    var wrapping = root
    wrapping.params.height = .wrapContent
    let laidOut = TestNode.layOut(wrapping)
    #expect(laidOut.frame.height == 130)
    #expect(TestNode.frame("content", in: laidOut) == .xywh(10, 15, 340, 100))
  }

  @Test func theUnspecifiedHintDiffersForNestedScrollView() {
    // A SquareFrameLayout child sizes itself from the spec sizes, hints included. Child
    // margins 100 top and bottom, width EXACTLY 360. ScrollView hint: 640 − 200 = 440 →
    // side min(360, 440) = 360. NestedScrollView hint: the margins, 200 → side 200.
    let square = TestNode.make(
      .squareFrame(FrameProperties()),
      id: "square",
      .matchParent,
      .wrapContent,
      margins: Insets(top: 100, bottom: 100)
    )
    let plain = TestNode.make(Self.scroll(), .matchParent, .matchParent, children: [square])
    #expect(TestNode.frame("square", in: TestNode.layOut(plain)) == .xywh(0, 100, 360, 360))
    let nested = TestNode.make(
      Self.scroll(),
      .matchParent,
      .matchParent,
      className: "androidx.core.widget.NestedScrollView",
      children: [square]
    )
    #expect(TestNode.frame("square", in: TestNode.layOut(nested)) == .xywh(0, 100, 200, 200))
  }

  @Test func horizontalScrollViewLeavesTheWidthFree() {
    // A row of three 300 px Views is 900 wide under the UNSPECIFIED width, 640 tall
    // (match_parent in EXACTLY 640).
    let root = TestNode.make(
      Self.scroll(horizontal: true),
      .matchParent,
      .matchParent,
      children: [Self.content(vertical: false, count: 3, length: 300)]
    )
    #expect(TestNode.frame("content", in: TestNode.layOut(root)) == .xywh(0, 0, 900, 640))
    // fillViewport stretches a 100 px row to 360.
    var filling = TestNode.make(
      Self.scroll(horizontal: true, fill: true),
      .matchParent,
      .matchParent,
      children: [Self.content(vertical: false, count: 1, length: 100)]
    )
    #expect(TestNode.frame("content", in: TestNode.layOut(filling)) == .xywh(0, 0, 360, 640))
    // Right to left without fillViewport: the 100 px row goes to the right,
    // 360 − 100 = 260, and nothing scrolls.
    filling.kind = Self.scroll(horizontal: true)
    filling.isRightToLeft = true
    let rtl = TestNode.layOut(filling)
    #expect(TestNode.frame("content", in: rtl) == .xywh(260, 0, 100, 640))
    #expect(rtl.scrollX == 0)
  }

  @Test func rightToLeftHorizontalScrollViewForcesAWideChildLeftAndScrollsToTheEnd() {
    // RTL, the 900 px row is wider than 360: forceLeftGravity puts it at 0 (not
    // 360 − 900), and the first layout scrolls to 900 − 360 = 540.
    var root = TestNode.make(
      Self.scroll(horizontal: true),
      .matchParent,
      .matchParent,
      children: [Self.content(vertical: false, count: 3, length: 300)]
    )
    root.isRightToLeft = true
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("content", in: laidOut) == .xywh(0, 0, 900, 640))
    #expect(laidOut.scrollX == 540)
  }

  @Test func xmlScrollOffsetsAreIgnored() {
    // The View constructor's scrollTo runs before the scroll view has a child: no effect.
    var root = TestNode.make(
      Self.scroll(),
      .matchParent,
      .matchParent,
      children: [Self.content(count: 3, length: 400)]
    )
    root.scrollX = 7
    root.scrollY = 50
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.scrollX == 0)
    #expect(laidOut.scrollY == 0)
  }
}
