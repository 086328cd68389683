import SceneDiffAndroid
import SceneDiffCore
import SceneDiffTestSupport
import Testing

/// `res/animator` files read as `AnimatorInflater` inflates them, planned on a view and
/// sampled; values worked by hand (AccelerateDecelerate `AD(f) = cos((f + 1)π)/2 + 0.5`,
/// `interpolators.md`), bad input at its exact location.
@Suite struct PropertyAnimatorFileTests {
  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  /// Loads `text` as `res/animator/t.xml`: the animation or the error lines `line:column code`.
  static func load(_ text: String) -> (animation: PropertyAnimation?, errors: [String]) {
    do {
      let loaded = try PropertyAnimatorFile.load(
        bytes: Array(text.utf8),
        file: "res/animator/t.xml"
      )
      return (loaded.value, [])
    } catch {
      return (
        nil,
        error.diagnostics.filter { $0.severity == .error }
          .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
      )
    }
  }

  /// The view every sampling test animates: 100 × 100 at (10, 20), its own translationX 5.
  static let box = ViewNode(
    id: "box",
    x: 10,
    y: 20,
    width: 100,
    height: 100,
    transform: ViewTransform(translationX: 5)
  )

  /// `box` (key `to:box`) running `text` as a fragment's enter animator, sampled at `timeMs`.
  static func sample(_ text: String, at timeMs: Double) throws -> ViewSample {
    let animation = try #require(load(text).animation)
    let scene = SceneTree(width: 360, height: 640, units: "px", views: [box])
    let plan = ScreenChange(
      from: scene,
      to: scene,
      enter: .propertyAnimation(source: "t.xml", animation)
    ).plan()
    return try #require(Sampler(plan: plan).sample(at: timeMs)["to:box"])
  }

  /// Linear translationX then translationY, 100 ms each.
  static func twoSteps(_ ordering: String) -> String {
    """
    <set \(ns) android:ordering="\(ordering)">
      <objectAnimator android:propertyName="translationX" android:valueFrom="0"
          android:valueTo="100" android:duration="100"
          android:interpolator="@android:interpolator/linear"/>
      <objectAnimator android:propertyName="translationY" android:valueFrom="0"
          android:valueTo="100" android:duration="100"
          android:interpolator="@android:interpolator/linear"/>
    </set>
    """
  }

  /// Together both run 0–100 ms; sequentially Y waits for X.
  ///
  /// Left = x 10 + translationX, top =
  /// y 20 + translationY.
  @Test func togetherVersusSequentially() throws {
    // Together at 50 ms: both 100 × 0.5 = 50 → (60, 70).
    let together = try Self.sample(Self.twoSteps("together"), at: 50).bounds
    #expect(together.left == 60 && together.top == 70)
    // Sequentially at 50 ms: X 50, Y not started (the view's own 0) → (60, 20).
    let first = try Self.sample(Self.twoSteps("sequentially"), at: 50).bounds
    #expect(first.left == 60 && first.top == 20)
    // At 150 ms: X ended and keeps 100, Y at 50 → (110, 70).
    let second = try Self.sample(Self.twoSteps("sequentially"), at: 150).bounds
    #expect(second.left == 110 && second.top == 70)
  }

