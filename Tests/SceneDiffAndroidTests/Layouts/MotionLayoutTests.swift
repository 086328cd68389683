import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// MotionLayout laid out at its MotionScene's start and end `ConstraintSet`s (issue 19 item
/// 4), at density 1 on a 360 × 640 device, with bounds worked by hand from `ConstraintSet` and
/// `MotionScene` (androidx/constraintlayout 9cd4b5a4: `populateConstraint`, `readFallback`,
/// `MotionScene.readConstraintChain`).
@Suite struct MotionLayoutTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  let layout = """
    <androidx.constraintlayout.motion.widget.MotionLayout \(LayoutFixture.ns)
        android:id="@+id/root" android:layout_width="match_parent"
        android:layout_height="match_parent" app:layoutDescription="@xml/scene">
      <View android:id="@+id/box" android:layout_width="50px" android:layout_height="50px"
          android:layout_marginLeft="10px" app:layout_constraintLeft_toLeftOf="parent"
          app:layout_constraintTop_toTopOf="parent"/>
      <View android:id="@+id/wide" android:layout_width="50px" android:layout_height="10px"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintTop_toTopOf="parent"/>
      <View android:id="@+id/other" android:layout_width="20px" android:layout_height="20px"
          app:layout_constraintRight_toRightOf="parent"
          app:layout_constraintBottom_toBottomOf="parent"/>
      <View android:id="@+id/fade" android:layout_width="30px" android:layout_height="30px"
          android:visibility="gone" app:layout_constraintLeft_toLeftOf="parent"
          app:layout_constraintTop_toTopOf="parent"/>
    </androidx.constraintlayout.motion.widget.MotionLayout>
    """

  let scene = """
    <MotionScene xmlns:android="http://schemas.android.com/apk/res/android"
        xmlns:app="http://schemas.android.com/apk/res-auto">
      <Transition app:constraintSetStart="@+id/start" app:constraintSetEnd="@+id/end"
          app:duration="300"/>
      <ConstraintSet android:id="@+id/start">
        <Constraint android:id="@+id/box" android:layout_width="40px"
            android:layout_height="40px" android:layout_marginTop="16px"
            app:layout_constraintTop_toTopOf="parent"
            app:layout_constraintStart_toStartOf="parent"/>
        <Constraint android:id="@+id/wide" android:layout_height="10px"
            app:layout_constraintStart_toStartOf="parent"
            app:layout_constraintEnd_toEndOf="parent"
            app:layout_constraintBottom_toBottomOf="parent"/>
      </ConstraintSet>
      <ConstraintSet android:id="@+id/end" app:deriveConstraintsFrom="@id/start">
        <Constraint android:id="@+id/box" android:layout_width="100px"
            android:layout_height="60px" android:layout_marginEnd="8px"
            app:layout_constraintBottom_toBottomOf="parent"
            app:layout_constraintEnd_toEndOf="parent"/>
        <Constraint android:id="@+id/fade">
          <PropertySet android:visibility="visible"/>
        </Constraint>
      </ConstraintSet>
    </MotionScene>
    """

  @Test func startAndEndConstraintSets() throws {
    let fixture = try LayoutFixture(["layout/test.xml": layout, "xml/scene.xml": scene])
    // Start: box's <Constraint> replaces all its layout (the layout's 10 px left margin is
    // gone): 40 × 40 at start 0, top 16 → (0, 16). wide's entry has no layout_width, so its
    // width is 0 (MATCH_CONSTRAINT, ConstraintSet.Layout.mWidth starts at 0) between the
    // parent's sides → 360 wide, bottom at 640 → y = 640 − 10 = 630. other has no entry and
    // keeps its layout: right-bottom → (360 − 20, 640 − 20) = (340, 620). fade stays GONE.
    let start = try fixture.load("test", mdpi).value
    #expect(bounds(start.view("box")) == [0, 16, 40, 40])
    #expect(bounds(start.view("wide")) == [0, 630, 360, 10])
    #expect(bounds(start.view("other")) == [340, 620, 20, 20])
    #expect(start.view("fade")?.visibility == .gone)
    // End (derives from start): box 100 × 60 at the bottom end, 8 px from the end:
    // x = 360 − 8 − 100 = 252, y = 640 − 60 = 580. wide is not in the end set, so it derives
    // start's entry: same as at the start. fade's entry gives only a <PropertySet>: visible,
    // its layout falls back to the layout's own (30 × 30 at the top left).
    var options = mdpi
    options.isAtMotionEnd = true
    let end = try fixture.load("test", options).value
    #expect(bounds(end.view("box")) == [252, 580, 100, 60])
    #expect(bounds(end.view("wide")) == [0, 630, 360, 10])
    #expect(bounds(end.view("other")) == [340, 620, 20, 20])
    #expect(end.view("fade")?.visibility == .visible)
    #expect(bounds(end.view("fade")) == [0, 0, 30, 30])
  }

  @Test func aMissingSetOrSceneIsLocated() throws {
    let broken = scene.replacingOccurrences(
      of: "constraintSetEnd=\"@+id/end\"",
      with: "constraintSetEnd=\"@+id/ending\""
    )
    let fixture = try LayoutFixture(["layout/test.xml": layout, "xml/scene.xml": broken])
    var options = mdpi
    options.isAtMotionEnd = true
    let errors = fixture.errors("test", options)
    #expect(errors.map(\.code) == ["invalid-motion-scene"])
    #expect(errors.first?.message.contains("'@id/ending'") == true)
    #expect(errors.first?.location?.line == 3)
    let missing = try LayoutFixture(["layout/test.xml": layout])
    #expect(missing.errors("test", mdpi).map(\.code) == ["missing-resource"])
  }
}
