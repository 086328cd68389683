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
