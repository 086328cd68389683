/// Strings of 1 to 15 ASCII bytes as two 64-bit words: made from their bytes, and read back,
/// without the standard library's UTF-8 validation and buffer handling.
///
/// The words (``words(_:)``) hold the bytes in order, the first in the lowest byte of ``low``,
/// bytes 8 to 14 in ``high``, zeros after the last byte, and the length in the highest byte of
/// `high`. On 64-bit little-endian platforms the standard library stores such a string inline
/// ("small") in exactly these words with `0xE0` (small, ASCII, immortal) added to the highest
/// byte: ``string(_:)`` and ``words(of:)`` convert between the two by that flag alone. Whether
/// this standard library does so is checked once, on strings it made itself
/// (``isSupported``); where it does not, callers take the usual paths.
package enum ShortASCII {
  /// The flags the standard library keeps in the highest byte of a small ASCII string's second
  /// word, above its length (written out in the inlinable functions below, which cannot read a
  /// stored property without a check for its first use).
  private static let smallASCIIFlags: UInt64 = 0xE0 << 56

  /// Whether strings are stored as described above: sizes, both directions and equality
  /// checked on strings of every length from 1 to 15 that `String(decoding:as:)` made.
  package static let isSupported: Bool = {
    #if _endian(little)
    guard MemoryLayout<String>.size == 16, MemoryLayout<(UInt64, UInt64)>.size == 16 else {
      return false
    }
    let letters = Array("aZ0_-.:/xyzQRST".utf8)
    for length in 1...15 {
      let bytes = Array(letters[..<length])
      let made = String(decoding: bytes, as: UTF8.self)
      let key = bytes.withUnsafeBufferPointer { words($0) }
      guard let key else { return false }
      let stored = unsafeBitCast(made, to: (UInt64, UInt64).self)
      guard stored.0 == key.low, stored.1 == key.high | smallASCIIFlags else { return false }
      let back = unsafeBitCast((key.low, key.high | smallASCIIFlags), to: String.self)
      guard back == made, back.utf8.count == length, Array(back.utf8) == bytes else {
        return false
      }
    }
    return true
    #else
    return false
    #endif
  }()

  /// The words of a value of 1 to 15 ASCII bytes, or `nil` for any other value.
  ///
  /// Read a word at a time: two loads that may overlap (8 bytes at the start and 8 ending at
  /// the end, or 4 and 4), never outside the value; an overlapped byte is the same in both.
  @inlinable @inline(__always)
  package static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64)? {
    let count = bytes.count
    guard count > 0, count < 16, let start = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(start)
    let low: UInt64
    var high: UInt64 = 0
    if count >= 8 {
      low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
      if count > 8 {
        // Bytes `count - 8 ..< count`, shifted so that byte 8 is the lowest.
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        high = UInt64(littleEndian: last) >> (8 * (16 - count))
      }
    } else if count >= 4 {
      let first = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
      let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      low = UInt64(first) | UInt64(last) << (8 * (count - 4))
    } else {
      low =
        UInt64(start[0]) | UInt64(start[count / 2]) << (8 * (count / 2))
        | UInt64(start[count - 1]) << (8 * (count - 1))
    }
    guard (low | high) & 0x8080_8080_8080_8080 == 0 else { return nil }
    return (low, high | UInt64(count) << 56)
  }

  /// The string whose words (``words(_:)``) are `words`.
  ///
  /// - Precondition: ``isSupported``, and `words` came from ``words(_:)`` or ``words(of:)``.
  @inlinable @inline(__always)
  package static func string(_ words: (low: UInt64, high: UInt64)) -> String {
    unsafeBitCast((words.low, words.high | 0xE0 << 56), to: String.self)
  }

  /// The words of `string` if it is stored inline as 1 to 15 ASCII bytes; `nil` for any other
  /// string (longer, not ASCII, or stored elsewhere).
  ///
  /// - Precondition: ``isSupported``.
  @inlinable @inline(__always)
  package static func words(of string: String) -> (low: UInt64, high: UInt64)? {
    let stored = unsafeBitCast(string, to: (UInt64, UInt64).self)
    guard stored.1 >> 60 == 0xE else { return nil }
    let high = stored.1 & ~(0xF0 << 56)
    guard high >> 56 != 0 else { return nil }
    return (stored.0, high)
  }
}
