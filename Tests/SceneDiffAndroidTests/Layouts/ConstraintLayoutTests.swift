import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// ConstraintLayout through layout files at density 1 on a 360 × 640 device; expected values
/// from `android-layout.md` §7 and ConstraintLayout's rounding (`(int) (0.5f + bias × distance)`).
@Suite struct ConstraintLayoutTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ children: String, height: String = "match_parent") throws -> SceneTree {
    try LayoutFixture([
      "layout/test.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns) android:id="@+id/root"
          android:layout_width="match_parent" android:layout_height="\(height)">
      \(children)
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ]).load("test", mdpi).value
  }

  @Test func singleDoubleAndMatchConstraints() throws {
    let scene = try layOut(
      """
      <View android:id="@+id/start" android:layout_width="24px" android:layout_height="24px"
          android:layout_marginStart="16px" android:layout_marginTop="99px"
          app:layout_constraintStart_toStartOf="parent"/>
      <View android:id="@+id/fill" android:layout_width="0dp" android:layout_height="10px"
          android:layout_marginLeft="8px" android:layout_marginRight="12px"
          app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
          app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
      <View android:id="@+id/centred" android:layout_width="64px" android:layout_height="64px"
          app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toBottomOf="parent"/>
      <View android:id="@+id/biased" android:layout_width="60px" android:layout_height="10px"
          app:layout_constraintHorizontal_bias="0.3"
          app:layout_constraintLeft_toLeftOf="parent" app:layout_constraintRight_toRightOf="parent"/>
      """
    )
    // Start only: at the start margin, 16; the top margin has no constraint and is ignored.
    #expect(bounds(scene.view("start")) == [16, 0, 24, 24])
    // 0dp between the parent's sides: 360 − 8 − 12 = 340 wide from 8; vertically centred:
    // (640 − 10) / 2 = 315.
    #expect(bounds(scene.view("fill")) == [8, 315, 340, 10])
    // 64 px between top and bottom: (640 − 64) / 2 = 288; no horizontal constraint → left 0.
    #expect(bounds(scene.view("centred")) == [0, 288, 64, 64])
    // Bias 0.3: 0 + (360 − 60) × 0.3 = 90.
    #expect(bounds(scene.view("biased")) == [90, 0, 60, 10])
  }

  @Test func spreadChainSplitsTheFreeSpace() throws {
    let scene = try layOut(
      """
      <View android:id="@+id/card" android:layout_width="100px" android:layout_height="200px"
          app:layout_constraintTop_toTopOf="parent" app:layout_constraintBottom_toTopOf="@id/next"/>
      <View android:id="@+id/next" android:layout_width="100px" android:layout_height="48px"
          app:layout_constraintTop_toBottomOf="@id/card"
          app:layout_constraintBottom_toBottomOf="parent"/>
      """
    )
    // §7's dissolve example: free = 640 − 200 − 48 = 392, three gaps of 130.67:
    // card top = round(130.67) = 131, button top = round(2 × 130.67 + 200) = round(461.33) = 461.
    #expect(bounds(scene.view("card")) == [0, 131, 100, 200])
    #expect(bounds(scene.view("next")) == [0, 461, 100, 48])
  }

  @Test func packedAndSpreadInsideChains() throws {
    let chain = { (style: String) in
      """
      <View android:id="@+id/a" android:layout_width="40px" android:layout_height="10px"
          app:layout_constraintHorizontal_chainStyle="\(style)"
          app:layout_constraintHorizontal_bias="0.25"
          app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
      <View android:id="@+id/b" android:layout_width="60px" android:layout_height="10px"
          android:layout_marginStart="20px"
          app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toEndOf="parent"/>
      """
    }
    // Free space: 360 − 40 − 60 − 20 = 240.
    let packed = try layOut(chain("packed"))
    // Packed: the group starts at 240 × 0.25 = 60; b at 60 + 40 + 20 = 120.
    #expect(bounds(packed.view("a")) == [60, 0, 40, 10])
    #expect(bounds(packed.view("b")) == [120, 0, 60, 10])
    let inside = try layOut(chain("spread_inside"))
    // spread_inside: the ends at the edges, the 240 between them: b at 40 + 20 + 240 = 300.
    #expect(bounds(inside.view("a")) == [0, 0, 40, 10])
    #expect(bounds(inside.view("b")) == [300, 0, 60, 10])
  }

  @Test func goneTargetsAreWhereTheyWouldBeWithGoneMargins() throws {
    let scene = try layOut(
      """
      <View android:id="@+id/gone" android:layout_width="50px" android:layout_height="50px"
          android:layout_marginStart="30px" android:visibility="gone"
          app:layout_constraintStart_toStartOf="parent"/>
      <View android:id="@+id/after" android:layout_width="20px" android:layout_height="20px"
          android:layout_marginStart="5px" app:layout_goneMarginStart="11px"
          app:layout_constraintStart_toEndOf="@id/gone"/>
      """
    )
    // The GONE view is a point at 0 (its margin dropped); after uses its gone margin: 0 + 11.
    #expect(bounds(scene.view("after")) == [11, 0, 20, 20])
  }

  @Test func wrappingConstraintLayoutTakesWhatItsConstraintsNeed() throws {
    let scene = try layOut(
      """
      <View android:id="@+id/image" android:layout_width="0dp" android:layout_height="128px"
          app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toEndOf="parent"
          app:layout_constraintTop_toTopOf="parent"/>
      <View android:id="@+id/icon" android:layout_width="24px" android:layout_height="24px"
          android:layout_marginTop="8px" android:layout_marginBottom="8px"
          app:layout_constraintTop_toBottomOf="@id/image"
          app:layout_constraintBottom_toBottomOf="parent"/>
      <View android:id="@+id/body" android:layout_width="0dp" android:layout_height="0dp"
          app:layout_constraintTop_toBottomOf="@id/image"
          app:layout_constraintBottom_toBottomOf="parent"/>
      """,
      height: "wrap_content"
    )
    // 128 + 8 + 24 + 8 = 168 (the 0dp body stretches into it and adds nothing).
    #expect(bounds(scene.view("root")) == [0, 0, 360, 168])
    #expect(bounds(scene.view("icon")) == [0, 136, 24, 24])
    #expect(scene.view("body")?.y == 128)
    #expect(scene.view("body")?.height == 40)
  }

  @Test func startAndEndFollowTheDirection() throws {
    var options = mdpi
    options.device.isRightToLeft = true
    let scene = try LayoutFixture([
      "layout/test.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/v" android:layout_width="24px" android:layout_height="24px"
            android:layout_marginStart="16px" app:layout_constraintStart_toStartOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ]).load("test", options).value
    // RTL: start is the right edge; the start margin is the right margin: 360 − 16 − 24 = 320.
    #expect(bounds(scene.view("v")) == [320, 0, 24, 24])
  }

  @Test func guidelinesAreKnownAndHelpersAreFlagged() throws {
    let loaded = try LayoutFixture([
      "layout/test.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <androidx.constraintlayout.widget.Guideline android:id="@+id/guide"
            android:orientation="vertical" android:layout_width="wrap_content"
            android:layout_height="wrap_content" app:layout_constraintGuide_percent="0.25"/>
        <androidx.constraintlayout.helper.widget.Flow android:id="@+id/flow"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <View android:id="@+id/v" android:layout_width="0dp" android:layout_height="10px"
            app:layout_constraintStart_toStartOf="@id/guide"
            app:layout_constraintEnd_toEndOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """
    ]).load("test", mdpi)
    // A vertical guideline at (int) (0.5 + 0.25 × 360) = 90; the 0dp view spans 90…360.
    #expect(loaded.value.view("guide")?.x == 90)
    #expect(bounds(loaded.value.view("v")) == [90, 0, 270, 10])
    // The Guideline and the Flow (no views, so an empty 0 × 0 Flow) are known classes: no
    // note, no warning.
    let messages = loaded.diagnostics.map(\.message)
    #expect(!messages.contains { $0.contains("Guideline") || $0.contains("Flow") })
  }
}
