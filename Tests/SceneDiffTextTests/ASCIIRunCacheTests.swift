import Testing

@testable import SceneDiffText

/// ASCII runs are shaped once per face and found again by their bytes.
@Suite struct ASCIIRunCacheTests {
  /// Only runs of at most 64 bytes, all below 0x80, are kept.
  @Test func keepsShortASCIIRunsOnly() {
    let text = Array("ab c\u{E9}".utf8)  // a b space c, then é as 0xC3 0xA9
    #expect(ASCIIRunCache.keeps(text, 0..<2))  // "ab"
    #expect(ASCIIRunCache.keeps(text, 2..<3))  // " "
    #expect(!ASCIIRunCache.keeps(text, 3..<6))  // "c" and both bytes of é
    let long = Array(repeating: UInt8(ascii: "x"), count: 65)
    #expect(ASCIIRunCache.keeps(long, 0..<64))
    #expect(!ASCIIRunCache.keeps(long, 0..<65))
  }

  /// Two runs' keys are equal exactly when their bytes and ligature settings are, for runs
  /// held in words (up to 16 bytes) and in an array (longer), a NUL byte and shared prefixes.
  @Test func keysEqualExactlyForEqualRuns() {
    let runs: [[UInt8]] = [
      [], [0], [0, 0], Array("a".utf8), Array("ab".utf8), Array("ab\u{0}".utf8),
      Array("abcdefgh".utf8), Array("abcdefghi".utf8), Array("abcdefghijklmnop".utf8),
      Array("abcdefghijklmnopq".utf8), Array("abcdefghijklmnoq".utf8),
      Array(repeating: UInt8(ascii: "x"), count: 64),
      Array(repeating: UInt8(ascii: "x"), count: 63),
    ]
    for a in runs {
      for b in runs {
        for (la, lb) in [(true, true), (true, false)] {
          let equal =
            ASCIIRunCache.Key(bytes: a, ligatures: la) == ASCIIRunCache.Key(bytes: b, ligatures: lb)
          #expect(equal == (a == b && la == lb), "\(a) \(b)")
        }
      }
    }
    // A slice of a longer text gives the key of the same bytes on their own.
    let text = Array("Hi Hello".utf8)
    #expect(
      ASCIIRunCache.Key(bytes: text[3..<8], ligatures: true)
        == ASCIIRunCache.Key(bytes: Array("Hello".utf8), ligatures: true)
    )
  }

  /// A full table is emptied before the next run: at most `capacity` runs are kept.
  @Test func fullTableIsEmptied() {
    let cache = ASCIIRunCache()
    for index in 0...ASCIIRunCache.capacity {
      let key = ASCIIRunCache.Key(bytes: Array("r\(index)".utf8), ligatures: true)
      _ = cache.glyphs(key) { [] }
    }
    var calls = 0
    let first = ASCIIRunCache.Key(bytes: Array("r0".utf8), ligatures: true)
    _ = cache.glyphs(first) {
      calls += 1
      return []
    }
    // Run 8,192 (the 8,193rd) emptied the table, so "r0" is shaped again.
    #expect(calls == 1)
  }

  /// A word gets the same advances on its own as after other words: "Hello" is bytes 0..<5 of
  /// "Hello" and bytes 3..<8 of "Hi Hello" ("Hi" is bytes 0..<2, the space byte 2).
  @Test(.enabled(if: TextShaper.isAvailable)) func wordKeepsItsAdvancesAfterOtherWords() throws {
    let request = FontRequest()
    let alone = try #require(TextShaper.shape("Hello", request: request, size: 42, ligatures: true))
    let after = try #require(
      TextShaper.shape("Hi Hello", request: request, size: 42, ligatures: true)
    )
    #expect(Array(after.advances[3..<8]) == alone.advances)
    #expect(alone.advances.allSatisfy { $0 > 0 })
  }
}
