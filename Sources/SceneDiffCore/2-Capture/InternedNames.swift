/// Every distinct `transitionName` and `id` of a flattened scene as a small number, so that
/// keying and matching count, compare and look names up in arrays instead of hashing the same
/// strings again.
///
/// Names and ids share one table: a string used as both gets one number. A string's number is
/// found through a table of 64-bit slots (open addressing, at most half full), each holding a
/// number and the low half of its string's hash: a probe compares the hash in the slot it
/// reads, and reads a string only when the halves agree. 16 bytes a string, about a third of
/// the memory of a `[String: Int32]` dictionary, which keeps each 16-byte key beside its value
/// in buckets up to a quarter empty.
package struct InternedNames: Sendable {
  /// The string of each number.
  var strings: [String] = []
  /// Each view's `transitionName` as a number, `-1` for none, by view index.
  var name: [Int32] = []
  /// Each view's `id` as a number, `-1` for none, by view index.
  var id: [Int32] = []
  /// The hash table: each slot holds a number plus one in its low 32 bits and the low 32 bits
  /// of the string's hash (`String.hashValue`) in its high ones, or 0 when empty.
  ///
  /// A million-view scene's table is tens of megabytes, so each probe's slot is a cache miss;
  /// with the hash in the slot, a probe that meets another string does not also read that
  /// string's hash from a second array (another miss), as it did.
  private var slots: [UInt64]

  /// An empty table with room for `views` views and `most` names and ids (a string per name
  /// and per id at most), in a hash table never more than half full.
  init(views: Int, most: Int) {
    slots = [UInt64](repeating: 0, count: max(2 * most, 1))
    strings.reserveCapacity(most)
    name.reserveCapacity(views)
    id.reserveCapacity(views)
  }

  /// Numbers the next view's `transitionName` and `id` (views are added in document order).
  mutating func append(name: String?, id: String?) {
    self.name.append(name.map { number(adding: $0) } ?? -1)
    self.id.append(id.map { number(adding: $0) } ?? -1)
  }

  /// Frees the table that finds a string's number (``number(of:)`` then finds none): the
  /// strings and each view's numbers stay, so the views' names can still be read.
  mutating func dropLookup() {
    slots = [0]
  }

  /// The number of `string`, if the scene has it as a name or an id.
  func number(of string: String) -> Int32? {
    let found = slot(of: string, hash: string.hashValue)
    return slots[found] == 0 ? nil : Self.number(in: slots[found])
  }

  /// The number of `string`, added to the table when new.
  private mutating func number(adding string: String) -> Int32 {
    let hash = string.hashValue
    let found = slot(of: string, hash: hash)
    guard slots[found] == 0 else { return Self.number(in: slots[found]) }
    let new = Int32(strings.count)
    strings.append(string)
    slots[found] = Self.tag(hash) | UInt64(new + 1)
    return new
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

  /// How many distinct strings there are.
  var count: Int { strings.count }
}
