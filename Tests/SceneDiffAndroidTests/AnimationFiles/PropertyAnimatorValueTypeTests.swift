import SceneDiffAndroid
import SceneDiffCore
import SceneDiffTestSupport
import Testing

/// `valueType` `intType` / `colorType` (written or inferred), `pathData` motion and keyframed
/// colours, as `AnimatorInflater`, `IntKeyframeSet`, `ArgbEvaluator` (API 26+) and
/// `PathKeyframes` compute them; values worked by hand, bad input at its exact location.
///
/// Every animator here is linear, so the fraction is elapsed / duration. The view is
/// `PropertyAnimatorFileTests.box`: 100 × 100 at (10, 20), its own translationX 5.
@Suite struct PropertyAnimatorValueTypeTests {
  static let ns = PropertyAnimatorFileTests.ns
  static let linear = "android:interpolator=\"@android:interpolator/linear\""

  /// The plan's animators of `property` for `text` run as `to:box`'s enter animation.
  static func animators(_ text: String, _ property: AnimatedProperty) throws -> [Animator] {
    let animation = try #require(PropertyAnimatorFileTests.load(text).animation)
    let scene = SceneTree(
      width: 360,
      height: 640,
      units: "px",
      views: [PropertyAnimatorFileTests.box]
    )
    let plan = ScreenChange(
      from: scene,
      to: scene,
      enter: .propertyAnimation(source: "t.xml", animation)
    ).plan()
    return plan.animators.filter { $0.property == property }
  }

  /// The ARGB integer a colour animator of `text` gives at `timeMs`.
  static func color(_ text: String, at timeMs: Double) throws -> Double? {
    let animator = try #require(animators(text, .backgroundColor).first)
    guard case .scalar(let v)? = animator.value(at: timeMs, grid: PixelGrid()) else { return nil }
    return v
  }

