import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

@Suite struct TransitionFileTests {
  static let fixtures = TestPaths.fixtures(of: "SceneDiffAndroidTests") + "/res"
  static let corpus = TestPaths.corpus

  func children(_ t: SceneTransition) -> [SceneTransition] {
    if let set = t.kind as? TransitionSet { return set.children }
    return []
  }

  @Test func resourcesResolveInTheEnclosingResTree() throws {
    let t = try TransitionFile.load(path: Self.fixtures + "/transition/resources.xml").value
    let (bounds, fade) = (children(t)[0], children(t)[1])
    #expect(bounds.durationMs == 450)  // @integer/move_duration
    #expect(bounds.interpolator == .accelerate(factor: 1.5))  // res/interpolator/snappy.xml
    #expect(fade.durationMs == 200)  // @android:integer/config_shortAnimTime
    #expect(fade.startDelayMs == 32)  // 0x20
    #expect(fade.interpolator == .decelerate(factor: 1))
  }

  @Test func androidQuirksAreReproducedAndExplained() throws {
    let loaded = try TransitionFile.load(path: Self.fixtures + "/transition/quirks.xml")
    let t = loaded.value
    guard let set = t.kind as? TransitionSet else { throw CancellationError() }
    // The set's XML interpolator is stored but reaches no child.
    #expect(set.inertInterpolator == .linear && t.interpolator == nil)
    #expect(set.ordering == .sequential)
    #expect(t.startDelayMs == nil)  // 0 is ignored, as Android applies only delays > 0
    #expect(t.matchOrder == [.id, .name])  // case-insensitive tokens
    let fade = set.children[0]
    // fadingMode wins over transitionVisibilityMode.
    #expect((fade.kind as? Fade) == Fade(mode: .out))
    #expect(fade.durationMs == nil)  // "duration" without the android namespace is ignored
    #expect((set.children[1].kind as? ChangeBounds) == ChangeBounds(resizeClip: true))
    // <autoTransition> stays sequential whatever transitionOrdering says.
    guard let auto = set.children[2].kind as? TransitionSet else { throw CancellationError() }
    #expect(auto.ordering == .sequential && auto.className == "AutoTransition")
    #expect(
      loaded.diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
        == [
          "2:5 set-interpolator-not-inherited", "5:9 missing-namespace",
          // 2 + `<changeBounds ` (14) + `android:resizeClip="true" ` (26) = 42 bytes before.
          "6:43 ignored-attribute",
        ]
    )
  }

  @Test func everyErrorIsLocated() {
    var found: [String] = []
    do {
      _ = try TransitionFile.load(path: Self.fixtures + "/transition/broken.xml")
    } catch {
      found = error.diagnostics.filter { $0.severity == .error }
        .map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
    }
    #expect(
      found == [
        "2:33 invalid-value",  // 4 spaces + `android:transitionOrdering="` (28) → column 33
        "3:35 invalid-value",  // duration="fast"
        "4:5 transition-in-leaf",  // <fade> inside <changeBounds>
        "6:3 unknown-tag",  // <wobble>
        // line 7, <transition class=…>, is a custom class: a warning, not an error.
        "8:31 unresolved-reference",  // @android:interpolator/nope
        "8:79 invalid-match-order",  // id twice
        "9:27 unresolved-reference",  // @integer/missing
      ]
    )
  }

  @Test(arguments: [
    // (corpus file, total duration of the transition on a move + appear + disappear pair)
    (
      "animation-samples/BasicTransition/Application/src/main/res/transition/changebounds_fadein_together.xml",
      300.0
    ),
    ("animation-samples/GridToPager/app/src/main/res/transition/grid_exit_transition.xml", 400.0),
    ("platform_frameworks_base/core/res/res/transition/no_transition.xml", 0.0),
    ("platform_frameworks_base/core/res/res/transition/popup_window_exit.xml", 300.0),
    ("platform_frameworks_base/core/res/res/transition/fade.xml", 300.0),
    ("androidx/transition/transition/src/androidTest/res/transition/auto_transition.xml", 900.0),
    ("androidx/transition/transition/src/androidTest/res/transition/fade.xml", 300.0),
  ])
  func corpusFilesLoadAndPlan(file: String, total: Double) throws {
    let t = try TransitionFile.load(path: Self.corpus + "/" + file).value
    let start = TestScenes.scene([
      TestScenes.view("card_view", 0, 0, 50, 50),
      TestScenes.view("transition_title", 0, 100, 50, 50),
    ])
    let end = TestScenes.scene([
      TestScenes.view("transition_title", 100, 100, 50, 50), TestScenes.view("new", 0, 300, 50, 50),
    ])
    // grid_exit: a 375 ms set (delay 25) with one fade targeting card_view: 25 + 375 = 400.
    // changebounds_fadein_together: together, 300 ms; its fade only targets transition_title.
    // AutoTransition: fade out 0–300, move 300–600, fade in 600–900.
    #expect(Planner.plan(from: start, to: end, transition: t).totalDurationMs == total)
  }

  @Test func basicTransitionManagerPicksItsToOnlyRule() throws {
    let path =
      Self.corpus
      + "/animation-samples/BasicTransition/Application/src/main/res/transition/scene3_transition_manager.xml"
    let manifest = try TransitionManagerFile.load(path: path).value
    let res = Self.corpus + "/animation-samples/BasicTransition/Application/src/main/res"
    // Any scene → scene3 uses changebounds_fadein_together; nothing is registered for scene1.
    #expect(
      manifest.transition(from: res + "/layout/scene1.xml", to: res + "/layout/scene3.xml")
        == res + "/transition/changebounds_fadein_together.xml"
    )
    #expect(
      manifest.transition(from: res + "/layout/scene3.xml", to: res + "/layout/scene1.xml") == nil
    )
  }
}

@Suite struct FrameworkTransitionFileTests {
  @Test func theFrameworkMoveTransitionLoadsWithMoveImageAsChangeImageTransform() throws {
    let loaded = try TransitionFile.load(
      path: TransitionFileTests.corpus
        + "/platform_frameworks_base/core/res/res/transition/move.xml"
    )
    #expect(loaded.diagnostics.map(\.code) == ["framework-alias"])
    guard let outer = loaded.value.kind as? TransitionSet else { throw CancellationError() }
    // <transitionSet>[<transitionSet>[changeBounds, changeTransform, changeClipBounds], moveImage]
    #expect(outer.children.count == 2)
    #expect((outer.children[1].kind as? ChangeImageTransform) == ChangeImageTransform())
    #expect(outer.children[1].targets.targetClasses == ["android.widget.ImageView"])
    #expect(outer.children[0].targets.excludeClasses == ["android.widget.ImageView"])
  }
}
