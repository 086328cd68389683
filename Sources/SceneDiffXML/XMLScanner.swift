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
  /// Line feeds have been counted in the bytes before this offset (lines are counted lazily,
  /// only when a position is asked for).
  private var countedTo: Int
  /// The line at ``countedTo``, counting from 1.
  private var line = 1
  /// The offset of the first byte of the line at ``countedTo`` (after the byte order mark on
  /// line 1).
  private var lineStart: Int
  /// The attributes of the start tag most recently returned by ``next()``.
  private(set) var attributes: [XMLAttributeSpan] = []

  /// Starts scanning at the beginning of `bytes`, after any UTF-8 byte order mark.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    let start = Self.byteOrderMarkLength(bytes)
    offset = start
    countedTo = start
    lineStart = start
  }

  /// The current position.
  var position: XMLTextPosition {
    var copy = self
    return copy.position(at: offset)
  }

  /// The position of a byte offset.
  ///
  /// Cheap when offsets are asked for in increasing order (the line feeds since the previous
  /// one are counted, eight bytes at a time); an earlier offset is counted from the start.
  mutating func position(at target: Int) -> XMLTextPosition {
    guard target >= countedTo, target <= bytes.count else {
      return Self.position(of: target, in: bytes)
    }
    countLines(upTo: target)
    return XMLTextPosition(offset: target, line: line, column: target - lineStart + 1)
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
      let second = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      if second == XMLByte.exclamationMark {
        if let token = scanMarkupDeclaration() { return token }
      } else if second == XMLByte.questionMark {
        offset += 2
        skip(past: "?>")
      } else if second == XMLByte.slash {
        let start = offset
        offset += 2
        skip(past: XMLByte.greaterThan)
        return .endTag(start)
      } else {
        return .startTag(scanStartTag())
      }
    }
    return nil
  }

  // MARK: - Tokens

  /// Scans markup that starts with `<!`: a comment, CDATA section, DOCTYPE or other
  /// declaration; returns the token it makes, if any.
  private mutating func scanMarkupDeclaration() -> XMLToken? {
    if matches("<!--") {
      offset += 4
      skip(past: "-->")
    } else if matches("<![CDATA[") {
      offset += 9
      if let first = scanCDATA() { return .text(first) }
    } else if matches("<!DOCTYPE") {
      return .doctype(scanDoctype())
    } else {
      offset += 2
      skip(past: XMLByte.greaterThan)
    }
    return nil
  }

  /// Scans character data up to the next `<`; returns the offset of its first non-whitespace
  /// byte.
  ///
  /// Character references to whitespace (`&#32;`, `&#x9;`, ...) count as whitespace, as they do
  /// for libxml2's blank-node test; any other reference counts as text.
  private mutating func scanCharacterData() -> Int? {
    let count = bytes.count
    while offset < count {
      let byte = bytes[offset]
      if byte == XMLByte.lessThan { return nil }
      if XMLByte.isSpace(byte) {
        offset += 1
        continue
      }
      if byte == XMLByte.ampersand, let length = whitespaceReferenceLength() {
        offset += length
        continue
      }
      let first = offset
      skip(to: XMLByte.lessThan)
      return first
    }
    return nil
  }

  /// Scans a CDATA section's content and its `]]>`; returns its first non-whitespace byte's
  /// offset.
  private mutating func scanCDATA() -> Int? {
    var first: Int?
    while offset < bytes.count {
      if matches("]]>") {
        offset += 3
        break
      }
      if first == nil, !XMLByte.isSpace(bytes[offset]) { first = offset }
      offset += 1
    }
    return first
  }

  /// Scans `<!DOCTYPE name ...>` and says whether it is bare.
  private mutating func scanDoctype() -> XMLDoctypeSpan {
    let start = offset
    offset += 9
    skipSpaces()
    let nameStart = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if XMLByte.isSpace(byte) || byte == XMLByte.leftBracket || byte == XMLByte.greaterThan {
        break
      }
      offset += 1
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
    skip(past: XMLByte.greaterThan)
    return XMLDoctypeSpan(start: start, name: name, feature: feature)
  }

  /// Scans a start tag from its `<`, filling ``attributes``.
  ///
  /// Quotes are respected, so a `>` inside a value does not end the tag. Malformed tags are
  /// scanned without error (libxml2 reports them), always moving forward.
  private mutating func scanStartTag() -> XMLStartTagSpan {
    let start = offset
    let count = bytes.count
    offset += 1
    let nameStart = offset
    while offset < count, !XMLByte.endsName(bytes[offset]) { offset += 1 }
    let name = nameStart..<offset
    attributes.removeAll(keepingCapacity: true)
    var isEmpty = false
    while offset < count {
      let byte = bytes[offset]
      if XMLByte.isSpace(byte) {
        offset += 1
        continue
      }
      if byte == XMLByte.greaterThan {
        offset += 1
        break
      }
      if byte == XMLByte.slash {
        offset += 1
        if offset < count, bytes[offset] == XMLByte.greaterThan {
          offset += 1
          isEmpty = true
          break
        }
        continue
      }
      scanAttribute()
    }
    return XMLStartTagSpan(start: start, name: name, isEmpty: isEmpty)
  }

  /// Scans `name = "value"` inside a start tag and appends it to ``attributes``.
  private mutating func scanAttribute() {
    let count = bytes.count
    let nameStart = offset
    while offset < count, !XMLByte.endsAttributeName(bytes[offset]) { offset += 1 }
    let name = nameStart..<offset
    skipSpaces()
    guard offset < count, bytes[offset] == XMLByte.equals else {
      // No `=`: malformed. Step over a stray quote so that the scan keeps moving.
      if name.isEmpty, offset < count { offset += 1 }
      return
    }
    offset += 1
    skipSpaces()
    guard offset < count, XMLByte.isQuote(bytes[offset]) else { return }
    let quote = bytes[offset]
    offset += 1
    let valueStart = offset
    while offset < count, bytes[offset] != quote { offset += 1 }
    let value = valueStart..<offset
    if offset < count { offset += 1 }
    attributes.append(
      XMLAttributeSpan(
        name: name,
        value: value,
        isNamespaceDeclaration: isNamespaceDeclaration(name)
      )
    )
  }

  // MARK: - Bytes

  /// Whether a qualified name is `xmlns` or starts with `xmlns:`.
  private func isNamespaceDeclaration(_ name: Range<Int>) -> Bool {
    guard name.count >= 5, bytes[name.lowerBound] == UInt8(ascii: "x"),
      matches("xmlns", at: name.lowerBound)
    else { return false }
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

  /// Whether `literal` (ASCII) occurs at the current offset.
  private func matches(_ literal: StaticString) -> Bool {
    matches(literal, at: offset)
  }

  /// Whether `literal` (ASCII) occurs at `start`.
  private func matches(_ literal: StaticString, at start: Int) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard start + count <= bytes.count else { return false }
    let pattern = literal.utf8Start
    for index in 0..<count where bytes[start + index] != pattern[index] { return false }
    return true
  }

  /// Counts the line feeds between ``countedTo`` and `target`, eight bytes at a time.
  private mutating func countLines(upTo target: Int) {
    var index = countedTo
    let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= target {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ lineFeeds
        // A 0x80 bit for each zero byte of `word`, that is, for each line feed; exact (no
        // carry crosses bytes, since the top bit is masked off before the addition).
        let low = (word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F
        let found = ~(low | word) & 0x8080_8080_8080_8080
        if found != 0 {
          line += found.nonzeroBitCount
          // Little-endian: the highest marked byte is the last line feed.
          lineStart = index + (63 - found.leadingZeroBitCount) / 8 + 1
        }
        index += 8
      }
    }
    while index < target {
      if bytes[index] == XMLByte.lineFeed {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    countedTo = target
  }

  /// Moves past the next occurrence of `terminator` (at least two bytes), or to the end.
  private mutating func skip(past terminator: StaticString) {
    let first = terminator.utf8Start.pointee
    while offset < bytes.count {
      if bytes[offset] == first, matches(terminator) {
        offset += terminator.utf8CodeUnitCount
        return
      }
      offset += 1
    }
  }

  /// Moves past the next occurrence of `terminator`, or to the end.
  private mutating func skip(past terminator: UInt8) {
    skip(to: terminator)
    if offset < bytes.count { offset += 1 }
  }

  /// Moves to the next occurrence of `byte`, or to the end.
  private mutating func skip(to byte: UInt8) {
    let count = bytes.count
    while offset < count, bytes[offset] != byte { offset += 1 }
  }

  /// Moves past XML whitespace.
  private mutating func skipSpaces() {
    while offset < bytes.count, XMLByte.isSpace(bytes[offset]) { offset += 1 }
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

  /// The offset of the first byte at or after `start` that is not ASCII or is NUL, or of a
  /// byte shortly before it (whole words of eight such bytes are skipped at once).
  private static func endOfASCII(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
    var index = start
    let count = bytes.count
    while index + 8 <= count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      // Any byte with its top bit set, or any zero byte (exact test: no borrow can reach a
      // byte's top bit unless that byte or an earlier one is zero).
      let zero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
      if word & 0x8080_8080_8080_8080 != 0 || zero != 0 { return index }
      index += 8
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
      index = endOfASCII(in: bytes, from: index)
      guard index < count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 { return (index, [0]) }
        index += 1
        continue
      }
      guard let (length, secondRange) = XMLByte.utf8Sequence(lead: lead) else {
        return (index, [lead])
      }
      let continuations = length - 1
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
