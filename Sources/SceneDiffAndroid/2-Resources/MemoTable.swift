import Synchronization

/// Values made once per key and remembered: the first request for a key makes its value, later
/// requests get the value made.
///
/// For values that are a pure function of their key (and of what the table's owner fixes), so
/// that a remembered value is the one making it again would give. Two threads asking at the same
/// time for a new key may both make it; the second stores the same value. Safe from any thread.
final class MemoTable<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let table = Mutex<[Key: Value]>([:])

  /// Creates an empty table.
  init() {}

  /// The value for `key`, made by `make` the first time it is asked for.
  func value(_ key: Key, _ make: () -> Value) -> Value {
    if let known = table.withLock({ $0[key] }) { return known }
    let value = make()
    table.withLock { $0[key] = value }
    return value
  }
}
