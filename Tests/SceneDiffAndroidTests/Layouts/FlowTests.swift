import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ConstraintLayout's `Flow` in every orientation and wrap mode (issue 19 item 4), at density 1
/// on a 360 × 640 device, with bounds worked by hand from core `Flow.java` (`measure`,
/// `measureChainWrap`, `measureAligned`, `WidgetsList.createConstraints`,
/// `createAlignedConstraints`; androidx/constraintlayout 9cd4b5a4) and the chain rules
/// (`Chain.applyChainConstraints`: spread shares the free space in equal gaps, a centred view
/// sits at `(int) (0.5 + 0.5 × free)`).
@Suite struct FlowTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ body: String, rtl: Bool = false) throws -> Loaded<SceneTree> {
    let direction = rtl ? " android:layoutDirection=\"rtl\"" : ""
    return try LayoutFixture([
      "layout/test.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent"\(direction)>
      \(body)
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ]).load("test", mdpi)
  }

  @Test func verticalFlowWrapsIntoTwoColumns() throws {
    // Vertical, wrap chain, 110 px tall: max = 110. Heights a 30, b 40, c 50, d 20, gap 10:
    // a → 30; b: 30 + 10 + 40 = 80 ≤ 110; c: 80 + 10 + 50 = 140 > 110 → column 2, 50;
    // d: 50 + 10 + 20 = 80. Columns [a, b] and [c, d]; widest b (60) and c (50).
    // Width: 60 + 20 (horizontal gap) + 50 = 130 (wrap_content, AT_MOST 360).
    // Horizontal chain b–c from 0 to 130: 60 + 20 + 50 = 130, no free space: b 0, c 80.
    // a centred on b: 0 + (60 − 40) / 2 = 10; d on c: 80 + (50 − 30) / 2 = 90.
    // Column 1, a spread chain in 110: 30 + 10 + 40 = 80, free 30 → 10 a gap: a 10,
    // b 10 + 30 + 10 + 10 = 60. Column 2: 50 + 10 + 20 = 80, free 30: c 10, d 10 + 50 + 20 = 80.
    let loaded = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="wrap_content" android:layout_height="110px"
          android:orientation="vertical" app:flow_wrapMode="chain"
          app:flow_verticalGap="10px" app:flow_horizontalGap="20px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,b,c,d"/>
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="30px"/>
      <View android:id="@+id/b" android:layout_width="60px" android:layout_height="40px"/>
      <View android:id="@+id/c" android:layout_width="50px" android:layout_height="50px"/>
      <View android:id="@+id/d" android:layout_width="30px" android:layout_height="20px"/>
      """
    )
    let scene = loaded.value
    #expect(loaded.diagnostics.filter { $0.severity == .warning }.isEmpty)
    #expect(bounds(scene.view("flow")) == [0, 0, 130, 110])
    #expect(bounds(scene.view("a")) == [10, 10, 40, 30])
    #expect(bounds(scene.view("b")) == [0, 60, 60, 40])
    #expect(bounds(scene.view("c")) == [80, 10, 50, 50])
    #expect(bounds(scene.view("d")) == [90, 80, 30, 20])
  }

  @Test func alignedFlowIsAGridOfThreeColumns() throws {
    // Aligned, flow_maxElementsWrap 3: 3 columns, ceil(5 / 3) = 2 rows: [v1 v2 v3], [v4 v5].
    // Widest of each column: v4 (50 > 40), v2 (60 > 20), v3 (30); tallest of each row: v3
    // (40), v5 (25 > 15). Width 50 + 60 + 30 + 2 × 5 = 150 ≤ max 360 − 20 = 340; height
    // 40 + 25 + 5 = 70. The Flow: 150 + 2 × 10 padding = 170 by 70 + 20 = 90.
    // Columns: a chain from 10 to 160 with no free space: v4 10, v2 65, v3 130. Rows: from 10
    // to 80, no free space: v3 10, v5 55. The others centred: v1 on v4 across (50 − 40) / 2 =
    // 5 → 15 and on v3 down (40 − 20) / 2 = 10 → 20; v2 down on v3 (40 − 30) / 2 = 5 → 15;
    // v4 down on v5 55 + (25 − 15) / 2 = 60; v5 across on v2 65 + (60 − 20) / 2 = 85.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:padding="10px" app:flow_wrapMode="aligned" app:flow_maxElementsWrap="3"
          app:flow_horizontalGap="5px" app:flow_verticalGap="5px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="v1,v2,v3,v4,v5"/>
      <View android:id="@+id/v1" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/v2" android:layout_width="60px" android:layout_height="30px"/>
      <View android:id="@+id/v3" android:layout_width="30px" android:layout_height="40px"/>
      <View android:id="@+id/v4" android:layout_width="50px" android:layout_height="15px"/>
      <View android:id="@+id/v5" android:layout_width="20px" android:layout_height="25px"/>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 170, 90])
    #expect(bounds(scene.view("v1")) == [15, 20, 40, 20])
    #expect(bounds(scene.view("v2")) == [65, 15, 60, 30])
    #expect(bounds(scene.view("v3")) == [130, 10, 30, 40])
    #expect(bounds(scene.view("v4")) == [10, 60, 50, 15])
    #expect(bounds(scene.view("v5")) == [85, 55, 20, 25])
  }

  @Test func firstRowPackedLastRowSpread() throws {
    // Wrap chain, 200 px wide, flow_maxElementsWrap 2 (a new row at views 2 and 4): rows
    // [a b], [c d], [e f], every view 40 × 20. Row 1 takes flow_firstHorizontalStyle packed
    // with flow_firstHorizontalBias 0: a 0, b 40. Row 2 the Flow's spread_inside: c 0,
    // d 200 − 40 = 160. Row 3 flow_lastHorizontalStyle spread: free 200 − 80 = 120 in three
    // gaps of 40: e 40, f 40 + 40 + 40 = 120. Height: 3 × 20 + 2 × 10 = 80; rows' first views
    // (the first of equal heights) chained down from 0: a 0, c 30, e 60; the others centred
    // on them (same height: same top).
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="200px" android:layout_height="wrap_content"
          app:flow_wrapMode="chain" app:flow_maxElementsWrap="2" app:flow_verticalGap="10px"
          app:flow_horizontalStyle="spread_inside" app:flow_firstHorizontalStyle="packed"
          app:flow_firstHorizontalBias="0" app:flow_lastHorizontalStyle="spread"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,b,c,d,e,f"/>
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/b" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/c" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/d" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/e" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/f" android:layout_width="40px" android:layout_height="20px"/>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 200, 80])
    #expect(bounds(scene.view("a")) == [0, 0, 40, 20])
    #expect(bounds(scene.view("b")) == [40, 0, 40, 20])
    #expect(bounds(scene.view("c")) == [0, 30, 40, 20])
    #expect(bounds(scene.view("d")) == [160, 30, 40, 20])
    #expect(bounds(scene.view("e")) == [40, 60, 40, 20])
    #expect(bounds(scene.view("f")) == [120, 60, 40, 20])
  }

  @Test func baselineAlignmentFollowsTheTallestView() throws {
    // Fixed-size ImageViews with android:baseline (ImageView.getBaseline returns it), so the
    // baselines are known without text metrics. One row, 200 px wide; its tallest, big
    // (60 px, baseline 50), spans the Flow (wrap_content: 60) → y 0. small (baseline 10)
    // ties its baseline to big's: 0 + 50 − 10 = 40. plain has no baseline (a View): centred
    // on the Flow, single row: (60 − 20) / 2 = 20. Spread row of 3 × 40 in 200: 20 a gap:
    // 20, 80, 140.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="200px" android:layout_height="wrap_content"
          app:flow_verticalAlign="baseline"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="big,small,plain"/>
      <ImageView android:id="@+id/big" android:layout_width="40px" android:layout_height="60px"
          android:baseline="50px"/>
      <ImageView android:id="@+id/small" android:layout_width="40px"
          android:layout_height="30px" android:baseline="10px"/>
      <View android:id="@+id/plain" android:layout_width="40px" android:layout_height="20px"/>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 200, 60])
    #expect(bounds(scene.view("big")) == [20, 0, 40, 60])
    #expect(bounds(scene.view("small")) == [80, 40, 40, 30])
    #expect(bounds(scene.view("plain")) == [140, 20, 40, 20])
  }

  @Test func goneViewIsSkippedAndTheFlowNeedsNoID() throws {
    // g is GONE: left out before measuring (Flow.measure), so the row is a (40) and b (60)
    // with one 10 px gap: 110; packed, centred in 200: (200 − 110) / 2 = 45 → a 45,
    // b 45 + 40 + 10 = 95. Height: the tallest shown view, 20 (g's 50 does not count). The
    // Flow has no id: its views are tied to it all the same.
    let loaded = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow
          android:layout_width="200px" android:layout_height="wrap_content"
          app:flow_horizontalStyle="packed" app:flow_horizontalGap="10px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,g,b"/>
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/g" android:layout_width="50px" android:layout_height="50px"
          android:visibility="gone"/>
      <View android:id="@+id/b" android:layout_width="60px" android:layout_height="20px"/>
      """
    )
    let scene = loaded.value
    #expect(loaded.diagnostics.filter { $0.severity == .warning }.isEmpty)
    #expect(bounds(scene.view("a")) == [45, 0, 40, 20])
    #expect(bounds(scene.view("b")) == [95, 0, 60, 20])
    #expect(scene.view("g")?.visibility == .gone)
  }

  @Test func rightToLeftRowStartsAtTheRight() throws {
    // Right to left, the row runs b, a from the left; its head a (the first view) takes the
    // packed style and the bias mirrored: 1 − 0 = 1, so the group of 60 + 10 + 40 = 110 sits
    // at the right of the 200 px Flow: free 90 → b 90, a 90 + 60 + 10 = 160.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="200px" android:layout_height="wrap_content"
          app:flow_horizontalStyle="packed" app:flow_horizontalBias="0"
          app:flow_horizontalGap="10px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,b"/>
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="20px"/>
      <View android:id="@+id/b" android:layout_width="60px" android:layout_height="20px"/>
      """,
      rtl: true
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 200, 20])
    #expect(bounds(scene.view("a")) == [160, 0, 40, 20])
    #expect(bounds(scene.view("b")) == [90, 0, 60, 20])
  }

  @Test func verticalColumnAlignsByHorizontalAlign() throws {
    // Vertical, no wrap, 100 × 100 with android:padding 10: one column; its widest view w
    // (60) spans 10–90 centred: 10 + (80 − 60) / 2 = 20. n (20 wide) aligns its start on w:
    // x 20. Vertical packed chain (flow_verticalStyle packed, flow_verticalBias 0 on its
    // first view) from 10: w 10, n 10 + 30 + 5 = 45.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="100px" android:layout_height="100px" android:padding="10px"
          android:orientation="vertical" app:flow_horizontalAlign="start"
          app:flow_verticalStyle="packed" app:flow_verticalBias="0"
          app:flow_verticalGap="5px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="w,n"/>
      <View android:id="@+id/w" android:layout_width="60px" android:layout_height="30px"/>
      <View android:id="@+id/n" android:layout_width="20px" android:layout_height="20px"/>
      """
    ).value
    #expect(bounds(scene.view("w")) == [20, 10, 60, 30])
    #expect(bounds(scene.view("n")) == [20, 45, 20, 20])
  }

  @Test func chainTwoCountsTheViewsOfTheCurrentRow() throws {
    // max 100, flow_maxElementsWrap 2, widths a 40, b 70, c 20, d 10. chain2
    // (measureChainWrap_new) counts the views of the current row: a → 40; b: 40 + 70 > 100 →
    // row 2 (count back to 1); c: 70 + 20 = 90, the row's 2nd; d: 90 + 10 = 100 fits, but it
    // would be the row's 3rd → row 3. Rows [a], [b c], [d]. (chain would break at every
    // 2nd view of the whole list instead: [a], [b], [c d].) spread_inside; a lone view is
    // centred: a (100 − 40) / 2 = 30, d (100 − 10) / 2 = 45; b 0, c 100 − 20 = 80.
    // Rows 10 px tall: 0, 10, 20.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="100px" android:layout_height="wrap_content"
          app:flow_wrapMode="chain2" app:flow_maxElementsWrap="2"
          app:flow_horizontalStyle="spread_inside"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,b,c,d"/>
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="10px"/>
      <View android:id="@+id/b" android:layout_width="70px" android:layout_height="10px"/>
      <View android:id="@+id/c" android:layout_width="20px" android:layout_height="10px"/>
      <View android:id="@+id/d" android:layout_width="10px" android:layout_height="10px"/>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 100, 30])
    #expect(bounds(scene.view("a")) == [30, 0, 40, 10])
    #expect(bounds(scene.view("b")) == [0, 10, 70, 10])
    #expect(bounds(scene.view("c")) == [80, 10, 20, 10])
    #expect(bounds(scene.view("d")) == [45, 20, 10, 10])
  }

  @Test func wrappingFlowGivesItsZeroWidthViewTheRowsRoom() throws {
    // Wrap chain, wrap_content (AT_MOST 360, so max 360). m is 0dp: getWidgetWidth 0, so
    // one row [a m] of 100 + 0. The Flow wraps its content, so measureMatchConstraints
    // measures m at (360 − 100) / 1 = 260 and the row is 100 + 260 = 360 wide: the Flow is
    // 360. The chain from 0 to 360 then gives m, its only 0dp view, the 260 left: m 100–360.
    let scene = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          app:flow_wrapMode="chain"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
          app:constraint_referenced_ids="a,m"/>
      <View android:id="@+id/a" android:layout_width="100px" android:layout_height="20px"/>
      <View android:id="@+id/m" android:layout_width="0px" android:layout_height="20px"/>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [0, 0, 360, 20])
    #expect(bounds(scene.view("a")) == [0, 0, 100, 20])
    #expect(bounds(scene.view("m")) == [100, 0, 260, 20])
  }

  @Test func rightToLeftWrappingVerticalFlowIsAWarning() throws {
    let loaded = try layOut(
      """
      <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
          android:layout_width="wrap_content" android:layout_height="wrap_content"
          android:orientation="vertical" app:flow_wrapMode="chain"
          app:constraint_referenced_ids="a"/>
      <View android:id="@+id/a" android:layout_width="10px" android:layout_height="10px"/>
      """,
      rtl: true
    )
    #expect(loaded.diagnostics.map(\.code) == ["flow-not-modelled"])
  }
}
