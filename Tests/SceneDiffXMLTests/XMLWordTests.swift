import Testing

@testable import SceneDiffXML

/// The eight-byte tests of the fast reader's value and name scans: the first byte each marks is
/// the first byte a byte-by-byte test finds.
@Suite struct XMLWordTests {
  /// The first of `bytes` (eight of them) for which `test` holds, or `nil`.
  private static func firstByte(_ bytes: [UInt8], _ test: (UInt8) -> Bool) -> Int? {
    bytes.firstIndex(where: test)
  }

  /// What the word tests report for `bytes`: the first marked byte, or `nil` for no mark.
  private static func firstMarked(_ bytes: [UInt8], _ mask: (UInt64) -> UInt64) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      let marks = mask(XMLWord.load(buffer, at: 0))
      return marks == 0 ? nil : XMLWord.firstMarked(marks)
    }
  }

  /// Whether a value scan stops at `byte` (closing on `quote`), written out byte by byte.
  private static func stopsValue(_ byte: UInt8, quote: UInt8) -> Bool {
    byte == quote || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte < 0x20
      || byte >= 0x80
  }

  /// Whether `byte` is an ASCII letter, written out by ranges.
  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  @Test func everyByteAtEveryPlace() {
    // Each of the 256 byte values at each of the eight places, after plain letters, and
    // followed by bytes that are stops and non-letters themselves (which must not hide it).
    for place in 0..<8 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
        bytes[place] = UInt8(value)
        for later in (place + 1)..<8 { bytes[later] = later % 2 == 0 ? 0x00 : 0xFF }
        for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
          Self.expectScansAgree(bytes, quote: quote)
        }
      }
    }
  }

  @Test func pseudorandomWords() {
    // 20,000 words from a fixed linear congruential sequence, with bytes drawn mostly from the
    // ones that matter (quotes, `<`, `&`, controls, high bytes, letters next to the ranges'
    // ends), so that several marks and borrows meet in one word.
    let interesting: [UInt8] = [
      0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x22, 0x26, 0x27, 0x3C, 0x40, 0x41, 0x5A,
      0x5B, 0x5F, 0x60, 0x61, 0x7A, 0x7B, 0x7F, 0x80, 0xC1, 0xE1, 0xFA, 0xFF, 0x30, 0x3A, 0x3D,
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<8 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let draw = Int(state >> 33)
        bytes.append(draw % 4 == 0 ? UInt8(truncatingIfNeeded: draw >> 8) : interesting[draw % 30])
      }
      let quote = state & 1 == 0 ? UInt8(ascii: "\"") : UInt8(ascii: "'")
      Self.expectScansAgree(bytes, quote: quote)
    }
  }

  /// Expects the word tests' first marked byte to be the byte-by-byte tests' first byte, for
  /// the value scan (closed by `quote`) and for the name letters.
  private static func expectScansAgree(_ bytes: [UInt8], quote: UInt8) {
    #expect(
      firstMarked(bytes) { XMLWord.valueStops($0, quote: quote) }
        == firstByte(bytes) { stopsValue($0, quote: quote) }
    )
    #expect(
      firstMarked(bytes) { XMLWord.nonLetters($0) } == firstByte(bytes) { !isLetter($0) }
    )
  }

  @Test func loadsTheFirstByteLowest() {
    let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    bytes.withUnsafeBufferPointer { buffer in
      #expect(XMLWord.load(buffer, at: 0) == 0x0807_0605_0403_0201)
      #expect(XMLWord.load(buffer, at: 1) == 0x0908_0706_0504_0302)
    }
  }
}
