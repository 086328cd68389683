extension Planner {
  /// What the plan-order sort compares of one animator, kept beside its index so that most
  /// comparisons read 24 contiguous bytes instead of two 96-byte animators far apart in
  /// memory, and compare two integers instead of two strings.
  ///
  /// ``prefix`` holds the target's first eight UTF-8 bytes, big-endian (zeros after a shorter
  /// key), when the whole target is ASCII; the next eight bytes, in the same form, are its
  /// *tail*, kept apart (``make(startMs:target:index:)``, read only when two prefixes are
  /// equal). For two ASCII strings the standard library's `<` is the byte order, so two
  /// different prefixes decide it, then two different tails, and two equal prefixes and tails
  /// of keys of at most sixteen bytes decide it by length (the shorter is a prefix of the
  /// longer). Otherwise (a longer key with the same sixteen bytes, a key with a non-ASCII byte,
  /// whose order follows Unicode normalization) the strings themselves are compared.
  struct PlanOrderKey {
    /// The animator's start.
    var startMs: Double
    /// The target's first eight bytes, big-endian, when ``length`` is known.
    var prefix: UInt64
    /// The animator's index in the unsorted array.
    var index: Int32
    /// The target's length in bytes when it is ASCII and at most sixteen bytes long;
    /// ``asciiLong`` for a longer ASCII target, ``unknown`` for a target with a non-ASCII byte.
    var length: UInt8

    /// ``length`` of an ASCII target longer than sixteen bytes.
    static let asciiLong: UInt8 = 0xFE
    /// ``length`` of a target with a non-ASCII byte: only the strings can be compared.
    static let unknown: UInt8 = 0xFF

    /// The key of the animator at `index`, whose target is `target`, and the target's tail:
    /// its bytes 8 to 15, big-endian, zeros after a shorter key (0 for a non-ASCII target).
    static func make(startMs: Double, target: String, index: Int) -> (
      key: PlanOrderKey, tail: UInt64
    ) {
      var target = target
      // The target's bytes in one buffer (a short string's on the stack): no iterator.
      let (prefix, tail, length) = target.withUTF8 { bytes in
        var words: (prefix: UInt64, tail: UInt64) = (0, 0)
        for k in bytes.indices {
          guard bytes[k] < 0x80 else { return (UInt64(0), UInt64(0), Self.unknown) }
          if k < 8 {
            words.prefix |= UInt64(bytes[k]) << (56 - 8 * UInt64(k))
          } else if k < 16 {
            words.tail |= UInt64(bytes[k]) << (120 - 8 * UInt64(k))
          }
        }
        return (words.prefix, words.tail, bytes.count <= 16 ? UInt8(bytes.count) : Self.asciiLong)
      }
      let key = PlanOrderKey(
        startMs: startMs,
        prefix: prefix,
        index: Int32(index),
        length: length
      )
      return (key, tail)
    }

    /// The order of the two targets when their keys and tails (`tails[i]`: the tail of the
    /// target of index `i`) decide it: `-1` when `lhs`'s target comes first, `1` when
    /// `rhs`'s does, `0` when they are equal; `nil` when the strings must be compared.
    static func targetOrder(
      _ lhs: PlanOrderKey,
      _ rhs: PlanOrderKey,
      tails: UnsafeBufferPointer<UInt64>
    ) -> Int? {
      guard lhs.length != unknown, rhs.length != unknown else { return nil }
      if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix ? -1 : 1 }
      if lhs.length > 8 || rhs.length > 8 {
        // The same first eight bytes and a longer key: the next eight decide if they differ.
        let l = tails[Int(lhs.index)]
        let r = tails[Int(rhs.index)]
        if l != r { return l < r ? -1 : 1 }
        guard lhs.length != asciiLong, rhs.length != asciiLong else { return nil }
      }
      return lhs.length == rhs.length ? 0 : lhs.length < rhs.length ? -1 : 1
    }
  }
}
