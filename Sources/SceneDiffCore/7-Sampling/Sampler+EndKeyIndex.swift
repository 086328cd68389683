extension Sampler {
  /// The end index of each key of an end scene: an open-addressed table of 32-bit end indices,
  /// found by a hash of the key's bytes and checked against the key of the entry they give.
  ///
  /// A `[String: Int]` of every end key held a copy of each key beside its index (24 bytes a
  /// slot) and hashed each key with the standard library's seeded hash; this table holds 4 bytes
  /// a slot, reads the keys where the scene holds them and hashes a key's few bytes with
  /// ``KeyHash`` (seeded per process, so that a scene's keys cannot be chosen to collide).
  /// Its answers are the dictionary's: the end index of the first view of a key, were two to
  /// share one.
  struct EndKeyIndex: Sendable {
    /// The end scene's entries, whose keys the slots name.
    private let entries: [FlatScene.Entry]
    /// The end index in each slot, `-1` for an empty one: a power of two of slots, at least
    /// twice as many as the views.
    private let slots: [Int32]
    /// The number of distinct keys.
    let count: Int
    /// The hash of the keys.
    private let hash: KeyHash

    /// No keys.
    init() {
      entries = []
      slots = [-1]
      count = 0
      hash = KeyHash()
    }

    /// The keys of `end`.
    init(_ end: FlatScene) {
      let entries = end.entries
      var size = 16
      while size < 2 * entries.count { size *= 2 }
      var slots = [Int32](repeating: -1, count: size)
      var count = 0
      let mask = size - 1
      let hash = KeyHash()
      // In document order: a key already in the table keeps its first view.
      for i in entries.indices {
        var s = Int(truncatingIfNeeded: hash(entries[i].key)) & mask
        var isNew = true
        while slots[s] >= 0 {
          if entries[Int(slots[s])].key == entries[i].key {
            isNew = false
            break
          }
          s = (s + 1) & mask
        }
        if isNew {
          slots[s] = Int32(i)
          count += 1
        }
      }
      self.entries = entries
      self.slots = slots
      self.count = count
      self.hash = hash
    }

    /// The end index of the first view whose key is `key`, or `nil`.
    subscript(key: String) -> Int? {
      let mask = slots.count - 1
      var s = Int(truncatingIfNeeded: hash(key)) & mask
      while slots[s] >= 0 {
        let i = Int(slots[s])
        if entries[i].key == key { return i }
        s = (s + 1) & mask
      }
      return nil
    }
  }
}
