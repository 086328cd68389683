import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// Issue 13: a plan never reports an animator that moves nothing.
@Suite struct EmptyAnimatorTests {
  @Test func noShippedPairHasATranslationAnimatorThatStaysPut() {
    let discovery = Batch.discover([TestPaths.package("Scenes")])
    let plans = Batch.run(discovery.jobs).compactMap(\.plan)
    #expect(plans.count == discovery.jobs.count)
    for plan in plans {
      for animator in plan.animators
      where animator.property == .translationX || animator.property == .translationY {
        #expect(animator.from != animator.to, "\(animator.target) \(animator.property.rawValue)")
      }
    }
  }

  @Test func aSlideToTheEndEdgeMovesOnlyX() throws {
    // inbox_to_detail_slide.xml slides towards the end edge; in a left-to-right scene that is
    // the right edge, whose gone translation is (tx + width, ty): only X changes.
    let folder = TestPaths.package("Scenes/master-detail")
    let plan = Planner.plan(
      from: try SceneFile.load(path: folder + "/layout/message_detail.xml").value,
      to: try SceneFile.load(path: folder + "/layout/inbox.xml").value,
      transition: try TransitionFile.load(path: folder + "/transition/inbox_to_detail_slide.xml")
        .value
    )
    let slides = plan.animators.filter { $0.transition == "Slide" }
    #expect(!slides.isEmpty)
    #expect(slides.allSatisfy { $0.property == .translationX })
  }
}
