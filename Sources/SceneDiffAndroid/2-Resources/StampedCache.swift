import Synchronization

/// A process-wide table of values read from files, each kept with the ``FileStamp``s of what
/// it was read from and given again only while every one of them holds.
///
/// A value is kept only when its stamps could all be taken and every stamped file or folder
/// was last changed more than ``FileStamp/settleSeconds`` before the reading began: a change
/// made during or just after the reading, within one tick of the file system's clock, could
/// otherwise leave its stamp as it was. Anything else is read again. Holds at most
/// ``capacity`` values (emptied before the next is added); safe from any thread.
final class StampedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// The most values remembered.
  let capacity: Int

  /// A value with the stamps of what it was read from.
  private struct Entry: Sendable {
    var value: Value
    var stamps: [FileStamp]
  }

  private let entries = Mutex<[Key: Entry]>([:])

  /// A table of at most `capacity` values.
  init(capacity: Int) {
    self.capacity = capacity
  }

  /// The value for `key`: the kept one while its stamps hold, otherwise what `read` gives
  /// (kept when it comes with stamps that may be kept).
  func value(_ key: Key, read: () -> (value: Value, stamps: [FileStamp]?)) -> Value {
    if let entry = entries.withLock({ $0[key] }), FileStamp.allCurrent(entry.stamps) {
      return entry.value
    }
    let start = FileStamp.now()
    let fresh = read()
    entries.withLock { table in
      guard let stamps = fresh.stamps, stamps.allSatisfy({ $0.isSettled(before: start) }) else {
        table[key] = nil
        return
      }
      if table.count >= capacity, table[key] == nil {
        table.removeAll(keepingCapacity: true)
      }
      table[key] = Entry(value: fresh.value, stamps: stamps)
    }
    return fresh.value
  }
}
