import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Layout files laid out end to end: inflation, resources, units and containers, with every
/// expected number worked out from `android-layout.md`.
@Suite struct LayoutFileTests {
  let ns = LayoutFixture.ns
  /// A 360 × 640 px device at density 1 (1 dp = 1 px).
  let mdpi = LayoutOptions(device: Device(width: 360, height: 640, density: 1))

  @Test func includeOverridesIdVisibilityAndAllLayoutParams() throws {
    let fixture = try LayoutFixture([
      "layout/host.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="match_parent">
        <include layout="@layout/square" android:id="@+id/renamed"
            android:layout_width="100px" android:layout_height="50px"
            android:visibility="invisible"/>
        <include layout="@layout/square" android:layout_width="70px"/>
      </LinearLayout>
      """,
      "layout/square.xml": """
      <View \(ns) android:id="@+id/square" android:layout_width="10px"
          android:layout_height="20px" android:layout_marginTop="5px"/>
      """,
    ])
    let scene = try fixture.load("host", mdpi).value
    // §11: both sizes on the first include → all its layout_* win (100 × 50, no margin); its
    // id and visibility replace the root's. INVISIBLE keeps its space.
    let renamed = try #require(scene.view("renamed"))
    #expect(bounds(renamed) == [0, 0, 100, 50])
    #expect(renamed.visibility == .invisible)
    // The second include has only a width, so the root's own params apply: 10 × 20 with a
    // 5 px top margin, below the first: y = 50 + 5.
    #expect(bounds(scene.view("square")) == [0, 55, 10, 20])
  }

  @Test func mergeChildrenJoinTheIncludingLayout() throws {
    let fixture = try LayoutFixture([
      "layout/host.xml": """
      <LinearLayout \(ns) android:orientation="vertical"
          android:layout_width="match_parent" android:layout_height="wrap_content">
        <View android:id="@+id/first" android:layout_width="40px" android:layout_height="30px"/>
        <include layout="@layout/pair"/>
      </LinearLayout>
      """,
      "layout/pair.xml": """
      <merge \(ns)>
        <View android:id="@+id/a" android:layout_width="40px" android:layout_height="10px"/>
        <ViewStub android:id="@+id/stub" android:layout_width="40px" android:layout_height="99px"/>
        <View android:id="@+id/b" android:layout_width="40px" android:layout_height="10px"/>
      </merge>
      """,
    ])
    let scene = try fixture.load("host", mdpi).value
    // The merge's views are the LinearLayout's children: a at 30, the ViewStub GONE (no
    // space, 0 × 0), b at 30 + 10 = 40.
    #expect(bounds(scene.view("a")) == [0, 30, 40, 10])
    #expect(bounds(scene.view("stub")) == [0, 0, 0, 0])
    #expect(scene.view("stub")?.visibility == .gone)
    #expect(bounds(scene.view("b")) == [0, 40, 40, 10])
  }

  @Test func unitsRoundAsTypedArrayDoes() throws {
    let fixture = try LayoutFixture([
      "layout/units.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/dp" android:layout_width="1dp" android:layout_height="150dp"/>
        <View android:id="@+id/sp" android:layout_width="14sp" android:layout_height="0.1dp"/>
        <View android:id="@+id/pt" android:layout_width="72pt" android:layout_height="1in"/>
        <View android:id="@+id/mm" android:layout_width="25.4mm" android:layout_height="3px"/>
      </FrameLayout>
      """
    ])
    let scene = try fixture.load("units").value  // default phone, density 2.625
    // Pixel size: round half away from zero, never 0 for a non-zero value (§1.2).
    // 1dp → 2.625 → 3; 150dp → 393.75 → 394 (the §1.2 table).
    #expect(bounds(scene.view("dp")) == [0, 0, 3, 394])
    // 14sp → 36.75 → 37; 0.1dp → 0.2625 → 0, raised to 1.
    #expect(bounds(scene.view("sp")) == [0, 0, 37, 1])
    // xdpi = 160 × 2.625 = 420: 72pt = 72 × 420 / 72 = 420 px; 1in = 420 px.
    #expect(bounds(scene.view("pt")) == [0, 0, 420, 420])
    // 25.4mm = one inch = 420 px (float arithmetic: 25.4 × 420 × (1 / 25.4) rounds to 420).
    #expect(bounds(scene.view("mm")) == [0, 0, 420, 3])
  }

