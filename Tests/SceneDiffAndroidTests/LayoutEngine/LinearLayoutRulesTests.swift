import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// LinearLayout (android-layout.md §5) for a target SDK of 28+: sizes in px, worked by hand.
@Suite struct LinearLayoutRulesTests {
  /// A horizontal LinearLayout kind with default attributes.
  private static let row = TestNode.linear(vertical: false)
  /// A vertical LinearLayout kind with default attributes.
  private static let column = TestNode.linear(vertical: true)

  @Test func threeEqualWeightsLeaveTheRemainderToTheLastChild() {
    // Density 2.625 (1080 × 1920 px): padding 16dp = 42 px a side, the middle child's left
    // margin 10dp = 26.25 → 26 px, height 48dp = 126 px (§1.2 table).
    // EXACTLY 1080 wide, baselineAligned: the 0dp children are measured UNSPECIFIED (not
    // skipped) and add only margins: total = 26 + 84 = 110; excess = 1080 − 110 = 970.
    // Shares: trunc(1 × 970 / 3 = 323.33) = 323, left 647 over weight 2; trunc(323.5) = 323,
    // left 324 over weight 1: 324. Lefts: 42; 42 + 323 + 26 = 391; 391 + 323 = 714.
    let children = (0..<3).map { index in
      TestNode.view(
        id: "c\(index)",
        .exactly(0),
        .exactly(126),
        margins: Insets(left: index == 1 ? 26 : 0),
        weight: 1
      )
    }
    let root = TestNode.make(
      Self.row,
      id: "row",
      .matchParent,
      .wrapContent,
      padding: Insets(left: 42, top: 0, right: 42, bottom: 0),
      children: children
    )
    let laidOut = TestNode.layOut(root, on: .defaultPhone)
    #expect(TestNode.frame("c0", in: laidOut) == .xywh(42, 0, 323, 126))
    #expect(TestNode.frame("c1", in: laidOut) == .xywh(391, 0, 323, 126))
    #expect(TestNode.frame("c2", in: laidOut) == .xywh(714, 0, 324, 126))
    // Height: the first pass measured the 0dp Views UNSPECIFIED (0 tall); the weight pass
    // re-measures them with EXACTLY 126, so the wrap_content row is 126 tall.
    #expect(laidOut.frame == .xywh(0, 0, 1080, 126))
  }

  @Test func weightSumLeavesSpaceAndGravityMovesTheColumn() {
    // A 300 × 200 column, weightSum 1, children 0dp with weights 0.25 and 0.5: both skipped
    // (EXACTLY height), excess 200. a: trunc(0.25 × 200 / 1) = 50, left 150 over 0.75;
    // b: trunc(0.5 × 150 / 0.75 = 100) = 100. Total 150, so 50 px stay empty at the bottom.
    let kind = TestNode.linear(vertical: true) { $0.weightSum = 1 }
    let root = TestNode.make(
      kind,
      .exactly(300),
      .exactly(200),
      children: [
        TestNode.view(id: "a", .matchParent, .exactly(0), weight: 0.25),
        TestNode.view(id: "b", .matchParent, .exactly(0), weight: 0.5),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("a", in: laidOut) == .xywh(0, 0, 300, 50))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(0, 50, 300, 100))
    // gravity bottom: childTop = paddingTop + height − total = 0 + 200 − 150 = 50.
    let bottom = TestNode.linear(vertical: true) {
      $0.weightSum = 1
      $0.gravity = Gravity(rawValue: Gravity.bottom.rawValue | Gravity.start.rawValue)
    }
    var moved = root
    moved.kind = bottom
    let laidOutBottom = TestNode.layOut(moved)
    #expect(TestNode.frame("a", in: laidOutBottom) == .xywh(0, 50, 300, 50))
    #expect(TestNode.frame("b", in: laidOutBottom) == .xywh(0, 100, 300, 100))
  }

