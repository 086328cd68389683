import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// FrameLayout (android-layout.md §4), at density 1 so px = dp.
@Suite struct FrameLayoutRulesTests {
  /// Shortcut for a frame kind.
  private static let frame = ViewKind.frame(FrameProperties())

  @Test func gravityWithMarginsAndPadding() throws {
    // §4's example: a 300 × 200 frame with padding 10 holds a 50 × 40 child at bottom|end
    // with margins 8: left = 290 − 50 − 8 = 232, top = 190 − 40 − 8 = 142.
    let child = TestNode.view(
      id: "child",
      .exactly(50),
      .exactly(40),
      margins: Insets(left: 8, top: 8, right: 8, bottom: 8),
      gravity: Gravity(rawValue: Gravity.bottom.rawValue | Gravity.end.rawValue)
    )
    let root = TestNode.make(
      Self.frame,
      id: "root",
      .exactly(300),
      .exactly(200),
      padding: Insets(left: 10, top: 10, right: 10, bottom: 10),
      children: [child]
    )
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("child", in: laidOut) == .xywh(232, 142, 50, 40))
    // Centred: box 280 × 180 from (10, 10): left = 10 + (280 − 50) / 2 + 8 − 8 = 125,
    // top = 10 + (180 − 40) / 2 = 80.
    var centred = root
    centred.children[0].params.gravity = .center
    #expect(TestNode.frame("child", in: TestNode.layOut(centred)) == .xywh(125, 80, 50, 40))
  }

  @Test func rightToLeftMirrorsStartAndEnd() {
    // RTL: `end` is left, so left = boxLeft + leftMargin = 10 + 8 = 18.
    let child = TestNode.view(
      id: "child",
      .exactly(50),
      .exactly(40),
      margins: Insets(left: 8, top: 0, right: 8, bottom: 0),
      gravity: .end
    )
    var root = TestNode.make(
      Self.frame,
      .exactly(300),
      .exactly(200),
      padding: Insets(left: 10, top: 10, right: 10, bottom: 10),
      children: [child]
    )
    root.isRightToLeft = true
    // No vertical flag: top = boxTop + topMargin = 10.
    #expect(TestNode.frame("child", in: TestNode.layOut(root)) == .xywh(18, 10, 50, 40))
  }

  @Test func wrapContentTakesTheLargestChildAndRemeasuresMatchParentPairs() {
    // A wrap × wrap frame (AT_MOST 360 × 640 from the scene root) with padding 5 holding a
    // 100 × 30 view (margin 10 on the left) and two match_parent Spaces:
    // width = max(100 + 10, 0) + 10 = 120, height = 30 + 10 = 40.
    // First pass: each Space measures AT_MOST (offered 350 × 630) → 0 × 0; second pass (two
    // match_parent children, specs not EXACTLY): EXACTLY 120 − 10 = 110 by 40 − 10 = 30.
    let fixed = TestNode.view(
      id: "fixed",
      .exactly(100),
      .exactly(30),
      margins: Insets(left: 10, top: 0, right: 0, bottom: 0)
    )
    let first = TestNode.make(.space, id: "a", .matchParent, .matchParent)
    let second = TestNode.make(.space, id: "b", .matchParent, .matchParent)
    let root = TestNode.make(
      Self.frame,
      id: "root",
      .wrapContent,
      .wrapContent,
      padding: Insets(left: 5, top: 5, right: 5, bottom: 5),
      children: [fixed, first, second]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 120, 40))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(5, 5, 110, 30))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(5, 5, 110, 30))
    // With one match_parent Space only there is no second pass: it stays 0 × 0.
    var single = root
    single.children.removeLast()
    #expect(TestNode.frame("a", in: TestNode.layOut(single)) == .xywh(5, 5, 0, 0))
  }

  @Test func goneChildrenTakeNoSpace() {
    // The GONE 500 × 500 child is not measured: the wrap frame is the 20 × 20 one.
    let gone = TestNode.view(id: "gone", .exactly(500), .exactly(500), visibility: .gone)
    let small = TestNode.view(id: "small", .exactly(20), .exactly(20))
    let root = TestNode.make(Self.frame, .wrapContent, .wrapContent, children: [gone, small])
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 20, 20))
    #expect(TestNode.frame("gone", in: laidOut) == .zero)
  }

  @Test func squareFrameTakesTheWidth() {
    // SquareFrameLayout, match × wrap in the 360 × 640 root: specs EXACTLY 360 / AT_MOST 640
    // → side min(360, 640) = 360; a match_parent child fills it.
    let image = TestNode.view(id: "image", .matchParent, .matchParent)
    let square = TestNode.make(
      .squareFrame(FrameProperties()),
      id: "square",
      .matchParent,
      .wrapContent,
      children: [image]
    )
    let laidOut = TestNode.layOut(square)
    #expect(laidOut.frame == .xywh(0, 0, 360, 360))
    #expect(TestNode.frame("image", in: laidOut) == .xywh(0, 0, 360, 360))
  }
}
