/// Eight bytes of a document read as one 64-bit word, the first byte in the lowest eight bits,
/// and the byte classes ``XMLFastReader`` tests on all eight at once.
///
/// Each test returns a mask with the high bit (0x80) of a byte's eight bits set for the bytes
/// in the class. Only the lowest set bit is sure to mark such a byte (a test built on a
/// subtraction may also mark bytes after the first it finds), so callers use
/// ``firstMarked(_:)`` and look at that byte alone.
enum XMLWord {
  /// 0x01 in every byte.
  static let ones: UInt64 = 0x0101_0101_0101_0101
  /// 0x80 in every byte.
  static let highBits: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes from `index` on; `index + 8` must be at most `bytes.count`.
  @inline(__always)
  static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }

  /// The index, from 0 to 7, of the first byte a non-zero mask marks.
  @inline(__always)
  static func firstMarked(_ mask: UInt64) -> Int {
    mask.trailingZeroBitCount >> 3
  }

  /// Marks the bytes equal to `byte` (the first one surely; see ``XMLWord``).
  @inline(__always)
  static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & highBits
  }

  /// Marks the bytes an attribute value cannot simply go on over (``XMLFastReader``'s value
  /// scan): `quote`, `<`, `&`, a control byte (below 0x20) and any byte of 0x80 or more.
  @inline(__always)
  static func valueStops(_ word: UInt64, quote: UInt8) -> UInt64 {
    let control = (word &- ones &* 0x20) & ~word & highBits
    return equal(word, quote) | equal(word, XMLByte.lessThan) | equal(word, XMLByte.ampersand)
      | control | (word & highBits)
  }

  /// Marks every byte that is not an ASCII letter (`A`–`Z`, `a`–`z`); exact for each byte.
  @inline(__always)
  static func nonLetters(_ word: UInt64) -> UInt64 {
    // With 0x20 set, capitals are lowercase letters; the low seven bits of each byte are
    // compared with 0x61 and 0x7A by additions that cannot carry into the next byte.
    let low = (word | 0x2020_2020_2020_2020) & 0x7F7F_7F7F_7F7F_7F7F
    let atLeastA = low &+ 0x1F1F_1F1F_1F1F_1F1F
    let aboveZ = low &+ 0x0505_0505_0505_0505
    let letters = atLeastA & ~aboveZ & ~word & highBits
    return letters ^ highBits
  }
}
