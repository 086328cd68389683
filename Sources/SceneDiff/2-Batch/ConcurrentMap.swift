import Dispatch
import Synchronization

/// A synchronous map that runs on up to `width` threads at once and keeps the input order.
///
/// For the parts of a batch outside its planning tasks that still touch every file: finding
/// manifests among all XML files, hashing every input for `--resume`.
package enum ConcurrentMap {
  /// `items.map(transform)`, computed by `width` threads (1: on the calling thread).
  ///
  /// - Parameters:
  ///   - items: The inputs.
  ///   - width: How many threads work at once.
  ///   - transform: Runs once per item, concurrently.
  /// - Returns: The outputs, in the order of `items`.
  package static func map<Item: Sendable, Output: Sendable>(
    _ items: [Item],
    width: Int,
    _ transform: @Sendable (Item) -> Output
  ) -> [Output] {
    let threads = min(max(1, width), items.count)
    guard threads > 1 else { return items.map(transform) }
    let results = Mutex<[Int: Output]>([:])
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      // Thread t takes items t, t + threads, t + 2 × threads, …: equal shares of any run
      // of similar items.
      var mine: [Int: Output] = [:]
      for index in stride(from: thread, to: items.count, by: threads) {
        mine[index] = transform(items[index])
      }
      results.withLock { all in all.merge(mine) { first, _ in first } }
    }
    return results.withLock { all in items.indices.compactMap { all[$0] } }
  }
}
