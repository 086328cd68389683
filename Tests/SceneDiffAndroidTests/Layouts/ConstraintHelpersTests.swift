import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ConstraintLayout's Placeholder, Layer and Flow helpers (issue 19 item 4), at density 1 on a
/// 360 × 640 device, with bounds worked by hand from `Placeholder.java`, `Layer.java`, core `Flow.java`
/// and `ConstraintLayout.onLayout` (androidx/constraintlayout 9cd4b5a4).
@Suite struct ConstraintHelpersTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ layout: String) throws -> Loaded<SceneTree> {
    try LayoutFixture(["layout/test.xml": layout]).load("test", mdpi)
  }

  @Test func placeholderShowsItsContentInItsPlace() throws {
    // slot is wrap_content, so it takes card's measured 80 × 40 (updatePostMeasure) and its
    // constraints place it: right 10 px from the parent's right → x = 360 − 10 − 80 = 270,
    // bottom → y = 640 − 40 = 600. card (GONE in the layout) is made VISIBLE and laid out at
    // slot's bounds, not at its own top-left constraints. empty has no content: INVISIBLE.
    let loaded = try layOut(
      """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <androidx.constraintlayout.widget.Placeholder android:id="@+id/slot"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:layout_marginRight="10px" app:content="@id/card"
            app:layout_constraintRight_toRightOf="parent"
            app:layout_constraintBottom_toBottomOf="parent"/>
        <View android:id="@+id/card" android:layout_width="80px" android:layout_height="40px"
            android:visibility="gone" app:layout_constraintLeft_toLeftOf="parent"
            app:layout_constraintTop_toTopOf="parent"/>
        <androidx.constraintlayout.widget.Placeholder android:id="@+id/empty"
            android:layout_width="20px" android:layout_height="20px"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    )
    let scene = loaded.value
    #expect(bounds(scene.view("slot")) == [270, 600, 80, 40])
    #expect(bounds(scene.view("card")) == [270, 600, 80, 40])
    #expect(scene.view("card")?.visibility == .visible)
    #expect(scene.view("empty")?.visibility == .invisible)
    #expect(loaded.diagnostics.filter { $0.severity == .warning }.isEmpty)
  }

  @Test func layerBoundsItsViewsAndRotatesThemAboutItsCentre() throws {
    // box: a (20, 30)–(60, 50) and b (100, 60)–(120, 100) → min (20, 30), max (120, 100);
    // plus the 5 px padding → (15, 25)–(125, 105) = 110 × 80.
    // spin: c (200, 200)–(220, 220), d (260, 200)–(280, 220): centre ((200 + 280) / 2,
    // (200 + 220) / 2) = (240, 210). Rotation 90°: sin 1, cos ≈ 6e-17 (float). c's centre
    // (210, 210): dx = −30, dy = 0 → shift x = cos·dx − sin·dy − dx = 30, shift y =
    // sin·dx + cos·dy − dy = −30; d's centre (270, 210): dx = 30 → (−30, 30). Both views take
    // rotation 90; the layer itself is not rotated (Layer overrides setRotation).
    let scene = try layOut(
      """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <View android:id="@+id/a" android:layout_width="40px" android:layout_height="20px"
            android:layout_marginLeft="20px" android:layout_marginTop="30px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <View android:id="@+id/b" android:layout_width="20px" android:layout_height="40px"
            android:layout_marginLeft="100px" android:layout_marginTop="60px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <androidx.constraintlayout.helper.widget.Layer android:id="@+id/box"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:padding="5px" app:constraint_referenced_ids="a,b"/>
        <View android:id="@+id/c" android:layout_width="20px" android:layout_height="20px"
            android:layout_marginLeft="200px" android:layout_marginTop="200px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <View android:id="@+id/d" android:layout_width="20px" android:layout_height="20px"
            android:layout_marginLeft="260px" android:layout_marginTop="200px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
        <androidx.constraintlayout.helper.widget.Layer android:id="@+id/spin"
            android:layout_width="wrap_content" android:layout_height="wrap_content"
            android:rotation="90" app:constraint_referenced_ids="c,d"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ).value
    #expect(bounds(scene.view("box")) == [15, 25, 110, 80])
    #expect(bounds(scene.view("spin")) == [200, 200, 80, 20])
    #expect(scene.view("spin")?.transform.rotation == 0)
    let c = try #require(scene.view("c")?.transform)
    let d = try #require(scene.view("d")?.transform)
    #expect([c.translationX, c.translationY, c.rotation] == [30, -30, 90])
    #expect([d.translationX, d.translationY, d.rotation] == [-30, 30, 90])
    #expect(bounds(scene.view("c")) == [200, 200, 20, 20])
  }

  @Test func flowChainWrapsIntoRows() throws {
    // flow: 200 px wide at (10, 20), wrap chain, gaps 10 / 5. Rows (measureChainWrap, max =
    // 200): a 60 → 60; b: 60 + 10 + 70 = 140; c: 140 + 10 + 50 = 200, not past 200; d: the row
    // is full (200 == max) → row 2. Height: the rows' tallest b (30) and d (40) + 5 = 75.
    // Row 1, a spread chain from 10 to 210 with no free space: a 10, b 10 + 60 + 10 = 80,
    // c 80 + 70 + 10 = 160. b (tallest) at the flow's top, 20; a centred on b: 20 +
    // (int) (0.5 + 0.5 × 10) = 25; c: 20 + (int) (0.5 + 0.5 × 20) = 30. Row 2: d alone between
    // 10 and 210 by the bias: 10 + (int) (0.5 + 0.5 × 110) = 65; below b after the gap:
    // 20 + 30 + 5 = 55, its bottom 95 the flow's.
    let scene = try layOut(
      """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
            android:layout_width="200px" android:layout_height="wrap_content"
            android:layout_marginLeft="10px" android:layout_marginTop="20px"
            app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"
            app:flow_wrapMode="chain" app:flow_horizontalGap="10px" app:flow_verticalGap="5px"
            app:constraint_referenced_ids="a,b,c,d"/>
        <View android:id="@+id/a" android:layout_width="60px" android:layout_height="20px"/>
        <View android:id="@+id/b" android:layout_width="70px" android:layout_height="30px"/>
        <View android:id="@+id/c" android:layout_width="50px" android:layout_height="10px"/>
        <View android:id="@+id/d" android:layout_width="90px" android:layout_height="40px"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [10, 20, 200, 75])
    #expect(bounds(scene.view("a")) == [10, 25, 60, 20])
    #expect(bounds(scene.view("b")) == [80, 20, 70, 30])
    #expect(bounds(scene.view("c")) == [160, 30, 50, 10])
    #expect(bounds(scene.view("d")) == [65, 55, 90, 40])
  }

  @Test func flowWithoutWrapIsOnePackedChain() throws {
    // flow: 200 px wide at the bottom right: x = 360 − 200 = 160; wrap_content height = the
    // tallest view, e's 40 → y = 640 − 40 = 600. One packed row of 40 + 8 + 60 = 108 px:
    // free 200 − 108 = 92, bias 0.25 → offset 23: e at 183, f at 183 + 40 + 8 = 231. One row,
    // so f is centred on the flow itself: 600 + (int) (0.5 + 0.5 × 20) = 610.
    let scene = try layOut(
      """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:layout_width="match_parent"
          android:layout_height="match_parent">
        <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
            android:layout_width="200px" android:layout_height="wrap_content"
            app:layout_constraintRight_toRightOf="parent"
            app:layout_constraintBottom_toBottomOf="parent"
            app:flow_horizontalStyle="packed" app:flow_horizontalBias="0.25"
            app:flow_horizontalGap="8px" app:constraint_referenced_ids="e,f"/>
        <View android:id="@+id/e" android:layout_width="40px" android:layout_height="40px"/>
        <View android:id="@+id/f" android:layout_width="60px" android:layout_height="20px"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ).value
    #expect(bounds(scene.view("flow")) == [160, 600, 200, 40])
    #expect(bounds(scene.view("e")) == [183, 600, 40, 40])
    #expect(bounds(scene.view("f")) == [231, 610, 60, 20])
  }
}
