/// A fixed set of names asked by their UTF-8 bytes: an open-addressed table hashed with
/// FNV-1a, for the inflater's check of every `android:` name (``FrameworkAttributes/known``).
///
/// `Set<String>.contains` hashed each name with SipHash and compared it as a string, about 600
/// instructions a name; this table reads the bytes in place. It answers exactly as a
/// `Set<String>` of the same names: an ASCII name equals another string only when their bytes
/// are equal, and a name with a byte of 128 or more is asked of the set itself (a non-ASCII
/// string may be canonically equivalent to an ASCII one, as the Kelvin sign is to `K`).
struct ASCIINameSet: Sendable {
  /// The names, for those the table does not answer.
  private let names: Set<String>
  /// The bytes of the ASCII names, back to back.
  private let bytes: [UInt8]
  /// Per slot, the start of its name in ``bytes`` times 2³² plus its length plus one; 0 for
  /// an empty slot.
  private let slots: [UInt64]
  /// The number of slots minus one (a power of two minus one).
  private let mask: Int

  /// The set of `names`.
  init(_ names: Set<String>) {
    self.names = names
    var capacity = 16
    while capacity < names.count * 2 { capacity *= 2 }
    var bytes: [UInt8] = []
    var slots = [UInt64](repeating: 0, count: capacity)
    // In a fixed order, so that the table is the same in every process.
    for name in names.sorted() {
      let (hash, high) = Array(name.utf8).withUnsafeBufferPointer { Self.hash($0) }
      guard high < 128 else { continue }
      var slot = hash & (capacity - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = UInt64(bytes.count) << 32 | UInt64(name.utf8.count + 1)
      bytes += name.utf8
    }
    self.bytes = bytes
    self.slots = slots
    mask = capacity - 1
  }

  /// Whether `name` is one of the names.
  func contains(_ name: String) -> Bool {
    if let answer = name.utf8.withContiguousStorageIfAvailable({ contains(bytes: $0) }),
      let answer
    {
      return answer
    }
    return names.contains(name)
  }

  /// Whether the name with UTF-8 `name` is one of the names, or `nil` when it is not ASCII.
  private func contains(bytes name: UnsafeBufferPointer<UInt8>) -> Bool? {
    let (hash, high) = Self.hash(name)
    guard high < 128 else { return nil }
    var slot = hash & mask
    return bytes.withUnsafeBufferPointer { stored in
      while true {
        let entry = slots[slot]
        if entry == 0 { return false }
        let start = Int(truncatingIfNeeded: entry >> 32)
        if Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1 == name.count,
          Self.equal(name, stored, from: start)
        {
          return true
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Whether `name` equals the `name.count` bytes of `stored` from `start`, compared byte by
  /// byte (the generic `elementsEqual` cost several times more).
  private static func equal(
    _ name: UnsafeBufferPointer<UInt8>,
    _ stored: UnsafeBufferPointer<UInt8>,
    from start: Int
  ) -> Bool {
    for index in name.indices where name[index] != stored[start + index] { return false }
    return true
  }

  /// FNV-1a of `bytes`, and their bits or'ed together (128 or more when one is not ASCII).
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int, high: UInt8) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var high: UInt8 = 0
    for byte in bytes {
      high |= byte
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return (Int(truncatingIfNeeded: hash), high)
  }
}
