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
