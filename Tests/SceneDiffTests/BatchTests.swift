import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// The batch engine: results in job order at any concurrency, each file loaded once.
@Suite struct BatchTests {
  @Test(arguments: [1, 2, 5, 64])
  func inOrderTasksDeliverInItemOrder(maxConcurrency: Int) async {
    var delivered: [Int] = []
    await InOrderTasks.run(Array(0..<200), maxConcurrency: maxConcurrency) {
      $0 * $0
    } deliver: {
      delivered.append($0)
    }
    #expect(delivered == (0..<200).map { $0 * $0 })
  }

  @Test func filesAreListedOnceEach() {
    let job = { (from: String, to: String, transition: String) in
      Batch.Job(
        manifest: "m.xml",
        from: from,
        to: to,
        transition: transition,
        location: SourceLocation(file: "m.xml", line: 1, column: 1)
      )
    }
    let files = BatchInputs.files(of: [job("b", "a", "t"), job("a", "b", "t"), job("a", "c", "u")])
    // Scenes a, b, c and transitions t, u, each once, sorted.
    #expect(files == [.scene("a"), .scene("b"), .scene("c"), .transition("t"), .transition("u")])
  }

  @Test(arguments: [1, 3, 16])
  func resultsMatchTheSynchronousRun(maxConcurrency: Int) async {
    let jobs = Batch.discover([
      TestPaths.package("Scenes"), TestPaths.package("Tests/Browser/Pairs"),
    ]).jobs
    var results: [Batch.PairResult] = []
    for await result in Batch.results(for: jobs, maxConcurrency: maxConcurrency) {
      results.append(result)
    }
    let serial = Batch.run(jobs)
    #expect(results.map(\.job) == jobs)
    #expect(results.map(\.plan) == serial.map(\.plan))
    #expect(results.map(\.diagnostics) == serial.map(\.diagnostics))
  }

  @Test func stoppingEarlyEndsTheIteration() async {
    let jobs = Batch.discover([TestPaths.package("Scenes")]).jobs
    var names: [String] = []
    for await result in Batch.results(for: jobs, maxConcurrency: 2) {
      names.append(result.job.name)
      if names.count == 2 { break }
    }
    #expect(names == jobs.prefix(2).map(\.name))
  }
}
