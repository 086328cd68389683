/// Strings and numbers.
extension JSONScanner {
  /// Reads a string from its opening quote: UTF-8 checked, escapes resolved, surrogate pairs
  /// joined; control characters must be escaped.
  mutating func string() throws(JSONReadError) -> String {
    let opened = location
    index += 1
    var text: [UInt8] = []
    var run = index
    while true {
      guard index < bytes.count else {
        throw .unexpectedEnd(location, inside: "string", openedAt: opened, expected: "'\"'")
      }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        text += bytes[run..<index]
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        text += bytes[run..<index]
        try escape(into: &text, opened)
        run = index
      case 0..<0x20:
        throw .controlCharacter(location, byte: byte)
      case 0x80...:
        index += try sequenceLength(at: index)
      default:
        index += 1
      }
    }
  }

  /// Reads one escape from its backslash and appends what it stands for.
  mutating func escape(into text: inout [UInt8], _ opened: SourceLocation) throws(JSONReadError) {
    let start = location
    guard index + 1 < bytes.count else {
      index = bytes.count
      throw .unexpectedEnd(location, inside: "string", openedAt: opened, expected: "'\"'")
    }
    let letter = bytes[index + 1]
    let simple: UInt8? =
      switch letter {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      text.append(simple)
      index += 2
      return
    }
    guard letter == UInt8(ascii: "u") else {
      guard letter >= 0x20, letter < 0x80 else { throw .invalidEscape(start, text: "\\") }
      throw .invalidEscape(start, text: "\\" + String(UnicodeScalar(letter)))
    }
    var scalar = try hexEscape(at: index)
    index += 6
    if (0xDC00...0xDFFF).contains(scalar) {
      throw .unpairedSurrogate(start, text: escapeText(at: index - 6))
    }
    if (0xD800...0xDBFF).contains(scalar) {
      let low =
        bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        ? try hexEscape(at: index) : nil
      guard let low, (0xDC00...0xDFFF).contains(low) else {
        throw .unpairedSurrogate(start, text: escapeText(at: index - 6))
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      index += 6
    }
    text += Array(String(Character(UnicodeScalar(scalar) ?? "\u{FFFD}")).utf8)
  }

  /// The value of the 4 hex digits after `\u` at `start`.
  func hexEscape(at start: Int) throws(JSONReadError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 2..<6 {
      let at = start + offset
      guard at < bytes.count, let digit = Self.hexValue(bytes[at]) else {
        let end = min(bytes.count, at + 1)
        let written = String(decoding: bytes[start..<end], as: UTF8.self)
        throw .invalidEscape(
          SourceLocation(file: file, line: line, column: start - lineStart + 1),
          text: written
        )
      }
      value = value << 4 | digit
    }
    return value
  }

  /// `\uD800` as written at `start`.
  func escapeText(at start: Int) -> String {
    String(decoding: bytes[start..<min(bytes.count, start + 6)], as: UTF8.self)
  }

  /// A hex digit's value.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite.
  ///
  /// The whole run of number characters is quoted in errors, so `01`, `1.` and `1e` are
  /// reported as written.
  mutating func number() throws(JSONReadError) -> Double {
    let start = location
    var end = index
    while end < bytes.count, Self.isNumberByte(bytes[end]) { end += 1 }
    let text = String(decoding: bytes[index..<end], as: UTF8.self)
    guard Self.isJSONNumber(bytes[index..<end]) else {
      throw .invalidNumber(start, text: text)
    }
    guard let value = Double(text), value.isFinite else {
      throw .numberOutOfRange(start, text: text)
    }
    index = end
    return value
  }

  /// Bytes that can occur in a number.
  static func isNumberByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
      true
    default: false
    }
  }

  /// Whether `text` is exactly a number by RFC 8259's grammar.
  static func isJSONNumber(_ text: ArraySlice<UInt8>) -> Bool {
    var i = text.startIndex
    let end = text.endIndex
    func isDigit(_ at: Int) -> Bool {
      at < end && text[at] >= UInt8(ascii: "0") && text[at] <= UInt8(ascii: "9")
    }
    func digits() -> Int {
      let from = i
      while isDigit(i) { i += 1 }
      return i - from
    }
    if i < end, text[i] == UInt8(ascii: "-") { i += 1 }
    if i < end, text[i] == UInt8(ascii: "0") {
      i += 1
    } else if digits() == 0 {
      return false
    }
    if i < end, text[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() > 0 else { return false }
    }
    if i < end, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
      i += 1
      if i < end, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return false }
    }
    return i == end
  }
}
