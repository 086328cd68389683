/// Where each id (or each transition name) of a file was first used, keyed by the value's
/// bytes: one hash and, mostly, one comparison per lookup, and no `String` key.
///
/// Values are equal as `String`s are (`==`: canonical equivalence). For ASCII values that is
/// equal bytes, so ASCII values are kept by their bytes; the first value with another byte
/// moves every value into a `[String: FirstUse]`, which answers from then on.
///
/// Ids come from untrusted files, so the hash is keyed: `Hasher`, whose seed is random per
/// process (as `Dictionary`'s), so that a file cannot be written to make its ids collide.
/// Open addressing with linear probing over a power-of-two number of slots, at most three
/// quarters full; growing re-places entries by their stored hashes. Every part is an array, so
/// a copy of the table (the XML reader's reset of its handler) is independent of the original.
struct FirstUseTable {
  /// One value and where it was first used.
  private struct Entry {
    /// Where the value's bytes start in ``bytes``.
    var start: Int
    /// How many bytes it has.
    var count: Int
    /// Its hash.
    var hash: Int
    /// Where it was first used.
    var use: FirstUse
  }

  /// Each slot: 0 when empty, else the index of its entry in ``entries`` plus one.
  private var slots: [Int32] = []
  /// The values in the order they were first used.
  private var entries: [Entry] = []
  /// The bytes of every value, one after another.
  private var bytes: [UInt8] = []
  /// Every value, once one that is not ASCII was looked up (then the only part used).
  private var strings: [String: FirstUse]?

  /// Where `value` (whose UTF-8 bytes are `utf8`) was first used, if it was; otherwise `nil`,
  /// after recording `here` as its first use.
  mutating func firstUse(
    of value: String,
    utf8: UnsafeBufferPointer<UInt8>,
    at here: FirstUse
  ) -> FirstUse? {
    if strings == nil, Self.isASCII(utf8) { return firstUse(of: utf8, at: here) }
    if strings == nil { moveToStrings() }
    if let first = strings?[value] { return first }
    strings?[value] = here
    return nil
  }

  /// Whether every byte is ASCII.
  private static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var all: UInt8 = 0
    for byte in utf8 { all |= byte }
    return all < 0x80
  }

  /// Puts every value so far into ``strings``.
  private mutating func moveToStrings() {
    var strings: [String: FirstUse] = [:]
    strings.reserveCapacity(entries.count)
    bytes.withUnsafeBufferPointer { stored in
      for entry in entries {
        let value = UnsafeBufferPointer(rebasing: stored[entry.start..<(entry.start + entry.count)])
        strings[String(decoding: value, as: UTF8.self)] = entry.use
      }
    }
    self.strings = strings
    slots = []
    entries = []
    bytes = []
  }

  /// ``firstUse(of:utf8:at:)`` of an ASCII value, by its bytes.
  private mutating func firstUse(
    of value: UnsafeBufferPointer<UInt8>,
    at here: FirstUse
  ) -> FirstUse? {
    if entries.count * 4 >= slots.count * 3 { grow() }
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(value))
    let hash = hasher.finalize()
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let entry = entries[Int(slots[slot]) - 1]
      if entry.hash == hash, entry.count == value.count, equal(entry, value) {
        return entry.use
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = Int32(entries.count + 1)
    entries.append(Entry(start: bytes.count, count: value.count, hash: hash, use: here))
    bytes.append(contentsOf: value)
    return nil
  }

  /// Whether `entry`'s bytes are `value`'s (of the same count).
  private func equal(_ entry: Entry, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { stored in
      for index in 0..<entry.count where stored[entry.start + index] != value[index] {
        return false
      }
      return true
    }
  }

  /// Doubles the slots (16 at first) and places every entry again by its hash.
  private mutating func grow() {
    let count = max(16, slots.count * 2)
    slots = [Int32](repeating: 0, count: count)
    let mask = count - 1
    for index in entries.indices {
      var slot = entries[index].hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(index + 1)
    }
  }
}
