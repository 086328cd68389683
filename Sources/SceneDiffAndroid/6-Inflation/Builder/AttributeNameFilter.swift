/// A one-word summary of a set of attribute names, to skip the lookups of names the set
/// cannot hold without building their ``AttributeKey``.
///
/// Each name sets one of 64 bits, chosen by its UTF-8 length and last byte. A clear bit proves
/// that no name of the set has that length and last byte, so a lookup of such a name finds
/// nothing; a set bit proves nothing, and the lookup runs as it would without the filter.
/// Answers are exact either way: the filter only decides whether to look. It stores nothing
/// by its bits, so names written to share a bit cost no more than the lookups they would have
/// cost anyway.
struct AttributeNameFilter: Sendable {
  /// The bits of the names inserted.
  private var bits: UInt64 = 0

  /// Adds `name` (the namespace is not part of the summary).
  mutating func insert(_ name: String) {
    bits |= Self.bit(of: name)
  }

  /// Whether the set may hold `name`: `false` only when it certainly does not.
  func mayContain(_ name: String) -> Bool {
    bits & Self.bit(of: name) != 0
  }

  /// The bit of `name`: its UTF-8 length times 7 plus its last byte, modulo 64.
  private static func bit(of name: String) -> UInt64 {
    let utf8 = name.utf8
    // In place for a native string: `UTF8View.last` steps back through the generic index path.
    let stored: UInt8?? = utf8.withContiguousStorageIfAvailable { $0.last }
    let last = Int((stored ?? utf8.last) ?? 0)
    return 1 << UInt64(truncatingIfNeeded: (utf8.count &* 7 &+ last) & 63)
  }
}
