/// Strings of the views of a flattened scene (class names, texts, source files), each named by a
/// 32-bit number, so that an entry holds 4 bytes instead of a 16-byte `String`: class names and
/// files, which many views share, are kept once; texts, mostly distinct, are kept as they come.
struct StringTable: Sendable {
  /// The string of each number.
  private(set) var strings: [String] = []
  /// The number of each string; emptied by ``dropLookup()`` once no string is added any more.
  private var numbers: [String: Int32] = [:]

  /// Strings already numbered, with their numbers, checked before hashing.
  ///
  /// A few slots per ``Kind`` (``Kind/slots``), filled by the first strings of that kind and
  /// never replaced: a scene has few class names and source files, and comparing a short
  /// string with a few others is much cheaper than hashing it.
  private var recent = [(string: String, number: Int32)](repeating: ("", -1), count: 10)

  /// What a string names, each with its own slots in ``recent``.
  enum Kind {
    /// A view's class name.
    case className
    /// A view's source file.
    case file

    /// The kind's slots in ``StringTable/recent``.
    var slots: Range<Int> {
      switch self {
      case .className: 0..<8
      case .file: 8..<10
      }
    }
  }

  /// The number of `string`, a `kind` of string, added to the table when new.
  mutating func number(_ string: String, _ kind: Kind) -> Int32 {
    var free: Int?
    for slot in kind.slots {
      guard recent[slot].number >= 0 else {
        free = slot
        break
      }
      if recent[slot].string == string { return recent[slot].number }
    }
    let found: Int32
    if let known = numbers[string] {
      found = known
    } else {
      found = Int32(strings.count)
      strings.append(string)
      numbers[string] = found
    }
    if let free { recent[free] = (string, found) }
    return found
  }

  /// The number of `string`, a `kind` of string, `-1` for `nil`.
  mutating func number(_ string: String?, _ kind: Kind) -> Int32 {
    guard let string else { return -1 }
    return number(string, kind)
  }

  /// Makes room for `count` strings.
  mutating func reserveCapacity(_ count: Int) { strings.reserveCapacity(count) }

  /// A new number for `string` (`-1` for `nil`), without looking for it among the others.
  mutating func append(_ string: String?) -> Int32 {
    guard let string else { return -1 }
    strings.append(string)
    return Int32(strings.count - 1)
  }

  /// The string numbered `number`.
  subscript(number: Int32) -> String { strings[Int(number)] }

  /// The string numbered `number`, `nil` for `-1`.
  func string(_ number: Int32) -> String? { number < 0 ? nil : strings[Int(number)] }

  /// Frees the table that finds a string's number: after it, strings can be read, not added.
  mutating func dropLookup() {
    numbers = [:]
    recent = []
  }
}
