import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Problems found by walking through the tool as a newcomer, each pinned by a test.
@Suite struct RegressionTests {
  @Test func explainListsTheOverlayFadeOfAMatchedViewThatBecomesGone() throws {
    let start = TestScenes.scene([TestScenes.view("fab", 0, 0, 56, 56)])
    let end = TestScenes.scene([TestScenes.view("fab", 0, 0, 56, 56, visibility: .gone)])
    let explanation = MatchExplanation(from: start, to: end, transition: .fade())
    // Both sides: matched by id, and Fade animates it (in the overlay, under its start key).
    #expect(
      explanation.entries.filter { $0.key == "fab" }.map(\.transitions) == [["Fade"], ["Fade"]]
    )
  }

  @Test func childrenOfAHiddenRemovedViewStillMultiplyInItsAlpha() throws {
    // A removed view with alpha 0.5 and a child: after the 300 ms fade neither is drawn, and the
    // child's alpha is its own 1 × its parent's 0.5, as while it was drawn.
    var parent = TestScenes.view(
      "gone",
      0,
      0,
      50,
      50,
      children: [TestScenes.view("kid", 0, 0, 10, 10)]
    )
    parent.alpha = 0.5
    let plan = Planner.plan(
      from: TestScenes.scene([parent]),
      to: TestScenes.scene([]),
      transition: .fade()
    )
    let frame = Sampler(plan: plan).sample(at: 450)
    #expect(try #require(frame["kid"]).alpha == 0.5)
    #expect(try #require(frame["kid"]).visible == false)
    // While drawn (150 ms, f = 0.5): 0.5 × 0.5 for the parent, and the same for the child.
    #expect(try #require(Sampler(plan: plan).sample(at: 150)["kid"]).alpha == 0.25)
  }
}

@Suite struct PlanWarningTests {
  @Test func scenesThatDisagreeOnUnitsOrSizeAreWarnedAbout() {
    let start = SceneTree(width: 360, height: 640, units: "dp", views: [])
    let end = SceneTree(width: 400, height: 640, units: "px", views: [])
    let codes = Planner.plan(from: start, to: end).diagnostics.map(\.code)
    #expect(codes == ["units-mismatch", "root-size-mismatch"])
  }

  @Test func anEpicenterNamingNoViewIsWarnedAbout() {
    var explode = SceneTransition(Explode())
    explode.epicenter = .view("nowhere")
    let scene = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10)])
    let codes = Planner.plan(from: scene, to: scene, transition: explode).diagnostics.map(\.code)
    #expect(codes == ["epicenter-not-found"])
  }
}
