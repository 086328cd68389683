import Testing

@testable import SceneDiffAndroid

/// The process's memory of measured text (``TextMeasureCache``): what its keys tell apart.
@Suite struct TextMeasureCacheTests {
  /// Texts are told apart by their UTF-8 bytes, not by `String`'s canonical equivalence: the
  /// shaped advances are per byte.
  @Test func keysCompareTextsByBytes() {
    let style = TextStyle(size: 14)
    let composed = "caf\u{E9}"  // é as one scalar: 5 UTF-8 bytes
    let decomposed = "cafe\u{301}"  // e and a combining acute: 6 UTF-8 bytes
    #expect(composed == decomposed)
    let first = TextMeasureCache.Key(composed, style, width: nil, maxLines: nil)
    #expect(first != TextMeasureCache.Key(decomposed, style, width: nil, maxLines: nil))
    #expect(first == TextMeasureCache.Key(composed, style, width: nil, maxLines: nil))
    #expect(first != TextMeasureCache.Key(composed, style, width: 100, maxLines: nil))
    #expect(first != TextMeasureCache.Key(composed, style, width: nil, maxLines: 1))
  }

  /// The style's `Float`s are compared by their bits (0 and −0 are different keys).
  @Test func keysCompareFloatsByBits() {
    var negative = TextStyle(size: 14)
    negative.letterSpacing = -0.0
    let positive = TextStyle(size: 14)
    #expect(negative == positive)
    #expect(
      TextMeasureCache.Key("a", negative, width: nil, maxLines: nil)
        != TextMeasureCache.Key("a", positive, width: nil, maxLines: nil)
    )
  }

  /// A measurement with the fonts is not given back when the built-in table is forced.
  @Test func theForcedBuiltInTableIsAKeyOfItsOwn() {
    let style = TextStyle(size: 42)
    _ = TextMeasurer.desiredWidth("Android", style: style)
    TextEngine.$forcesBuiltInTable.withValue(true) {
      // "Android" without kerning: 1336 + 1131 + 1155 + 694 + 1168 + 498 + 1155 = 7137 units
      // × 42/2048 = 146.37 → 147 (as BuiltInTableTests derives it).
      #expect(TextMeasurer.desiredWidth("Android", style: style) == 147)
      #expect(TextMeasureCache.Key("Android", style, width: nil, maxLines: nil).builtInTable)
    }
    #expect(!TextMeasureCache.Key("Android", style, width: nil, maxLines: nil).builtInTable)
  }
}
