import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// A MotionLayout layout planned from its start to its end `ConstraintSet` with its
/// MotionScene's `<Transition>` (issue 19 item 4).
///
/// On a 360 × 640 px device at density 1. Expected values are worked by hand from AndroidX ConstraintLayout 9cd4b5a4:
/// `MotionScene.Transition` (duration, `getInterpolator`), `MotionPaths.initScreen`/
/// `initCartesian` (key positions), `MonotonicCurveFit` (the spline between key frames) and
/// `MotionPaths.setView` (`(int) (0.5f + x)`, which is `Math.round` for x ≥ 0).
@Suite struct MotionTransitionTests {
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  /// `box` (40 × 40) goes from the top left to `end` (the bottom right by default); `dot`
  /// (20 × 20) from the bottom left to the bottom right.
  func fixture(
    transition: String = #"motion:duration="1000" motion:motionInterpolator="linear""#,
    keys: String = "",
    end: String = #"android:layout_width="40px" android:layout_height="40px""#,
    root: String = ""
  ) throws -> LayoutFixture {
    let layout = """
      <androidx.constraintlayout.motion.widget.MotionLayout \(LayoutFixture.ns)
          android:id="@+id/root" android:layout_width="match_parent"
          android:layout_height="match_parent" app:layoutDescription="@xml/scene">
        <View android:id="@+id/box" android:layout_width="40px" android:layout_height="40px"/>
        <View android:id="@+id/dot" android:layout_width="20px" android:layout_height="20px"/>
      </androidx.constraintlayout.motion.widget.MotionLayout>
      """
    let scene = """
      <MotionScene xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:motion="http://schemas.android.com/apk/res-auto" \(root)>
      <Transition motion:constraintSetStart="@+id/start" motion:constraintSetEnd="@+id/end"
          \(transition)>
      <KeyFrameSet>
      \(keys)
      </KeyFrameSet>
      </Transition>
      <ConstraintSet android:id="@+id/start">
        <Constraint android:id="@+id/box" android:layout_width="40px"
            android:layout_height="40px" motion:layout_constraintStart_toStartOf="parent"
            motion:layout_constraintTop_toTopOf="parent"/>
        <Constraint android:id="@+id/dot" android:layout_width="20px"
            android:layout_height="20px" motion:layout_constraintStart_toStartOf="parent"
            motion:layout_constraintBottom_toBottomOf="parent"/>
      </ConstraintSet>
      <ConstraintSet android:id="@+id/end">
        <Constraint android:id="@+id/box" \(end)
            motion:layout_constraintEnd_toEndOf="parent"
            motion:layout_constraintBottom_toBottomOf="parent"/>
        <Constraint android:id="@+id/dot" android:layout_width="20px"
            android:layout_height="20px" motion:layout_constraintEnd_toEndOf="parent"
            motion:layout_constraintBottom_toBottomOf="parent"/>
      </ConstraintSet>
      </MotionScene>
      """
    return try LayoutFixture(["layout/test.xml": layout, "xml/scene.xml": scene])
  }

  /// The scene's transition as `plan --motion-end` reads it.
  func transition(_ fixture: LayoutFixture) throws -> MotionSceneTransition {
    let loaded = try MotionSceneTransition.load(
      layout: "\(fixture.res)/layout/test.xml",
      options: mdpi
    )
    return try #require(loaded?.value)
  }

  /// The plan from the start to the end state with the scene's transition.
  func plan(_ fixture: LayoutFixture) throws -> Plan {
    var end = mdpi
    end.isAtMotionEnd = true
    return Planner.plan(
      from: try fixture.load("test", mdpi).value,
      to: try fixture.load("test", end).value,
      transition: try transition(fixture).transition
    )
  }

  /// A view's sampled bounds `[left, top, right, bottom]` at `ms`.
  func bounds(_ plan: Plan, _ key: String, at ms: Double) -> [Double]? {
    Sampler(plan: plan).sample(at: ms).views.first { $0.key == key }
      .map { [$0.bounds.left, $0.bounds.top, $0.bounds.right, $0.bounds.bottom] }
  }

