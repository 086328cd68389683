import SceneDiffCore

extension MeasuredCharacter {
  /// Calls `body` with each character of `text` (Swift `Character`s, so a letter with
  /// combining marks is one character) measured in `style`, in order.
  ///
  /// Advances come from ``TextEngine``: HarfBuzz's shaped advances in Android's fonts when they
  /// are installed, otherwise the built-in Roboto table (§12.3). The roles in line breaking are
  /// the same either way:
  /// * `\n` and `\r\n` end a paragraph.
  /// * A space breaks; a tab is measured and broken as a space (Android advances to the next
  ///   20 px tab stop instead; tabs do not occur in layout text in practice).
  /// * U+00A0 (no-break space) has the space's advance but allows no break.
  /// * Zero-width characters take no width and no letter spacing: C0 controls other than tab
  ///   and newline (so a lone `\r`), DEL, U+00AD soft hyphen, U+200C/U+200D joiners, U+2060
  ///   word joiner, U+FEFF; U+200B zero-width space does the same but allows a break.
  /// * A CJK ideograph, kana or Hangul syllable (and CJK punctuation) allows a break after
  ///   it, as ICU's line breaking does between ideographs (see ``LineBreaker``).
  ///
  /// With the built-in table: printable ASCII takes its Roboto advance; a character made of an
  /// ASCII base and combining marks takes the base's advance; an accented Latin letter its base
  /// letter's (``LatinBaseLetters``); anything else 1024 units (half an em).
  static func scan(_ text: String, style: TextStyle, _ body: (MeasuredCharacter) -> Void) {
    let table = RobotoMetrics.advances(style.weight)
    let shaped = TextEngine.advances(of: text, style: style)
    let scale = style.size * MeasuredCharacter.unitsPerPixel / RobotoMetrics.unitsPerEm
    var tabAdvance: Int?
    func measured(_ character: MeasuredCharacter, length: Int, isTab: Bool) -> MeasuredCharacter {
      guard let shaped else { return character }
      var result = character
      if character.kind == .newline || !character.isSpaced {
        // Line breaks and the zero-width characters listed above take no width.
        result.advance = 0
      } else if isTab {
        if tabAdvance == nil {
          tabAdvance = TextEngine.advances(of: " ", style: style)?.first ?? character.advance
        }
        result.advance = tabAdvance ?? 0
      } else {
        result.advance = 0
        for index in character.utf8Offset..<character.utf8Offset + length {
          result.advance += shaped[index]
        }
      }
      return result
    }
    if text.isAllASCII {
      var offset = 0
      for byte in text.utf8 {
        let character = ascii(byte, table: table, scale: scale, offset: offset)
        body(measured(character, length: 1, isTab: byte == 0x09))
        offset += 1
      }
      return
    }
    var offset = 0
    for character in text {
      let length = character.utf8.count
      let measuredCharacter = measure(character, table: table, scale: scale, offset: offset)
      body(measured(measuredCharacter, length: length, isTab: character == "\t"))
      offset += length
    }
  }

  /// All characters of `text`, measured (see ``scan(_:style:_:)``).
  static func characters(of text: String, style: TextStyle) -> [MeasuredCharacter] {
    var characters: [MeasuredCharacter] = []
    characters.reserveCapacity(text.utf8.count)
    scan(text, style: style) { characters.append($0) }
    return characters
  }

  /// An ASCII character (`byte < 0x80`), its table advance scaled by `scale` (size × 32).
  @inline(__always)
  private static func ascii(_ byte: UInt8, table: [Int32], scale: Int, offset: Int)
    -> MeasuredCharacter
  {
    switch byte {
    case 0x20...0x7E:
      MeasuredCharacter(
        advance: Int(table[Int(byte) - 0x20]) * scale,
        kind: byte == 0x20 ? .space : .glyph,
        isSpaced: true,
        utf8Offset: offset
      )
    case 0x0A: MeasuredCharacter(advance: 0, kind: .newline, isSpaced: false, utf8Offset: offset)
    case 0x09:
      MeasuredCharacter(
        advance: Int(table[0]) * scale,
        kind: .space,
        isSpaced: true,
        utf8Offset: offset
      )
    default: MeasuredCharacter(advance: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    }
  }

  /// Any character.
  private static func measure(
    _ character: Character,
    table: [Int32],
    scale: Int,
    offset: Int
  ) -> MeasuredCharacter {
    // `asciiValue` is also 0x0A for "\r\n".
    if let byte = character.asciiValue {
      return ascii(byte, table: table, scale: scale, offset: offset)
    }
    guard let scalar = character.unicodeScalars.first else {
      return MeasuredCharacter(advance: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    }
    if scalar.isASCII {
      // An ASCII base with combining marks: the base's advance and role.
      return ascii(UInt8(scalar.value), table: table, scale: scale, offset: offset)
    }
    switch scalar.value {
    case 0xA0:
      return MeasuredCharacter(
        advance: Int(table[0]) * scale,
        kind: .glyph,
        isSpaced: true,
        utf8Offset: offset
      )
    case 0x200B:
      return MeasuredCharacter(advance: 0, kind: .space, isSpaced: false, utf8Offset: offset)
    case 0xAD, 0x200C, 0x200D, 0x2060, 0xFEFF:
      return MeasuredCharacter(advance: 0, kind: .glyph, isSpaced: false, utf8Offset: offset)
    default:
      let units =
        LatinBaseLetters.baseLetter(of: scalar).map { table[Int($0) - 0x20] }
        ?? RobotoMetrics.fallbackAdvance
      return MeasuredCharacter(
        advance: Int(units) * scale,
        kind: breakKind(scalar),
        isSpaced: true,
        utf8Offset: offset
      )
    }
  }

  /// The line-breaking role of a non-ASCII visible character (ICU's classes, simplified):
  /// `.closing` for CJK closing punctuation and small kana (no break before them, ICU's CL and
  /// NS), `.opening` for CJK opening brackets (no break after, OP), `.ideograph` for
  /// ideographs, kana, Hangul syllables and other CJK symbols and full-width forms (a break
  /// before and after, ID), `.glyph` for the rest.
  private static func breakKind(_ scalar: Unicode.Scalar) -> Kind {
    switch scalar.value {
    case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B,
      0x3005, 0x309D, 0x309E, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A,
      0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083,
      0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5,
      0x30E7, 0x30EE, 0x30F5, 0x30F6:
      .closing
    case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B,
      0xFF5B:
      .opening
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
      0xFF00...0xFFEF, 0x20000...0x3FFFF:
      .ideograph
    default: .glyph
    }
  }
}
