import SceneDiffAndroid
import SceneDiffCore
import SceneDiffTestSupport
import Testing

/// `res/anim` files read as `AnimationUtils.loadAnimation` inflates them: every attribute, the
/// stock animations, and each bad input at its exact location.
@Suite struct ViewAnimationFileTests {
  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  /// Loads `text` as `res/anim/t.xml` and returns the animation or the error lines
  /// `line:column code`.
  static func load(_ text: String) -> (animation: ViewAnimation?, errors: [String]) {
    do {
      let loaded = try ViewAnimationFile.load(bytes: Array(text.utf8), file: "res/anim/t.xml")
      return (loaded.value, [])
    } catch {
      return (
        nil,
        error.diagnostics.filter { $0.severity == .error }
          .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
      )
    }
  }

  /// Every common attribute and a set's push-down flags, as written.
  @Test func attributes() throws {
    let text = """
      <set \(Self.ns) android:duration="300" android:startOffset="20"
          android:shareInterpolator="false" android:interpolator="@android:interpolator/linear">
        <rotate android:fromDegrees="0" android:toDegrees="90" android:pivotX="50%" android:pivotY="25%p"
            android:repeatCount="infinite" android:repeatMode="reverse" android:fillEnabled="true"
            android:fillBefore="false" android:fillAfter="true" android:zAdjustment="top"/>
        <cliprect android:fromLeft="0" android:fromTop="10" android:fromRight="50%" android:fromBottom="100%"
            android:toLeft="0" android:toTop="0" android:toRight="100%" android:toBottom="100%"/>
      </set>
      """
    let set = try #require(Self.load(text).animation)
    #expect(set.pushedDown == ViewAnimation.PushedDown([.duration, .startOffset]))
    #expect(set.durationMs == 300 && set.startOffsetMs == 20)
    #expect(set.interpolator == Interpolator.linear)
    guard case .set(let children, let share) = set.kind else { throw CancellationError() }
    #expect(!share)
    let rotate = children[0]
    let expected = ViewAnimation.Kind.rotate(
      from: 0,
      to: 90,
      pivotX: .relativeToSelf(0.5),
      pivotY: .relativeToParent(0.25)
    )
    #expect(rotate.kind == expected)
    #expect(rotate.repeatsForever && rotate.repeatMode == .reverse)
    #expect(rotate.fillEnabled && !rotate.fillBefore && rotate.fillAfter)
    #expect(rotate.zAdjustment == .top)
    let clip = ViewAnimation.Kind.clipRect(
      from: [.absolute(0), .absolute(10), .relativeToSelf(0.5), .relativeToSelf(1)],
      to: [.absolute(0), .absolute(0), .relativeToSelf(1), .relativeToSelf(1)]
    )
    #expect(children[1].kind == clip)
  }

  /// The stock `slide_in_left` (§1.10): a sharing set without an interpolator whose two
  /// children run `config_mediumAnimTime` = 400 ms.
  @Test func stockSlideInLeft() throws {
    let a = try ViewAnimationFile.resolve("@android:anim/slide_in_left", anchor: nil).value
    guard case .set(let children, let share) = a.kind else { throw CancellationError() }
    #expect(share && a.interpolator == nil)
    #expect(children.map(\.durationMs) == [400, 400])
    #expect(
      children[0].kind
        == .translate(
          fromX: .relativeToParent(-0.5),
          toX: .absolute(0),
          fromY: .absolute(0),
          toY: .absolute(0)
        )
    )
    #expect(children[1].kind == .alpha(from: 0, to: 1))
  }

  /// `fade_in` is 500 ms (`config_longAnimTime`) on decelerate_quad; `fade_out` 400 ms on
  /// accelerate_quad.
  @Test func stockFades() throws {
    let fadeIn = try ViewAnimationFile.resolve("@android:anim/fade_in", anchor: nil).value
    let fadeOut = try ViewAnimationFile.resolve("@android:anim/fade_out", anchor: nil).value
    #expect(fadeIn.durationMs == 500 && fadeIn.interpolator == .decelerate(factor: 1))
    #expect(fadeOut.durationMs == 400 && fadeOut.interpolator == .accelerate(factor: 1))
  }

  /// AndroidX `fragment_open_exit` (§1.12) when the app has no file of that name: alpha
  /// 1 → 0.4 linear from 83 ms for 167 ms with every fill flag, and a 400 ms FESO scale.
  @Test func androidXFragmentOpenExit() throws {
    let a = try ViewAnimationFile.resolve("@anim/fragment_open_exit", anchor: nil).value
    guard case .set(let children, false) = a.kind else { throw CancellationError() }
    // Android reads the value as a 32-bit float.
    #expect(children[0].kind == .alpha(from: 1, to: Double(Float(0.4))))
    #expect(children[0].startOffsetMs == 83 && children[0].durationMs == 167)
    #expect(children[0].fillEnabled && children[0].fillBefore && children[0].fillAfter)
    #expect(children[0].interpolator == .linear)
    #expect(children[1].interpolator == .fastOutExtraSlowIn && children[1].durationMs == 400)
  }

  /// Each bad input at its exact location.
  @Test func everyErrorIsLocated() {
    let text = """
      <set \(Self.ns)>
        <wobble/>
        <translate android:fromXDelta="50%q"/>
        <alpha android:duration="-5"/>
        <scale android:interpolator="@anim/missing"/>
        <alpha><alpha/></alpha>
      </set>
      """
    #expect(
      Self.load(text).errors
        == [
          "2:3 unknown-tag",  // <wobble>
          // 2 + `<translate ` (11) + `android:fromXDelta="` (20) = 33 bytes before the value.
          "3:34 invalid-value",
          // 2 + `<alpha ` (7) + `android:duration="` (18) = 27 bytes before.
          "4:28 negative-duration",
          // 2 + `<scale ` (7) + `android:interpolator="` (22) = 31 bytes before.
          "5:32 unresolved-reference",
          "6:10 animation-in-leaf",  // the inner <alpha> after 2 + `<alpha>` (7)
        ]
    )
  }

  /// A reference that names nothing: an app `@anim/` without a file (and not an AndroidX
  /// name), an unknown stock name, and `@animator/` (not supported yet).
  @Test(arguments: ["@anim/nope", "@android:anim/nope", "@animator/fade"])
  func unresolvedNames(value: String) {
    #expect(throws: DiagnosticsError.self) {
      try ViewAnimationFile.resolve(value, anchor: nil)
    }
  }

  /// `@anim/NAME` finds the app's own file in the `res/` tree of the anchor layout first.
  @Test func appFileWins() throws {
    let folder = try TemporaryFolder("anim")
    _ = try folder.write(
      "<alpha \(Self.ns) android:fromAlpha=\"0.5\" android:duration=\"10\"/>",
      to: "res/anim/fragment_fade_enter.xml"
    )
    let layout = try folder.write("<FrameLayout/>", to: "res/layout/a.xml")
    let a = try ViewAnimationFile.resolve("@anim/fragment_fade_enter", anchor: layout).value
    #expect(a.kind == .alpha(from: 0.5, to: 1) && a.durationMs == 10)
  }
}
