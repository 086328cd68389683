import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The cases where the platform's own tests and sources disagreed with SceneDiff (issue 19).
///
/// At density 1 on a 360 × 640 device. Numbers come from the source named in each
/// test; where ConstraintLayout's solver was run (its `core` module at androidx/constraintlayout
/// `9cd4b5a4`, widgets measured at their given sizes, `OPTIMIZATION_STANDARD`), its output is
/// quoted.
@Suite struct PlatformFidelityTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ layout: String, files: [String: String] = [:], rtl: Bool = false) throws
    -> SceneTree
  {
    var options = mdpi
    options.device.isRightToLeft = rtl
    var all = files
    all["layout/test.xml"] = layout
    return try LayoutFixture(all).load("test", options).value
  }

  func constraint(_ children: String) -> String {
    """
    <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:id="@+id/root"
        android:layout_width="match_parent" android:layout_height="match_parent">
    \(children)
    </androidx.constraintlayout.widget.ConstraintLayout>
    """
  }

  @Test func rightToLeftDividersAreThoseThatFollowEachChild() throws {
    // LinearLayout.layoutHorizontal (AOSP, current): right to left the row is laid out from
    // the last child, adding the divider width when hasDividerAfterChildAt(childIndex) —
    // `end` after the last shown child, `middle` after the others. showDividers="beginning":
    // mTotalLength = 10 + 50 + 60 = 120; gravity start = right → childLeft = 360 − 120 = 240.
    // b (index 1, the last): no end divider → 240..300. a (index 0): no middle divider →
    // 300..350; the beginning divider is drawn at a's right, 350..360, inside the row.
    let scene = try layOut(
      """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="20px"
          android:divider="@drawable/bar" android:showDividers="beginning">
        <View android:id="@+id/a" android:layout_width="50px" android:layout_height="20px"/>
        <View android:id="@+id/b" android:layout_width="60px" android:layout_height="20px"/>
      </LinearLayout>
      """,
      files: [
        "drawable/bar.xml": """
        <shape xmlns:android="http://schemas.android.com/apk/res/android">
          <size android:width="10px" android:height="10px"/></shape>
        """
      ],
      rtl: true
    )
    #expect(bounds(scene.view("b")) == [240, 0, 60, 20])
    #expect(bounds(scene.view("a")) == [300, 0, 50, 20])
  }

  @Test func relativeLayoutGravityWithoutAVerticalPartMovesOnlyHorizontally() throws {
    // RelativeLayout.onMeasure: verticalGravity = v != TOP && v != 0, so "center_horizontal"
    // (v = 0) shifts nothing vertically. The child box is 0..100 × 0..40; Gravity.apply
    // centres it in 0..360: (360 − 100) / 2 = 130 → the child moves right by 130 and stays
    // at the top. "bottom" alone (h = 0) moves only vertically: 640 − 40 = 600.
    let centred = try layOut(
      """
      <RelativeLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:gravity="center_horizontal">
        <View android:id="@+id/a" android:layout_width="100px" android:layout_height="40px"/>
      </RelativeLayout>
      """
    )
    #expect(bounds(centred.view("a")) == [130, 0, 100, 40])
    let bottom = try layOut(
      """
      <RelativeLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:gravity="bottom">
        <View android:id="@+id/a" android:layout_width="100px" android:layout_height="40px"/>
      </RelativeLayout>
      """
    )
    #expect(bounds(bottom.view("a")) == [0, 600, 100, 40])
  }

  @Test func aMaximumCapsEveryWeightedMemberOfAChain() throws {
    // ConstraintLayout's solver ("chainmax"): a (0dp, max 100) ↔ b (0dp), equal weights, in
    // 360: the weights keep a = b, the max caps a, so both are 100 and the 160 left is spread
    // in three gaps of 53.33: a at round(53.33) = 53, b at round(53.33 + 100 + 53.33) = 207.
    // Solver output: a=[53,0 100x10] b=[207,0 100x10].
    let scene = try layOut(
      constraint(
        """
        <View android:id="@+id/a" android:layout_width="0dp" android:layout_height="10px"
            app:layout_constraintWidth_max="100px"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
        <View android:id="@+id/b" android:layout_width="0dp" android:layout_height="10px"
            app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toEndOf="parent"/>
        """
      )
    )
    #expect(bounds(scene.view("a")) == [53, 0, 100, 10])
    #expect(bounds(scene.view("b")) == [207, 0, 100, 10])
  }

  @Test func weightsOneAndTwoUnderAMaximum() throws {
    // Solver ("chainmax-w12"): weights 1 and 2, a's max 100: unit = min(360 / 3, 100 / 1)
    // = 100 → a 100, b 200; 60 left in three gaps of 20 → a at 20, b at 20 + 100 + 20 = 140.
    let scene = try layOut(
      constraint(
        """
        <View android:id="@+id/a" android:layout_width="0dp" android:layout_height="10px"
            app:layout_constraintWidth_max="100px" app:layout_constraintHorizontal_weight="1"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
        <View android:id="@+id/b" android:layout_width="0dp" android:layout_height="10px"
            app:layout_constraintHorizontal_weight="2"
            app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toEndOf="parent"/>
        """
      )
    )
    #expect(bounds(scene.view("a")) == [20, 0, 100, 10])
    #expect(bounds(scene.view("b")) == [140, 0, 200, 10])
  }

  @Test func theLastMemberOfAChainWithAFreeEndKeepsOnlyItsOwnMargin() throws {
    // ChainTest.testVerticalDanglingChain expects b.top = a.height + max(7, 9) with 9 being
    // b's own margin; the solver run with the previous member's margin larger
    // ("dangling3-prevlarger": margins 12 | 3 and 9 | 1) gives a=[5] b=[60] c=[121]:
    // a at its start margin 5 (40 wide → 45); b at 45 + 12 + 3 = 60 (inner margins add up);
    // c, the last member with a free end, at 60 + 60 + 1 = 121 (only its own margin).
    let scene = try layOut(
      constraint(
        """
        <View android:id="@+id/a" android:layout_width="40px" android:layout_height="10px"
            android:layout_marginStart="5px" android:layout_marginEnd="12px"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
        <View android:id="@+id/b" android:layout_width="60px" android:layout_height="10px"
            android:layout_marginStart="3px" android:layout_marginEnd="9px"
            app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toStartOf="@id/c"/>
        <View android:id="@+id/c" android:layout_width="30px" android:layout_height="10px"
            android:layout_marginStart="1px"
            app:layout_constraintStart_toEndOf="@id/b"/>
        """
      )
    )
    #expect(bounds(scene.view("a")) == [5, 0, 40, 10])
    #expect(bounds(scene.view("b")) == [60, 0, 60, 10])
    #expect(bounds(scene.view("c")) == [121, 0, 30, 10])
  }

  @Test func solvedRatiosRoundHalfUp() throws {
    // Both sides 0dp, "3:2", width from the parent's sides = 100 (a 100 px wide layout):
    // the solver keeps height = width / 1.5 = 66.67 exactly and rounds the edge → 67
    // (solver output: a=[0,0 100x67]; (int) (0.5f + 100 / 1.5f) = 67). One side fixed
    // (100 wide, 0dp tall, "3:2") is measured directly and truncated: (int) (100 / 1.5f) = 66
    // (solver output: a=[0,300 100x66]).
    let scene = try layOut(
      """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <androidx.constraintlayout.widget.ConstraintLayout android:layout_width="100px"
            android:layout_height="match_parent">
          <View android:id="@+id/solved" android:layout_width="0dp" android:layout_height="0dp"
              app:layout_constraintDimensionRatio="3:2"
              app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
              app:layout_constraintTop_toTopOf="parent"/>
          <View android:id="@+id/measured" android:layout_width="100px" android:layout_height="0dp"
              android:layout_marginTop="300px" app:layout_constraintDimensionRatio="3:2"
              app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        </androidx.constraintlayout.widget.ConstraintLayout>
      </LinearLayout>
      """
    )
    #expect(bounds(scene.view("solved")) == [0, 0, 100, 67])
    #expect(bounds(scene.view("measured")) == [0, 300, 100, 66])
  }

  @Test func aRatioAppliesToAPercentWidth() throws {
    // RatioTest.testRatioWithPercent: width 0dp at 70 % of 600 → 420, height 0dp with "1:1"
    // → 420, centred: left (600 − 420) / 2 = 90, top (1000 − 420) / 2 = 290 (a 600 × 1000
    // ConstraintLayout). Here the layout is 360 × 640: width (int) (0.5f + 0.7 × 360) = 252,
    // height (int) (0.5f + 252 / 1) = 252; left (int) (0.5 + 0.5 × 108) = 54,
    // top (int) (0.5 + 0.5 × 388) = 194.
    let scene = try layOut(
      constraint(
        """
        <View android:id="@+id/a" android:layout_width="0dp" android:layout_height="0dp"
            app:layout_constraintWidth_percent="0.7" app:layout_constraintWidth_default="percent"
            app:layout_constraintDimensionRatio="1:1"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
        """
      )
    )
    #expect(bounds(scene.view("a")) == [54, 194, 252, 252])
  }
}
