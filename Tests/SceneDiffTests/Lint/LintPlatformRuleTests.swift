import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@Suite("Lint platform rules")
struct LintPlatformRuleTests {
  @Test("surface-without-fallback: a SurfaceView moved by changeBounds")
  func surface() {
    let found = LintFixtures.findings(
      "surface-without-fallback",
      LintFixtures.movingCard(duration: 300, className: "android.view.SurfaceView")
    )
    #expect(found.count == 2)  // its start and its end view
    #expect(found.first?.severity == .error)
    #expect(
      found.first?.message.hasPrefix("SurfaceView 'card' is animated by a Transition-framework")
        == true
    )
    #expect(
      LintFixtures.findings("surface-without-fallback", LintFixtures.movingCard(duration: 300))
        .isEmpty
    )
  }

  @Test("min-sdk-transition: minSdkVersion 19 without res/anim; 21, or an anim folder, is fine")
  func minSdk() throws {
    func run(manifest: String, anim: Bool) throws -> [LintFinding] {
      let folder = try TemporaryFolder("lint-minsdk")
      _ = try folder.write(manifest, to: "app/AndroidManifest.xml")
      if anim { _ = try folder.write("<set/>", to: "app/anim/fade.xml") }
      var pair = LintFixtures.movingCard(duration: 300)
      pair.transitionFile = folder.path + "/app/transition/move.xml"
      return LintFixtures.findings("min-sdk-transition", pair)
    }
    let manifest19 = """
      <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <uses-sdk android:minSdkVersion="19"/>
      </manifest>
      """
    let found = try run(manifest: manifest19, anim: false)
    // Line 2: the 4-space indent and `<uses-sdk ` (10) are 14 characters, so `android:` starts
    // at column 15 and `minSdkVersion`, where the finding points, 8 columns later: column 23.
    #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["2:23"])
    #expect(found.first?.message.hasPrefix("minSdkVersion 19 is below 21") == true)
    #expect(try run(manifest: manifest19, anim: true).isEmpty)
    #expect(
      try run(manifest: manifest19.replacingOccurrences(of: "19", with: "21"), anim: false).isEmpty
    )
  }

  @Test("interactive-threshold: a release threshold outside 20–50 %")
  func interactionThreshold() throws {
    let folder = try TemporaryFolder("lint-interaction")
    func file(_ threshold: String) throws -> String {
      try folder.write(
        """
        <interaction>
            <update atMs="0" percent="0"/>
            <release atMs="100" velocity="0" threshold="\(threshold)"/>
        </interaction>
        """,
        to: "i-\(threshold).xml"
      )
    }
    let found = try Linter().findings(forInteractionFile: try file("0.75")).get()
    // The value starts after `    <release atMs="100" velocity="0" threshold="`: the indent (4),
    // `<release` (8), ` atMs="100"` (11), ` velocity="0"` (13) and ` threshold="` (12) are 48
    // characters, so column 49 of line 3.
    #expect(found.map(\.location.line) == [3])
    #expect(found.map(\.location.column) == [49])
    #expect(
      found.map { (finding: LintFinding) in finding.message } == [
        "the release threshold 75 % is outside 20–50 %"
      ]
    )
    #expect(try Linter().findings(forInteractionFile: try file("0.5")).get().isEmpty)
    #expect(try Linter().findings(forInteractionFile: try file("0.1")).get().count == 1)
  }

  @Test("popped-screen-underneath: the screen underneath animates, the one on top does not")
  func poppedScreen() throws {
    let fadeOut = try ViewAnimationFile.resolve("@android:anim/fade_out", anchor: nil).value
    let a = LintFixtures.scene([LintFixtures.view("list", 0, 0, 360, 640)])
    let b = LintFixtures.scene([LintFixtures.view("detail", 0, 0, 360, 640)], file: "b.xml")
    func pair(_ order: ScreenChange.Order) -> LintPair {
      let change = ScreenChange(
        from: a,
        to: b,
        order: order,
        exit: .viewAnimation(source: "@android:anim/fade_out", fadeOut)
      )
      return LintPair(
        from: "a.xml",
        to: "b.xml",
        transitionFile: "a.xml",
        declaration: .start(of: "a.xml"),
        transition: SceneTransition(Fade()),
        plan: change.plan()
      )
    }
    // Entering on top (a push in FragmentContainerView): the leaving screen's fade is hidden.
    #expect(LintFixtures.findings("popped-screen-underneath", pair(.enteringOnTop)).count == 1)
    // Leaving on top (a pop): the fade is seen.
    #expect(LintFixtures.findings("popped-screen-underneath", pair(.leavingOnTop)).isEmpty)
    // The fade is a view animation: it still plays with animations removed (its file is
    // @android:anim/fade_out). A pair with no view animation has no such finding.
    let stillMoves = LintFixtures.findings("reduced-motion-still-moves", pair(.leavingOnTop))
    #expect(stillMoves.count == 1)
    #expect(stillMoves.first?.message.contains("'@android:anim/fade_out' on 'from:list'") == true)
    let still = ScreenChange(from: a, to: b).plan()
    let plain = LintPair(
      from: "a.xml",
      to: "b.xml",
      transitionFile: "a.xml",
      declaration: .start(of: "a.xml"),
      transition: SceneTransition(Fade()),
      plan: still
    )
    #expect(LintFixtures.findings("reduced-motion-still-moves", plain).isEmpty)
  }
}