  @Test func startAndEndMirrorInRightToLeft() throws {
    let fixture = try LayoutFixture([
      "layout/rtl.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/v" android:layout_width="100px" android:layout_height="10px"
            android:layout_gravity="start" android:layout_marginStart="10px"
            android:layout_marginEnd="30px"/>
      </FrameLayout>
      """
    ])
    var options = mdpi
    let ltr = try fixture.load("rtl", options).value
    // LTR: start = left; left = 10.
    #expect(bounds(ltr.view("v")) == [10, 0, 100, 10])
    options.device.isRightToLeft = true
    let rtl = try fixture.load("rtl", options).value
    // RTL: start = right, marginStart is the right margin: left = 360 − 100 − 10 = 250.
    #expect(bounds(rtl.view("v")) == [250, 0, 100, 10])
    #expect(rtl.isRightToLeft)
  }

  @Test func resourcesFollowReferencesStylesAndQualifiers() throws {
    let fixture = try LayoutFixture([
      "values/dimens.xml": """
      <resources>
        <dimen name="side">@dimen/base</dimen>
        <dimen name="base">40dp</dimen>
        <dimen name="gap">8dp</dimen>
      </resources>
      """,
      "values-land/dimens.xml": "<resources><dimen name=\"gap\">24dp</dimen></resources>",
      "values-w600dp/dimens.xml": "<resources><dimen name=\"base\">60dp</dimen></resources>",
      "values/styles.xml": """
      <resources>
        <style name="Box"><item name="android:layout_width">@dimen/side</item></style>
        <style name="Box.Tall"><item name="android:layout_height">100dp</item></style>
      </resources>
      """,
      "layout/styled.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:id="@+id/box" style="@style/Box.Tall" android:layout_marginLeft="@dimen/gap"/>
      </FrameLayout>
      """,
    ])
    // Portrait 360 × 640 dp: values/ only. Box.Tall inherits Box by its dotted name, so the
    // style supplies both sizes: 40 × 100, margin 8.
    let portrait = try fixture.load("styled", mdpi).value
    #expect(bounds(portrait.view("box")) == [8, 0, 40, 100])
    // Landscape 640 × 360 dp: -land gives gap 24dp and -w600dp (640 ≥ 600) base 60dp.
    let land = LayoutOptions(device: Device(width: 640, height: 360, density: 1))
    #expect(bounds(try fixture.load("styled", land).value.view("box")) == [24, 0, 60, 100])
  }

  @Test func missingResourcesAreLocatedErrorsWithSuggestions() throws {
    let fixture = try LayoutFixture([
      "values/dimens.xml": "<resources><dimen name=\"spacing\">8dp</dimen></resources>",
      "layout/broken.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="@dimen/spacin" android:layout_height="10dp"/>
      </FrameLayout>
      """,
    ])
    let errors = fixture.errors("broken", mdpi)
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    #expect(error.code == "missing-resource")
    #expect(error.location?.line == 2)
    #expect(error.message.contains("did you mean '@dimen/spacing'?"))
  }

  @Test func hostileNumbersAreErrorsOrSaturateButNeverTrap() throws {
    let fixture = try LayoutFixture([
      "layout/huge.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="99999999999dp" android:layout_height="10dp"/>
      </FrameLayout>
      """,
      "layout/weights.xml": """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="100px"
          android:orientation="horizontal">
        <View android:id="@+id/a" android:layout_width="0dp" android:layout_height="10px"
            android:layout_weight="3e38"/>
        <View android:id="@+id/b" android:layout_width="0dp" android:layout_height="10px"
            android:layout_weight="3e38"/>
      </LinearLayout>
      """,
    ])
    // 99999999999 needs more than the complex format's 24-bit mantissa: a located error.
    let errors = fixture.errors("huge", mdpi)
    #expect(errors.count == 1)
    #expect(errors.first?.location?.line == 2)
    #expect(errors.first?.message.contains("below 8388608 in magnitude") == true)
    // 3e38 + 3e38 overflows float to infinity, and so does 3e38 × 360: each share is
    // (int) (∞ / ∞) = (int) NaN = 0, so neither view gets space, as on a device.
    let scene = try fixture.load("weights", mdpi).value
    #expect(scene.view("a")?.width == 0)
    #expect(scene.view("b")?.width == 0)
  }

  @Test func javaIntCastSaturates() {
    // JLS §5.1.3: NaN → 0, beyond the int range → Integer.MAX_VALUE / MIN_VALUE, else
    // truncation toward zero.
    #expect(Int(javaCast: Float.nan) == 0)
    #expect(Int(javaCast: Float.infinity) == 2_147_483_647)
    #expect(Int(javaCast: -Float.infinity) == -2_147_483_648)
    #expect(Int(javaCast: Float(3e9)) == 2_147_483_647)
    #expect(Int(javaCast: Float(-2.9)) == -2)
    #expect(Int(javaCast: 2.9) == 2)
  }

