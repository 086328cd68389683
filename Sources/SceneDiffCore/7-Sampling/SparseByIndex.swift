/// Values for a few of `0..<count` indices, read by index: one 4-byte slot per index (made when
/// the first value is set) and the values themselves in the order they were first set.
///
/// The sampler's presences by end index or node index are mostly absent: an array of optional
/// tuples of every index (88 bytes each for a ghost's matrix and end) was megabytes of `nil`
/// written once and read across at a large scene, where these slots take 4 bytes an index.
struct SparseByIndex<Value: Sendable>: Sendable {
  /// The number of indices.
  let count: Int
  /// The position of each index's value in ``values``, `-1` for none; empty while there is no
  /// value.
  private var slots: [Int32] = []
  /// The values, in the order their indices were first set.
  private(set) var values: [Value] = []
  /// The index of each of ``values``, by the same position.
  private(set) var indices: [Int] = []

  /// No value for any of `0..<count`.
  init(count: Int) {
    self.count = count
  }

  /// Whether no index has a value.
  var isEmpty: Bool { values.isEmpty }

  /// The value of index `i`, or `nil`; setting one replaces the index's earlier value (setting
  /// `nil` is not supported: the sampler never removes one).
  subscript(i: Int) -> Value? {
    get {
      guard !slots.isEmpty else { return nil }
      let slot = slots[i]
      return slot < 0 ? nil : values[Int(slot)]
    }
    set {
      guard let newValue else { return }
      if slots.isEmpty { slots = [Int32](repeating: -1, count: count) }
      if slots[i] >= 0 {
        values[Int(slots[i])] = newValue
      } else {
        slots[i] = Int32(values.count)
        values.append(newValue)
        indices.append(i)
      }
    }
  }
}
