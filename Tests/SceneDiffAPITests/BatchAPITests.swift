import SceneDiff
import Testing

/// Every pair the shipped manifests name, planned concurrently and read in order.
@Suite struct BatchAPITests {
  @Test func theShippedScenesPlanInDiscoveryOrder() async throws {
    let discovery = Batch.discover([PackageFiles.path("Scenes")])
    #expect(discovery.diagnostics.isEmpty)
    // Manifests sorted by path, rules in document order: android-profile 1, card-expand 2,
    // ios 7, list-remove 1, master-detail 2, material 6, state-change 2 (a from→to rule and a
    // to-only rule naming the other scene), tab-switch 1: 22 pairs.
    #expect(discovery.jobs.count == 22)
    #expect(discovery.jobs[10].name == "tasks_before-to-tasks_after")

    var results: [Batch.PairResult] = []
    for await result in Batch.results(for: discovery.jobs, maxConcurrency: 3) {
      results.append(result)
    }
    #expect(results.map(\.job) == discovery.jobs)
    #expect(results.allSatisfy { $0.plan != nil && $0.diagnostics.isEmpty })
    // list-remove's AutoTransition: fade out 300 ms, then move 300 ms.
    #expect(results[10].plan?.totalDurationMs == 600)
    // The ios manifest's iOS files: the cross-dissolve runs 0.4 s, the flip 0.5 s, the push
    // 0.35 s; the scale animator's push and pop 0.4 s, the navigation push and pop 0.4 s.
    #expect(
      results[3...9].map(\.plan?.totalDurationMs) == [400, 500, 350, 400, 400, 400, 400]
    )
    // Every plan names the rule that gave it; state-change's to-only rule (job 20: after the
    // 1 + 2 + 7 + 1 + 2 + 6 pairs before state-change and its first rule) applies from
    // the other scene its manifest names.
    #expect(
      results.map(\.plan?.transitionSource)
        == discovery.jobs.map {
          .managerRule(transition: $0.transition, rule: $0.location)
        }
    )
    #expect(
      discovery.jobs.map(\.pairing).filter { $0 != .fromAndToScene } == [.toSceneFromManifestScene]
    )
    #expect(discovery.jobs[20].pairing == .toSceneFromManifestScene)

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