  /// A sequential set with keyframes: translationX 0 → 100 (200 ms), then alpha through
  /// 1, 0.2 at 0.5, 0.6 (400 ms), both linear.
  @Test func sequentialKeyframes() throws {
    let text = """
      <set \(Self.ns) android:ordering="sequentially">
        <objectAnimator android:propertyName="translationX" android:duration="200"
            android:valueFrom="0" android:valueTo="100"
            android:interpolator="@android:interpolator/linear"/>
        <objectAnimator android:duration="400" android:interpolator="@android:interpolator/linear">
          <propertyValuesHolder android:propertyName="alpha">
            <keyframe android:fraction="0" android:value="1"/>
            <keyframe android:fraction="0.5" android:value="0.2"/>
            <keyframe android:fraction="1" android:value="0.6"/>
          </propertyValuesHolder>
        </objectAnimator>
      </set>
      """
    // 100 ms: translationX 50 → left 60; alpha not started → the view's 1.
    let a = try Self.sample(text, at: 100)
    #expect(a.bounds.left == 60 && a.alpha == 1)
    // 300 ms: alpha f = 100/400 = 0.25, in [0, 0.5] at 0.5 → 1 + (0.2 − 1) × 0.5 = 0.6.
    let b = try Self.sample(text, at: 300)
    #expect(b.bounds.left == 110 && abs(b.alpha - 0.6) < 1e-6)
    // 500 ms: f = 0.75, in [0.5, 1] at 0.5 → 0.2 + (0.6 − 0.2) × 0.5 = 0.4.
    #expect(abs(try Self.sample(text, at: 500).alpha - 0.4) < 1e-6)
    // 700 ms: ended at 600; ObjectAnimator leaves alpha 0.6 and translationX 100.
    let d = try Self.sample(text, at: 700)
    #expect(d.bounds.left == 110 && abs(d.alpha - 0.6) < 1e-6)
  }

