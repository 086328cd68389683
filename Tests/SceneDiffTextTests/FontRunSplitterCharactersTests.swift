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

/// ASCII characters are sticky by the list alone: no ASCII character is a mark.
@Suite struct FontRunSplitterStickyTests {
  /// For each of the 128 ASCII scalars, sticky exactly when it is one of Minikin's listed
  /// punctuation marks `! , - . : ; ?` or its general category is a mark (none is).
  @Test func asciiStickyByListOnly() {
    let listed: Set<UInt32> = [0x21, 0x2C, 0x2D, 0x2E, 0x3A, 0x3B, 0x3F]
    for value in UInt32(0)..<0x80 {
      let scalar = Unicode.Scalar(value)!
      let isMark: Bool
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .spacingMark: isMark = true
      default: isMark = false
      }
      #expect(!isMark)
      #expect(FontRunSplitter.isSticky(scalar) == (listed.contains(value) || isMark), "\(value)")
    }
    // Above ASCII the category still decides: U+0301 (a combining acute) is sticky, U+00E9 not.
    #expect(FontRunSplitter.isSticky(Unicode.Scalar(0x301)!))
    #expect(!FontRunSplitter.isSticky(Unicode.Scalar(0xE9)!))
  }
}

/// ASCII text read byte by byte gives the runs its characters give.
@Suite struct FontRunSplitterASCIITests {
  /// "ab\r\ncd ef\tg!": the CR LF pair (bytes 2–3) and the tab (byte 9) end runs and belong to
  /// none, the space (byte 6) is a run of its own, and `!` stays with `g`: runs 0..<2, 4..<6,
  /// 6..<7, 7..<9, 10..<12, all in Roboto Regular.
  @Test(.enabled(if: TextShaper.isAvailable)) func asciiRunsByBytes() {
    var splitter = FontRunSplitter(collection: FontCollection.shared, request: FontRequest())
    let runs = splitter.runs(of: "ab\r\ncd ef\tg!")
    #expect(runs.map(\.range) == [0..<2, 4..<6, 6..<7, 7..<9, 10..<12])
    #expect(runs.allSatisfy { $0.font.face.file == "Roboto-Regular.ttf" && !$0.isSynthetic })
    #expect(splitter.uncovered.isEmpty)
  }

  /// "ab\u{01}c d", which Roboto does not cover, is read character by character.
  ///
  /// U+0001 takes the first fallback face that covers it, a run of its own between
  /// "ab" and "c" (it is not sticky); when none does, the requested face (a control
  /// character is not listed as uncovered) and it stays in the word's run.
  @Test(.enabled(if: TextShaper.isAvailable)) func asciiRunsWithAnUncoveredByte() throws {
    let collection = FontCollection.shared
    let request = FontRequest()
    let primary = try #require(collection.primary(for: request))
    #expect(primary.coversASCII("ab c\r\n\t!".utf8))
    #expect(!primary.coversASCII("ab\u{01}c d".utf8))
    let fallback = (0..<collection.fallbackCount).lazy
      .compactMap { collection.fallback($0, for: request) }
      .first { $0.covers(Unicode.Scalar(1)) }
    var splitter = FontRunSplitter(collection: collection, request: request)
    let runs = splitter.runs(of: "ab\u{01}c d")
    if let fallback {
      #expect(runs.map(\.range) == [0..<2, 2..<3, 3..<4, 4..<5, 5..<6])
      #expect(runs.map { $0.font === fallback } == [false, true, false, false, false])
      #expect(runs.filter { $0.font !== fallback }.allSatisfy { $0.font === primary })
    } else {
      #expect(runs.map(\.range) == [0..<4, 4..<5, 5..<6])
      #expect(runs.allSatisfy { $0.font === primary })
    }
    #expect(splitter.uncovered.isEmpty)
  }
}
