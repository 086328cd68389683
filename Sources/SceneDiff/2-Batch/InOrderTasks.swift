/// Runs work items concurrently in a task group and hands their outputs on in item order.
///
/// At most `maxConcurrency` items run at once. An output that finishes before an earlier one
/// waits in a reordering buffer; items start only while fewer than `2 × maxConcurrency` are
/// running or waiting, so a slow item holds back at most that many outputs. Cancelling the
/// calling task starts no new item; the running ones finish, and outputs are handed on up to
/// the first item that never ran.
enum InOrderTasks {
  /// Runs `work` on every item and calls `deliver` with the outputs in item order.
  ///
  /// - Parameters:
  ///   - items: The work items.
  ///   - maxConcurrency: How many items may run at once (at least 1 is used).
  ///   - work: The work, run in child tasks.
  ///   - deliver: Receives each output, in item order, in the caller's isolation.
  static func run<Item: Sendable, Output: Sendable>(
    _ items: [Item],
    maxConcurrency: Int,
    work: @escaping @Sendable (Item) -> Output,
    deliver: (Output) async -> Void
  ) async {
    let width = max(1, maxConcurrency)
    await withTaskGroup(of: (Int, Output).self) { group in
      var started = 0
      var running = 0
      var delivered = 0
      var waiting: [Int: Output] = [:]
      while true {
        while !Task.isCancelled, started < items.count, running < width,
          started - delivered < 2 * width
        {
          let index = started
          let item = items[index]
          group.addTask { (index, work(item)) }
          started += 1
          running += 1
        }
        guard let (index, output) = await group.next() else { break }
        running -= 1
        waiting[index] = output
        while let next = waiting.removeValue(forKey: delivered) {
          await deliver(next)
          delivered += 1
        }
      }
    }
  }
}
