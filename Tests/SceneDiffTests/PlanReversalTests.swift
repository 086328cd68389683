import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// `Plan.reversed()`: sampled at `t`, the reversed plan shows what the plan shows at
/// `totalDurationMs − t`.
@Suite struct PlanReversalTests {
  /// Scenes 360 × 640 at density 1 (a unit is a pixel).
  static func scene(_ views: [ViewNode]) -> SceneTree { TestScenes.scene(views) }

  /// An animator with the usual defaults.
  static func animator(
    _ target: String,
    _ property: AnimatedProperty,
    _ from: AnimatedValue,
    _ to: AnimatedValue,
    space: AnimatorSpace = .parent,
    start: Double = 0,
    duration: Double,
    interpolator: Interpolator = .linear
  ) -> Animator {
    Animator(
      target: target,
      transition: "Test",
      property: property,
      space: space,
      from: from,
      to: to,
      startMs: start,
      durationMs: duration,
      timing: .interpolator(interpolator)
    )
  }

  @Test func anAccelerateFadeReversesToADecelerateFade() throws {
    let dot = TestScenes.view("dot", 10, 10, 20, 20)
    let plan = Plan(
      fromScene: Self.scene([dot]),
      toScene: Self.scene([dot]),
      matches: [Plan.Match(from: "dot", to: "dot", by: "id")],
      animators: [
        Self.animator(
          "dot",
          .alpha,
          .scalar(0),
          .scalar(1),
          duration: 100,
          interpolator: .accelerate(factor: 1)
        )
      ]
    )
    let reversed = Sampler(plan: plan.reversed())
    let forward = Sampler(plan: plan)
    // Reversed, alpha runs 1 → 0 with Decelerate(1), 1 − (1 − t)²:
    //   25 ms: 1 − 0.75² = 0.4375, alpha 1 + 0.4375 × (0 − 1) = 0.5625 = forward 75 ms, 0.75²;
    //   50 ms: 1 − 0.5² = 0.75, alpha 0.25 = forward 50 ms, 0.5²;
    //   75 ms: 1 − 0.25² = 0.9375, alpha 0.0625 = forward 25 ms, 0.25².
    for (t, alpha) in [(25.0, 0.5625), (50, 0.25), (75, 0.0625)] {
      #expect(reversed.sample(at: t)["dot"]?.alpha == alpha)
      #expect(forward.sample(at: 100 - t)["dot"]?.alpha == alpha)
    }
  }

  @Test func listRemovePlaysBackwards() throws {
    let plan = try Self.listRemove()
    let reversed = plan.reversed()
    #expect(reversed.fromScene == plan.toScene && reversed.toScene == plan.fromScene)
    #expect(reversed.appearing == ["task_3"] && reversed.disappearing.isEmpty)
    #expect(reversed.totalDurationMs == 600)
    // task_3 faded out 0–300 ms in the overlay; reversed it fades in place from 0 to 1,
    // 600 − 300 = 300 to 600 ms, in its parent's space, with no presence.
    let fade = try #require(reversed.animator("task_3", .alpha))
    #expect(fade.from == .scalar(0) && fade.to == .scalar(1))
    #expect(fade.startMs == 300 && fade.durationMs == 300 && fade.space == .parent)
    #expect(reversed.presences.isEmpty)
    // task_4 moved 216 → 144 from 300 ms; reversed it moves 144 → 216 from 0 ms, along the
    // reversed path.
    let move = try #require(reversed.animator("task_4", .bounds))
    #expect(move.from == .rect(Rect(x: 0, y: 144, width: 360, height: 72)))
    #expect(move.startMs == 0 && move.endMs == 300)
    guard case .move(let path)? = move.path else {
      Issue.record("expected a move path, got \(String(describing: move.path))")
      return
    }
    #expect(path.svgPathData == "M0 144L0 216")
    // By start, then target: task_4 and task_5 at 0 ms, then task_3 at 300 ms.
    #expect(reversed.animators.map(\.target) == ["task_4", "task_5", "task_3"])

    let sampler = Sampler(plan: reversed)
    // 150 ms mirrors 450 ms: AccelerateDecelerate(0.5) = 0.5, task_4's top half way from 144
    // to 216, 180: root y 80 + 180 = 260.
    #expect(sampler.sample(at: 150)["task_4"]?.bounds == Rect(x: 0, y: 260, width: 360, height: 72))
    // 450 ms mirrors 150 ms: transitionAlpha 0 + 0.5 × (1 − 0) = 0.5, drawn at 0.5 × its own
    // 0.5 = 0.25, in place at x 0 + translationX 144, y 80 + 144: where the overlay drew it.
    let row = try #require(sampler.sample(at: 450)["task_3"])
    #expect(row.alpha == 0.25 && row.visible && !row.inOverlay)
    #expect(row.bounds == Rect(x: 144, y: 224, width: 360, height: 72))
  }