  /// The warnings and errors of loading `text`, as `line:column code`.
  static func diagnostics(_ text: String) -> [String] {
    do {
      let loaded = try PropertyAnimatorFile.load(
        bytes: Array(text.utf8),
        file: "res/animator/t.xml"
      )
      return loaded.diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)"
      }
    } catch {
      return error.diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)"
      }
    }
  }

  /// `intType` alpha 0 → 1 over 300 ms: `IntKeyframeSet` gives `0 + (int)(f × 1)`, which
  /// is 0 for every f < 1, so the view stays transparent until the end.
  @Test func intAlphaTruncates() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="alpha" android:valueType="intType"
          android:valueFrom="0" android:valueTo="1" android:duration="300" \(Self.linear)/>
      """
    // 150 ms: f = 0.5, (int)(0.5 × 1) = 0.
    #expect(try PropertyAnimatorFileTests.sample(text, at: 150).alpha == 0)
    // 299 ms: f = 0.99667, (int)(0.99667) = 0.
    #expect(try PropertyAnimatorFileTests.sample(text, at: 299).alpha == 0)
    // 300 ms: ended, f = 1 → 1 (the float setter receives 1).
    #expect(try PropertyAnimatorFileTests.sample(text, at: 300).alpha == 1)
  }

  /// `intType` translationX 0 → 100 over 300 ms passes ints to the float setter.
  @Test func intTranslation() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="translationX" android:valueType="intType"
          android:valueFrom="0" android:valueTo="100" android:duration="300" \(Self.linear)/>
      """
    // 150 ms: f = 0.5, 0 + (int)(0.5 × 100) = 50 → left 10 + 50 = 60.
    #expect(try PropertyAnimatorFileTests.sample(text, at: 150).bounds.left == 60)
    // 100 ms: f = 1/3, 0.33333334 × 100 = 33.333334, (int) → 33 → left 43 (a float would
    // give 43.333).
    #expect(try PropertyAnimatorFileTests.sample(text, at: 100).bounds.left == 43)
  }

  /// `colorType` backgroundColor #FF0000 → #0000FF at f = 0.5 by `ArgbEvaluator` (API 26+).
  ///
  /// Alpha 1 → 1: 255. Red: 1^2.2 = 1 and 0 in linear light, lerp 0.5, back
  /// 0.5^(1/2.2) = e^(−0.693147/2.2) = e^(−0.315067) = 0.729740, × 255 = 186.08 → 186 (0xBA).
  /// Green 0 → 0. Blue mirrors red: 186. So 0xFFBA00BA = 4 290 379 962.
  @Test func colorTypeGamma() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="backgroundColor"
          android:valueType="colorType" android:valueFrom="#FF0000" android:valueTo="#0000FF"
          android:duration="300" \(Self.linear)/>
      """
    #expect(try Self.color(text, at: 150) == 4_290_379_962)
    // The ends: 0xFFFF0000 = 4 294 901 760 at 0 ms.
    #expect(try Self.color(text, at: 0) == 4_294_901_760)
    #expect(try Self.animators(text, .backgroundColor).first?.evaluator == .argb)
  }

  /// Without `valueType`, `#F00`/`#00F` (colours) make `AnimatorInflater` infer colorType:
  /// the same values as `colorTypeGamma` (#F00 is #FF0000, #00F is #0000FF).
  @Test func inferredColor() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="backgroundColor"
          android:valueFrom="#F00" android:valueTo="#00F" android:duration="300" \(Self.linear)/>
      """
    #expect(try Self.color(text, at: 150) == 4_290_379_962)
    #expect(Self.diagnostics(text).isEmpty)
  }

  /// `valueTo` alone on backgroundColor: a View has no `getBackgroundColor`, so Android logs
  /// the missing getter and the start value stays the int keyframe's 0 (transparent black).
  @Test func colorWithoutGetter() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="backgroundColor"
          android:valueTo="#0000FF" android:duration="300" \(Self.linear)/>
      """
    #expect(Self.diagnostics(text) == ["1:1 no-getter"])
    #expect(try Self.color(text, at: 0) == 0)
    // 150 ms, f = 0.5 from 0x00000000 to 0xFF0000FF: alpha 0.5 × 255 = 127.5 → Math.round
    // 128 (0x80); red, green 0; blue 0 → 1 in linear light, 0.5, back 0.729740 × 255 =
    // 186.08 → 186 (0xBA): 0x800000BA = 2 147 483 834.
    #expect(try Self.color(text, at: 150) == 2_147_483_834)
  }

  /// Keyframed colour, type inferred from the first keyframe: black at 0, white at 0.5,
  /// black at 1, over 300 ms.
  @Test func keyframedColor() throws {
    let text = """
      <objectAnimator \(Self.ns) android:duration="300" \(Self.linear)>
        <propertyValuesHolder android:propertyName="backgroundColor">
          <keyframe android:fraction="0" android:value="#000000"/>
          <keyframe android:fraction="0.5" android:value="#FFFFFF"/>
          <keyframe android:fraction="1" android:value="#000000"/>
        </propertyValuesHolder>
      </objectAnimator>
      """
    // 75 ms: f = 0.25, in [0, 0.5] at 0.5: each channel 0 → 1 in linear light, 0.5, back
    // 0.729740 × 255 = 186.08 → 186: 0xFFBABABA = 4 290 427 578.
    #expect(try Self.color(text, at: 75) == 4_290_427_578)
    // 225 ms: f = 0.75, in [0.5, 1] at 0.5: white → black, the same 0xFFBABABA.
    #expect(try Self.color(text, at: 225) == 4_290_427_578)
  }

  /// An L-shaped path, (0, 0) → (100, 0) → (100, 100), length 200, driving translationX and
  /// translationY over 200 ms: `PathKeyframes` gives the point at that fraction of the length.
  @Test func pathMotionCorner() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyXName="translationX"
          android:propertyYName="translationY" android:pathData="M0,0 L100,0 L100,100"
          android:duration="200" \(Self.linear)/>
      """
    // 100 ms: fraction 0.5 = 100 of 200 → the corner (100, 0): left 10 + 100, top 20 + 0.
    let corner = try PropertyAnimatorFileTests.sample(text, at: 100).bounds
    #expect(corner.left == 110 && corner.top == 20)
    // 150 ms: fraction 0.75 = 150 → (100, 50) on the second leg: top 70.
    let leg = try PropertyAnimatorFileTests.sample(text, at: 150).bounds
    #expect(leg.left == 110 && leg.top == 70)
    // 50 ms: fraction 0.25 = 50 → (50, 0): left 60, top 20.
    let first = try PropertyAnimatorFileTests.sample(text, at: 50).bounds
    #expect(first.left == 60 && first.top == 20)
  }

  /// A colour on alpha is what Android does with it: ArgbEvaluator's integer passed to
  /// `setAlpha(float)` (#0000FF is 0xFF0000FF = −16 776 961), drawn clamped to 0 — with a
  /// warning at the value that made it a colour.
  @Test func colorOnFloatProperty() throws {
    let text = """
      <objectAnimator \(Self.ns)
       android:propertyName="alpha" android:valueFrom="#FF0000" android:valueTo="#0000FF"
       android:duration="300" \(Self.linear)/>
      """
    // Line 2: a space, `android:propertyName="alpha"` (28, columns 2–29), a space (30),
    // `android:valueFrom="` (19, columns 31–49): the value starts at column 50.
    #expect(Self.diagnostics(text) == ["2:50 color-on-float-property"])
    #expect(try PropertyAnimatorFileTests.sample(text, at: 300).alpha == 0)
    let end = try #require(
      Self.animators(text, .alpha).first?.value(atProgress: 1, grid: PixelGrid())
    )
    #expect(end == .scalar(-16_776_961))
  }

  /// `pathType` on a View property: Android finds no setter taking PathData and animates
  /// nothing; a located warning, and the animator still takes its time.
  @Test func pathTypeWarns() throws {
    let text = """
      <objectAnimator \(Self.ns)
       android:propertyName="alpha" android:valueType="pathType"
       android:valueFrom="M0 0 L1 1" android:valueTo="M0 0 L2 2"/>
      """
    // Line 2: `android:valueType="` (19) starts at column 31, its value at 50.
    #expect(Self.diagnostics(text) == ["2:50 unsupported-value-type"])
    #expect(try Self.animators(text, .alpha).isEmpty)
  }

  /// Each bad input at its exact location.
  @Test func badInput() {
    // Line 2: `android:valueType="` starts at column 31, the value `floatyType` at 50.
    #expect(
      PropertyAnimatorFileTests.load(
        "<objectAnimator \(Self.ns)\n android:propertyName=\"alpha\" android:valueType=\"floatyType\"/>"
      ).errors == ["2:50 invalid-value"]
    )
    // Line 2: `android:propertyXName="translationX"` (36, columns 2–37), a space (38),
    // `android:pathData="` (18, columns 39–56): the data starts at 57; `X`, an unknown
    // command, is its byte 5 → column 62.
    #expect(
      PropertyAnimatorFileTests.load(
        "<objectAnimator \(Self.ns)\n android:propertyXName=\"translationX\" android:pathData=\"M0 0 X5\"/>"
      ).errors == ["2:62 invalid-path-data"]
    )
    // A float (inferred from "0") on backgroundColor, which only an int setter takes: at the
    // element, line 1 column 1.
    #expect(
      PropertyAnimatorFileTests.load(
        "<objectAnimator \(Self.ns) android:propertyName=\"backgroundColor\" android:valueFrom=\"0\" android:valueTo=\"1\"/>"
      ).errors == ["1:1 unsupported-value-type"]
    )
    // intType with a fraction: TypedArray.getInt cannot read 0.5. Line 2: a space,
    // `android:propertyName="alpha"` (28, columns 2–29), a space, `android:valueType="intType"`
    // (19 + 7 + 1 = 27, columns 31–57), a space, `android:valueFrom="` (19, columns 59–77):
    // the value at 78.
    #expect(
      PropertyAnimatorFileTests.load(
        "<objectAnimator \(Self.ns)\n android:propertyName=\"alpha\" android:valueType=\"intType\" android:valueFrom=\"0.5\"/>"
      ).errors == ["2:78 invalid-value"]
    )
    // An unknown type on a path animator, read by the same check. Line 2: a space,
    // `android:propertyXName="translationX"` (36, columns 2–37), a space (38),
    // `android:valueType="` (19, columns 39–57): the value `ints` at 58.
    #expect(
      PropertyAnimatorFileTests.load(
        "<objectAnimator \(Self.ns)\n android:propertyXName=\"translationX\" android:valueType=\"ints\" android:pathData=\"M0 0 L1 1\"/>"
      ).errors == ["2:58 invalid-value"]
    )
    // pathData without propertyXName/propertyYName: at the element.
    #expect(
      PropertyAnimatorFileTests.load("<objectAnimator \(Self.ns) android:pathData=\"M0 0 L1 1\"/>")
        .errors == ["1:1 missing-attribute"]
    )
  }
}