  @Test func columnGravityVersusLayoutGravity() {
    // A 360-wide column (density 1), padding 10, gravity center_horizontal|top; 100 × 20
    // children. a (no layout_gravity) takes the column's horizontal gravity:
    // 10 + (340 − 100) / 2 = 130. b (layout_gravity end, right margin 5):
    // 360 − 10 − 100 − 5 = 245. c (layout_gravity bottom: no horizontal flag) goes left:
    // 10 + 7 = 17. Tops: 10, 30, 50; wrap height 60 + 20 = 80.
    let kind = TestNode.linear(vertical: true) {
      $0.gravity = Gravity(rawValue: Gravity.centerHorizontal.rawValue | Gravity.top.rawValue)
    }
    let root = TestNode.make(
      kind,
      .matchParent,
      .wrapContent,
      padding: Insets(all: 10),
      children: [
        TestNode.view(id: "a", .exactly(100), .exactly(20)),
        TestNode.view(
          id: "b",
          .exactly(100),
          .exactly(20),
          margins: Insets(right: 5),
          gravity: .end
        ),
        TestNode.view(
          id: "c",
          .exactly(100),
          .exactly(20),
          margins: Insets(left: 7),
          gravity: .bottom
        ),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 360, 80))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(130, 10, 100, 20))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(245, 30, 100, 20))
    #expect(TestNode.frame("c", in: laidOut) == .xywh(17, 50, 100, 20))
  }

  @Test func rowGravityVersusLayoutGravity() {
    // A 360 × 100 row, gravity start|center_vertical, 50 × 20 Views (no baselines).
    // a: the row's vertical gravity: (100 − 20) / 2 = 40. b: layout_gravity bottom with a
    // bottom margin 5: 100 − 20 − 5 = 75. c: layout_gravity center_horizontal (no vertical
    // flag): at paddingTop 0 without its top margin 9 (§5.3 quirk). Lefts 0, 50, 100.
    let kind = TestNode.linear(vertical: false) {
      $0.gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.centerVertical.rawValue)
    }
    let root = TestNode.make(
      kind,
      .matchParent,
      .exactly(100),
      children: [
        TestNode.view(id: "a", .exactly(50), .exactly(20)),
        TestNode.view(
          id: "b",
          .exactly(50),
          .exactly(20),
          margins: Insets(bottom: 5),
          gravity: .bottom
        ),
        TestNode.view(
          id: "c",
          .exactly(50),
          .exactly(20),
          margins: Insets(top: 9),
          gravity: .centerHorizontal
        ),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("a", in: laidOut) == .xywh(0, 40, 50, 20))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(50, 75, 50, 20))
    #expect(TestNode.frame("c", in: laidOut) == .xywh(100, 0, 50, 20))
  }

  @Test func goneChildrenTakeNoSpaceAndDividersSkipThem() {
    // a 50 × 20, b GONE (with margins), c 50 × 20: c sits right below a; height 40.
    let root = TestNode.make(
      Self.column,
      id: "column",
      .wrapContent,
      .wrapContent,
      children: [
        TestNode.view(id: "a", .exactly(50), .exactly(20)),
        TestNode.view(
          id: "b",
          .exactly(50),
          .exactly(30),
          margins: Insets(all: 8),
          visibility: .gone
        ),
        TestNode.view(id: "c", .exactly(50), .exactly(20)),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 50, 40))
    #expect(TestNode.frame("c", in: laidOut) == .xywh(0, 20, 50, 20))
    #expect(TestNode.frame("b", in: laidOut) == .zero)

    // Dividers 2 px tall at beginning, middle and end; the GONE first child gets none, so
    // the beginning one goes before a: total = 2 + 20 + 2 + 20 + 2 = 46; a at 2, c at 24.
    let divided = TestNode.linear(vertical: true) {
      $0.divider = LinearDivider(width: 0, height: 2, beginning: true, middle: true, end: true)
    }
    var withDividers = root
    withDividers.kind = divided
    withDividers.children = [root.children[1], root.children[0], root.children[2]]
    let laidOutDividers = TestNode.layOut(withDividers)
    #expect(laidOutDividers.frame == .xywh(0, 0, 50, 46))
    #expect(TestNode.frame("a", in: laidOutDividers) == .xywh(0, 2, 50, 20))
    #expect(TestNode.frame("c", in: laidOutDividers) == .xywh(0, 24, 50, 20))
  }

  @Test func matchParentChildrenAreRemeasuredAtTheFinalCrossSize() {
    // Column wrap × wrap (AT_MOST 360): a is 120 wide; b is match_parent with a left margin
    // 10, first measured AT_MOST 350 → a plain View fills it (350). Its width does not count
    // (only its margin 10), so the column is max(120, 10) = 120 wide; forceUniformWidth then
    // measures b EXACTLY 120 − 10 = 110, keeping its height 30.
    let column = TestNode.make(
      Self.column,
      .wrapContent,
      .wrapContent,
      children: [
        TestNode.view(id: "a", .exactly(120), .exactly(20)),
        TestNode.view(id: "b", .matchParent, .exactly(30), margins: Insets(left: 10)),
      ]
    )
    let laidOut = TestNode.layOut(column)
    #expect(laidOut.frame == .xywh(0, 0, 120, 50))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(10, 20, 110, 30))

    // Row wrap × wrap: c is 40 tall; d (match_parent tall) first fills AT_MOST 640, then
    // forceUniformHeight measures it EXACTLY 40.
    let row = TestNode.make(
      Self.row,
      .wrapContent,
      .wrapContent,
      children: [
        TestNode.view(id: "c", .exactly(50), .exactly(40)),
        TestNode.view(id: "d", .exactly(30), .matchParent),
      ]
    )
    let laidOutRow = TestNode.layOut(row)
    #expect(laidOutRow.frame == .xywh(0, 0, 80, 40))
    #expect(TestNode.frame("d", in: laidOutRow) == .xywh(50, 0, 30, 40))
  }

  @Test func matchParentWeightedPairSplitsAnOddRow() {
    // §5.5: a 301-wide row (device 301 × 640), two match_parent children of weight 1 with
    // margins 4. Each is first measured EXACTLY 301 − 8 = 293 (used width 0 once weighted):
    // total = 2 × 301 = 602, excess = 301 − 602 = −301. Shares trunc(−150.5) = −150, then
    // −151: widths 143 and 142 (ceil(301/2) − 8, floor(301/2) − 8). Lefts 4 and
    // 4 + 143 + 4 + 4 = 155.
    let root = TestNode.make(
      Self.row,
      .matchParent,
      .wrapContent,
      children: ["a", "b"].map {
        TestNode.view(
          id: $0,
          .matchParent,
          .exactly(10),
          margins: Insets(left: 4, right: 4),
          weight: 1
        )
      }
    )
    let laidOut = TestNode.layOut(root, on: TestNode.device(301, 640))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(4, 0, 143, 10))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(155, 0, 142, 10))
  }

  @Test func evenSplitWithZeroWidthSpaces() {
    // §5.5 (cheese_detail_fragment): four 0dp Spaces of weight 1 around three 24 px icons
    // with 8 px side margins, 360 wide: icons use 3 × 40 = 120, excess 240, shares 60 each;
    // icons at 60 + 8 = 68, 168, 268.
    var children: [LayoutNode] = []
    for index in 0..<4 {
      children.append(TestNode.make(.space, .exactly(0), .wrapContent, weight: 1))
      if index < 3 {
        children.append(
          TestNode.view(
            id: "icon\(index)",
            .exactly(24),
            .exactly(24),
            margins: Insets(left: 8, right: 8)
          )
        )
      }
    }
    let root = TestNode.make(Self.row, .matchParent, .wrapContent, children: children)
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("icon0", in: laidOut)?.left == 68)
    #expect(TestNode.frame("icon1", in: laidOut)?.left == 168)
    #expect(TestNode.frame("icon2", in: laidOut)?.left == 268)
    #expect(laidOut.children[6].frame == .xywh(300, 0, 60, 0))
  }

  @Test func zeroHeightWeightInAWrappingColumnGetsTheConsumedSpaceBack() {
    // Column wrap × wrap (AT_MOST 640): a is 100 tall; b (0dp, weight 1) is measured as
    // wrap_content with used height 0 → a plain View fills AT_MOST 640 → 640 ("consumed").
    // total = 740 → height min(740, 640) = 640; excess = 640 − 740 + 640 = 540, all to b
    // (0dp: its height is the share). b spans 100…640.
    let root = TestNode.make(
      Self.column,
      .exactly(50),
      .wrapContent,
      children: [
        TestNode.view(id: "a", .matchParent, .exactly(100)),
        TestNode.view(id: "b", .matchParent, .exactly(0), weight: 1),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 50, 640))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(0, 100, 50, 540))
  }

  @Test func measureWithLargestChildGivesWeightedChildrenTheLargestWidth() {
    // Row wrap (AT_MOST 360), measureWithLargestChild: a 30 and b 50 wide, weight 1 each.
    // Largest 50 → total = 2 × 50 = 100 → width 100; excess 0; each weighted child becomes
    // the largest width, 50, at 0 and 50.
    let kind = TestNode.linear(vertical: false) { $0.useLargestChild = true }
    let root = TestNode.make(
      kind,
      .wrapContent,
      .wrapContent,
      children: [
        TestNode.view(id: "a", .exactly(30), .exactly(10), weight: 1),
        TestNode.view(id: "b", .exactly(50), .exactly(10), weight: 1),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 100, 10))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(0, 0, 50, 10))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(50, 0, 50, 10))
  }

  @Test func baselinesLineUpAtTopAndBottom() {
    // Row wrap × wrap: a TextView "Scene" at 14 px (39 × 19, baseline 15, see
    // TextViewRulesTests) and an ImageView 40 × 40 with baseline 30. Top group ascent 30:
    // the text moves down 30 − 15 = 15, the image stays at 0. Height: not every child is
    // match_parent, so the tallest child wins: 40.
    var text = TestNode.make(.text, id: "text", .wrapContent, .wrapContent)
    var properties = TextProperties()
    properties.text = "Scene"
    properties.style = TextStyle(size: 14)
    text.text = properties
    let image = TestNode.image(
      id: "image",
      .wrapContent,
      .wrapContent,
      drawable: PixelSize(width: 40, height: 40)
    ) { $0.baseline = 30 }
    let root = TestNode.make(Self.row, .wrapContent, .wrapContent, children: [text, image])
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 79, 40))
    #expect(TestNode.frame("text", in: laidOut) == .xywh(0, 15, 39, 19))
    #expect(TestNode.frame("image", in: laidOut) == .xywh(39, 0, 40, 40))

    // Bottom gravity in a 100-tall row: a (40 tall, baseline 10, descent 30) and b (20 tall,
    // baselineAlignBottom: baseline 20, descent 0); bottom group descent 30.
    // a: 100 − 40 = 60, moved up 30 − 30 = 0 → 60. b: 100 − 20 = 80, moved up 30 − 0 → 50;
    // both baselines at 70.
    let a = TestNode.image(
      id: "a",
      .wrapContent,
      .wrapContent,
      drawable: PixelSize(width: 40, height: 40),
      gravity: .bottom
    ) { $0.baseline = 10 }
    let b = TestNode.image(
      id: "b",
      .wrapContent,
      .wrapContent,
      drawable: PixelSize(width: 20, height: 20),
      gravity: .bottom
    ) { $0.baselineAlignBottom = true }
    let bottomRow = TestNode.make(Self.row, .matchParent, .exactly(100), children: [a, b])
    let laidOutBottom = TestNode.layOut(bottomRow)
    #expect(TestNode.frame("a", in: laidOutBottom) == .xywh(0, 60, 40, 40))
    #expect(TestNode.frame("b", in: laidOutBottom) == .xywh(40, 50, 20, 20))
  }

  @Test func ascentPlusDescentSetsTheHeightOnlyWhenEveryChildMatchesTheParent() {
    // a: 40 × 40, baseline 10 (ascent 10, descent 30); b: 20 × 20, baselineAlignBottom
    // (ascent 20, descent 0). Top group: ascent 20 + descent 30 = 50.
    func children(_ height: LayoutSize) -> [LayoutNode] {
      [
        TestNode.image(
          id: "a",
          .wrapContent,
          height,
          drawable: PixelSize(width: 40, height: 40)
        ) { $0.baseline = 10 },
        TestNode.image(
          id: "b",
          .wrapContent,
          height,
          drawable: PixelSize(width: 20, height: 20)
        ) { $0.baselineAlignBottom = true },
      ]
    }
    // wrap_content children in an AT_MOST row: the height is the tallest child (40), and a
    // still moves down 20 − 10 = 10, running past the row's bottom.
    let wrapping = TestNode.layOut(
      TestNode.make(Self.row, .wrapContent, .wrapContent, children: children(.wrapContent))
    )
    #expect(wrapping.frame.height == 40)
    #expect(TestNode.frame("a", in: wrapping) == .xywh(0, 10, 40, 40))
    #expect(TestNode.frame("b", in: wrapping) == .xywh(40, 0, 20, 20))
    // match_parent children: first measured AT_MOST 640 (ImageViews wrap: 40 and 20), the
    // row is max(40, 50) = 50 tall, then both are re-measured EXACTLY 50; match_parent
    // children are not moved for baselines.
    let filling = TestNode.layOut(
      TestNode.make(Self.row, .wrapContent, .wrapContent, children: children(.matchParent))
    )
    #expect(filling.frame.height == 50)
    #expect(TestNode.frame("a", in: filling) == .xywh(0, 0, 40, 50))
    #expect(TestNode.frame("b", in: filling) == .xywh(40, 0, 20, 50))
  }

  @Test func rightToLeftRowsRunFromTheRight() {
    // A 300-wide RTL row, padding left 10 / right 20: gravity start → right. total =
    // 50 + (5 + 60) + 30 = 145; childLeft = 10 + 300 − 145 = 165. The last child comes
    // first: b at 165 + 5 = 170, then a at 230; a's right edge 280 = 300 − 20.
    var root = TestNode.make(
      Self.row,
      .exactly(300),
      .exactly(40),
      padding: Insets(left: 10, top: 0, right: 20, bottom: 0),
      children: [
        TestNode.view(id: "a", .exactly(50), .exactly(20)),
        TestNode.view(id: "b", .exactly(60), .exactly(20), margins: Insets(left: 5)),
      ]
    )
    root.isRightToLeft = true
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("b", in: laidOut) == .xywh(170, 0, 60, 20))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(230, 0, 50, 20))

    // An RTL column: layout_gravity start resolves to right: 300 − 0 − 50 − 4 = 246.
    var column = TestNode.make(
      Self.column,
      .exactly(300),
      .exactly(40),
      children: [
        TestNode.view(
          id: "c",
          .exactly(50),
          .exactly(20),
          margins: Insets(right: 4),
          gravity: .start
        )
      ]
    )
    column.isRightToLeft = true
    #expect(TestNode.frame("c", in: TestNode.layOut(column)) == .xywh(246, 0, 50, 20))
  }

  @Test func baselineAlignedChildIndexReportsThatChildsBaseline() {
    // Column with padding top 5, baselineAlignedChildIndex 1: a is 20 tall with bottom
    // margin 3, b an ImageView with baseline 30 and top margin 4. mBaselineChildTop is the
    // length in front of b without padding: 20 + 3 = 23; baseline = 23 + 4 + 30 = 57.
    let kind = TestNode.linear(vertical: true) { $0.baselineAlignedChildIndex = 1 }
    let column = TestNode.make(
      kind,
      .wrapContent,
      .wrapContent,
      padding: Insets(top: 5),
      children: [
        TestNode.view(id: "a", .exactly(40), .exactly(20), margins: Insets(bottom: 3)),
        TestNode.image(
          id: "b",
          .wrapContent,
          .wrapContent,
          drawable: PixelSize(width: 40, height: 40),
          margins: Insets(top: 4)
        ) { $0.baseline = 30 },
      ]
    )
    let measured = TestNode.measured(column, .atMost(360), .atMost(640))
    #expect(measured.baseline == 57)
    // Index 0 is a plain View without a baseline: −1.
    var first = measured
    first.kind = TestNode.linear(vertical: true) { $0.baselineAlignedChildIndex = 0 }
    #expect(first.baseline == -1)
    // Without an index: −1.
    var none = measured
    none.kind = Self.column
    #expect(none.baseline == -1)
  }

  @Test func appBarLayoutIsAlwaysVertical() {
    // An AppBarLayout whose properties say horizontal still stacks: b at y = 56.
    var properties = LinearProperties()
    properties.isVertical = false
    let root = TestNode.make(
      .appBar(properties),
      .matchParent,
      .wrapContent,
      children: [
        TestNode.view(id: "a", .matchParent, .exactly(56)),
        TestNode.view(id: "b", .matchParent, .exactly(20)),
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 360, 76))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(0, 56, 360, 20))
  }
}
