extension Planner {
  /// What the plan-order sort compares of one animator, kept beside its index so that most
  /// comparisons read 24 contiguous bytes instead of two 96-byte animators far apart in
  /// memory, and compare two integers instead of two strings.
  ///
  /// ``prefix`` holds the target's first eight UTF-8 bytes, big-endian (zeros after a shorter
  /// key), when the whole target is ASCII: for two ASCII strings the standard library's `<` is
  /// the byte order, so two different prefixes decide it, and two equal prefixes of keys of at
  /// most eight bytes decide it by length (the shorter is a prefix of the longer). Otherwise
  /// (a longer key with the same prefix, a key with a non-ASCII byte, whose order follows
  /// Unicode normalization) the strings themselves are compared.
  struct PlanOrderKey {
    /// The animator's start.
    var startMs: Double
    /// The target's first eight bytes, big-endian, when ``length`` is known.
    var prefix: UInt64
    /// The animator's index in the unsorted array.
    var index: Int32
    /// The target's length in bytes when it is ASCII and at most eight bytes long;
    /// ``asciiLong`` for a longer ASCII target, ``unknown`` for a target with a non-ASCII byte.
    var length: UInt8

    /// ``length`` of an ASCII target longer than eight bytes.
    static let asciiLong: UInt8 = 0xFE
    /// ``length`` of a target with a non-ASCII byte: only the strings can be compared.
    static let unknown: UInt8 = 0xFF

    /// The key of the animator at `index`, whose target is `target`.
    init(startMs: Double, target: String, index: Int) {
      self.startMs = startMs
      self.index = Int32(index)
      var target = target
      // The target's bytes in one buffer (a short string's on the stack): no iterator.
      (prefix, length) = target.withUTF8 { bytes in
        var prefix: UInt64 = 0
        for k in bytes.indices {
          guard bytes[k] < 0x80 else { return (0, Self.unknown) }
          if k < 8 { prefix |= UInt64(bytes[k]) << (56 - 8 * UInt64(k)) }
        }
        return (prefix, bytes.count <= 8 ? UInt8(bytes.count) : Self.asciiLong)
      }
    }

    /// The order of the two targets when their keys decide it: `true` or `false` for
    /// `lhs < rhs`, `nil` when the strings must be compared (also when they are equal and
    /// ``equalTargets(_:_:)`` says so).
    static func targetOrder(_ lhs: PlanOrderKey, _ rhs: PlanOrderKey) -> Bool? {
      guard lhs.length != unknown, rhs.length != unknown else { return nil }
      if lhs.prefix != rhs.prefix { return lhs.prefix < rhs.prefix }
      guard lhs.length != asciiLong, rhs.length != asciiLong else { return nil }
      return lhs.length == rhs.length ? nil : lhs.length < rhs.length
    }

    /// Whether the two targets are known to be equal from their keys alone (ASCII, at most
    /// eight bytes, same bytes).
    static func equalTargets(_ lhs: PlanOrderKey, _ rhs: PlanOrderKey) -> Bool {
      lhs.length <= 8 && lhs.length == rhs.length && lhs.prefix == rhs.prefix
    }
  }
}
