import Foundation
import SceneDiffAndroid
import SceneDiffCore

extension Batch {
  /// Plans `jobs` concurrently and yields their results in job order.
  ///
  /// Nothing runs until the sequence is iterated. Each iteration then loads every scene and
  /// transition file the jobs name once (up to `maxConcurrency` at a time), and plans the jobs
  /// with up to `maxConcurrency` running at once, in a task group; each ``PairResult`` is
  /// yielded as soon as it and every earlier one are done. The results, their order and their
  /// diagnostics do not depend on `maxConcurrency` or on timing.
  ///
  /// Stopping the iteration early (or cancelling the task that iterates) cancels the work that
  /// has not started; the sequence then ends.
  ///
  /// - Parameters:
  ///   - jobs: The pairs to plan, usually ``Discovery/jobs``.
  ///   - maxConcurrency: How many files or pairs are worked on at once; 1 works on one at a
  ///     time. Defaults to the number of active processors.
  ///   - layoutOptions: How Android layouts are laid out.
  /// - Returns: An asynchronous sequence of one result per job, in job order.
  public static func results(
    for jobs: [Job],
    maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
    layoutOptions: LayoutOptions = LayoutOptions()
  ) -> Results {
    Results(jobs: jobs, maxConcurrency: maxConcurrency, layoutOptions: layoutOptions)
  }

  /// Plans `jobs` on the calling thread, one file and one pair at a time.
  ///
  /// The synchronous form of ``results(for:maxConcurrency:layoutOptions:)``: the same files
  /// loaded once, the same planning, the same results in the same order.
  ///
  /// - Parameters:
  ///   - jobs: The pairs to plan, usually ``Discovery/jobs``.
  ///   - layoutOptions: How Android layouts are laid out.
  /// - Returns: One result per job, in job order.
  public static func run(_ jobs: [Job], layoutOptions: LayoutOptions = LayoutOptions())
    -> [PairResult]
  {
    let files = BatchInputs.files(of: jobs)
    let inputs = BatchInputs(files.map { $0.load(layoutOptions) }, of: files)
    return jobs.map(inputs.plan)
  }

  /// Loads the files of `jobs`, plans them and delivers the results in job order.
  static func plan(
    _ jobs: [Job],
    maxConcurrency: Int,
    layoutOptions: LayoutOptions,
    deliver: (PairResult) async -> Void
  ) async {
    await plan(
      jobs,
      maxConcurrency: maxConcurrency,
      layoutOptions: layoutOptions,
      transform: { _, result in result },
      deliver: deliver
    )
  }

  /// Loads the files of `jobs`, plans them, runs `transform` on each result in the task that
  /// planned it, and delivers the transformed results in job order.
  ///
  /// What a caller does with every result (render it, write it to disk) runs in `transform`,
  /// so it runs concurrently too; `deliver` runs in the caller's isolation, one result at a
  /// time, in job order.
  ///
  /// - Parameters:
  ///   - jobs: The pairs to plan.
  ///   - maxConcurrency: How many files or pairs are worked on at once.
  ///   - layoutOptions: How Android layouts are laid out.
  ///   - transform: Runs on each result (with its job's index in `jobs`) as soon as it is
  ///     planned, concurrently.
  ///   - deliver: Receives the transformed results in job order.
  package static func plan<Output: Sendable>(
    _ jobs: [Job],
    maxConcurrency: Int,
    layoutOptions: LayoutOptions,
    transform: @escaping @Sendable (Int, PairResult) -> Output,
    deliver: (Output) async -> Void
  ) async {
    let files = BatchInputs.files(of: jobs)
    var loaded: [BatchInputs.LoadedFile] = []
    loaded.reserveCapacity(files.count)
    await InOrderTasks.run(files, maxConcurrency: maxConcurrency) {
      $0.load(layoutOptions)
    } deliver: {
      loaded.append($0)
    }
    guard !Task.isCancelled else { return }
    let inputs = BatchInputs(loaded, of: files)
    await InOrderTasks.run(
      Array(jobs.indices),
      maxConcurrency: maxConcurrency,
      work: { transform($0, inputs.plan(jobs[$0])) },
      deliver: deliver
    )
  }
}
