import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

@Suite struct ChangeTransitionFileTests {
  func children(_ t: SceneTransition) -> [SceneTransition] {
    if let set = t.kind as? TransitionSet { return set.children }
    return []
  }

  func located(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
  }

  @Test func everyChangeTagLoads() throws {
    let loaded = try TransitionFile.load(
      path: TransitionFileTests.fixtures + "/transition/change_family.xml"
    )
    let kinds = children(loaded.value).map(\.kind)
    #expect(kinds.count == 6)
    #expect(
      kinds[0] as? ChangeTransform == ChangeTransform(reparent: false, reparentWithOverlay: false)
    )
    #expect(kinds[1] as? ChangeClipBounds == ChangeClipBounds())
    #expect(kinds[2] as? ChangeImageTransform == ChangeImageTransform())
    #expect(kinds[3] as? ChangeScroll == ChangeScroll())
    #expect(kinds[4] as? Recolor == Recolor())
    // Both options default to true.
    #expect(
      kinds[5] as? ChangeTransform == ChangeTransform(reparent: true, reparentWithOverlay: true)
    )
    #expect(children(loaded.value)[1].durationMs == 200)
    // <recolor> (line 6, column 3) is platform-only: loaded, with a warning.
    #expect(located(loaded.diagnostics) == ["6:3 platform-only-transition"])
    #expect(loaded.diagnostics[0].severity == .warning)
    #expect(loaded.diagnostics[0].message.contains("AndroidX has no Recolor"))
  }

  @Test func badAttributesAreLocated() {
    var found: [Diagnostic] = []
    do {
      _ = try TransitionFile.load(
        path: TransitionFileTests.fixtures + "/transition/change_errors.xml"
      )
    } catch {
      found = error.diagnostics
    }
    #expect(
      located(found) == [
        // 2 spaces, `<changeTransform ` (17), `android:reparent="` (18): the value at 2 + 17 + 18 + 1.
        "2:38 invalid-value",
        // 6 spaces, `android:reparentWithOverlay="` (29): the value at 6 + 29 + 1.
        "3:36 invalid-value",
        // 2 spaces, `<changeScroll ` (14): the attribute at 2 + 14 + 1; only a warning.
        "4:17 ignored-attribute",
        // <fade> inside the leaf <changeClipBounds>.
        "6:5 transition-in-leaf",
      ]
    )
    #expect(
      found.first?.message
        == "invalid value 'yes' for 'android:reparent': expected 'true' or 'false'"
    )
  }

  @Test(arguments: [
    // (corpus file, total duration, properties animated on the test scenes)
    // Together: ChangeBounds and ChangeImageTransform, 300 ms each.
    (
      "animation-samples/ActivitySceneTransitionBasic/app/src/main/res/transition/grid_detail_transition.xml",
      300.0, ["bounds", "imageMatrix"]
    ),
    // Together, the set's 375 ms for every child (its interpolator does not reach them).
    (
      "animation-samples/GridToPager/app/src/main/res/transition/image_shared_element_transition.xml",
      375, ["bounds", "clipBounds", "matrix"]
    ),
    (
      "androidx/transition/transition/src/androidTest/res/transition/change_transform.xml", 300,
      ["matrix"]
    ),
    (
      "androidx/transition/transition/src/androidTest/res/transition/change_scroll.xml", 300,
      ["scrollY"]
    ),
    (
      "androidx/transition/transition/src/androidTest/res/transition/change_clip_bounds.xml", 300,
      ["clipBounds"]
    ),
  ])
  func corpusFilesLoadAndPlan(file: String, total: Double, properties: [String]) throws {
    let loaded = try TransitionFile.load(path: TransitionFileTests.corpus + "/" + file)
    #expect(!loaded.diagnostics.contains { $0.severity == .error })
    var start = ViewNode(
      id: "photo",
      className: "ImageView",
      width: 200,
      height: 100,
      image: ImageContent(scaleType: .fitCenter, drawableWidth: 100, drawableHeight: 100)
    )
    var end = start
    end.y = 100
    end.transform.rotation = 90
    end.clip = Rect(left: 0, top: 0, right: 50, bottom: 50)
    end.scrollY = 10
    end.image?.scaleType = .centerCrop
    start.scrollY = 0
    let plan = Planner.plan(
      from: TestScenes.scene([start]),
      to: TestScenes.scene([end]),
      transition: loaded.value
    )
    #expect(plan.totalDurationMs == total)
    #expect(plan.animators.map(\.property.rawValue) == properties)
  }
}