  @Test func durationAndInterpolatorRead() throws {
    let linear = try transition(fixture())
    #expect(linear.transition.durationMs == 1000)
    #expect(linear.transition.curve == .interpolator(.linear))
    #expect(linear.sceneFile.hasSuffix("res/xml/scene.xml"))
    #expect(linear.transition.kind is MotionLayoutTransition)
    // No motion:duration: the scene's defaultDuration; no interpolator: Transition's
    // mDefaultInterpolator 0 = EASE_IN_OUT, an AccelerateDecelerateInterpolator.
    let defaults = try transition(fixture(transition: "", root: #"motion:defaultDuration="600""#))
    #expect(defaults.transition.durationMs == 600)
    #expect(defaults.transition.curve == .interpolator(.accelerateDecelerate))
    // No defaultDuration either: MotionScene's mDefaultDuration 400. Durations below
    // MIN_DURATION (8) become 8.
    #expect(try transition(fixture(transition: "")).transition.durationMs == 400)
    let short = try transition(fixture(transition: #"motion:duration="5""#))
    #expect(short.transition.durationMs == 8)
    // The enum values (getInterpolator): easeIn is AccelerateInterpolator() (factor 1),
    // overshoot OvershootInterpolator() (tension 2); strings are Easing curves: "standard" is
    // Easing.STANDARD, cubic(0.4, 0.0, 0.2, 1), as is the written cubic.
    let cases: [(String, TimingCurve?)] = [
      ("easeIn", .interpolator(.accelerate(factor: 1))),
      ("easeOut", .interpolator(.decelerate(factor: 1))),
      ("overshoot", .interpolator(.overshoot(tension: 2))),
      ("anticipate", .interpolator(.anticipate(tension: 2))),
      ("bounce", .interpolator(.bounce)),
      ("standard", CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1).map(TimingCurve.cubicBezier)),
      (
        "cubic(0.4,0,0.2,1)",
        CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1).map(TimingCurve.cubicBezier)
      ),
    ]
    for (name, curve) in cases {
      let read = try transition(fixture(transition: "motion:motionInterpolator=\"\(name)\""))
      #expect(read.transition.curve == curve, "\(name)")
    }
  }

  @Test func rectangleAtHalfUnderLinearAndEaseInOut() throws {
    // box: (0, 0) 40 × 40 → (360 − 40, 640 − 40) = (320, 600). Linear, 1000 ms: at 500 ms the
    // progress is 0.5, x = 160, y = 300.
    let linear = try plan(fixture())
    #expect(linear.totalDurationMs == 1000)
    #expect(bounds(linear, "box", at: 500) == [160, 300, 200, 340])
    // easeInOut (AccelerateDecelerate): cos((t + 1)π) / 2 + 0.5. At 500 ms t = 0.5 →
    // cos(1.5π) / 2 + 0.5 = 0.5: the same half-way point. At 250 ms t = 0.25 →
    // cos(1.25π) / 2 + 0.5 = −0.707107 / 2 + 0.5 = 0.146447; x = 320 × 0.146447 = 46.86 → 47,
    // y = 600 × 0.146447 = 87.87 → 88 (setView's (int) (0.5f + x)).
    let eased = try plan(fixture(transition: #"motion:duration="1000""#))
    #expect(bounds(eased, "box", at: 500) == [160, 300, 200, 340])
    #expect(bounds(eased, "box", at: 250) == [47, 88, 87, 128])
  }

  @Test func parentRelativeKeyPositionOnTheSpline() throws {
    let key = """
      <KeyPosition motion:motionTarget="@id/box" motion:framePosition="50"
          motion:keyPositionType="parentRelative" motion:percentX="0.25"/>
      """
    let plan = try plan(fixture(keys: key))
    // initScreen at 50: width (int) (40 + 0 × 0.5) = 40; x = (int) (0.25 × (360 − 40)) = 80;
    // no percentY, so y = (int) (0 + pathY × 0.5 − 0) with pathY = (600 + 20) − (0 + 20) = 600
    // → 300.
    #expect(bounds(plan, "box", at: 500) == [80, 300, 120, 340])
    // MonotonicCurveFit through x = 0, 80, 320 at t = 0, 0.5, 1: slopes 160 and 480; tangents
    // 160, (160 + 480) × 0.5 = 320, 480 (|(1, 2)| and |(0.67, 1)| are under 9: unchanged).
    // At t = 0.25, inside [0, 0.5] (h = 0.5, s = 0.5): Hermite
    // (2s³ − 3s² + 1) × 0 + (s³ − 2s² + s) h × 160 + (−2s³ + 3s²) × 80 + (s³ − s²) h × 320
    // = 0.125 × 0.5 × 160 + 0.5 × 80 − 0.125 × 0.5 × 320 = 10 + 40 − 20 = 30.
    // y = 0, 300, 600 is a straight line (slopes 600, tangents 600): 150.
    #expect(bounds(plan, "box", at: 250) == [30, 150, 70, 190])
    // curveFit="linear" (LinearCurveFit): x = 80 × 0.5 = 40 at 250 ms.
    let linearKey = key.replacingOccurrences(of: "/>", with: #" motion:curveFit="linear"/>"#)
    let straight = try self.plan(fixture(keys: linearKey))
    #expect(bounds(straight, "box", at: 250) == [40, 150, 80, 190])
  }

  @Test func deltaRelativeKeyPositionWithAResize() throws {
    // box grows to 80 × 80 at (280, 560). initCartesian at 50 with percentX 0.1: scaleWidth
    // = 0.5 (no percentWidth), scaleX = 80 − 40 = 40, width = (int) (40 + 40 × 0.5) = 60;
    // pathX = (280 + 40) − (0 + 20) = 300, pathY = (560 + 40) − 20 = 580;
    // x = (int) (0 + 300 × 0.1 − 40 × 0.5 / 2) = (int) (30 − 10) = 20,
    // y = (int) (0 + 580 × 0.5 − 10) = 280: (20, 280) 60 × 60.
    let key = """
      <KeyPosition motion:motionTarget="@id/box" motion:framePosition="50"
          motion:percentX="0.1" motion:curveFit="linear"/>
      """
    let plan = try plan(
      fixture(keys: key, end: #"android:layout_width="80px" android:layout_height="80px""#)
    )
    #expect(bounds(plan, "box", at: 500) == [20, 280, 80, 340])
    // Linear between (0, 0, 40, 40) and (20, 280, 60, 60) at 250 ms (half of that segment):
    // x 10, y 140, width 50, height 50 → [10, 140, 60, 190].
    #expect(bounds(plan, "box", at: 250) == [10, 140, 60, 190])
    #expect(bounds(plan, "box", at: 1000) == [280, 560, 360, 640])
  }

  @Test func keyAttributeAlpha() throws {
    let key = """
      <KeyAttribute motion:motionTarget="@id/dot" motion:framePosition="50" android:alpha="0.2"/>
      """
    let plan = try plan(fixture(keys: key))
    let alpha = { (ms: Double) in
      Sampler(plan: plan).sample(at: ms).views.first { $0.key == "dot" }?.alpha ?? -1
    }
    // The key value at 50 (a float 0.2, as KeyAttributes stores it).
    #expect(abs(alpha(500) - 0.2) < 1e-6)
    // Spline through 1, 0.2, 1 at 0, 0.5, 1: slopes −1.6, 1.6; tangents −1.6, 0, 1.6. At 0.25
    // (s = 0.5, h = 0.5): 0.5 × 1 + 0.125 × 0.5 × (−1.6) + 0.5 × 0.2 − 0.125 × 0.5 × 0
    // = 0.5 − 0.1 + 0.1 = 0.5.
    #expect(abs(alpha(250) - 0.5) < 1e-6)
    #expect(alpha(1000) == 1)
    // dot moves along the bottom: 0 → 340 px, at 500 ms 170.
    #expect(bounds(plan, "dot", at: 500) == [170, 620, 190, 640])
  }

  @Test func badKeyFramesAreLocated() throws {
    // Line 6 of the scene is the KeyFrameSet's first line (after `<MotionScene`, its
    // namespace line, `<Transition`, its attribute line and `<KeyFrameSet>`): `<KeyPosition `
    // (13 characters with its space) then `motion:motionTarget="@id/box" ` (30) then
    // `motion:framePosition="` (22): the value starts at column 13 + 30 + 22 + 1 = 66.
    let key = """
      <KeyPosition motion:motionTarget="@id/box" motion:framePosition="150"
          motion:keyPositionType="parentRelativ"/>
      """
    let fixture = try fixture(keys: key)
    var errors: [Diagnostic] = []
    do {
      _ = try MotionSceneTransition.load(layout: "\(fixture.res)/layout/test.xml", options: mdpi)
    } catch { errors = error.diagnostics }
    #expect(errors.map(\.code) == ["invalid-key-frame", "invalid-key-frame"])
    #expect(errors.map { $0.location?.line } == [6, 7])
    #expect(errors.first?.location?.column == 66)
    #expect(errors.first?.message.contains("'150'") == true)
    // Line 7: 4 spaces, `motion:keyPositionType="` (24): the value at column 29.
    #expect(errors.last?.location?.column == 29)
    #expect(errors.last?.message.contains("'parentRelativ'") == true)
  }

  @Test func unmodelledKeyFramesWarn() throws {
    let keys = """
      <KeyCycle motion:motionTarget="@id/box" motion:framePosition="50"
          motion:wavePeriod="2" android:rotation="10"/>
      """
    let fixture = try fixture(transition: #"motion:staggered="0.3""#, keys: keys)
    let loaded = try #require(
      try MotionSceneTransition.load(layout: "\(fixture.res)/layout/test.xml", options: mdpi)
    )
    // The staggered value (line 4, the Transition's attribute line) and the KeyCycle (line
    // 6, the KeyFrameSet's first), in source order.
    #expect(loaded.diagnostics.map(\.code) == ["motion-not-modelled", "motion-not-modelled"])
    #expect(loaded.diagnostics.map { $0.location?.line } == [4, 6])
    #expect(loaded.diagnostics.last?.message.contains("<KeyCycle>") == true)
  }
}
