import Testing

@testable import SceneDiffText

/// Remembered shaping results are found by the text's UTF-8 bytes, not by `String` equality.
@Suite struct ShapeCacheTests {
  /// `"é"` (U+00E9, 2 UTF-8 bytes) and `"e\u{301}"` (e + combining acute, 3 bytes) are equal
  /// `String`s but must not share a result: advances are per byte.
  @Test(.enabled(if: TextShaper.isAvailable)) func canonicallyEqualTextsKeepTheirOwnBytes()
    throws
  {
    let request = FontRequest()
    let composed = try #require(
      TextShaper.shape("\u{E9}", request: request, size: 42, ligatures: true)
    )
    let decomposed = try #require(
      TextShaper.shape("e\u{301}", request: request, size: 42, ligatures: true)
    )
    #expect(composed.advances.count == 2)
    #expect(decomposed.advances.count == 3)
  }

  /// A full table is emptied before the next entry: at most `capacity` texts are kept.
  @Test func fullTableIsEmptied() {
    let cache = ShapeCache()
    for index in 0...ShapeCache.capacity {
      let key = ShapeCache.Key(
        text: ShapeCache.Bytes(text: "t\(index)"),
        request: FontRequest(),
        size: 10,
        ligatures: true
      )
      _ = cache.shaped(key) { ShapedText(count: 1) }
    }
    var calls = 0
    let first = ShapeCache.Key(
      text: ShapeCache.Bytes(text: "t0"),
      request: FontRequest(),
      size: 10,
      ligatures: true
    )
    _ = cache.shaped(first) {
      calls += 1
      return ShapedText(count: 1)
    }
    // Entry 4,096 (the 4,097th) emptied the table, so "t0" is shaped again.
    #expect(calls == 1)
  }
}
