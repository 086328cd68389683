/// A two-word summary of a set of attribute names, to skip the lookups of names the set
/// cannot hold without building their ``AttributeKey``.
///
/// Each name sets one of 64 bits in each word: in the first chosen by its UTF-8 length and
/// last byte, in the second by its length and its byte before the last. A name may be in the
/// set only when both its bits are set; a clear bit proves that no name of the set has that
/// length and byte, so a lookup of such a name finds nothing. Set bits prove nothing, and the
/// lookup runs as it would without the filter. Answers are exact either way: the filter only
/// decides whether to look. It stores nothing by its bits, so names written to share them cost
/// no more than the lookups they would have cost anyway.
///
/// With one word (the last byte alone) about one in nine of the layout parameter names the
/// readers ask of a corpus element passed it without being there; with the second, about one
/// in fifty: the `layout_constraint…_to…Of` names, which share their length and last byte, differ
/// in the byte before it.
struct AttributeNameFilter: Sendable {
  /// The bits of the names inserted, by length and last byte.
  private var lastBits: UInt64 = 0
  /// The bits of the names inserted, by length and the byte before the last.
  private var penultimateBits: UInt64 = 0

  /// An empty summary.
  init() {}

  /// The summary of the one name `name`.
  init(_ name: String) { insert(name) }

  /// Whether the set may hold the one name `name` summarises (made by `init(_:)`), as asking
  /// for that name itself answers: `false` only when it certainly does not.
  func mayContain(_ name: AttributeNameFilter) -> Bool {
    lastBits & name.lastBits != 0 && penultimateBits & name.penultimateBits != 0
  }

  /// Adds `name` (the namespace is not part of the summary).
  mutating func insert(_ name: String) {
    let (last, penultimate) = Self.bits(of: name)
    lastBits |= last
    penultimateBits |= penultimate
  }

  /// Whether the set may hold `name`: `false` only when it certainly does not.
  func mayContain(_ name: String) -> Bool {
    let (last, penultimate) = Self.bits(of: name)
    return lastBits & last != 0 && penultimateBits & penultimate != 0
  }

  /// Whether the set may hold the literal `name`, its bytes read in place: `false` only when it
  /// certainly does not.
  func mayContain(_ name: StaticString) -> Bool {
    let (last, penultimate) = name.withUTF8Buffer { Self.bits(ofBytes: $0) }
    return lastBits & last != 0 && penultimateBits & penultimate != 0
  }

  /// The bits of `name` (``bits(ofBytes:)``).
  private static func bits(of name: String) -> (UInt64, UInt64) {
    let utf8 = name.utf8
    // In place for a native string: `UTF8View.last` steps back through the generic index path.
    if let stored = utf8.withContiguousStorageIfAvailable({ bits(ofBytes: $0) }) {
      return stored
    }
    return bits(
      count: utf8.count,
      last: Int(utf8.last ?? 0),
      penultimate: Int(utf8.dropLast().last ?? 0)
    )
  }

  /// The bits of the name with UTF-8 `bytes`.
  private static func bits(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
    bits(
      count: bytes.count,
      last: Int(bytes.last ?? 0),
      penultimate: bytes.count > 1 ? Int(bytes[bytes.count - 2]) : 0
    )
  }

  /// The bits of a name of `count` UTF-8 bytes whose last byte is `last` and byte before it
  /// `penultimate` (0 for a shorter name): its length times 7 plus its last byte, and its
  /// length times 11 plus five times its byte before the last, each modulo 64.
  private static func bits(count: Int, last: Int, penultimate: Int) -> (UInt64, UInt64) {
    (
      1 << UInt64(truncatingIfNeeded: (count &* 7 &+ last) & 63),
      1 << UInt64(truncatingIfNeeded: (count &* 11 &+ penultimate &* 5) & 63)
    )
  }
}
