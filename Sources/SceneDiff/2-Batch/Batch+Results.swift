import SceneDiffAndroid
import SceneDiffCore

extension Batch {
  /// The results of a batch as an asynchronous sequence: one ``PairResult`` per job, in job
  /// order (see ``Batch/results(for:maxConcurrency:layoutOptions:)``).
  ///
  /// Each iteration plans the jobs afresh. It never throws: a pair whose inputs fail comes back
  /// with its errors in ``PairResult/diagnostics``.
  public struct Results: AsyncSequence, Sendable {
    /// A pair's result.
    public typealias Element = PairResult
    /// Iterating never fails.
    public typealias Failure = Never

    /// The pairs to plan.
    let jobs: [Job]
    /// How many files or pairs are worked on at once.
    let maxConcurrency: Int
    /// How Android layouts are laid out.
    let layoutOptions: LayoutOptions

    /// Starts planning the jobs and returns an iterator over their results.
    public func makeAsyncIterator() -> AsyncIterator {
      let (stream, continuation) = AsyncStream.makeStream(of: PairResult.self)
      let work = Task { [jobs, maxConcurrency, layoutOptions] in
        await Batch.plan(jobs, maxConcurrency: maxConcurrency, layoutOptions: layoutOptions) {
          continuation.yield($0)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in work.cancel() }
      return AsyncIterator(results: stream.makeAsyncIterator())
    }

    /// Iterates over the results of a batch, in job order.
    public struct AsyncIterator: AsyncIteratorProtocol {
      /// The results as the planning task yields them.
      var results: AsyncStream<PairResult>.Iterator

      /// The next job's result, or `nil` after the last one (or once the iterating task is
      /// cancelled).
      public mutating func next() async -> PairResult? {
        await results.next()
      }
    }
  }
}
