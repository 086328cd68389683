import SceneDiff
import Testing

/// Every pair the shipped manifests name, planned concurrently and read in order.
@Suite struct BatchAPITests {
  @Test func theShippedScenesPlanInDiscoveryOrder() async throws {
    let discovery = Batch.discover([PackageFiles.path("Scenes")])
    #expect(discovery.diagnostics.isEmpty)
    // Manifests, Navigation graphs and storyboards sorted by path, rules, actions and segues
    // in document order: android-profile 1, android-screens 4 (its graph's two actions, each
    // forward and popped) then 3 (its manager's screen-change rules: fragment transitions
    // pushed and popped, the scale-up activity), card-expand 2, ios/storyboard 6
    // (Albums.storyboard's three segues, each performed and popped or dismissed; "storyboard"
    // sorts before "transition"), ios 8 (the last the interactive pop), list-remove 1,
    // master-detail 2, material/off-guidance 2 (its manifest sorts before
    // material/transition's), material 6, motion-layout 1 (the player layout to itself through
    // its MotionScene), state-change 2 (a from→to rule and a to-only rule naming the other
    // scene), tab-switch 1: 39 pairs.
    #expect(discovery.jobs.count == 39)
    #expect(discovery.jobs[24].name == "tasks_before-to-tasks_after")
    #expect(
      discovery.jobs[10...15].map(\.name) == [
        "Albums-showAlbum", "Albums-showAlbum-pop", "Albums-showInfo", "Albums-showInfo-pop",
        "Albums-flipSettings", "Albums-flipSettings-pop",
      ]
    )

    var results: [Batch.PairResult] = []
    for await result in Batch.results(for: discovery.jobs, maxConcurrency: 3) {
      results.append(result)
    }
    #expect(results.map(\.job) == discovery.jobs)
    #expect(results.allSatisfy { $0.plan != nil && $0.diagnostics.isEmpty })
    // list-remove's AutoTransition: fade out 300 ms, then move 300 ms.
    #expect(results[24].plan?.totalDurationMs == 600)
    // The storyboard's segues: UINavigationController's push and pop 400 ms, the
    // cross-dissolve and the flip (and their dismissals) 400 ms (Docs/ios-transition-format.md).
    #expect(results[10...15].map(\.plan?.totalDurationMs) == Array(repeating: 400, count: 6))
    // The ios manifest's iOS files: the cross-dissolve runs 0.4 s, the flip 0.5 s, the push
    // 0.35 s; the scale animator's push and pop 0.4 s, the navigation push and pop 0.4 s,
    // and the interactive pop's transition too (its script is the plan's interaction).
    #expect(
      results[16...23].map(\.plan?.totalDurationMs) == [400, 500, 350, 400, 400, 400, 400, 400]
    )
    #expect(results[23].plan?.interaction != nil)
    #expect(results[23].job.name == "album_photo-to-album_detail-pop_release_25")
    // Every plan of a manager names the rule that gave it (a screen change, from a Navigation
    // action, a segue or a manager's sd: settings, has no transition source); state-change's
    // to-only rule (job 37: after the 1 + 7 + 2 + 6 + 8 + 1 + 2 + 2 + 6 + 1 pairs before
    // state-change and its first rule) applies from the other scene its manifest names.
    #expect(
      results.map(\.plan?.transitionSource)
        == discovery.jobs.map {
          $0.isNavigation || $0.isScreenChange
            ? nil : .managerRule(transition: $0.transition, rule: $0.location)
        }
    )
    #expect(
      discovery.jobs.map(\.pairing).filter { $0 != .fromAndToScene } == [
        .navigationAction, .navigationActionPopped, .navigationAction, .navigationActionPopped,
        .storyboardSegue, .storyboardSeguePopped, .storyboardSegue, .storyboardSeguePopped,
        .storyboardSegue, .storyboardSeguePopped, .toSceneFromManifestScene,
      ]
    )
    #expect(discovery.jobs[37].pairing == .toSceneFromManifestScene)
    // motion-layout's rule (job 35) goes from the player layout to itself through its
    // MotionScene: 450 ms (the scene's motion:duration).
    #expect(discovery.jobs[35].playsMotionScene)
    #expect(results[35].plan?.totalDurationMs == 450)

    // The synchronous form gives the same plans.
    let serial = Batch.run(discovery.jobs)
    #expect(serial.map(\.plan) == results.map(\.plan))
  }

  @Test func aMissingFileFailsOnlyItsPair() async {
    let good = Batch.Job(
      manifest: "jobs",
      from: PackageFiles.path("Scenes/list-remove/layout/tasks_before.xml"),
      to: PackageFiles.path("Scenes/list-remove/layout/tasks_after.xml"),
      transition: PackageFiles.path("Scenes/list-remove/transition/auto_remove.xml"),
      location: SourceLocation(file: "jobs", line: 1, column: 1)
    )
    var bad = good
    bad.to = PackageFiles.path("Scenes/list-remove/layout/no_such_scene.xml")
    var results: [Batch.PairResult] = []
    for await result in Batch.results(for: [bad, good, bad]) { results.append(result) }
    #expect(results.map { $0.plan == nil } == [true, false, true])
    #expect(results[0].diagnostics.first?.severity == .error)
    #expect(results[1].plan?.totalDurationMs == 600)
  }
}