  /// `startOffset` delays the animator, which writes nothing before it starts.
  @Test func startOffset() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="translationX" android:valueFrom="0"
          android:valueTo="100" android:duration="100" android:startOffset="100"
          android:interpolator="@android:interpolator/linear"/>
      """
    // 50 ms: not started, the view's own translationX 5 → left 15.
    #expect(try Self.sample(text, at: 50).bounds.left == 15)
    // 150 ms: 100 × 50/100 = 50 → left 60.
    #expect(try Self.sample(text, at: 150).bounds.left == 60)
  }

  /// A reversed repeat: the second cycle mirrors the fraction before the interpolator.
  @Test func reversedRepeat() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="translationX" android:valueFrom="0"
          android:valueTo="100" android:duration="100" android:repeatCount="1"
          android:repeatMode="reverse"/>
      """
    // 25 ms: AD(0.25) = cos(1.25π)/2 + 0.5 = 0.1464466 → 14.64466 → left 24.64466.
    #expect(abs(try Self.sample(text, at: 25).bounds.left - 24.64466) < 1e-4)
    // 125 ms: cycle 2 at 0.25, reversed → 0.75, AD(0.75) = 0.8535534 → 85.35534 → 95.35534.
    #expect(abs(try Self.sample(text, at: 125).bounds.left - 95.35534) < 1e-4)
    // 250 ms: ended backwards at valueFrom 0 → left 10.
    #expect(try Self.sample(text, at: 250).bounds.left == 10)
  }

  /// Defaults: 300 ms, AccelerateDecelerate, and without valueFrom the view's current value.
  @Test func defaults() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="translationX" android:valueTo="105"/>
      """
    let animation = try #require(Self.load(text).animation)
    #expect(animation.durationMs == 300 && animation.interpolator == nil)
    let animators = animation.animators(target: "box", view: Self.box)
    #expect(animators.count == 1)
    // From the view's translationX 5 to 105.
    #expect(animators.first?.from == .scalar(5) && animators.first?.to == .scalar(105))
    // 150 ms: AD(0.5) = 0.5 → 5 + 100 × 0.5 = 55 → left 65.
    #expect(try Self.sample(text, at: 150).bounds.left == 65)
  }

  /// `x` sets translationX to `x − left`; `valueFrom` alone is the end value.
  @Test func xProperty() throws {
    let text = """
      <objectAnimator \(Self.ns) android:propertyName="x" android:valueFrom="210"
          android:duration="100" android:interpolator="@android:interpolator/linear"/>
      """
    // From the current x = 10 + 5 = 15 to 210; at 50 ms 15 + 195 × 0.5 = 112.5.
    #expect(try Self.sample(text, at: 50).bounds.left == 112.5)
    #expect(try Self.sample(text, at: 150).bounds.left == 210)
  }

  /// Keyframes completed as `PropertyValuesHolder` does: missing fractions shared evenly, a
  /// first keyframe not at 0 and a last not at 1 get value-less keyframes (current value).
  @Test func keyframeCompletion() throws {
    let text = """
      <objectAnimator \(Self.ns)>
        <propertyValuesHolder android:propertyName="alpha">
          <keyframe android:value="1"/>
          <keyframe android:value="0.5"/>
          <keyframe android:fraction="1" android:value="0"/>
        </propertyValuesHolder>
        <propertyValuesHolder android:propertyName="scaleX">
          <keyframe android:fraction="0.4" android:value="2"/>
        </propertyValuesHolder>
      </objectAnimator>
      """
    let animation = try #require(Self.load(text).animation)
    guard case .animator(let holders) = animation.kind else {
      Issue.record("expected an animator")
      return
    }
    #expect(holders.count == 2)
    // First moved to 0; the middle one in the gap 0…1 split in 2 → 0.5.
    #expect(holders.first?.keyframes.map(\.fraction) == [0, 0.5, 1])
    // Android reads a fraction as a float: 0.4f.
    #expect(holders.last?.keyframes.map(\.fraction) == [0, Double(Float(0.4)), 1])
    #expect(holders.last?.keyframes.map(\.value) == [nil, 2, nil])
  }

  /// Each bad input at its exact location.
  @Test func badInput() {
    // Unknown tag: line 2, column 3.
    #expect(
      Self.load("<set \(Self.ns)>\n  <alpha/>\n</set>").errors == ["2:3 unknown-tag"]
    )
    // Unknown property: the value of propertyName: "<objectAnimator " (16) + the namespace
    // declaration (58) + a space ends at column 75; `android:propertyName="` (22) → column 98.
    #expect(
      Self.load("<objectAnimator \(Self.ns) android:propertyName=\"scale\"/>").errors
        == ["1:98 unknown-property"]
    )
    // Line 2: a space, `android:propertyName="alpha"` (28), a space → `android:duration="`
    // (18) starts at column 31, its value at 49. (Value types: PropertyAnimatorValueTypeTests.)
    #expect(
      Self.load(
        "<objectAnimator \(Self.ns)\n android:propertyName=\"alpha\" android:duration=\"-5\"/>"
      ).errors == ["2:49 negative-duration"]
    )
  }

  /// Corpus files: Topeka's `slide_in_bottom` (objectAnimator `y` 5000 → 0, 600 ms,
  /// fast_out_linear_in, floatType) loads clean; Plaid's `upvote` animates a vector group's
  /// `translateY`, a warning and no animated View property.
  @Test func corpusFiles() throws {
    let topeka =
      TestPaths.sharedCorpus
      + "/apps/topeka/quiz/src/main/res/animator-v21/slide_in_bottom.xml"
    let slide = try PropertyAnimatorFile.load(path: topeka)
    #expect(slide.diagnostics.isEmpty)
    #expect(slide.value.durationMs == 600 && slide.value.interpolator == .fastOutLinearIn)
    #expect(
      slide.value.kind
        == .animator([
          PropertyAnimation.Holder(
            property: .y,
            keyframes: [
              PropertyAnimation.HolderKeyframe(fraction: 0, value: 5000),
              PropertyAnimation.HolderKeyframe(fraction: 1, value: 0),
            ]
          )
        ])
    )
    let plaid = TestPaths.sharedCorpus + "/apps/plaid/app/src/main/res/animator/upvote.xml"
    let upvote = try PropertyAnimatorFile.load(path: plaid)
    #expect(upvote.diagnostics.map(\.code) == ["unsupported-property"])
    #expect(upvote.value.kind == .animator([]))
  }
}
