import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// RelativeLayout, CoordinatorLayout and Toolbar through real layout files at density 1 on a
/// 360 × 640 device, expected values from `android-layout.md` §6 and §8.
@Suite struct ContainerLayoutTests {
  let ns = LayoutFixture.ns
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  func layOut(_ body: String, _ options: LayoutOptions? = nil) throws -> SceneTree {
    try LayoutFixture(["layout/test.xml": body]).load("test", options ?? mdpi).value
  }

  @Test func relativeChainsParentRulesAndCentring() throws {
    let scene = try layOut(
      """
      <RelativeLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:padding="10px">
        <View android:id="@+id/a" android:layout_width="50px" android:layout_height="40px"
            android:layout_margin="5px"/>
        <View android:id="@+id/b" android:layout_width="60px" android:layout_height="20px"
            android:layout_toEndOf="@id/a" android:layout_below="@id/a"
            android:layout_marginStart="7px"/>
        <View android:id="@+id/c" android:layout_width="30px" android:layout_height="30px"
            android:layout_alignParentEnd="true" android:layout_alignParentBottom="true"
            android:layout_marginBottom="3px"/>
        <View android:id="@+id/d" android:layout_width="100px" android:layout_height="50px"
            android:layout_centerInParent="true" android:layout_marginLeft="40px"/>
      </RelativeLayout>
      """
    )
    // a: padding 10 + margin 5 → (15, 15), 50 × 40; right = 65, bottom = 55.
    #expect(bounds(scene.view("a")) == [15, 15, 50, 40])
    // b: toEndOf a → left = a.right + a.rightMargin + leftMargin = 65 + 5 + 7 = 77;
    // below a → top = a.bottom + a.bottomMargin + topMargin = 55 + 5 + 0 = 60.
    #expect(bounds(scene.view("b")) == [77, 60, 60, 20])
    // c: right = 360 − 10 − 0 = 350 → left 320; bottom = 640 − 10 − 3 = 627 → top 597.
    #expect(bounds(scene.view("c")) == [320, 597, 30, 30])
    // d: centred ignoring padding and margins: ((360 − 100) / 2, (640 − 50) / 2) = (130, 295).
    #expect(bounds(scene.view("d")) == [130, 295, 100, 50])
  }

  @Test func relativeGoneAnchorsAndRightToLeft() throws {
    let body = """
      <RelativeLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/a" android:layout_width="50px" android:layout_height="50px"/>
        <View android:id="@+id/gone" android:layout_width="70px" android:layout_height="70px"
            android:layout_toEndOf="@id/a" android:visibility="gone"/>
        <View android:id="@+id/b" android:layout_width="20px" android:layout_height="20px"
            android:layout_toEndOf="@id/gone"/>
        <View android:id="@+id/c" android:layout_width="20px" android:layout_height="20px"
            android:layout_below="@id/gone" android:layout_alignWithParentIfMissing="true"
            android:layout_marginTop="4px"/>
      </RelativeLayout>
      """
    let ltr = try layOut(body)
    // b's anchor is GONE, so gone's own toEndOf (a) is followed: left = 50.
    #expect(bounds(ltr.view("b")) == [50, 0, 20, 20])
    // c: below a GONE view whose chain has no vertical rule → with alignWithParentIfMissing,
    // top = paddingTop + topMargin = 4.
    #expect(bounds(ltr.view("c")) == [0, 4, 20, 20])
    var options = mdpi
    options.device.isRightToLeft = true
    let rtl = try layOut(body, options)
    // RTL: a sits at the right edge (360 − 50 = 310) and toEndOf becomes toLeftOf:
    // b.right = a.left = 310 → left 290.
    #expect(bounds(rtl.view("a")) == [310, 0, 50, 50])
    #expect(bounds(rtl.view("b")) == [290, 0, 20, 20])
  }

  @Test func wrappedRelativeLayoutGrowsToAnAlignParentBottomChild() throws {
    let scene = try layOut(
      """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <RelativeLayout android:id="@+id/r" android:layout_width="wrap_content"
            android:layout_height="wrap_content">
          <View android:id="@+id/top" android:layout_width="40px" android:layout_height="40px"/>
          <View android:id="@+id/bottom" android:layout_width="40px" android:layout_height="10px"
              android:layout_alignParentBottom="true"/>
        </RelativeLayout>
      </FrameLayout>
      """
    )
    // §6.3: under AT_MOST 640 the bottom child is first placed against 640, so the wrapped
    // height is max(40, 640) = 640 and the child ends at 640 − 10. Width wraps to 40.
    #expect(bounds(scene.view("r")) == [0, 0, 40, 640])
    #expect(bounds(scene.view("bottom")) == [0, 630, 40, 10])
  }

  @Test func relativeCycleIsALocatedError() throws {
    let fixture = try LayoutFixture([
      "layout/test.xml": """
      <RelativeLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/a" android:layout_width="10px" android:layout_height="10px"
            android:layout_below="@id/b"/>
        <View android:id="@+id/b" android:layout_width="10px" android:layout_height="10px"
            android:layout_below="@id/a"/>
      </RelativeLayout>
      """
    ])
    let errors = fixture.errors("test", mdpi)
    #expect(errors.map(\.code) == ["relative-layout-cycle"])
    #expect(errors.first?.location?.line == 2)
    #expect(errors.first?.message.contains("'a' → 'b' → 'a'") == true)
    // The engine itself never hangs on a cycle: measuring still finishes.
    let node = TestNode.make(
      .relative(RelativeProperties()),
      .matchParent,
      .matchParent,
      children: [TestNode.view(id: "a", .exactly(10), .exactly(10))]
    )
    #expect(RelativeLayoutRules.dependencyCycle(in: node) == nil)
  }

