import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Transitions written in code with ``TransitionBuilder`` and the modifiers.
@Suite struct TransitionBuilderTests {
  /// "mover" moves 100 right, "new" is added.
  let start = TestScenes.scene([TestScenes.view("mover", 0, 100, 50, 50)])
  let end = TestScenes.scene([
    TestScenes.view("mover", 100, 100, 50, 50), TestScenes.view("new", 200, 200, 50, 50),
  ])

  @Test func aBuiltSetEqualsTheSameSetWrittenOut() {
    let showsCaption = true
    let built = TransitionSet(.sequential) {
      Fade(mode: .out).duration(100)
      ChangeBounds().interpolator(.fastOutSlowIn)
      if showsCaption { Fade(mode: .in) }
      if !showsCaption { Explode() }
    }
    let written = TransitionSet(
      ordering: .sequential,
      children: [
        SceneTransition(Fade(mode: .out), durationMs: 100),
        SceneTransition(ChangeBounds(), interpolator: .fastOutSlowIn),
        SceneTransition(Fade(mode: .in)),
      ]
    )
    #expect(built == written)
  }

  @Test func loopsAndBranchesAddTheirChildrenInOrder() {
    let edges: [SlideEdge] = [.left, .top]
    let built = SceneTransition.together {
      for edge in edges { Slide(edge: edge) }
      if edges.isEmpty { Fade() } else { ChangeBounds() }
    }
    let set = built.kind as? TransitionSet
    #expect(set?.ordering == .together)
    #expect(
      set?.children.map(\.className) == ["Slide", "Slide", "ChangeBounds"]
    )
    #expect((set?.children[1].kind as? Slide)?.edge == .top)
  }

  @Test func aSequentialBuiltSetSchedulesItsChildrenOneAfterAnother() throws {
    let transition = SceneTransition.sequential {
      ChangeBounds().duration(200).interpolator(.linear)
      Fade(mode: .in).duration(100).interpolator(.linear)
    }
    let plan = Planner.plan(from: start, to: end, transition: transition)
    // Sequential: ChangeBounds runs 0–200 ms, then the fade-in of "new" 200–300 ms.
    let bounds = try #require(plan.animator("mover", .bounds))
    #expect((bounds.startMs, bounds.durationMs) == (0, 200))
    let fade = try #require(plan.animator("new", .alpha))
    #expect((fade.startMs, fade.durationMs) == (200, 100))
    #expect(plan.totalDurationMs == 300)
    // At 100 ms the linear move is half-way: x = 0 + 100 × 0.5 = 50; "new" is still at alpha
    // 0 (its fade has not started, so it holds its start value).
    let frame = Sampler(plan: plan).sample(at: 100)
    #expect(try #require(frame["mover"]).bounds.left == 50)
    #expect(try #require(frame["new"]).alpha == 0)
  }

  @Test func aSetsDurationAndDelayModifiersReachItsChildren() throws {
    let transition = SceneTransition.together {
      ChangeBounds()
      Fade(mode: .in)
    }
    .duration(400)
    .startDelay(50)
    let plan = Planner.plan(from: start, to: end, transition: transition)
    // Android: a set's duration replaces each child's; its delay D > 0 is given to every child
    // of a together set: both animators start at 50 and last 400, ending at 450.
    for animator in plan.animators {
      #expect((animator.startMs, animator.durationMs) == (50, 400))
    }
    #expect(plan.animators.count == 2)
    #expect(plan.totalDurationMs == 450)
  }
}
