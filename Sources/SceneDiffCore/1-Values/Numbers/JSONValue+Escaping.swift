extension JSONValue {
  /// Whether any of `count` UTF-8 bytes must be escaped in a JSON string: a control character
  /// (below 0x20), `"` or `\`.
  ///
  /// Eight bytes are tested at a time (``wordHasByteToEscape(_:)``). The last, partial word is
  /// read as the last eight bytes again, overlapping the word before it, or for fewer than eight
  /// bytes as two overlapping halves or three single bytes: only whether some byte must be
  /// escaped is asked, so a byte read twice does not matter.
  static func containsByteToEscape(_ bytes: UnsafePointer<UInt8>, count: Int) -> Bool {
    let raw = UnsafeRawPointer(bytes)
    switch count {
    case 8...:
      var offset = 0
      while offset + 8 <= count {
        if wordHasByteToEscape(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
          return true
        }
        offset += 8
      }
      guard offset < count else { return false }
      return wordHasByteToEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
    case 4..<8:
      let head = UInt64(raw.loadUnaligned(as: UInt32.self))
      let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return wordHasByteToEscape(head | tail << 32)
    case 1..<4:
      // The first, middle and last bytes cover one, two or three bytes; the rest of the word
      // is "a", which needs no escaping.
      let bytes = UInt64(bytes[0]) | UInt64(bytes[count >> 1]) << 8 | UInt64(bytes[count - 1]) << 16
      return wordHasByteToEscape(0x6161_6161_6100_0000 | bytes)
    default:
      return false
    }
  }

  /// Whether one of the eight bytes of `word` is below 0x20, `"` (0x22) or `\` (0x5C).
  ///
  /// For a word `w` with `k` in every byte, `(w - 0x01…01 × k) & ~w & 0x80…80` is non-zero
  /// exactly when some byte of `w` is below `k` (`k` ≤ 0x80): below the lowest such byte no
  /// byte borrows, so that byte wraps to 0x100 + b − k ≥ 0x80 while its own high bit is clear;
  /// and with no byte below `k` nothing borrows and no byte under 0x80 reaches 0x80. A byte
  /// equal to `c` is a zero byte of `w ^ 0x01…01 × c`, found the same way with `k` = 1.
  @inline(__always)
  static func wordHasByteToEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let quotes = word ^ (ones &* 0x22)
    let backslashes = word ^ (ones &* 0x5C)
    let control = (word &- ones &* 0x20) & ~word
    let zeroQuote = (quotes &- ones) & ~quotes
    let zeroBackslash = (backslashes &- ones) & ~backslashes
    return (control | zeroQuote | zeroBackslash) & 0x8080_8080_8080_8080 != 0
  }
}
