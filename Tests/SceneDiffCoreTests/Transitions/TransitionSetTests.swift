import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct TransitionSetTests {
  /// "gone_soon" is removed, "mover" moves 100 right, "new" is added.
  let start = TestScenes.scene([
    TestScenes.view("gone_soon", 0, 0, 50, 50), TestScenes.view("mover", 0, 100, 50, 50),
  ])
  let end = TestScenes.scene([
    TestScenes.view("mover", 100, 100, 50, 50), TestScenes.view("new", 200, 200, 50, 50),
  ])

  @Test func autoTransitionRunsFadeOutThenBoundsThenFadeIn() throws {
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.disappearing == ["gone_soon"])
    #expect(plan.appearing == ["new"])
    #expect(plan.matches == [Plan.Match(from: "mover", to: "mover", by: "id")])
    // Three phases of the default 300 ms: 0–300, 300–600, 600–900.
    let out = try #require(plan.animator("gone_soon", .alpha))
    #expect((out.startMs, out.durationMs, out.space) == (0, 300, .root))
    #expect((out.from, out.to) == (.scalar(1), .scalar(0)))
    #expect(try #require(plan.animator("mover", .bounds)).startMs == 300)
    let fadeIn = try #require(plan.animator("new", .alpha))
    #expect((fadeIn.startMs, fadeIn.from, fadeIn.to) == (600, .scalar(0), .scalar(1)))
    #expect(plan.totalDurationMs == 900)
  }

  @Test func autoTransitionSamples() throws {
    let sampler = Sampler(plan: Planner.plan(from: start, to: end))
    // 0 ms: every animator has applied its start state: the removed view is drawn in the
    // overlay at full alpha, the mover at its start, the new view at transitionAlpha 0.
    let f0 = sampler.sample(at: 0)
    #expect(try #require(f0["gone_soon"]).visible)
    #expect(try #require(f0["gone_soon"]).inOverlay)
    #expect(try #require(f0["gone_soon"]).alpha == 1)
    #expect(try #require(f0["mover"]).bounds == Rect(x: 0, y: 100, width: 50, height: 50))
    #expect(try #require(f0["new"]).alpha == 0)
    // 150 ms: half-way through the fade-out, f(0.5) = 0.5.
    let f150 = sampler.sample(at: 150)
    #expect(try #require(f150["gone_soon"]).alpha == 0.5)
    #expect(try #require(f150["mover"]).bounds.left == 0)
    // 450 ms: the fade-out has ended (overlay removed); the move is half-way: x = 50.
    let f450 = sampler.sample(at: 450)
    #expect(try #require(f450["gone_soon"]).visible == false)
    #expect(try #require(f450["mover"]).bounds.left == 50)
    #expect(try #require(f450["new"]).alpha == 0)
    // 750 ms: the move has ended; the fade-in is half-way.
    let f750 = sampler.sample(at: 750)
    #expect(try #require(f750["mover"]).bounds.left == 100)
    #expect(try #require(f750["new"]).alpha == 0.5)
    // 900 ms: the end state.
    let f900 = sampler.sample(at: 900)
    #expect(try #require(f900["new"]).alpha == 1)
    #expect(try #require(f900["gone_soon"]).visible == false)
  }

  @Test func togetherRunsChildrenAtOnceAndSequentialOneAfterAnother() throws {
    let together = Planner.plan(
      from: start,
      to: end,
      transition: .set(.together, [.changeBounds(durationMs: 200), .fade(durationMs: 100)])
    )
    #expect(try #require(together.animator("mover", .bounds)).startMs == 0)
    #expect(try #require(together.animator("new", .alpha)).startMs == 0)
    #expect(together.totalDurationMs == 200)  // max(200, 100)

    let sequential = Planner.plan(
      from: start,
      to: end,
      transition: .set(.sequential, [.changeBounds(durationMs: 200), .fade(durationMs: 100)])
    )
    #expect(try #require(sequential.animator("new", .alpha)).startMs == 200)
    #expect(sequential.totalDurationMs == 300)  // 200 + 100
  }

  @Test func aSequentialChildWithoutAnimatorsEndsAtOnce() throws {
    // Nothing appears between these scenes, so Fade(IN) has no animators and takes 0 ms.
    let a = TestScenes.scene([TestScenes.view("m", 0, 0, 10, 10)])
    let b = TestScenes.scene([TestScenes.view("m", 20, 0, 10, 10)])
    let plan = Planner.plan(
      from: a,
      to: b,
      transition: .set(.sequential, [.fade(.in, durationMs: 500), .changeBounds(durationMs: 100)])
    )
    #expect(try #require(plan.animator("m", .bounds)).startMs == 0)
    #expect(plan.totalDurationMs == 100)
  }

  @Test func aSetDurationOverridesTheChildren() throws {
    let plan = Planner.plan(
      from: start,
      to: end,
      transition: .set(.together, [.changeBounds(durationMs: 100), .fade()], durationMs: 500)
    )
    #expect(plan.animators.allSatisfy { $0.durationMs == 500 })
  }

  @Test func theOutermostSetDurationWins() throws {
    let inner = SceneTransition.set(.together, [.changeBounds(durationMs: 100)], durationMs: 200)
    let plan = Planner.plan(
      from: start,
      to: end,
      transition: .set(.together, [inner], durationMs: 400)
    )
    #expect(try #require(plan.animator("mover", .bounds)).durationMs == 400)
  }

  @Test func setStartDelaysAddUp() throws {
    // Together: every child gets D + its own delay (when > 0), else D.
    let together = Planner.plan(
      from: start,
      to: end,
      transition: .set(.together, [.changeBounds(startDelayMs: 50), .fade()], startDelayMs: 100)
    )
    #expect(try #require(together.animator("mover", .bounds)).startMs == 150)  // 100 + 50
    #expect(try #require(together.animator("new", .alpha)).startMs == 100)
    // Sequential: only the first child gets the set's delay; later ones keep their own,
    // counted from when they start. cb: 100 → 400; fade: 400 + 20.
    let sequential = Planner.plan(
      from: start,
      to: end,
      transition: .set(.sequential, [.changeBounds(), .fade(startDelayMs: 20)], startDelayMs: 100)
    )
    #expect(try #require(sequential.animator("mover", .bounds)).startMs == 100)
    #expect(try #require(sequential.animator("new", .alpha)).startMs == 420)
    #expect(sequential.totalDurationMs == 720)  // 420 + 300
  }

  @Test func nestedSetsComposeDelaysAndOrder() throws {
    // sequential [ together(delay 40) [fade out 100, fade in 200], changeBounds 50 ]
    // The together set lasts max(40 + 100, 40 + 200) = 240; the bounds change runs 240–290.
    let inner = SceneTransition.set(
      .together,
      [.fade(.out, durationMs: 100), .fade(.in, durationMs: 200)],
      startDelayMs: 40
    )
    let plan = Planner.plan(
      from: start,
      to: end,
      transition: .set(.sequential, [inner, .changeBounds(durationMs: 50)])
    )
    #expect(try #require(plan.animator("gone_soon", .alpha)).startMs == 40)
    #expect(try #require(plan.animator("new", .alpha)).endMs == 240)
    #expect(try #require(plan.animator("mover", .bounds)).startMs == 240)
    #expect(plan.totalDurationMs == 290)
  }

  @Test func aCodeSetInterpolatorReachesChildrenButAnXMLOneDoesNot() throws {
    var set = SceneTransition.set(.together, [.changeBounds()])
    set.interpolator = .linear
    let coded = Planner.plan(from: start, to: end, transition: set)
    #expect(try #require(coded.animator("mover", .bounds)).timing == .interpolator(.linear))
    var xml = TransitionSet(ordering: .together, children: [.changeBounds()])
    xml.inertInterpolator = .linear
    let inflated = Planner.plan(from: start, to: end, transition: SceneTransition(xml))
    #expect(
      try #require(inflated.animator("mover", .bounds)).timing
        == .interpolator(.accelerateDecelerate)
    )
  }
}
