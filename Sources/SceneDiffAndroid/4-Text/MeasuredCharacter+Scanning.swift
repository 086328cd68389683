import SceneDiffCore

extension MeasuredCharacter {
  /// Calls `body` with each character of `text` (Swift `Character`s, so a letter with
  /// combining marks is one character) measured in `weight`, in order.
  ///
  /// The advances follow §12.3, with these additions (deliberate; Android measures such
  /// characters with its real fonts):
  /// * Printable ASCII: the Roboto table. A character made of an ASCII base and combining
  ///   marks (`e` + U+0301) takes the base's advance.
  /// * An accented Latin letter takes its base letter's advance (``LatinBaseLetters``).
  /// * `\n` and `\r\n` end a paragraph.
  /// * A tab is measured and broken as a space (Android advances to the next 20 px tab stop
  ///   instead; tabs do not occur in layout text in practice).
  /// * U+00A0 (no-break space) has the space's advance but allows no break.
  /// * Zero-width characters take no width and no letter spacing: C0 controls other than tab
  ///   and newline (so a lone `\r`), DEL, U+00AD soft hyphen, U+200C/U+200D joiners, U+2060
  ///   word joiner, U+FEFF; U+200B zero-width space does the same but allows a break.
  /// * Anything else: 1024 units (half an em).
  ///
  /// All-ASCII text (the common case) is scanned byte by byte, without grapheme breaking.
  static func scan(
    _ text: String,
    weight: TextStyle.Weight,
    _ body: (MeasuredCharacter) -> Void
  ) {
    let table = RobotoMetrics.advances(weight)
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      var offset = 0
      for byte in text.utf8 {
        body(ascii(byte, table: table, offset: offset))
        offset += 1
      }
      return
    }
    var offset = 0
    for character in text {
      body(measure(character, table: table, offset: offset))
      offset += character.utf8.count
    }
  }

  /// All characters of `text`, measured (see ``scan(_:weight:_:)``).
  static func characters(of text: String, weight: TextStyle.Weight) -> [MeasuredCharacter] {
    var characters: [MeasuredCharacter] = []
    characters.reserveCapacity(text.utf8.count)
    scan(text, weight: weight) { characters.append($0) }
    return characters
  }

  /// An ASCII character (`byte < 0x80`).
  @inline(__always)
  private static func ascii(_ byte: UInt8, table: [Int32], offset: Int) -> MeasuredCharacter {
    switch byte {
    case 0x20...0x7E:
      MeasuredCharacter(
        units: table[Int(byte) - 0x20],
        kind: byte == 0x20 ? .space : .glyph,
        isSpaced: true,
        utf8Offset: offset
      )
    case 0x0A: MeasuredCharacter(units: 0, kind: .newline, isSpaced: false, utf8Offset: offset)
    case 0x09: MeasuredCharacter(units: table[0], kind: .space, isSpaced: true, utf8Offset: offset)
    default: MeasuredCharacter(units: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    }
  }

  /// Any character.
  private static func measure(
    _ character: Character,
    table: [Int32],
    offset: Int
  ) -> MeasuredCharacter {
    // `asciiValue` is also 0x0A for "\r\n".
    if let byte = character.asciiValue { return ascii(byte, table: table, offset: offset) }
    guard let scalar = character.unicodeScalars.first else {
      return MeasuredCharacter(units: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    }
    if scalar.isASCII {
      // An ASCII base with combining marks: the base's advance and role.
      return ascii(UInt8(scalar.value), table: table, offset: offset)
    }
    switch scalar.value {
    case 0xA0:
      return MeasuredCharacter(units: table[0], kind: .glyph, isSpaced: true, utf8Offset: offset)
    case 0x200B:
      return MeasuredCharacter(units: 0, kind: .space, isSpaced: false, utf8Offset: offset)
    case 0xAD, 0x200C, 0x200D, 0x2060, 0xFEFF:
      return MeasuredCharacter(units: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    default:
      let units =
        LatinBaseLetters.baseLetter(of: scalar).map { table[Int($0) - 0x20] }
        ?? RobotoMetrics.fallbackAdvance
      return MeasuredCharacter(units: units, kind: .glyph, isSpaced: true, utf8Offset: offset)
    }
  }
}
