import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ConstraintLayout (android-layout.md §7, with ConstraintLayout 2.x's rounding: a centred
/// child's offset is `(int) (0.5f + bias × distance)`, chain edges are rounded half up), at
/// density 1 on the 360 × 640 test device, so px = dp.
@Suite struct ConstraintLayoutRulesTests {
  /// A match_parent ConstraintLayout holding `children`.
  private static func layout(
    padding: Insets = .zero,
    rightToLeft: Bool = false,
    _ children: [LayoutNode]
  ) -> LayoutNode {
    layout(.matchParent, .matchParent, padding: padding, rightToLeft: rightToLeft, children)
  }

  /// A ConstraintLayout of the given size holding `children`.
  private static func layout(
    _ width: LayoutSize,
    _ height: LayoutSize,
    padding: Insets = .zero,
    rightToLeft: Bool = false,
    _ children: [LayoutNode]
  ) -> LayoutNode {
    var node = TestNode.make(.constraint, id: "layout", width, height, padding: padding)
    node.isRightToLeft = rightToLeft
    node.children = children.map { child in
      var child = child
      child.isRightToLeft = rightToLeft
      return child
    }
    return node
  }

  /// A plain View with constraints set by `constrain`.
  private static func view(
    _ id: String,
    _ width: LayoutSize,
    _ height: LayoutSize,
    margins: Insets = .zero,
    visibility: ViewVisibility = .visible,
    _ constrain: (inout ConstraintParams) -> Void = { _ in }
  ) -> LayoutNode {
    var node = TestNode.view(id: id, width, height, margins: margins, visibility: visibility)
    constrain(&node.params.constraints)
    return node
  }

  /// Constraints to all four sides of the parent.
  private static func centred(_ params: inout ConstraintParams) {
    params.startToStart = .parent
    params.endToEnd = .parent
    params.topToTop = .parent
    params.bottomToBottom = .parent
  }

  /// A Guideline.
  private static func guideline(
    _ id: String,
    vertical: Bool,
    _ position: GuidePosition
  ) -> LayoutNode {
    var node = TestNode.make(
      .view,
      id: id,
      .wrapContent,
      .wrapContent,
      className: "androidx.constraintlayout.widget.Guideline"
    )
    node.params.constraints.guide = position
    node.params.constraints.isVerticalGuideline = vertical
    return node
  }

  /// The frame of `id` after laying `root` out.
  private static func frames(_ root: LayoutNode, _ ids: [String]) -> [PixelBounds?] {
    let laidOut = TestNode.layOut(root)
    return ids.map { TestNode.frame($0, in: laidOut) }
  }

  @Test func parentCentredView() {
    // The layout is match_parent in the 360 × 640 root: EXACTLY 360 × 640.
    // 100 × 50 centred: left = (int) (0.5 + 0.5 × (360 − 100)) = 130,
    // top = (int) (0.5 + 0.5 × (640 − 50)) = (int) 295.5 = 295.
    // 101 wide: (int) (0.5 + 0.5 × 259) = (int) 130.0 = 130 (half rounds up).
    let root = Self.layout([
      Self.view("even", .exactly(100), .exactly(50), Self.centred),
      Self.view("odd", .exactly(101), .exactly(50), Self.centred),
    ])
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 360, 640))
    #expect(TestNode.frame("even", in: laidOut) == .xywh(130, 295, 100, 50))
    #expect(TestNode.frame("odd", in: laidOut) == .xywh(130, 295, 101, 50))
  }

  @Test func biasWithPadding() {
    // Padding 10: a content box of 340 × 620 from (10, 10). A 105 × 20 view between the
    // parent's sides with horizontal bias 0.3 and vertical bias 1:
    // left = 10 + (int) (0.5 + 0.3f × (340 − 105)) = 10 + (int) (0.5 + 70.5) = 10 + 71 = 81;
    // top = 10 + (int) (0.5 + 1 × (620 − 20)) = 10 + 600 = 610.
    let root = Self.layout(
      padding: Insets(all: 10),
      [
        Self.view("biased", .exactly(105), .exactly(20)) {
          Self.centred(&$0)
          $0.horizontalBias = 0.3
          $0.verticalBias = 1
        }
      ]
    )
    #expect(Self.frames(root, ["biased"]) == [.xywh(81, 610, 105, 20)])
  }

  @Test func siblingConstraintsAndMargins() {
    // a: start/top to the parent with margins 16/8 → (16, 8), 80 × 40.
    // b: start to a's end (margin 12) and top to a's bottom (margin 4):
    //    left = 96 + 12 = 108, top = 48 + 4 = 52; its right margin 100 has no constraint and
    //    is ignored.
    // c: end/bottom to the parent with margins 20/10: right = 340, bottom = 630 → (310, 600).
    // d: no constraint at all → (0, 0).
    // e: start to the parent and right to the parent: start/end constraints replace every
    //    left/right one, so only the start counts → left 0, not centred.
    let root = Self.layout([
      Self.view("a", .exactly(80), .exactly(40), margins: Insets(left: 16, top: 8)) {
        $0.startToStart = .parent
        $0.topToTop = .parent
      },
      Self.view(
        "b",
        .exactly(50),
        .exactly(30),
        margins: Insets(left: 12, top: 4, right: 100)
      ) {
        $0.startToEnd = .view("a")
        $0.topToBottom = .view("a")
      },
      Self.view("c", .exactly(30), .exactly(30), margins: Insets(right: 20, bottom: 10)) {
        $0.endToEnd = .parent
        $0.bottomToBottom = .parent
      },
      Self.view("d", .exactly(10), .exactly(10)),
      Self.view("e", .exactly(50), .exactly(10)) {
        $0.startToStart = .parent
        $0.rightToRight = .parent
      },
    ])
    #expect(
      Self.frames(root, ["a", "b", "c", "d", "e"]) == [
        .xywh(16, 8, 80, 40), .xywh(108, 52, 50, 30), .xywh(310, 600, 30, 30),
        .xywh(0, 0, 10, 10), .xywh(0, 0, 50, 10),
      ]
    )
  }

  @Test func matchConstraintSizes() {
    // header: 360 × 100 at the top.
    // fill: 0dp × 0dp, start/end to the parent with margins 16/24 → width 360 − 40 = 320 at
    //       16; top to header's bottom, bottom to the parent → height 640 − 100 = 540 at 100.
    // capped: 0dp wide with layout_constraintWidth_max 200, centred: width min(360, 200) =
    //         200, left = (int) (0.5 + 0.5 × 160) = 80.
    // dangling: 0dp with only a start constraint wraps its content: a Space with minWidth 40
    //           measures AT_MOST 360 → 40, at its start margin 7.
    var dangling = TestNode.make(.space, id: "dangling", .exactly(0), .exactly(10))
    dangling.minWidth = 40
    dangling.params.margins = Insets(left: 7)
    dangling.params.constraints.startToStart = .parent
    dangling.params.constraints.topToTop = .parent
    let root = Self.layout([
      Self.view("header", .exactly(360), .exactly(100)),
      Self.view("fill", .exactly(0), .exactly(0), margins: Insets(left: 16, right: 24)) {
        $0.startToStart = .parent
        $0.endToEnd = .parent
        $0.topToBottom = .view("header")
        $0.bottomToBottom = .parent
      },
      Self.view("capped", .exactly(0), .exactly(10)) {
        $0.startToStart = .parent
        $0.endToEnd = .parent
        $0.widthMax = 200
      },
      dangling,
    ])
    let laidOut = TestNode.layOut(root)
    #expect(TestNode.frame("fill", in: laidOut) == .xywh(16, 100, 320, 540))
    #expect(TestNode.find("fill", in: laidOut)?.measuredWidth == 320)
    #expect(TestNode.frame("capped", in: laidOut) == .xywh(80, 0, 200, 10))
    #expect(TestNode.frame("dangling", in: laidOut) == .xywh(7, 0, 40, 10))
  }

  @Test func goneTargetsAreAPointAndUseGoneMargins() {
    // gone: GONE, start to the parent with margin 30: a point at 0 (its own margins drop),
    //       never laid out (frame stays zero).
    // withGoneMargin: start to gone's end, margin 10, goneMarginStart 5 → left 0 + 5 = 5.
    // plain: start to gone's end, margin 10, no gone margin → left 10.
    let root = Self.layout([
      Self.view("gone", .exactly(100), .exactly(50), margins: Insets(left: 30), visibility: .gone) {
        $0.startToStart = .parent
      },
      Self.view("withGoneMargin", .exactly(20), .exactly(20), margins: Insets(left: 10)) {
        $0.startToEnd = .view("gone")
        $0.goneMargins.start = 5
      },
      Self.view("plain", .exactly(20), .exactly(20), margins: Insets(left: 10)) {
        $0.startToEnd = .view("gone")
      },
    ])
    #expect(
      Self.frames(root, ["gone", "withGoneMargin", "plain"]) == [
        .zero, .xywh(5, 0, 20, 20), .xywh(10, 0, 20, 20),
      ]
    )
  }

  @Test func spreadChains() {
    // Horizontal (cheese_grid_item's icons): three 25-wide views start-to-parent ↔ … ↔
    // end-to-parent; free space 360 − 75 = 285 in four equal gaps of 71.25, each edge
    // rounded half up on its own:
    // lefts = round(71.25) = 71, 25 + round(142.5) = 168, 50 + round(213.75) = 264.
    // Vertical (dissolve_activity): card 200 tall (bottom margin 5) ↔ button 41 tall (top
    // margin 10); the two margins between them add up: free = 640 − 241 − 15 = 384, three
    // gaps of 128: card top 128, button top 128 + 200 + 15 + 128 = 471.
    let root = Self.layout([
      Self.view("first", .exactly(25), .exactly(10)) {
        $0.startToStart = .parent
        $0.endToStart = .view("second")
      },
      Self.view("second", .exactly(25), .exactly(10)) {
        $0.startToEnd = .view("first")
        $0.endToStart = .view("third")
      },
      Self.view("third", .exactly(25), .exactly(10)) {
        $0.startToEnd = .view("second")
        $0.endToEnd = .parent
      },
      Self.view("card", .exactly(300), .exactly(200), margins: Insets(bottom: 5)) {
        $0.topToTop = .parent
        $0.bottomToTop = .view("button")
      },
      Self.view("button", .exactly(80), .exactly(41), margins: Insets(top: 10)) {
        $0.topToBottom = .view("card")
        $0.bottomToBottom = .parent
      },
    ])
    #expect(
      Self.frames(root, ["first", "second", "third", "card", "button"]) == [
        .xywh(71, 0, 25, 10), .xywh(168, 0, 25, 10), .xywh(264, 0, 25, 10),
        .xywh(0, 128, 300, 200), .xywh(0, 471, 80, 41),
      ]
    )
  }

  @Test func packedChainWithBias() {
    // Packed (style and bias 0.25 on the head): 50 + 68 wide with margins 10 (a's end) and
    // 6 (b's start) between: free = 360 − 118 − 16 = 226;
    // offset = (int) (0.5 + 0.25 × 226) = (int) 57.0 = 57 → a at 57, b at 57 + 50 + 16 = 123.
    let root = Self.layout([
      Self.view("a", .exactly(50), .exactly(10), margins: Insets(right: 10)) {
        $0.startToStart = .parent
        $0.endToStart = .view("b")
        $0.horizontalChainStyle = .packed
        $0.horizontalBias = 0.25
      },
      Self.view("b", .exactly(68), .exactly(10), margins: Insets(left: 6)) {
        $0.startToEnd = .view("a")
        $0.endToEnd = .parent
      },
    ])
    #expect(Self.frames(root, ["a", "b"]) == [.xywh(57, 0, 50, 10), .xywh(123, 0, 68, 10)])
  }

  @Test func spreadInsideChain() {
    // spread_inside: the ends against the parent (start margin 10, end margin 20): from 10
    // to 340; widths 40, 41, 40 leave 209 in two gaps of 104.5:
    // a at 10, b at 10 + 40 + round(104.5) = 155, c at 10 + 81 + 209 = 300 (right 340).
    let root = Self.layout([
      Self.view("a", .exactly(40), .exactly(10), margins: Insets(left: 10)) {
        $0.startToStart = .parent
        $0.endToStart = .view("b")
        $0.horizontalChainStyle = .spreadInside
      },
      Self.view("b", .exactly(41), .exactly(10)) {
        $0.startToEnd = .view("a")
        $0.endToStart = .view("c")
      },
      Self.view("c", .exactly(40), .exactly(10), margins: Insets(right: 20)) {
        $0.startToEnd = .view("b")
        $0.endToEnd = .parent
      },
    ])
    #expect(
      Self.frames(root, ["a", "b", "c"]) == [
        .xywh(10, 0, 40, 10), .xywh(155, 0, 41, 10), .xywh(300, 0, 40, 10),
      ]
    )
  }

  @Test func weightedChain() {
    // Two 0dp members weighted 1 and 2 in 360 − 60 (a fixed 60-wide middle member): the
    // free space 300 is theirs, gaps none: a = 300 × 1/3 = 100 wide at 0, middle at 100,
    // b from 160 to 160 + 200 = 360.
    let root = Self.layout([
      Self.view("a", .exactly(0), .exactly(10)) {
        $0.startToStart = .parent
        $0.endToStart = .view("middle")
        $0.horizontalWeight = 1
      },
      Self.view("middle", .exactly(60), .exactly(10)) {
        $0.startToEnd = .view("a")
        $0.endToStart = .view("b")
      },
      Self.view("b", .exactly(0), .exactly(10)) {
        $0.startToEnd = .view("middle")
        $0.endToEnd = .parent
        $0.horizontalWeight = 2
      },
    ])
    #expect(
      Self.frames(root, ["a", "middle", "b"]) == [
        .xywh(0, 0, 100, 10), .xywh(100, 0, 60, 10), .xywh(160, 0, 200, 10),
      ]
    )
  }

  @Test func guidelines() {
    // Padding 5: content 350 × 630. A vertical guideline at 25 %:
    // x = (int) (0.5 + 0.25 × 350) = (int) 88.0 = 88 → frame (93, 5)–(93, 635).
    // A horizontal guideline (the default orientation) 100 from the top → y 100, frame
    // (5, 105)–(355, 105).
    // right: start to the vertical guideline, margin 4 → left 88 + 4 = 92 → 97 with padding;
    //        top to the horizontal guideline's bottom → 100 → 105.
    // left: end to the vertical guideline's start → right 88 → 93, so left 93 − 30 = 63.
    let root = Self.layout(
      padding: Insets(all: 5),
      [
        Self.guideline("vertical", vertical: true, .percent(0.25)),
        Self.guideline("horizontal", vertical: false, .begin(100)),
        Self.view("right", .exactly(20), .exactly(20), margins: Insets(left: 4)) {
          $0.startToStart = .view("vertical")
          $0.topToBottom = .view("horizontal")
        },
        Self.view("left", .exactly(30), .exactly(20)) {
          $0.endToStart = .view("vertical")
        },
      ]
    )
    #expect(
      Self.frames(root, ["vertical", "horizontal", "right", "left"]) == [
        PixelBounds(left: 93, top: 5, right: 93, bottom: 635),
        PixelBounds(left: 5, top: 105, right: 355, bottom: 105),
        .xywh(97, 105, 20, 20), .xywh(63, 5, 30, 20),
      ]
    )
  }

  @Test func dimensionRatios() {
    // banner: 0dp × 0dp, "H,16:9", start/end to the parent (margins 20) and top only: the
    //         height follows the width: width 360 − 40 = 320,
    //         height = (int) (9/16 × 320) = 180 → (20, 0, 320 × 180).
    // thumb: 0dp wide with only a start constraint, 90 tall, "4:3": width =
    //        (int) (4/3 × 90) = 120, top margin 200 → (0, 200, 120 × 90).
    // portrait: 100 wide, 0dp tall, "3:2" (no side letter): height = (int) (100 / 1.5) = 66,
    //           top to the parent with margin 300 → (0, 300, 100 × 66).
    let root = Self.layout([
      Self.view("banner", .exactly(0), .exactly(0), margins: Insets(left: 20, right: 20)) {
        $0.startToStart = .parent
        $0.endToEnd = .parent
        $0.topToTop = .parent
        $0.dimensionRatio = "H,16:9"
      },
      Self.view("thumb", .exactly(0), .exactly(90), margins: Insets(top: 200)) {
        $0.startToStart = .parent
        $0.topToTop = .parent
        $0.dimensionRatio = "4:3"
      },
      Self.view("portrait", .exactly(100), .exactly(0), margins: Insets(top: 300)) {
        $0.startToStart = .parent
        $0.topToTop = .parent
        $0.dimensionRatio = "3:2"
      },
    ])
    #expect(
      Self.frames(root, ["banner", "thumb", "portrait"]) == [
        .xywh(20, 0, 320, 180), .xywh(0, 200, 120, 90), .xywh(0, 300, 100, 66),
      ]
    )
  }

  @Test func rightToLeftStartAndEnd() {
    // Right to left: start is the right side. Margins arrive resolved (marginStart → right).
    // a: start to the parent's start, margin 16 → right 360 − 16 = 344, left 244.
    // b: start to a's end (a's left side), margin 8 → right 244 − 8 = 236, left 186.
    // c: between the parent's sides with bias 0.2, mirrored to 0.8:
    //    left = (int) (0.5 + 0.8 × 300) = 240 (a 60 gap at the right, 20 % of 300).
    let root = Self.layout(
      rightToLeft: true,
      [
        Self.view("a", .exactly(100), .exactly(10), margins: Insets(right: 16)) {
          $0.startToStart = .parent
        },
        Self.view("b", .exactly(50), .exactly(10), margins: Insets(right: 8)) {
          $0.startToEnd = .view("a")
        },
        Self.view("c", .exactly(60), .exactly(10)) {
          $0.startToStart = .parent
          $0.endToEnd = .parent
          $0.horizontalBias = 0.2
        },
      ]
    )
    #expect(
      Self.frames(root, ["a", "b", "c"]) == [
        .xywh(244, 0, 100, 10), .xywh(186, 0, 50, 10), .xywh(240, 0, 60, 10),
      ]
    )
  }

  @Test func wrapContentLayoutSize() {
    // wrap × wrap in the root: AT_MOST 360 × 640, padding 4.
    // a: 100 × 40, start/top to the parent, margins 10/6 → needs 110 wide, 46 tall.
    // b: 60 × 30 between a's end (margin 5) and the parent's end (margin 7) → needs
    //    110 + 5 + 60 + 7 = 182; top to a's bottom (margin 2) → needs 46 + 2 + 30 = 78.
    // fill: 0dp between the parent's sides (margins 5) spans the wrapped width: 182 − 10.
    // Content 182 × 78, layout 190 × 86; b fits exactly: left 115 → 119 with padding.
    let root = Self.layout(
      .wrapContent,
      .wrapContent,
      padding: Insets(all: 4),
      [
        Self.view("a", .exactly(100), .exactly(40), margins: Insets(left: 10, top: 6)) {
          $0.startToStart = .parent
          $0.topToTop = .parent
        },
        Self.view("b", .exactly(60), .exactly(30), margins: Insets(left: 5, top: 2, right: 7)) {
          $0.startToEnd = .view("a")
          $0.endToEnd = .parent
          $0.topToBottom = .view("a")
        },
        Self.view("fill", .exactly(0), .exactly(5), margins: Insets(left: 5, right: 5)) {
          $0.startToStart = .parent
          $0.endToEnd = .parent
        },
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 190, 86))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(14, 10, 100, 40))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(119, 52, 60, 30))
    #expect(TestNode.frame("fill", in: laidOut) == .xywh(9, 4, 172, 5))
  }

  @Test func wrapContentChainsStackAndOverflowIsCut() {
    // A spread chain in a wrap_content layout has no free space: 2 + 50 + (3 + 4) + 50 + 1
    // = 110 wide, a at 2, b at 2 + 50 + 7 = 59; height 10.
    let chain = Self.layout(
      .wrapContent,
      .wrapContent,
      [
        Self.view("a", .exactly(50), .exactly(10), margins: Insets(left: 2, right: 3)) {
          $0.startToStart = .parent
          $0.endToStart = .view("b")
        },
        Self.view("b", .exactly(50), .exactly(10), margins: Insets(left: 4, right: 1)) {
          $0.startToEnd = .view("a")
          $0.endToEnd = .parent
        },
      ]
    )
    let laidOut = TestNode.layOut(chain)
    #expect(laidOut.frame == .xywh(0, 0, 110, 10))
    #expect(TestNode.frame("a", in: laidOut) == .xywh(2, 0, 50, 10))
    #expect(TestNode.frame("b", in: laidOut) == .xywh(59, 0, 50, 10))
    // A 500-wide child centred in a wrap_content layout needs 500 > 360: the width is cut to
    // AT_MOST's 360 and the child centred in it: (int) (0.5 × (360 − 500)) = −70.
    let wide = Self.layout(
      .wrapContent,
      .wrapContent,
      [Self.view("wide", .exactly(500), .exactly(10), Self.centred)]
    )
    let cut = TestNode.layOut(wide)
    #expect(cut.frame == .xywh(0, 0, 360, 10))
    #expect(TestNode.frame("wide", in: cut) == .xywh(-70, 0, 500, 10))
  }

  @Test func cyclesFallBackToTheBeginSide() {
    // a starts after b's end and b after a's end: a cycle, not a chain. a is placed first
    // with its constraint to the unplaced b ignored (at 0); b then follows a: 30.
    let root = Self.layout([
      Self.view("a", .exactly(30), .exactly(10)) { $0.startToEnd = .view("b") },
      Self.view("b", .exactly(20), .exactly(10)) { $0.startToEnd = .view("a") },
    ])
    #expect(Self.frames(root, ["a", "b"]) == [.xywh(0, 0, 30, 10), .xywh(30, 0, 20, 10)])
  }

  @Test func nestedContainersLayOutAtTheirSolvedSize() {
    // A FrameLayout 0dp wide between the parent's sides (margins 30) is measured EXACTLY
    // 300; its match_parent child fills it: (0, 0, 300 × 40) inside the frame at (30, 0).
    var frame = TestNode.make(
      .frame(FrameProperties()),
      id: "frame",
      .exactly(0),
      .exactly(40),
      margins: Insets(left: 30, right: 30),
      children: [TestNode.view(id: "inner", .matchParent, .matchParent)]
    )
    frame.params.constraints.startToStart = .parent
    frame.params.constraints.endToEnd = .parent
    let laidOut = TestNode.layOut(Self.layout([frame]))
    #expect(TestNode.frame("frame", in: laidOut) == .xywh(30, 0, 300, 40))
    #expect(TestNode.frame("inner", in: laidOut) == .xywh(0, 0, 300, 40))
  }

  @Test func cheeseGridItemWrapsToItsIcons() {
    // cheese_grid_item.xml at density 1, the layout match_parent × wrap_content (AT_MOST 640).
    // image: 0dp × 128 at the top, spanning 360. body: 0dp × 0dp from image's bottom to the
    // parent's bottom. The icons (24 × 24, margins top/bottom 8) form a spread chain
    // start-to-parent ↔ ↔ end-to-parent and sit between image's bottom and the parent's
    // bottom: the wrapped height is 128 + 8 + 24 + 8 = 168, so body is 168 − 128 = 40 tall.
    // Chain: free = 360 − 72 = 288, gaps of 72 → lefts 72, 168, 264.
    // favorite: between 136 and 160, distance 0 → top 136. bookmark/share: top/bottom to
    // favorite's with margins 8: between 144 and 152, distance 8 − 24 = −16 →
    // top = 144 + (int) (0.5 × −16) = 136.
    let icon = { (id: String, build: (inout ConstraintParams) -> Void) in
      Self.view(id, .exactly(24), .exactly(24), margins: Insets(top: 8, bottom: 8), build)
    }
    let root = Self.layout(
      .matchParent,
      .wrapContent,
      [
        Self.view("image", .exactly(0), .exactly(128)) {
          $0.startToStart = .parent
          $0.endToEnd = .parent
          $0.topToTop = .parent
        },
        Self.view("body", .exactly(0), .exactly(0)) {
          $0.startToStart = .parent
          $0.endToEnd = .parent
          $0.topToBottom = .view("image")
          $0.bottomToBottom = .parent
        },
        icon("favorite") {
          $0.startToStart = .parent
          $0.endToStart = .view("bookmark")
          $0.topToBottom = .view("image")
          $0.bottomToBottom = .parent
        },
        icon("bookmark") {
          $0.startToEnd = .view("favorite")
          $0.endToStart = .view("share")
          $0.topToTop = .view("favorite")
          $0.bottomToBottom = .view("favorite")
        },
        icon("share") {
          $0.startToEnd = .view("bookmark")
          $0.endToEnd = .parent
          $0.topToTop = .view("favorite")
          $0.bottomToBottom = .view("favorite")
        },
      ]
    )
    let laidOut = TestNode.layOut(root)
    #expect(laidOut.frame == .xywh(0, 0, 360, 168))
    #expect(
      ["image", "body", "favorite", "bookmark", "share"].map { TestNode.frame($0, in: laidOut) }
        == [
          .xywh(0, 0, 360, 128), .xywh(0, 128, 360, 40), .xywh(72, 136, 24, 24),
          .xywh(168, 136, 24, 24), .xywh(264, 136, 24, 24),
        ]
    )
  }

  @Test func longChainsFinish() {
    // 359 one-pixel views in a spread chain across 360: free = 1 in 360 gaps, so the k-th
    // (0-based) member's left is k + round((k + 1) / 360): the first at 0 + round(0.003) = 0,
    // the last (k = 358) at 358 + round(0.997) = 359.
    let count = 359
    let children = (0..<count).map { index in
      Self.view("v\(index)", .exactly(1), .exactly(1)) {
        $0.startToEnd = index == 0 ? nil : .view("v\(index - 1)")
        $0.startToStart = index == 0 ? .parent : nil
        $0.endToStart = index == count - 1 ? nil : .view("v\(index + 1)")
        $0.endToEnd = index == count - 1 ? .parent : nil
      }
    }
    let laidOut = TestNode.layOut(Self.layout(children))
    #expect(TestNode.frame("v0", in: laidOut) == .xywh(0, 0, 1, 1))
    #expect(TestNode.frame("v358", in: laidOut) == .xywh(359, 0, 1, 1))
  }
}
