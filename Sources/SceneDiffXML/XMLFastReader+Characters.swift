import SceneDiffCore

extension XMLFastReader {
  /// A reference read at an `&`.
  struct Reference {
    /// The offset just past its `;`.
    var end: Int
    /// The character it stands for.
    var scalar: UInt32
    /// Whether it is a character reference (`&#...;`) rather than a predefined entity.
    var isNumeric: Bool
  }

  /// Reads the reference at `start` (its `&`): one of the five predefined entities, or a
  /// character reference (`&#D;`, `&#xH;`, at most seven digits) to a legal XML character.
  func reference(at start: Int) throws(Abandon) -> Reference {
    let count = bytes.count
    var index = start + 1
    guard index < count else { throw Abandon(offset: start) }
    if bytes[index] != XMLByte.hash {
      for (name, scalar) in Self.predefinedEntities where matches(name, at: index) {
        return Reference(end: index + name.utf8CodeUnitCount, scalar: scalar, isNumeric: false)
      }
      throw Abandon(offset: start)
    }
    index += 1
    var radix: UInt32 = 10
    if index < count, bytes[index] == XMLByte.lowercaseX {
      radix = 16
      index += 1
    }
    var value: UInt32 = 0
    var digits = 0
    while index < count, let digit = XMLByte.digitValue(bytes[index], radix: Int(radix)) {
      value = value * radix + UInt32(digit)
      digits += 1
      index += 1
      guard digits <= 7 else { throw Abandon(offset: start) }
    }
    guard digits > 0, index < count, bytes[index] == XMLByte.semicolon, Self.isLegal(value) else {
      throw Abandon(offset: start)
    }
    return Reference(end: index + 1, scalar: value, isNumeric: true)
  }

  /// The predefined entities, each name with its `;`.
  static let predefinedEntities: [(StaticString, UInt32)] = [
    ("lt;", 0x3C), ("gt;", 0x3E), ("amp;", 0x26), ("apos;", 0x27), ("quot;", 0x22),
  ]

  /// Whether `literal` (ASCII) occurs at `start`.
  func matches(_ literal: StaticString, at start: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard start + count <= bytes.count else { return false }
    let pattern = literal.utf8Start
    for index in 0..<count where bytes[start + index] != pattern[index] { return false }
    return true
  }

  /// Whether a code point is an XML 1.0 `Char`.
  static func isLegal(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: true
    default: false
    }
  }

  /// The length of the well-formed UTF-8 sequence starting with the byte (0x80 or above) at
  /// `index`, which must be a legal XML character (not U+FFFE or U+FFFF).
  ///
  /// Follows the Unicode well-formed UTF-8 table (``XMLByte/utf8Sequence(lead:)``), as
  /// ``XMLScanner/firstInvalidUTF8(in:)`` does.
  func characterLength(at index: Int) throws(Abandon) -> Int {
    let lead = bytes[index]
    guard let (length, second) = XMLByte.utf8Sequence(lead: lead) else {
      throw Abandon(offset: index)
    }
    guard index + length <= bytes.count, second.contains(bytes[index + 1]) else {
      throw Abandon(offset: index)
    }
    for position in 2..<length where bytes[index + position] & 0xC0 != 0x80 {
      throw Abandon(offset: index)
    }
    // U+FFFE and U+FFFF: EF BF BE, EF BF BF.
    if lead == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
      throw Abandon(offset: index)
    }
    return length
  }

  /// Appends an attribute value to ``storage`` as libxml2 reports it: references resolved,
  /// CR LF and then each tab, CR and LF written in the value turned into one space (XML 1.0
  /// §2.11 and §3.3.3 for attributes without a declared type); returns its range there.
  mutating func appendDecoded(_ range: Range<Int>) throws(Abandon) -> Range<Int> {
    let start = storage.count
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      switch byte {
      case XMLByte.ampersand:
        let reference = try reference(at: index)
        if let scalar = Unicode.Scalar(reference.scalar) {
          UTF8.encode(scalar) { storage.append($0) }
        }
        index = reference.end
      case 0x0D:
        storage.append(0x20)
        index += index + 1 < range.upperBound && bytes[index + 1] == XMLByte.lineFeed ? 2 : 1
      case 0x09, 0x0A:
        storage.append(0x20)
        index += 1
      default:
        storage.append(byte)
        index += 1
      }
    }
    return start..<storage.count
  }
}
