import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// TableLayout, the percent layouts and GridLayout (issue 19 item 4), at density 1 on a
/// 360 × 640 device, with bounds worked by hand from each class's source.
@Suite struct ContainersTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ layout: String, files: [String: String] = [:]) throws -> SceneTree {
    var all = files
    all["layout/test.xml"] = layout
    return try LayoutFixture(all).load("test", mdpi).value
  }

  @Test func tableColumnsTakeTheWidestCellAndStretch() throws {
    // Row 1: a 50, b 30; row 2: c 70 (margins 5 + 5 → 80), d 20. findLargestCells: columns
    // [max(50, 80), max(30, 20)] = [80, 30]; stretchColumns="1": 360 − 110 = 250 more for
    // column 1 → [80, 280]. Cells are EXACTLY their column less their margins: a 80, b 280;
    // c 70 at 5, d 280 at 80. Rows are wrap_content: 10 and 12 tall; the second starts at 10.
    // Cells omit layout_width/height (TableRow.LayoutParams defaults them).
    let scene = try layOut(
      """
      <TableLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:stretchColumns="1">
        <TableRow android:id="@+id/r1">
          <View android:id="@+id/a" android:minWidth="50px" android:layout_height="10px"/>
          <View android:id="@+id/b" android:minWidth="30px" android:layout_height="10px"/>
        </TableRow>
        <TableRow android:id="@+id/r2">
          <View android:id="@+id/c" android:layout_width="70px" android:layout_height="12px"
              android:layout_marginLeft="5px" android:layout_marginRight="5px"/>
          <View android:id="@+id/d" android:layout_width="20px" android:layout_height="12px"/>
        </TableRow>
      </TableLayout>
      """
    )
    #expect(bounds(scene.view("r1")) == [0, 0, 360, 10])
    #expect(bounds(scene.view("a")) == [0, 0, 80, 10])
    #expect(bounds(scene.view("b")) == [80, 0, 280, 10])
    #expect(bounds(scene.view("r2")) == [0, 10, 360, 12])
    #expect(bounds(scene.view("c")) == [5, 0, 70, 12])
    #expect(bounds(scene.view("d")) == [80, 0, 280, 12])
  }

  @Test func ctsTableLayoutLoadsWithItsCollapsedColumn() throws {
    // cts-widget table_layout_1.xml: TableRow and its TextViews give no layout_width (the
    // params default them); collapseColumns="0" makes the first cell GONE.
    let path = TestPaths.sharedCorpus + "/cts-widget/res/layout/table_layout_1.xml"
    let scene = try LayoutFile.load(path: path, options: mdpi).value
    let row = try #require(scene.view("table1")?.children.first)
    #expect(row.children.first?.visibility == .gone)
    #expect(row.width == 360)
  }

  @Test func percentSizesAndMarginsComeFromTheParentLessItsPadding() throws {
    // PercentFrameLayout 360 × 640 with padding 20: hints 320 × 600. a: 50 % × 25 % →
    // round(160) × round(150) = 160 × 150, marginLeftPercent 10 % → round(32) = 32:
    // (20 + 32, 20). b: widthPercent 33.3 % → round(106.56) = 107, aspectRatio 200 % with no
    // height → round(107 / 2) = round(53.5) = 54.
    let scene = try layOut(
      """
      <androidx.percentlayout.widget.PercentFrameLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent" android:padding="20px">
        <View android:id="@+id/a" app:layout_widthPercent="50%" app:layout_heightPercent="25%"
            app:layout_marginLeftPercent="10%"/>
        <View android:id="@+id/b" android:layout_gravity="bottom"
            app:layout_widthPercent="33.3%" app:layout_aspectRatio="200%"/>
      </androidx.percentlayout.widget.PercentFrameLayout>
      """
    )
    #expect(bounds(scene.view("a")) == [52, 20, 160, 150])
    #expect(bounds(scene.view("b")) == [20, 566, 107, 54])
  }

  @Test func corpusPercentRelativeLayout() throws {
    // fragment_animal_detail.xml at 2.625 on 1080 × 1920: the image is 100 % × 68.2 % →
    // 1080 × round(1920 × 0.682) = round(1309.44) = 1309; the ScrollView sits below it and
    // against the bottom, so it stretches to 1920 − 1309 = 611.
    let path =
      TestPaths.sharedCorpus
      + "/android-extra/mikescamell__shared-element-transitions/app/src/main/res/layout/"
      + "fragment_animal_detail.xml"
    let scene = try LayoutFile.load(path: path).value
    #expect(bounds(scene.view("animal_detail_image_view")) == [0, 0, 1080, 1309])
    let scroll = try #require(scene.view("activity_simple_two")?.children.last)
    #expect([scroll.y, scroll.height] == [1309, 611])
  }

  @Test func gridCellsSpansAndGravity() throws {
    // columnCount 2, children without sizes (GridLayout.LayoutParams default wrap_content).
    // a: 40 × 20 spanning two rows; b: 30 × 10 at (1, 0); c: 50 × 10 at (1, 1).
    // Column lines: [0, 40, 40 + max(30, 50) = 90]; row lines: b ends row 0 at 10, c row 1 at
    // 20, a (two rows) needs 20 ≥ 20. The grid wraps: 90 × 20. b has gravity end in its 50
    // wide column: 40 + 50 − 30 = 60.
    let scene = try layOut(
      """
      <GridLayout \(ns) android:id="@+id/grid" android:layout_width="wrap_content"
          android:layout_height="wrap_content" android:columnCount="2">
        <View android:id="@+id/a" android:minWidth="40px" android:minHeight="20px"
            android:layout_width="40px" android:layout_height="20px" android:layout_rowSpan="2"/>
        <View android:id="@+id/b" android:layout_width="30px" android:layout_height="10px"
            android:layout_gravity="end"/>
        <View android:id="@+id/c" android:layout_width="50px" android:layout_height="10px"/>
      </GridLayout>
      """
    )
    #expect(bounds(scene.view("grid")) == [0, 0, 90, 20])
    #expect(bounds(scene.view("a")) == [0, 0, 40, 20])
    #expect(bounds(scene.view("b")) == [60, 0, 30, 10])
    #expect(bounds(scene.view("c")) == [40, 10, 50, 10])
  }

  let panel = """
    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
        android:id="@+id/panel_root" android:layout_width="80px" android:layout_height="40px">
      <View android:id="@+id/inner" android:layout_width="10px" android:layout_height="10px"/>
    </LinearLayout>
    """

  func stubLayout() -> String {
    """
    <FrameLayout \(ns) xmlns:tools="http://schemas.android.com/tools"
        android:layout_width="match_parent" android:layout_height="match_parent">
      <ViewStub android:id="@+id/stub" android:inflatedId="@+id/panel"
          android:layout="@layout/panel" android:layout_width="100px" android:layout_height="50px"
          android:layout_gravity="center"/>
      <fragment android:id="@+id/frag" android:name="com.example.PanelFragment"
          tools:layout="@layout/panel" android:layout_width="match_parent"
          android:layout_height="30px"/>
      <androidx.fragment.app.FragmentContainerView android:id="@+id/host"
          tools:layout="@layout/panel" android:layout_width="200px" android:layout_height="200px"
          android:layout_gravity="bottom"/>
    </FrameLayout>
    """
  }

  @Test func fragmentsShowTheirToolsLayout() throws {
    // <fragment> becomes the panel's root with the tag's id and layout params: 360 × 30 at
    // the top. FragmentContainerView (200 × 200, gravity bottom → top 640 − 200 = 440)
    // holds the panel's root at its own 80 × 40. The ViewStub stays GONE (0 × 0).
    let scene = try layOut(stubLayout(), files: ["layout/panel.xml": panel])
    #expect(bounds(scene.view("frag")) == [0, 0, 360, 30])
    #expect(scene.view("frag")?.className == "LinearLayout")
    #expect(bounds(scene.view("host")) == [0, 440, 200, 200])
    #expect(bounds(scene.view("host")?.children.first) == [0, 0, 80, 40])
    #expect(scene.view("stub")?.visibility == .gone)
  }

  @Test func aViewStubMadeVisibleInflatesItsLayout() throws {
    // --set stub.visibility=visible: ViewStub.setVisibility inflates @layout/panel; the root
    // takes inflatedId "panel" and the stub's params: 100 × 50 centred →
    // ((360 − 100) / 2, (640 − 50) / 2) = (130, 295).
    let fixture = try LayoutFixture(["layout/test.xml": stubLayout(), "layout/panel.xml": panel])
    var options = mdpi
    options.changes = [try #require(LayoutChange.parseSet("stub.visibility=visible"))]
    let scene = try fixture.load("test", options).value
    #expect(scene.view("stub") == nil)
    #expect(bounds(scene.view("panel")) == [130, 295, 100, 50])
    #expect(scene.view("panel")?.children.first?.id == "inner")
  }

  @Test func barrierGroupAndCircularConstraints() throws {
    // Checked against ConstraintLayout's solver (core at 9cd4b5a4, OPTIMIZATION_STANDARD):
    // circle: target t at (100, 200) 40 × 40, centre (120, 220); radius 50 at 200°:
    // centre x = 120 + 50 sin 200° = 102.90, y = 220 − 50 cos 200° = 266.98; c (20 × 10)
    // left = round(102.90 − 10) = 93, top = round(266.98 − 5) = 262 (solver: c=[93,262]).
    // barrier right of a (10..50) and b (30..100), margin 5 → max(50, 100) + 5 = 105; d
    // starts 3 after it: 108 (solver: bar=[105] c=[108]). The Group (GONE) hides a; a GONE
    // view is a point at 0, so the barrier is still max(0, 100) + 5 = 105.
    let scene = try layOut(
      """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/t" android:layout_width="40px" android:layout_height="40px"
            android:layout_marginLeft="100px" android:layout_marginTop="200px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <View android:id="@+id/c" android:layout_width="20px" android:layout_height="10px"
            app:layout_constraintCircle="@id/t" app:layout_constraintCircleRadius="50px"
            app:layout_constraintCircleAngle="200"/>
        <View android:id="@+id/a" android:layout_width="40px" android:layout_height="10px"
            android:layout_marginLeft="10px" app:layout_constraintLeft_toLeftOf="parent"/>
        <View android:id="@+id/b" android:layout_width="70px" android:layout_height="10px"
            android:layout_marginLeft="30px" app:layout_constraintLeft_toLeftOf="parent"/>
        <androidx.constraintlayout.widget.Barrier android:id="@+id/bar"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            app:barrierDirection="right" app:barrierMargin="5px"
            app:constraint_referenced_ids="a,b"/>
        <View android:id="@+id/d" android:layout_width="20px" android:layout_height="10px"
            android:layout_marginLeft="3px" app:layout_constraintLeft_toRightOf="@id/bar"/>
        <androidx.constraintlayout.widget.Group android:id="@+id/g"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:visibility="gone" app:constraint_referenced_ids="a"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    )
    #expect(bounds(scene.view("c")) == [93, 262, 20, 10])
    #expect(scene.view("a")?.visibility == .gone)
    #expect(scene.view("bar")?.x == 105)
    #expect(bounds(scene.view("d")) == [108, 0, 20, 10])
  }
}
