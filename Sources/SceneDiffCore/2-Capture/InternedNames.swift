/// Every distinct `transitionName` and `id` of a flattened scene as a small number, so that
/// keying and matching count, compare and look names up in arrays instead of hashing the same
/// strings again.
///
/// Names and ids share one table: a string used as both gets one number.
package struct InternedNames: Sendable {
  /// The number of each distinct string.
  var numbers: [String: Int32] = [:]
  /// The string of each number.
  var strings: [String] = []
  /// Each view's `transitionName` as a number, `-1` for none, by view index.
  var name: [Int32] = []
  /// Each view's `id` as a number, `-1` for none, by view index.
  var id: [Int32] = []

  /// Numbers the names and ids of `entries`, in document order.
  init(_ entries: [FlatScene.Entry]) {
    numbers.reserveCapacity(entries.count)
    strings.reserveCapacity(entries.count)
    name.reserveCapacity(entries.count)
    id.reserveCapacity(entries.count)
    for i in entries.indices {
      name.append(entries[i].view.transitionName.map { number(of: $0) } ?? -1)
      id.append(entries[i].view.id.map { number(of: $0) } ?? -1)
    }
  }

  /// The number of `string`, added to the table when new.
  private mutating func number(of string: String) -> Int32 {
    // One lookup: the subscript with a default inserts `new` when the string is not there yet,
    // and no string already there has `new` (numbers count up from 0).
    let new = Int32(strings.count)
    let found = Self.value(&numbers[string, default: new])
    if found == new { strings.append(string) }
    return found
  }

  /// The value an in-place dictionary access found or inserted.
  private static func value(_ slot: inout Int32) -> Int32 { slot }

  /// How many distinct strings there are.
  var count: Int { strings.count }
}
