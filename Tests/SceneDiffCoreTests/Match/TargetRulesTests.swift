import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct TargetRulesTests {
  /// Four views that all move 10 px right between the two scenes.
  ///
  /// `hero` (ImageButton, id photo), `title` (TextView), `card` (a CardView, name `cardName`)
  /// holding `inner` (ImageView, moving within card), so ChangeBounds animates each targeted
  /// view once.
  func scenes() -> (SceneTree, SceneTree) {
    func make(_ dx: Double) -> SceneTree {
      TestScenes.scene([
        ViewNode(
          id: "photo",
          transitionName: "hero",
          className: "ImageButton",
          x: dx,
          y: 0,
          width: 50,
          height: 50
        ),
        ViewNode(id: "title", className: "TextView", x: dx, y: 60, width: 100, height: 20),
        ViewNode(
          id: "card",
          transitionName: "cardName",
          className: "androidx.cardview.widget.CardView",
          x: dx,
          y: 100,
          width: 200,
          height: 200,
          children: [
            ViewNode(id: "inner", className: "ImageView", x: dx, y: 0, width: 40, height: 40)
          ]
        ),
      ])
    }
    return (make(0), make(10))
  }

  /// The keys ChangeBounds animates under `rules`.
  func animated(_ rules: TargetRules) -> [String] {
    let (start, end) = scenes()
    let transition = SceneTransition(ChangeBounds(), targets: rules)
    return Planner.plan(from: start, to: end, transition: transition).animators.map(\.target)
      .sorted()
  }

  /// Loads `<changeBounds>` with one `<target>` from a temporary res/transition file.
  func loadTarget(_ attribute: String) throws -> SceneTransition {
    let folder = try TemporaryFolder("targets")
    let xml = """
      <changeBounds xmlns:android="http://schemas.android.com/apk/res/android">
        <targets><target \(attribute)/></targets>
      </changeBounds>
      """
    let path = try folder.write(xml, to: "res/transition/t.xml")
    return try TransitionFile.load(path: path).value
  }

  @Test(arguments: [
    // targetId: the fast capture path; only `photo` (key `hero`).
    ("android:targetId=\"@id/photo\"", ["hero"]),
    // excludeId: capture stops at card, so inner is never captured either.
    ("android:excludeId=\"@id/card\"", ["hero", "title"]),
    // targetName: only the view named `hero`.
    ("android:targetName=\"hero\"", ["hero"]),
    // excludeName: only checked at matching, so card's child is still captured and animated.
    ("android:excludeName=\"cardName\"", ["hero", "inner", "title"]),
    // excludeClass: a CardView is a FrameLayout; capture stops there, inner too.
    ("android:excludeClass=\"android.widget.FrameLayout\"", ["hero", "title"]),
    // targetClass: an ImageButton is an ImageView, so both image views animate.
    ("android:targetClass=\"android.widget.ImageView\"", ["hero", "inner"]),
    // Every view is a View.
    ("android:targetClass=\"android.view.View\"", ["cardName", "hero", "inner", "title"]),
  ])
  func eachTargetAttribute(attribute: String, expected: [String]) throws {
    let transition = try loadTarget(attribute)
    let (start, end) = scenes()
    let plan = Planner.plan(from: start, to: end, transition: transition)
    #expect(plan.animators.map(\.target).sorted() == expected)
  }

  @Test func theFastPathConsultsNoExclusionAtCapture() {
    // targetId only: findViewById captures `inner` directly although its parent is excluded,
    // and it is a valid target (its own id is not excluded), so it animates.
    #expect(animated(TargetRules(targetIds: ["inner"], excludeIds: ["card"])) == ["inner"])
    // With a target name as well, capture is the full traversal: it stops at the excluded
    // card, so inner is never captured and only `hero` animates.
    #expect(
      animated(TargetRules(targetIds: ["inner"], targetNames: ["hero"], excludeIds: ["card"]))
        == ["hero"]
    )
    // Captured on the fast path but excluded at matching: excludes always win.
    #expect(animated(TargetRules(targetIds: ["photo"], excludeIds: ["photo"])).isEmpty)
    #expect(
      TargetRules(targetIds: ["a"]).usesFastCapturePath
        && !TargetRules(targetIds: ["a"], targetClasses: ["View"]).usesFastCapturePath
    )
  }

  @Test func theFastPathCapturesOnlyTheFirstViewWithAnId() {
    // findViewById finds only the first `dup`, so on each side the id is unique among captured
    // views and the two first views match (keys fall back to paths: the id is duplicated).
    let start = TestScenes.scene([
      TestScenes.view("dup", 0, 0, 10, 10), TestScenes.view("dup", 0, 50, 10, 10),
    ])
    let end = TestScenes.scene([
      TestScenes.view("dup", 10, 0, 10, 10), TestScenes.view("dup", 10, 50, 10, 10),
    ])
    let transition = SceneTransition(
      ChangeBounds(),
      targets: TargetRules(targetIds: ["dup"])
    )
    let plan = Planner.plan(from: start, to: end, transition: transition)
    #expect(plan.matches == [Plan.Match(from: "/0", to: "/0", by: "id")])
    #expect(plan.animators.map(\.target) == ["/0"])
  }

  @Test func excludeChildrenKeepsTheParentButNotItsChildren() {
    #expect(animated(TargetRules(excludeChildrenIds: ["card"])) == ["cardName", "hero", "title"])
    #expect(
      animated(TargetRules(excludeChildrenClasses: ["android.view.ViewGroup"]))
        == ["cardName", "hero", "title"]
    )
  }

  @Test func matchOrderInstanceAndItemIdAreAcceptedButMatchNothing() throws {
    let folder = try TemporaryFolder("order")
    let xml = """
      <changeBounds xmlns:android="http://schemas.android.com/apk/res/android"
          android:matchOrder=" Instance ,, ITEMID "/>
      """
    let path = try folder.write(xml, to: "res/transition/t.xml")
    let transition = try TransitionFile.load(path: path).value
    // Tokens are trimmed and case-insensitive; empty tokens are skipped.
    #expect(transition.matchOrder == [.instance, .itemId])
    let (start, end) = scenes()
    let plan = Planner.plan(from: start, to: end, transition: transition)
    // Two scene files share no view instance and have no adapter item ids: nothing matches,
    // so ChangeBounds (which needs both sides) creates nothing.
    #expect(plan.matches.isEmpty)
    #expect(plan.animators.isEmpty)
    // Each of these keys names an unmatched view of both scenes: the plan separates them.
    #expect(plan.appearing == ["to:hero", "to:title", "to:cardName"])
    // "inner" disappears on its own too: its start parent's id, card, is found in the end scene
    // (Android's findViewById check), so it counts as the outermost removed view.
    #expect(plan.disappearing == ["from:hero", "from:title", "from:cardName", "from:inner"])
  }

  @Test func ancestryFollowsTheTable() {
    #expect(
      AndroidClassHierarchy.ancestry(of: "ImageButton") == [
        "ImageButton", "android.widget.ImageButton", "android.widget.ImageView",
        "android.view.View",
      ]
    )
    #expect(
      AndroidClassHierarchy.ancestry(
        of: "com.google.android.material.floatingactionbutton.FloatingActionButton"
      ) == [
        "com.google.android.material.floatingactionbutton.FloatingActionButton",
        "com.google.android.material.internal.VisibilityAwareImageButton",
        "android.widget.ImageButton", "android.widget.ImageView", "android.view.View",
      ]
    )
    #expect(
      AndroidClassHierarchy.ancestry(of: "VideoView") == [
        "VideoView", "android.widget.VideoView", "android.view.SurfaceView", "android.view.View",
      ]
    )
    #expect(AndroidClassHierarchy.ancestry(of: "View") == ["View", "android.view.View"])
    #expect(
      AndroidClassHierarchy.ancestry(of: "com.example.Chart") == [
        "com.example.Chart", "android.view.View",
      ]
    )
  }

  @Test(arguments: [
    ("ImageButton", "android.widget.ImageView", true),
    ("ImageButton", "ImageView", true),
    ("ImageView", "android.widget.ImageButton", false),
    ("RecyclerView", "android.view.ViewGroup", true),
    ("LinearLayout", "android.view.ViewGroup", true),
    ("GLSurfaceView", "android.view.SurfaceView", true),
    ("TextureView", "android.view.SurfaceView", false),
    ("com.google.android.material.card.MaterialCardView", "android.widget.FrameLayout", true),
    ("androidx.appcompat.widget.AppCompatButton", "android.widget.TextView", true),
    ("com.example.Chart", "android.view.View", true),
    ("com.example.Chart", "android.widget.ImageView", false),
  ])
  func classRulesMatchSubclasses(viewClass: String, rule: String, matches: Bool) {
    #expect(TargetRules.isInstance(ViewNode(className: viewClass), of: rule) == matches)
  }
}
