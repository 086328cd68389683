import Testing

@testable import SceneDiffText

/// The splitter reads text by character: ASCII text by its bytes, other text by `Character`,
/// with the same lengths either way.
@Suite struct FontRunSplitterCharactersTests {
  /// "a\r\nb\rc\n": a CR LF pair is one character of two bytes, a lone CR or LF one byte.
  @Test func carriageReturnAndLineFeedAreOneCharacter() {
    let characters = FontRunSplitter.characters(of: "a\r\nb\rc\n")
    #expect(characters.map(\.length) == [1, 2, 1, 1, 1, 1])
    #expect(characters.map(\.first.value) == [0x61, 0x0D, 0x62, 0x0D, 0x63, 0x0A])
  }

  /// "é\r\nx": é (U+00E9) is two UTF-8 bytes; the CR LF pair is one character after it too.
  @Test func nonASCIITextIsReadByCharacter() {
    let characters = FontRunSplitter.characters(of: "\u{E9}\r\nx")
    #expect(characters.map(\.length) == [2, 2, 1])
    #expect(characters.map(\.first.value) == [0xE9, 0x0D, 0x78])
  }
}
