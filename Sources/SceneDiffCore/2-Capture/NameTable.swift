/// Distinct strings, each numbered in the order it was first added.
///
/// A string's number is found through a table of 64-bit slots (open addressing, at most half
/// full), each holding a number and the low half of its string's hash: a probe compares the
/// hash in the slot it reads, and reads a string only when the halves agree. 16 bytes a
/// string, about a third of the memory of a `[String: Int32]` dictionary, which keeps each
/// 16-byte key beside its value in buckets up to a quarter empty.
struct NameTable: Sendable {
  /// The string of each number.
  private(set) var strings: [String] = []
  /// The hash table: each slot holds a number plus one in its low 32 bits and the low 32 bits
  /// of the string's hash (`String.hashValue`) in its high ones, or 0 when empty.
  ///
  /// A million-view scene's table is tens of megabytes, so each probe's slot is a cache miss;
  /// with the hash in the slot, a probe that meets another string does not also read that
  /// string's hash from a second array (another miss).
  private var slots: [UInt64]

  /// An empty table with room for `capacity` strings before it grows.
  init(capacity: Int) {
    slots = [UInt64](repeating: 0, count: max(2 * capacity, 2))
    strings.reserveCapacity(capacity)
  }

  /// How many strings there are.
  var count: Int { strings.count }

  /// The number of `string`, whose `String.hashValue` is `hash`, if the table has it.
  func number(of string: String, hash: Int) -> Int32? {
    let found = slot(of: string, hash: hash)
    return slots[found] == 0 ? nil : Self.number(in: slots[found])
  }

  /// The number of `string`, whose `String.hashValue` is `hash`, added to the table when new.
  mutating func number(adding string: String, hash: Int) -> Int32 {
    var found = slot(of: string, hash: hash)
    guard slots[found] == 0 else { return Self.number(in: slots[found]) }
    if 2 * (strings.count + 1) > slots.count {
      grow()
      found = slot(of: string, hash: hash)
    }
    let new = Int32(strings.count)
    strings.append(string)
    slots[found] = Self.tag(hash) | UInt64(new + 1)
    return new
  }

  /// Adds `string` as the next candidate of a batch, numbered later with every other by
  /// ``numberCandidates()``; returns its candidate index (the number of candidates before it).
  mutating func addCandidate(_ string: String) -> Int32 {
    strings.append(string)
    return Int32(strings.count - 1)
  }

  /// Numbers the candidates of a table that holds nothing else; returns each one's number.
  ///
  /// The numbers are those adding the candidates (``addCandidate(_:)``) one by one with
  /// ``number(adding:hash:)`` would give: each distinct string gets the next number in the
  /// order of its first candidate, and the table keeps the distinct strings in that order,
  /// each found by ``number(of:hash:)``.
  ///
  /// Added one by one, each string's probe reads a slot anywhere in the table, a cache miss
  /// (and a missed translation) once the table outgrows the caches: tens of megabytes for a
  /// million-view scene. Here the strings are placed in the order of the slots their probes
  /// start at (their hashes sorted by their high bits, in the order they were added within a
  /// bucket), so the probes walk the table from one end to the other. Equal strings have
  /// equal hashes, so a string's first candidate is placed before its repeats.
  mutating func numberCandidates() -> [Int32] {
    let count = strings.count
    if slots.count < 2 * count { slots = [UInt64](repeating: 0, count: 2 * count) }
    let sorted = Self.inSlotOrder(strings)
    // `first[k]`: the first candidate equal to candidate `k`, then candidate `k`'s number.
    var first = [Int32](repeating: 0, count: count)
    place(sorted, first: &first)
    // Numbers in the order of first candidates; each distinct string moved to its number's
    // place (those before it are already there), the repeats left after them.
    var next: Int32 = 0
    for k in 0..<count {
      guard first[k] == Int32(k) else {
        first[k] = first[Int(first[k])]
        continue
      }
      first[k] = next
      if Int(next) != k { strings.swapAt(Int(next), k) }
      next += 1
    }
    strings.removeLast(count - Int(next))
    // The slots held candidates: they now hold numbers.
    first.withUnsafeBufferPointer { numbers in
      slots.withUnsafeMutableBufferPointer { slots in
        for i in slots.indices where slots[i] != 0 {
          let candidate = Int(Self.number(in: slots[i]))
          slots[i] = slots[i] & 0xFFFF_FFFF_0000_0000 | UInt64(numbers[candidate] + 1)
        }
      }
    }
    return first
  }

