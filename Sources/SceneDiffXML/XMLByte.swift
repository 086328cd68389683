import SceneDiffCore

/// The ASCII bytes the XML scanner looks for, and byte classes.
enum XMLByte {
  /// `\n`.
  static let lineFeed: UInt8 = 0x0A
  /// `<`.
  static let lessThan: UInt8 = 0x3C
  /// `>`.
  static let greaterThan: UInt8 = 0x3E
  /// `/`.
  static let slash: UInt8 = 0x2F
  /// `=`.
  static let equals: UInt8 = 0x3D
  /// `&`.
  static let ampersand: UInt8 = 0x26
  /// `#`.
  static let hash: UInt8 = 0x23
  /// `;`.
  static let semicolon: UInt8 = 0x3B
  /// `:`.
  static let colon: UInt8 = 0x3A
  /// `[`.
  static let leftBracket: UInt8 = 0x5B
  /// `!`.
  static let exclamationMark: UInt8 = 0x21
  /// `?`.
  static let questionMark: UInt8 = 0x3F
  /// `x`.
  static let lowercaseX: UInt8 = 0x78

  /// Whether a byte is XML whitespace: space, tab, CR or LF.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Whether a byte is `"` or `'`.
  static func isQuote(_ byte: UInt8) -> Bool { byte == 0x22 || byte == 0x27 }

  /// Whether a byte ends an element name in a tag.
  static func endsName(_ byte: UInt8) -> Bool {
    isSpace(byte) || byte == greaterThan || byte == slash
  }

  /// Whether a byte ends an attribute name.
  static func endsAttributeName(_ byte: UInt8) -> Bool {
    endsName(byte) || byte == equals || isQuote(byte)
  }

  /// The value of a decimal or hexadecimal digit, or `nil`.
  static func digitValue(_ byte: UInt8, radix: Int) -> Int? {
    switch byte {
    case 0x30...0x39: Int(byte - 0x30)
    case 0x41...0x46 where radix == 16: Int(byte - 0x41 + 10)
    case 0x61...0x66 where radix == 16: Int(byte - 0x61 + 10)
    default: nil
    }
  }

  /// The well-formed UTF-8 sequence a lead byte (0x80 or above) starts, or `nil`.
  ///
  /// From the Unicode well-formed UTF-8 table: the sequence's length in bytes and the range
  /// its second byte must be in (later bytes are 0x80–0xBF); `nil` for a byte no sequence
  /// starts with. The narrow second ranges rule out overlong forms, surrogates and anything
  /// above U+10FFFF.
  @inline(__always)
  static func utf8Sequence(lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
    switch lead {
    case 0xC2...0xDF: (2, 0x80...0xBF)
    case 0xE0: (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
    case 0xED: (3, 0x80...0x9F)
    case 0xF0: (4, 0x90...0xBF)
    case 0xF1...0xF3: (4, 0x80...0xBF)
    case 0xF4: (4, 0x80...0x8F)
    default: nil
    }
  }
}
