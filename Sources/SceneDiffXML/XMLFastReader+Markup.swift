import SceneDiffCore

extension XMLFastReader {
  /// Reads `<?xml version="1.0" [encoding="UTF-8"] [standalone="yes|no"] ?>` at the start; any
  /// other form (another version or encoding, another order, a missing space) is abandoned.
  mutating func readDeclaration() throws(Abandon) {
    offset += 5
    guard skipSpaces(), try pseudoAttribute("version") == .version else { throw abandon() }
    var hadSpace = skipSpaces()
    if hadSpace, matches("encoding") {
      guard try pseudoAttribute("encoding") == .encoding else { throw abandon() }
      hadSpace = skipSpaces()
    }
    if hadSpace, matches("standalone") {
      guard try pseudoAttribute("standalone") == .standalone else { throw abandon() }
      skipSpaces()
    }
    guard matches("?>") else { throw abandon() }
    offset += 2
  }

  /// What a pseudo-attribute of the XML declaration held, if it was an accepted value.
  enum Declared { case version, encoding, standalone }

  /// Reads `name S? = S? "value"` and says which accepted value it was (`1.0`, `UTF-8` in any
  /// case, `yes` or `no`).
  private mutating func pseudoAttribute(_ name: StaticString) throws(Abandon) -> Declared? {
    guard matches(name) else { return nil }
    offset += name.utf8CodeUnitCount
    skipSpaces()
    guard offset < bytes.count, bytes[offset] == XMLByte.equals else { throw abandon() }
    offset += 1
    skipSpaces()
    guard offset < bytes.count, XMLByte.isQuote(bytes[offset]) else { throw abandon() }
    let quote = bytes[offset]
    offset += 1
    let start = offset
    while offset < bytes.count, bytes[offset] != quote {
      guard bytes[offset] >= 0x20, bytes[offset] < 0x80 else { throw abandon() }
      offset += 1
    }
    guard offset < bytes.count else { throw abandon() }
    let value = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]),
      as: UTF8.self
    )
    offset += 1
    switch name.description {
    case "version" where value == "1.0": return .version
    case "encoding" where value.lowercased() == "utf-8": return .encoding
    case "standalone" where value == "yes" || value == "no": return .standalone
    default: return nil
    }
  }

  /// Reads a comment, `<!-- ... -->`.
  ///
  /// No `--` inside, not ending in `-`, legal characters only. Any other `<!` markup (such as
  /// a DOCTYPE) is abandoned.
  mutating func readComment() throws(Abandon) {
    guard matches("<!--") else { throw abandon() }
    offset += 4
    let start = offset
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "-"), offset + 1 < bytes.count, bytes[offset + 1] == byte {
        guard offset + 2 < bytes.count, bytes[offset + 2] == XMLByte.greaterThan,
          offset - start <= Self.maxRunBytes
        else { throw abandon() }
        offset += 3
        return
      }
      try advanceCharacter()
    }
    throw abandon()
  }

  /// Reads `<![CDATA[ ... ]]>` inside an element: legal characters; hands over the position of
  /// its first byte that is not whitespace, if any, as ``XMLScanner`` reports a CDATA section.
  mutating func readCDATA<Handler: XMLStreamHandler>(_ handler: inout Handler) throws(Abandon) {
    offset += 9
    let start = offset
    var first: XMLTextPosition?
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "]"), matches("]]>") {
        guard offset - start <= Self.maxRunBytes else { throw abandon() }
        offset += 3
        if let first { handler.text(at: first) }
        return
      }
      if first == nil, !XMLByte.isSpace(byte) { first = position(at: offset) }
      try advanceCharacter()
    }
    throw abandon()
  }

  /// Reads `<?target ...?>`: an ASCII target without a colon that is not `xml` in any case,
  /// then nothing or whitespace and legal characters up to `?>`.
  mutating func readProcessingInstruction() throws(Abandon) {
    offset += 2
    let target = try name(allowingColon: false)
    guard target.count != 3 || !isXML(target) else { throw abandon() }
    if !matches("?>") {
      guard skipSpaces() else { throw abandon() }
    }
    let start = offset
    while offset < bytes.count {
      if bytes[offset] == XMLByte.questionMark, offset + 1 < bytes.count,
        bytes[offset + 1] == XMLByte.greaterThan
      {
        guard offset - start <= Self.maxRunBytes else { throw abandon() }
        offset += 2
        return
      }
      try advanceCharacter()
    }
    throw abandon()
  }

  /// Whether three name bytes spell `xml` in any case.
  private func isXML(_ range: Range<Int>) -> Bool {
    let letters: [UInt8] = [UInt8(ascii: "x"), UInt8(ascii: "m"), UInt8(ascii: "l")]
    for (index, letter) in letters.enumerated()
    where bytes[range.lowerBound + index] | 0x20 != letter {
      return false
    }
    return true
  }

  /// Moves past the legal character at ``offset`` in a comment, processing instruction or
  /// CDATA section, counting a line feed.
  private mutating func advanceCharacter() throws(Abandon) {
    let byte = bytes[offset]
    if byte >= 0x80 {
      offset += try characterLength(at: offset)
      return
    }
    if byte < 0x20 {
      guard XMLByte.isSpace(byte) else { throw abandon() }
      if byte == XMLByte.lineFeed { newLine(at: offset) }
    }
    offset += 1
  }
}