  /// Each of `strings`' hashes with its index, sorted by the hash's top 12 bits (which order
  /// the slots the probes start at), indices increasing within each bucket: a counting sort.
  private static func inSlotOrder(_ strings: [String]) -> [(hash: Int, index: Int32)] {
    let bucketBits = 12
    let bucket = { (hash: Int) in Int(UInt(bitPattern: hash) >> (UInt.bitWidth - bucketBits)) }
    var hashes = [Int](repeating: 0, count: strings.count)
    // `starts[b + 1]`: how many hashes fall in bucket `b`, then where bucket `b + 1` starts.
    var starts = [Int](repeating: 0, count: (1 << bucketBits) + 1)
    for k in strings.indices {
      let hash = strings[k].hashValue
      hashes[k] = hash
      starts[bucket(hash) + 1] += 1
    }
    for b in 1..<starts.count { starts[b] += starts[b - 1] }
    return [(hash: Int, index: Int32)](unsafeUninitializedCapacity: strings.count) {
      sorted,
      initialized in
      for k in hashes.indices {
        let b = bucket(hashes[k])
        sorted.initializeElement(at: starts[b], to: (hashes[k], Int32(k)))
        starts[b] += 1
      }
      initialized = hashes.count
    }
  }

  /// Places the candidates of `sorted` (hash and candidate index, in slot order) in the
  /// slots, each slot holding a candidate index plus one; sets `first[k]` to the first
  /// candidate equal to candidate `k` (`k` itself for a string's first candidate).
  private mutating func place(_ sorted: [(hash: Int, index: Int32)], first: inout [Int32]) {
    let size = UInt64(slots.count)
    let strings = self.strings
    slots.withUnsafeMutableBufferPointer { slots in
      for (hash, k) in sorted {
        var slot = Int(UInt64(UInt(bitPattern: hash)).multipliedFullWidth(by: size).high)
        let tag = Self.tag(hash)
        while true {
          let held = slots[slot]
          if held == 0 {
            slots[slot] = tag | UInt64(k + 1)
            first[Int(k)] = k
            break
          }
          let other = Self.number(in: held)
          if held & 0xFFFF_FFFF_0000_0000 == tag, strings[Int(other)] == strings[Int(k)] {
            first[Int(k)] = other
            break
          }
          slot = slot + 1 == slots.count ? 0 : slot + 1
        }
      }
    }
  }

  /// Frees the slots (``number(of:hash:)`` then finds none): the strings stay.
  mutating func dropLookup() {
    slots = [0]
  }

  /// Whether `other` is this table or a copy of it: the same strings in the same buffer, so
  /// the same numbers.
  func isSame(as other: NameTable) -> Bool {
    strings.withUnsafeBufferPointer { mine in
      other.strings.withUnsafeBufferPointer { theirs in
        mine.count == theirs.count && mine.baseAddress == theirs.baseAddress
      }
    }
  }

  /// Doubles the slots (at least: twice the strings and one more) and places every string
  /// again (their hashes computed again: the slots keep only their low halves).
  private mutating func grow() {
    slots = [UInt64](repeating: 0, count: max(2 * slots.count, 2 * (strings.count + 1)))
    for (number, string) in strings.enumerated() {
      let hash = string.hashValue
      slots[slot(of: string, hash: hash)] = Self.tag(hash) | UInt64(number + 1)
    }
  }

  /// The low 32 bits of `hash` (the probe's start depends on its high bits), in the high half
  /// of a slot.
  private static func tag(_ hash: Int) -> UInt64 {
    UInt64(UInt32(truncatingIfNeeded: hash)) << 32
  }

  /// The number an occupied slot holds.
  private static func number(in slot: UInt64) -> Int32 {
    Int32(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
  }

  /// The slot that holds `string`, or the empty slot where its probe ends.
  ///
  /// The probe starts where the hash scales to the table's size (the high word of
  /// `hash × size`: the table is exactly twice the strings it may hold, not a power of two,
  /// as every slot is written once and stays resident) and goes on slot by slot.
  private func slot(of string: String, hash: Int) -> Int {
    let size = UInt64(slots.count)
    var slot = Int(UInt64(UInt(bitPattern: hash)).multipliedFullWidth(by: size).high)
    let tag = Self.tag(hash)
    while slots[slot] != 0 {
      if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag,
        strings[Int(Self.number(in: slots[slot]))] == string
      {
        return slot
      }
      slot = slot + 1 == slots.count ? 0 : slot + 1
    }
    return slot
  }
}
