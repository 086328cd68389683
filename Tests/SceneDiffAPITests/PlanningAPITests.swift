import Foundation
import SceneDiff
import Testing

/// Planning, sampling, keys, JSON and explanations of a shipped pair, as a user calls them.
///
/// list-remove: tasks_before → tasks_after with `<autoTransition/>` (Scenes/list-remove). The
/// scenes are 360 × 640 dp at density 2.75; task_list sits at root y 80 and its rows are 72 dp
/// tall; task_3 (y 144, translationX 144, alpha 0.5) is removed, and task_4 and task_5 move up
/// one row (216 → 144 and 288 → 216).
@Suite struct PlanningAPITests {
  static func listRemove() throws -> Plan {
    let from = try SceneFile.load(
      path: PackageFiles.path("Scenes/list-remove/layout/tasks_before.xml")
    )
    let to = try SceneFile.load(
      path: PackageFiles.path("Scenes/list-remove/layout/tasks_after.xml")
    )
    let transition = try TransitionFile.load(
      path: PackageFiles.path("Scenes/list-remove/transition/auto_remove.xml")
    )
    return Planner.plan(from: from.value, to: to.value, transition: transition.value)
  }

  @Test func autoTransitionFadesOutThenMoves() throws {
    let plan = try Self.listRemove()
    // AutoTransition is sequential {Fade(OUT), ChangeBounds, Fade(IN)}, 300 ms each with the
    // ValueAnimator default interpolator; nothing fades in, so it ends at 300 + 300 = 600 ms.
    #expect(plan.totalDurationMs == 600)
    #expect(plan.disappearing == ["task_3"])
    #expect(plan.appearing.isEmpty)
    // Everything but task_3 and its three children matches by id: 4 views outside the list
    // and task_list, plus 4 rows × (row + 3 children) = 4 + 16 = 20.
    #expect(plan.matches.count == 20)
    #expect(plan.matches.allSatisfy { $0.from == $0.to && $0.by == "id" })

    let fade = try #require(plan.animator("task_3", .alpha))
    #expect(fade.from == .scalar(1) && fade.to == .scalar(0))
    #expect(fade.startMs == 0 && fade.durationMs == 300)
    #expect(fade.space == .root)  // drawn in the overlay while it fades
    #expect(fade.timing == .interpolator(.accelerateDecelerate))

    let move = try #require(plan.animator("task_4", .bounds))
    #expect(move.from == .rect(Rect(x: 0, y: 216, width: 360, height: 72)))
    #expect(move.to == .rect(Rect(x: 0, y: 144, width: 360, height: 72)))
    #expect(move.startMs == 300 && move.endMs == 600)
    #expect(plan.animators(of: "task_5").map(\.property) == [.bounds])
    #expect(plan.animators.count == 3)
  }

  @Test func framesAreLookedUpByKey() throws {
    let sampler = Sampler(plan: try Self.listRemove())

    // 150 ms: task_3's fade is half way; AccelerateDecelerate(0.5) = cos(1.5π)/2 + 0.5 = 0.5,
    // so transitionAlpha = 1 + 0.5 × (0 − 1) = 0.5 and it is drawn at 0.5 × 0.5 = 0.25. In the
    // overlay it keeps its start position: x 0 + translationX 144 = 144, y 80 + 144 = 224.
    let early = sampler.sample(at: 150)
    let removed = try #require(early["task_3"])
    #expect(removed.alpha == 0.25)
    #expect(removed.visible && removed.inOverlay)
    #expect(removed.bounds == Rect(x: 144, y: 224, width: 360, height: 72))
    // task_4 has not started moving: it holds its start bounds, y 216 in the list = 296 root.
    #expect(early["task_4"]?.bounds == Rect(x: 0, y: 296, width: 360, height: 72))

    // 450 ms: the move is half way, AccelerateDecelerate(0.5) = 0.5, so task_4's top follows
    // its path from 216 to 144 to 180 (495 px on the 2.75 grid, already whole): root y 260.
    let late = sampler.sample(at: 450)
    #expect(late.timeMs == 450)
    #expect(late["task_4"]?.bounds == Rect(x: 0, y: 260, width: 360, height: 72))
    // task_3's overlay ended with its animator at 300 ms.
    #expect(late["task_3"]?.visible == false)
    #expect(late["no_such_view"] == nil)
  }

  @Test func viewKeysNameTheScenesViews() throws {
    let plan = try Self.listRemove()
    // Every view has a unique id, so the ids are the keys, in document order.
    let keys = plan.fromScene.viewKeys
    #expect(keys.prefix(5) == ["status_bar", "toolbar", "toolbar_title", "task_list", "task_1"])
    // 3 top-level views + toolbar_title + 5 rows × 4 = 24 views.
    #expect(keys.count == 24)
    let row = try #require(plan.fromScene.view(forKey: "task_3"))
    #expect(row.transform.translationX == 144 && row.alpha == 0.5)
    #expect(row.children.map(\.id) == ["task_3_check", "task_3_title", "task_3_due"])
    #expect(plan.toScene.view(forKey: "task_3") == nil)
  }

  @Test func planAndFramesRenderAsJSON() throws {
    let plan = try Self.listRemove()
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(plan.json.render().utf8)) as? [String: Any]
    )
    #expect(json["format"] as? String == "scenediff.plan")
    #expect(json["version"] as? Int == 1)
    #expect(json["totalDurationMs"] as? Int == 600)
    #expect((json["animators"] as? [Any])?.count == 3)
    #expect(json["disappearing"] as? [String] == ["task_3"])

    let frames = [0.0, 300, 600].map(Sampler(plan: plan).sample(at:))
    let document = try #require(
      try JSONSerialization.jsonObject(
        with: Data(Frame.document(frames, plan: plan).render().utf8)
      ) as? [String: Any]
    )
    #expect(document["format"] as? String == "scenediff.frames")
    #expect(
      (document["frames"] as? [[String: Any]])?.map { $0["timeMs"] as? Int } == [0, 300, 600]
    )
  }

  @Test func explanationsSayWhatHappenedToEachView() throws {
    let explanation = MatchExplanation(
      from: try SceneFile.load(
        path: PackageFiles.path("Scenes/list-remove/layout/tasks_before.xml")
      )
      .value,
      to: try SceneFile.load(path: PackageFiles.path("Scenes/list-remove/layout/tasks_after.xml"))
        .value,
      transition: .autoTransition
    )
    // 24 start views, then 20 end views.
    #expect(explanation.entries.count == 24 + 20)
    let removed = try #require(explanation.entries.first { $0.side == .from && $0.key == "task_3" })
    #expect(removed.status == .disappearing)
    #expect(removed.transitions == ["Fade"])
    let child = try #require(
      explanation.entries.first { $0.side == .from && $0.key == "task_3_title" }
    )
    #expect(child.status == .disappearingWithAncestor && child.ancestor == "task_3")
    let moved = try #require(explanation.entries.first { $0.side == .to && $0.key == "task_4" })
    #expect(moved.status == .matched && moved.matchedBy == "id" && moved.counterpart == "task_4")
    #expect(moved.transitions == ["ChangeBounds"])
    #expect(!explanation.text.isEmpty)
  }
}
