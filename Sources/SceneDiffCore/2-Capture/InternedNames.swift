/// Every distinct `transitionName` and `id` of a flattened scene as a small number, so that
/// keying and matching count, compare and look names up in arrays instead of hashing the same
/// strings again.
///
/// Names and ids share one table: a string used as both gets one number. The strings are found
/// by number through a table of 32-bit slots (open addressing, at most half full) and each
/// string's hash: about a third of the memory of a `[String: Int32]` dictionary, which keeps
/// each 16-byte key beside its value in buckets up to a quarter empty.
package struct InternedNames: Sendable {
  /// The string of each number.
  var strings: [String] = []
  /// Each view's `transitionName` as a number, `-1` for none, by view index.
  var name: [Int32] = []
  /// Each view's `id` as a number, `-1` for none, by view index.
  var id: [Int32] = []
  /// The hash of each number's string (`String.hashValue`), compared before the strings.
  private var hashes: [Int] = []
  /// The hash table: each slot holds a number plus one, or 0 when empty; a string's probe
  /// starts at its hash masked to the table's size and goes on slot by slot.
  private var slots: [Int32]

  /// Numbers the names and ids of `entries`, in document order.
  init(_ entries: [FlatScene.Entry]) {
    // Room for as many strings as views at most half full; more grow the table.
    slots = [Int32](repeating: 0, count: Self.tableSize(for: entries.count))
    strings.reserveCapacity(entries.count)
    hashes.reserveCapacity(entries.count)
    name.reserveCapacity(entries.count)
    id.reserveCapacity(entries.count)
    for i in entries.indices {
      name.append(entries[i].view.transitionName.map { number(adding: $0) } ?? -1)
      id.append(entries[i].view.id.map { number(adding: $0) } ?? -1)
    }
  }

  /// The number of `string`, if the scene has it as a name or an id.
  func number(of string: String) -> Int32? {
    let found = slot(of: string, hash: string.hashValue)
    return slots[found] == 0 ? nil : slots[found] - 1
  }

  /// The number of `string`, added to the table when new.
  private mutating func number(adding string: String) -> Int32 {
    let hash = string.hashValue
    let found = slot(of: string, hash: hash)
    guard slots[found] == 0 else { return slots[found] - 1 }
    let new = Int32(strings.count)
    strings.append(string)
    hashes.append(hash)
    slots[found] = new + 1
    if strings.count * 2 > slots.count { grow() }
    return new
  }

  /// The slot that holds `string`, or the empty slot where its probe ends.
  private func slot(of string: String, hash: Int) -> Int {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let n = Int(slots[slot] - 1)
      if hashes[n] == hash, strings[n] == string { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// Doubles the table and puts every number back by its stored hash.
  private mutating func grow() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for n in hashes.indices {
      var slot = hashes[n] & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(n + 1)
    }
  }

  /// The smallest power of two at least twice `count` (and at least 8).
  private static func tableSize(for count: Int) -> Int {
    var size = 8
    while size < count * 2 { size *= 2 }
    return size
  }

  /// How many distinct strings there are.
  var count: Int { strings.count }
}
