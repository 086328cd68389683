import SceneDiffCore

/// A forward-only lexical scanner over UTF-8 XML bytes: tags, attributes, text, positions.
///
/// It does not check well-formedness (libxml2 does); it only finds where things are, in one
/// linear pass that never backtracks, and it terminates on any input. On bytes that libxml2
/// accepts it sees exactly the elements libxml2 reports, in the same order, because SceneDiff
/// rejects the DTDs that could make entities expand into markup.
struct XMLScanner {
  /// The bytes being scanned; they must outlive the scanner.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private(set) var offset: Int
  /// The current line, counting from 1.
  private var line = 1
  /// The offset of the first byte of the current line (after the byte order mark on line 1).
  private var lineStart: Int
  /// The attributes of the start tag most recently returned by ``next()``.
  private(set) var attributes: [XMLAttributeSpan] = []

  /// Starts scanning at the beginning of `bytes`, after any UTF-8 byte order mark.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let start = Self.byteOrderMarkLength(bytes)
    offset = start
    lineStart = start
  }

  /// The current position.
  var position: XMLTextPosition {
    XMLTextPosition(offset: offset, line: line, column: offset - lineStart + 1)
  }

  /// Whether everything has been scanned.
  var isAtEnd: Bool { offset >= bytes.count }

  /// The text of a byte range (names, values) as a `String`.
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Returns the next tag, text or DOCTYPE, or `nil` at the end of the bytes.
  ///
  /// Skips comments, processing instructions, whitespace-only text and other markup.
  mutating func next() -> XMLToken? {
    while offset < bytes.count {
      guard bytes[offset] == XMLByte.lessThan else {
        if let first = scanCharacterData() { return .text(first) }
        continue
      }
      if matches("<!--") {
        offset += 4
        skip(past: "-->")
      } else if matches("<?") {
        offset += 2
        skip(past: "?>")
      } else if matches("<![CDATA[") {
        offset += 9
        if let first = scanCDATA() { return .text(first) }
      } else if matches("<!DOCTYPE") {
        return .doctype(scanDoctype())
      } else if matches("<!") {
        offset += 2
        skip(past: ">")
      } else if matches("</") {
        let start = position
        offset += 2
        skip(past: ">")
        return .endTag(start)
      } else {
        return .startTag(scanStartTag())
      }
    }
    return nil
  }

  // MARK: - Tokens

  /// Scans character data up to the next `<`; returns where its first non-whitespace byte is.
  ///
  /// Character references to whitespace (`&#32;`, `&#x9;`, ...) count as whitespace, as they do
  /// for libxml2's blank-node test; any other reference counts as text.
  private mutating func scanCharacterData() -> XMLTextPosition? {
    var first: XMLTextPosition?
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == XMLByte.lessThan { break }
      if first == nil {
        if XMLByte.isSpace(byte) {
          advance()
          continue
        }
        if byte == XMLByte.ampersand, let length = whitespaceReferenceLength() {
          offset += length
          continue
        }
        first = position
      }
      advance()
    }
    return first
  }

  /// Scans a CDATA section's content and its `]]>`; returns its first non-whitespace byte.
  private mutating func scanCDATA() -> XMLTextPosition? {
    var first: XMLTextPosition?
    while offset < bytes.count {
      if matches("]]>") {
        offset += 3
        break
      }
      if first == nil, !XMLByte.isSpace(bytes[offset]) { first = position }
      advance()
    }
    return first
  }

  /// Scans `<!DOCTYPE name ...>` and says whether it is bare.
  private mutating func scanDoctype() -> XMLDoctypeSpan {
    let start = position
    offset += 9
    skipSpaces()
    let nameStart = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if XMLByte.isSpace(byte) || byte == XMLByte.leftBracket || byte == XMLByte.greaterThan {
        break
      }
      advance()
    }
    let name = nameStart..<offset
    skipSpaces()
    let feature: String?
    if offset < bytes.count, bytes[offset] == XMLByte.greaterThan {
      feature = nil
    } else if offset < bytes.count, bytes[offset] == XMLByte.leftBracket {
      feature = "an internal subset"
    } else if matches("SYSTEM") {
      feature = "an external identifier (SYSTEM)"
    } else if matches("PUBLIC") {
      feature = "an external identifier (PUBLIC)"
    } else {
      feature = "unexpected content after the name"
    }
    skip(past: ">")
    return XMLDoctypeSpan(position: start, name: name, feature: feature)
  }

  /// Scans a start tag from its `<`, filling ``attributes``.
  ///
  /// Quotes are respected, so a `>` inside a value does not end the tag. Malformed tags are
  /// scanned without error (libxml2 reports them), always moving forward.
  private mutating func scanStartTag() -> XMLStartTagSpan {
    let start = position
    offset += 1
    let nameStart = offset
    while offset < bytes.count, !XMLByte.endsName(bytes[offset]) { advance() }
    let name = nameStart..<offset
    attributes.removeAll(keepingCapacity: true)
    var isEmpty = false
    while offset < bytes.count {
      let byte = bytes[offset]
      if XMLByte.isSpace(byte) {
        advance()
        continue
      }
      if byte == XMLByte.greaterThan {
        offset += 1
        break
      }
      if byte == XMLByte.slash {
        offset += 1
        if offset < bytes.count, bytes[offset] == XMLByte.greaterThan {
          offset += 1
          isEmpty = true
          break
        }
        continue
      }
      scanAttribute()
    }
    return XMLStartTagSpan(position: start, name: name, isEmpty: isEmpty)
  }

  /// Scans `name = "value"` inside a start tag and appends it to ``attributes``.
  private mutating func scanAttribute() {
    let namePosition = position
    let nameStart = offset
    while offset < bytes.count, !XMLByte.endsAttributeName(bytes[offset]) { advance() }
    let name = nameStart..<offset
    skipSpaces()
    guard offset < bytes.count, bytes[offset] == XMLByte.equals else {
      // No `=`: malformed. Step over a stray quote so that the scan keeps moving.
      if name.isEmpty, offset < bytes.count { advance() }
      return
    }
    offset += 1
    skipSpaces()
    guard offset < bytes.count, XMLByte.isQuote(bytes[offset]) else { return }
    let quote = bytes[offset]
    offset += 1
    let valuePosition = position
    let valueStart = offset
    while offset < bytes.count, bytes[offset] != quote { advance() }
    let value = valueStart..<offset
    if offset < bytes.count { offset += 1 }
    attributes.append(
      XMLAttributeSpan(
        name: name,
        namePosition: namePosition,
        value: value,
        valuePosition: valuePosition,
        isNamespaceDeclaration: isNamespaceDeclaration(name)
      )
    )
  }

  // MARK: - Bytes

  /// Whether a qualified name is `xmlns` or starts with `xmlns:`.
  private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
    let prefix: StaticString = "xmlns"
    guard name.count >= 5, matches(prefix, at: name.lowerBound) else { return false }
    return name.count == 5 || bytes[name.lowerBound + 5] == XMLByte.colon
  }

  /// The length of a character reference at `offset` whose value is XML whitespace, if any.
  private func whitespaceReferenceLength() -> Int? {
    var index = offset + 1
    guard index < bytes.count, bytes[index] == XMLByte.hash else { return nil }
    index += 1
    var radix = 10
    if index < bytes.count, bytes[index] == XMLByte.lowercaseX {
      radix = 16
      index += 1
    }
    var value = 0
    var digits = 0
    while index < bytes.count, let digit = XMLByte.digitValue(bytes[index], radix: radix) {
      value = min(value * radix + digit, 0x11_0000)
      digits += 1
      index += 1
    }
    guard digits > 0, index < bytes.count, bytes[index] == XMLByte.semicolon else { return nil }
    return [0x09, 0x0A, 0x0D, 0x20].contains(value) ? index + 1 - offset : nil
  }

  /// Whether `literal` (ASCII, no line feeds) occurs at the current offset.
  private func matches(_ literal: StaticString) -> Bool {
    matches(literal, at: offset)
  }

  /// Whether `literal` (ASCII, no line feeds) occurs at `start`.
  private func matches(_ literal: StaticString, at start: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard start + count <= bytes.count else { return false }
    let pattern = UnsafeBufferPointer(start: literal.utf8Start, count: count)
    for index in 0..<count where bytes[start + index] != pattern[index] { return false }
    return true
  }

  /// Moves one byte forward, counting lines.
  private mutating func advance() {
    if bytes[offset] == XMLByte.lineFeed {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  /// Moves past the next occurrence of `terminator`, or to the end.
  private mutating func skip(past terminator: StaticString) {
    while offset < bytes.count {
      if matches(terminator) {
        offset += terminator.utf8CodeUnitCount
        return
      }
      advance()
    }
  }

  /// Moves past XML whitespace.
  private mutating func skipSpaces() {
    while offset < bytes.count, XMLByte.isSpace(bytes[offset]) { advance() }
  }

  // MARK: - Whole-buffer helpers

  /// The length of a UTF-8 byte order mark at the start of `bytes`: 3 or 0.
  static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// The position of a byte offset, found by counting line feeds from the start.
  static func position(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> XMLTextPosition {
    let end = min(max(target, 0), bytes.count)
    var line = 1
    var lineStart = min(byteOrderMarkLength(bytes), end)
    for index in lineStart..<end where bytes[index] == XMLByte.lineFeed {
      line += 1
      lineStart = index + 1
    }
    return XMLTextPosition(offset: end, line: line, column: end - lineStart + 1)
  }

  /// The byte offset of libxml2's `line` and `column`, the column counted in characters.
  ///
  /// libxml2 counts columns in characters, not bytes; this walks the line's UTF-8 to convert,
  /// stopping at the line's end.
  static func offset(
    line: Int,
    characterColumn: Int,
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    var index = byteOrderMarkLength(bytes)
    var currentLine = 1
    while currentLine < line, index < bytes.count {
      if bytes[index] == XMLByte.lineFeed { currentLine += 1 }
      index += 1
    }
    var characters = 1
    while characters < characterColumn, index < bytes.count, bytes[index] != XMLByte.lineFeed {
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      characters += 1
    }
    return index
  }

  /// The first byte sequence that is not UTF-8 (or is a NUL byte): its offset and bytes.
  ///
  /// Follows the Unicode well-formed UTF-8 table: no overlong forms, no surrogates, nothing
  /// above U+10FFFF. The reported bytes run from the lead byte to the first offending byte.
  static func firstInvalidUTF8(
    in bytes: UnsafeBufferPointer<UInt8>
  ) -> (offset: Int, bytes: [UInt8])? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 { return (index, [0]) }
        index += 1
        continue
      }
      let continuations: Int
      var secondRange: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0xC2...0xDF: continuations = 1
      case 0xE0:
        continuations = 2
        secondRange = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
      case 0xED:
        continuations = 2
        secondRange = 0x80...0x9F
      case 0xF0:
        continuations = 3
        secondRange = 0x90...0xBF
      case 0xF1...0xF3: continuations = 3
      case 0xF4:
        continuations = 3
        secondRange = 0x80...0x8F
      default: return (index, [lead])
      }
      for position in 1...continuations {
        guard index + position < count else {
          return (index, Array(UnsafeBufferPointer(rebasing: bytes[index..<count])))
        }
        let byte = bytes[index + position]
        let range = position == 1 ? secondRange : 0x80...0xBF
        guard range.contains(byte) else {
          return (index, Array(UnsafeBufferPointer(rebasing: bytes[index...(index + position)])))
        }
      }
      index += continuations + 1
    }
    return nil
  }
}