  @Test func constraintChainRingIsALocatedError() throws {
    // a → b → c → a, each end tied to the next one's start and each start back: no member
    // is a chain head, so this is a ring, not a chain (issue 18's hostile inputs).
    let fixture = try LayoutFixture([
      "layout/ring.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/a" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintStart_toEndOf="@id/c" app:layout_constraintEnd_toStartOf="@id/b"/>
        <View android:id="@+id/b" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toStartOf="@id/c"/>
        <View android:id="@+id/c" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintStart_toEndOf="@id/b" app:layout_constraintEnd_toStartOf="@id/a"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """,
      // The same links vertically, between two views.
      "layout/vertical.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="10px" android:layout_height="10px"/>
        <View android:id="@+id/top" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintTop_toBottomOf="@id/bottom"
            app:layout_constraintBottom_toTopOf="@id/bottom"/>
        <View android:id="@+id/bottom" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintTop_toBottomOf="@id/top"
            app:layout_constraintBottom_toTopOf="@id/top"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """,
      // A real chain: parent → a → b → parent, with a as its head.
      "layout/chain.xml": """
      <androidx.constraintlayout.widget.ConstraintLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/a" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
        <View android:id="@+id/b" android:layout_width="10px" android:layout_height="10px"
            app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toEndOf="parent"/>
      </androidx.constraintlayout.widget.ConstraintLayout>
      """,
    ])
    let errors = fixture.errors("ring", mdpi)
    #expect(errors.map(\.code) == ["constraint-chain-cycle"])
    #expect(errors.first?.location?.line == 3)
    #expect(errors.first?.location?.column == 3)
    #expect(errors.first?.message.contains("'a' → 'b' → 'c' → 'a'") == true)
    let vertical = fixture.errors("vertical", mdpi)
    #expect(vertical.map(\.code) == ["constraint-chain-cycle"])
    #expect(vertical.first?.location?.line == 4)
    #expect(vertical.first?.message.contains("'top' → 'bottom' → 'top'") == true)
    #expect(fixture.errors("chain", mdpi).isEmpty)
  }

  @Test func coordinatorAnchorsAFloatingActionButton() throws {
    let scene = try layOut(
      """
      <androidx.coordinatorlayout.widget.CoordinatorLayout \(ns)
          android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/panel" android:layout_width="match_parent"
            android:layout_height="100px" android:layout_marginTop="200px"/>
        <View android:id="@+id/fab" android:layout_width="56px" android:layout_height="56px"
            app:layout_anchor="@id/panel" app:layout_anchorGravity="top|end"
            android:layout_marginEnd="16px"/>
      </androidx.coordinatorlayout.widget.CoordinatorLayout>
      """
    )
    // §8.3 example: centred on the anchor's top-right corner (left = 360 − 28 = 332), then
    // pulled back inside the margin: left = 360 − 56 − 16 = 288; top = 200 − 28 = 172.
    #expect(bounds(scene.view("fab")) == [288, 172, 56, 56])
  }

  @Test func toolbarChildrenStartAtTheContentInset() throws {
    let scene = try layOut(
      """
      <androidx.appcompat.widget.Toolbar \(ns) android:id="@+id/bar"
          android:layout_width="match_parent" android:layout_height="56px">
        <View android:id="@+id/title" android:layout_width="match_parent"
            android:layout_height="20px"/>
      </androidx.appcompat.widget.Toolbar>
      """
    )
    // AppCompat Toolbar style: contentInsetStart 16dp, end 0 (§8.4). The child is measured
    // with 16 px used: 360 − 16 = 344 wide, left = 16, centred: (56 − 20) / 2 = 18.
    #expect(bounds(scene.view("title")) == [16, 18, 344, 20])
  }

  @Test func materialFabsKeepTheTouchTarget() throws {
    var options = LayoutOptions(device: Device(width: 1080, height: 1920, density: 2.625))
    options.theme = "Theme.MaterialComponents.Light"
    let scene = try layOut(
      """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <com.google.android.material.floatingactionbutton.FloatingActionButton
            android:id="@+id/mini" android:layout_width="wrap_content"
            android:layout_height="wrap_content" app:fabSize="mini"/>
        <com.google.android.material.floatingactionbutton.FloatingActionButton
            android:id="@+id/normal" android:layout_width="wrap_content"
            android:layout_height="wrap_content" app:fabSize="normal"/>
        <com.google.android.material.floatingactionbutton.FloatingActionButton
            android:id="@+id/compat" android:layout_width="wrap_content"
            android:layout_height="wrap_content" app:fabSize="normal"
            app:useCompatPadding="true"/>
      </FrameLayout>
      """,
      options
    )
    // Mini: 40dp = 105 px inside (48dp − 40dp) / 2 = (126 − 105) / 2 = 10 px a side: 125.
    #expect(bounds(scene.view("mini")) == [0, 0, 125, 125])
    // Normal: 56dp = 147 px, larger than the target: no padding.
    #expect(bounds(scene.view("normal")) == [0, 0, 147, 147])
    // Compat padding, 6dp + 6dp = 31.5 px of shadow: 147 + 2 × 32 = 211 wide,
    // 147 + 2 × ⌈47.25⌉ = 243 tall.
    #expect(bounds(scene.view("compat")) == [0, 0, 211, 243])
  }
}