  @Test func drawableSizesComeFromTheFiles() throws {
    let fixture = try LayoutFixture([
      "drawable/icon.xml": """
      <vector \(ns) android:width="24dp" android:height="12dp"
          android:viewportWidth="24" android:viewportHeight="12"/>
      """,
      "layout/images.xml": """
      <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent"
          android:orientation="vertical">
        <ImageView android:id="@+id/vector" android:src="@drawable/icon"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        <ImageView android:id="@+id/bitmap" android:src="@drawable/photo"
            android:layout_width="wrap_content" android:layout_height="wrap_content"/>
      </LinearLayout>
      """,
    ])
    try fixture.write(Self.pngHeader(width: 144, height: 96), to: "drawable-xxhdpi/photo.png")
    let scene = try fixture.load("images").value  // 2.625 = 420 dpi
    // Vector: 24dp × 12dp as pixel sizes: 63 × 31.5 → 63 × 32.
    #expect(scene.view("vector")?.image?.drawableWidth == 63)
    #expect(scene.view("vector")?.image?.drawableHeight == 32)
    // PNG in xxhdpi (480): (144 × 420 + 240) / 480 = 126; (96 × 420 + 240) / 480 = 84.
    #expect(scene.view("bitmap")?.image?.drawableWidth == 126)
    #expect(scene.view("bitmap")?.image?.drawableHeight == 84)
  }

  @Test func changesResizeAndReparentBeforeLayout() throws {
    let fixture = try LayoutFixture([
      "layout/box.xml": """
      <FrameLayout \(ns) android:id="@+id/root" android:layout_width="match_parent"
          android:layout_height="match_parent">
        <FrameLayout android:id="@+id/holder" android:layout_width="200px"
            android:layout_height="200px" android:layout_gravity="bottom|end"/>
        <View android:id="@+id/square" android:layout_width="50px" android:layout_height="50px"/>
      </FrameLayout>
      """
    ])
    var options = mdpi
    options.changes = [
      try #require(LayoutChange.parseSet("square.layout_width=100dp")),
      try #require(LayoutChange.parseMove("square=holder")),
    ]
    let scene = try fixture.load("box", options).value
    // The square is now 100 × 50 inside holder, which sits at (360 − 200, 640 − 200).
    let holder = try #require(scene.view("holder"))
    #expect(bounds(holder) == [160, 440, 200, 200])
    #expect(holder.children.map(\.id) == ["square"])
    #expect(bounds(scene.view("square")) == [0, 0, 100, 50])
    options.changes = [try #require(LayoutChange.parseSet("sqare.layout_width=1px"))]
    let errors = fixture.errors("box", options)
    #expect(errors.map(\.code) == ["unknown-view"])
    #expect(errors.first?.message.contains("did you mean 'square'?") == true)
  }

  @Test func viewsOfOneLayoutMatchByInstanceAcrossChanges() throws {
    let fixture = try LayoutFixture([
      "layout/pair.xml": """
      <FrameLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent">
        <View android:layout_width="10px" android:layout_height="10px"/>
      </FrameLayout>
      """
    ])
    var options = mdpi
    let before = try fixture.load("pair", options).value
    options.changes = [try #require(LayoutChange.parseSet("x.layout_width=20px"))]
    #expect(fixture.errors("pair", options).map(\.code) == ["unknown-view"])
    options.changes = []
    let after = try fixture.load("pair", options).value
    // The same inflated views (no ids) are the same instances: Android's default match order
    // (name, instance, id) pairs them, and nothing appears or disappears.
    let plan = Planner.plan(from: before, to: after, transition: .autoTransition)
    #expect(plan.matches.map(\.by) == ["instance", "instance"])
    #expect(plan.appearing.isEmpty && plan.disappearing.isEmpty)
    // Two different files never share instances.
    let other = try LayoutFixture([
      "layout/pair.xml": try String(
        contentsOfFile: "\(fixture.res)/layout/pair.xml",
        encoding: .utf8
      )
    ])
    let separate = Planner.plan(
      from: before,
      to: try other.load("pair", mdpi).value,
      transition: .autoTransition
    )
    #expect(separate.matches.isEmpty)
  }

  /// A PNG signature and `IHDR` chunk: all `ImageHeader` reads.
  static func pngHeader(width: Int, height: Int) -> [UInt8] {
    func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8)
      + be32(width) + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }
}