  @Test func reversingTwiceGivesThePlanBack() throws {
    // list-remove's first animator starts at 0, so the mirror axis stays at 600 ms; task_3's
    // fade goes back to root space with its overlay at (144, 224), the rounded root location
    // the planner gave it.
    let plan = try Self.listRemove()
    #expect(plan.reversed().reversed() == plan)
  }

  @Test func anAppearingViewDisappearsInTheOverlay() throws {
    let stay = TestScenes.view("stay", 0, 0, 360, 100)
    let badge = TestScenes.view("badge", 40, 60, 20, 20)
    let plan = Plan(
      fromScene: Self.scene([stay]),
      toScene: Self.scene([stay, badge]),
      matches: [Plan.Match(from: "stay", to: "stay", by: "id")],
      appearing: ["badge"],
      animators: [Self.animator("badge", .alpha, .scalar(0), .scalar(1), duration: 200)]
    )
    let reversed = plan.reversed()
    #expect(reversed.disappearing == ["badge"])
    // badge is only in the reversed start scene: drawn in the overlay at its root location
    // (40, 60) until its fade ends at 200 − 0 = 200 ms, the fade in root space.
    #expect(
      reversed.presences == [
        ViewPresence(
          key: "badge",
          placement: .overlay(Rect(x: 40, y: 60, width: 20, height: 20)),
          untilMs: 200
        )
      ]
    )
    #expect(reversed.animator("badge", .alpha)?.space == .root)
    // 50 ms mirrors 150 ms: 1 + 0.25 × (0 − 1) = 0.75.
    let sample = try #require(Sampler(plan: reversed).sample(at: 50)["badge"])
    #expect(sample.alpha == 0.75 && sample.visible && sample.inOverlay)
    #expect(sample.bounds == Rect(x: 40, y: 60, width: 20, height: 20))
    #expect(Sampler(plan: reversed).sample(at: 200)["badge"]?.visible == false)
  }

  @Test func aViewThatBecameVisibleIsKeptInPlaceUntilItFades() throws {
    let hidden = TestScenes.view("tip", 0, 0, 50, 50, visibility: .invisible)
    let shown = TestScenes.view("tip", 0, 0, 50, 50)
    let plan = Plan(
      fromScene: Self.scene([hidden]),
      toScene: Self.scene([shown]),
      matches: [Plan.Match(from: "tip", to: "tip", by: "id")],
      appearing: ["tip"],
      animators: [Self.animator("tip", .alpha, .scalar(0), .scalar(1), duration: 100)]
    )
    let reversed = plan.reversed()
    // The reversed end scene has tip INVISIBLE: Visibility keeps it drawn in place while it
    // fades, until 100 ms.
    #expect(reversed.presences == [ViewPresence(key: "tip", placement: .inPlace, untilMs: 100)])
    let sampler = Sampler(plan: reversed)
    // 50 ms: 1 + 0.5 × (0 − 1) = 0.5.
    #expect(sampler.sample(at: 50)["tip"]?.alpha == 0.5)
    #expect(sampler.sample(at: 50)["tip"]?.visible == true)
    #expect(sampler.sample(at: 100)["tip"]?.visible == false)
  }

  @Test func aGhostStaysWhereThePlanDrawsIt() throws {
    // v moves from parent a (at 0, 0) to parent b (at 100, 200); ChangeTransform draws it as a
    // ghost through b's matrix T(100, 200): at T(100, 200) · T(30, 40) · M = T(130, 240) · M,
    // with M running from T(−20, −20) to the identity over 100 ms.
    let v = { (x: Double, y: Double) in TestScenes.view("v", x, y, 10, 10) }
    let plan = Plan(
      fromScene: Self.scene([
        TestScenes.view("a", 0, 0, 50, 50, children: [v(10, 20)]),
        TestScenes.view("b", 100, 200, 50, 50),
      ]),
      toScene: Self.scene([
        TestScenes.view("a", 0, 0, 50, 50),
        TestScenes.view("b", 100, 200, 50, 50, children: [v(30, 40)]),
      ]),
      matches: ["a", "b", "v"].map { Plan.Match(from: $0, to: $0, by: "id") },
      animators: [
        Self.animator(
          "v",
          .matrix,
          .matrix(.translation(-20, -20)),
          .matrix(.identity),
          space: .root,
          duration: 100
        )
      ],
      presences: [
        ViewPresence(
          key: "v",
          placement: .ghost(parentMatrix: .translation(100, 200)),
          untilMs: 100
        )
      ]
    )
    // Forward at 25 ms: M = T(−15, −15), so v is at (130 − 15, 240 − 15) = (115, 225).
    #expect(
      Sampler(plan: plan).sample(at: 25)["v"]?.bounds == Rect(x: 115, y: 225, width: 10, height: 10)
    )
    // Reversed, v sits at (10, 20) in a; the ghost's parent matrix moves by (30 − 10, 40 − 20)
    // to T(120, 220), so at 75 ms (M' = T(−15, −15)) it is at (120 + 10 − 15, 220 + 20 − 15).
    let reversed = plan.reversed()
    #expect(
      reversed.presences == [
        ViewPresence(
          key: "v",
          placement: .ghost(parentMatrix: .translation(120, 220)),
          untilMs: 100
        )
      ]
    )
    #expect(
      Sampler(plan: reversed).sample(at: 75)["v"]?.bounds
        == Rect(x: 115, y: 225, width: 10, height: 10)
    )
  }

  @Test func retimingByTwoShowsEachFrameAtTwiceTheTime() throws {
    // Doubling every time is exact in binary floating point, so every frame of every shipped
    // pair reappears, bit for bit, at twice its time.
    let discovery = Batch.discover([TestPaths.package("Scenes")])
    for result in Batch.run(discovery.jobs) {
      let plan = try #require(result.plan)
      // An interaction's script keeps its own wall-clock times: retiming scales the plan only.
      guard plan.interaction == nil else { continue }
      let original = Sampler(plan: plan)
      let slow = Sampler(plan: plan.retimed(durationScale: 2))
      for t in stride(from: 0.0, through: plan.totalDurationMs + 50, by: 25) {
        #expect(
          slow.sample(at: 2 * t).views == original.sample(at: t).views,
          "\(result.job.name) at \(t)"
        )
      }
    }
  }

  @Test func aDelayShiftsEveryTimeIncludingPresences() throws {
    let plan = try Self.listRemove().retimed(delayMs: 100)
    // task_3 fades 0–300 ms and is drawn in the overlay until then; delayed, 100–400 ms.
    #expect(plan.animator("task_3", .alpha)?.startMs == 100)
    #expect(plan.presences.map(\.untilMs) == [400])
    #expect(plan.totalDurationMs == 700)
  }

  static func listRemove() throws -> Plan {
    let from = try SceneFile.load(
      path: TestPaths.package("Scenes/list-remove/layout/tasks_before.xml")
    )
    let to = try SceneFile.load(
      path: TestPaths.package("Scenes/list-remove/layout/tasks_after.xml")
    )
    let transition = try TransitionFile.load(
      path: TestPaths.package("Scenes/list-remove/transition/auto_remove.xml")
    )
    return Planner.plan(from: from.value, to: to.value, transition: transition.value)
  }
}
