import SceneDiffCore

extension XMLFastReader {
  /// Reads a start tag from its `<`, checks its limits, names and namespaces, and hands the
  /// element to `handler` (and its end too, when the tag is empty).
  mutating func readStartTag<Handler: XMLStreamHandler>(_ handler: inout Handler) throws(Abandon) {
    let start = offset
    let position = self.position(at: start)
    offset += 1
    let (name, prefixLength) = try qualifiedName()
    elements += 1
    guard open.count < limits.effectiveMaxDepth, elements <= limits.maxElements else {
      throw Abandon(offset: start)
    }
    attributes.removeAll()
    if !spans.isEmpty { spans.removeAll(keepingCapacity: true) }
    plainAttributes = true
    plainNameBits = 0
    repeatedPlainName = nil
    let isEmpty = try readAttributes()
    let outer = namespaces.count
    // The usual tag (plain attributes, no prefix, no declaration in scope) is decided here: a
    // call to a method that does not mutate the reader copies the whole reader first.
    if plainAttributes {
      if let repeatedPlainName { throw Abandon(offset: repeatedPlainName) }
    } else {
      try declareNamespaces()
      try checkUniqueAttributes()
    }
    let namespace =
      prefixLength == 0 && namespaces.isEmpty
      ? nil : try elementNamespace(name, prefixLength: prefixLength)
    if namespace == nil, prefixLength == 0, attributesAsWritten() {
      handler.startElement(
        XMLStreamElement(
          bytes: bytes,
          name: name,
          namespaceURI: nil,
          position: position,
          attributes: attributes.buffer
        )
      )
    } else {
      try decodeElement(
        name,
        prefixLength: prefixLength,
        namespace: namespace,
        position: position,
        handler: &handler
      )
    }
    if isEmpty {
      if namespaces.count > outer { namespaces.removeSubrange(outer...) }
      handler.endElement()
    } else {
      open.append(OpenElement(name: name, outerNamespaces: outer))
    }
  }

  /// Reads attributes up to `>` or `/>`; says whether the tag was `/>`.
  ///
  /// While every attribute of the tag is plain (no prefix, no value to decode, not `xmlns`),
  /// each is kept as handed over in ``attributes``, its name checked against the earlier ones
  /// (one bit of ``plainNameBits`` chosen by its ``Span/key``; the names are compared only
  /// when the bit was already set); from the first one that is not, all of them as ``spans``
  /// (``keepSpan(_:)``), for the namespace rules and decoding.
  private mutating func readAttributes() throws(Abandon) -> Bool {
    let count = bytes.count
    while true {
      let hadSpace: Bool
      if offset + 1 < count, bytes[offset] == 0x20, !XMLByte.isSpace(bytes[offset + 1]) {
        offset += 1  // the usual single space between attributes
        hadSpace = true
      } else {
        hadSpace = skipSpaces()
      }
      guard offset < count else { throw abandon() }
      let byte = bytes[offset]
      if byte == XMLByte.greaterThan {
        offset += 1
        return false
      }
      if byte == XMLByte.slash {
        guard offset + 1 < count, bytes[offset + 1] == XMLByte.greaterThan else { throw abandon() }
        offset += 2
        return true
      }
      guard hadSpace, (plainAttributes ? attributes.count : spans.count) < limits.maxAttributes
      else { throw abandon() }
      let namePosition = position(at: offset)
      let (name, prefixLength) = try qualifiedName()
      try readEqualsToQuote()
      let valuePosition = position(at: offset + 1)
      let (value, needsDecoding) = try attributeValue()
      let key =
        name.count << 16 | Int(bytes[name.lowerBound]) << 8 | Int(bytes[name.upperBound - 1])
      guard plainAttributes, prefixLength == 0, !needsDecoding,
        key != Self.xmlnsKey || !equal(name, "xmlns")
      else {
        keepSpan(
          Span(
            name: name,
            prefixLength: prefixLength,
            value: value,
            needsDecoding: needsDecoding,
            key: key,
            namePosition: namePosition,
            valuePosition: valuePosition
          )
        )
        continue
      }
      let bit: UInt64 = 1 << ((UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 58)
      if plainNameBits & bit != 0 { notePlainRepeat(name) }
      plainNameBits |= bit
      attributes.append(
        XMLStreamAttribute(
          name: name,
          hasNamespace: false,
          value: value,
          namePosition: namePosition,
          valuePosition: valuePosition
        )
      )
    }
  }

  /// Moves past `S? = S?` after an attribute's name, up to the value's opening quote.
  @inline(__always)
  private mutating func readEqualsToQuote() throws(Abandon) {
    let count = bytes.count
    if offset < count, bytes[offset] == XMLByte.equals {
      offset += 1
    } else {
      skipSpaces()
      guard offset < count, bytes[offset] == XMLByte.equals else { throw abandon() }
      offset += 1
    }
    if offset < count, !XMLByte.isQuote(bytes[offset]) { skipSpaces() }
    guard offset < count, XMLByte.isQuote(bytes[offset]) else { throw abandon() }
  }

  /// Keeps an attribute that is not plain, or any attribute after one: the plain ones kept so
  /// far become ``spans`` first.
  private mutating func keepSpan(_ span: Span) {
    if plainAttributes { makeSpans() }
    spans.append(span)
  }

  /// Remembers where the plain attribute name `name` begins in ``repeatedPlainName`` if it
  /// repeats an earlier plain name of the tag and no repeat was found before.
  private mutating func notePlainRepeat(_ name: Range<Int>) {
    guard repeatedPlainName == nil else { return }
    for other in attributes.buffer where equal(other.name, name) {
      repeatedPlainName = name.lowerBound
      return
    }
  }

  /// Turns the plain attributes kept so far in ``attributes`` into ``spans`` (the tag is not
  /// plain after all, or its element is in a namespace).
  mutating func makeSpans() {
    plainAttributes = false
    spans.removeAll(keepingCapacity: true)
    for attribute in attributes.buffer {
      let name = attribute.name
      spans.append(
        Span(
          name: name,
          prefixLength: 0,
          value: attribute.value,
          needsDecoding: false,
          key: name.count << 16 | Int(bytes[name.lowerBound]) << 8
            | Int(bytes[name.upperBound - 1]),
          namePosition: attribute.namePosition,
          valuePosition: attribute.valuePosition
        )
      )
    }
  }

  /// ``Span/key`` of `xmlns`: five bytes, `x` … `s`.
  static let xmlnsKey = 5 << 16 | 0x78 << 8 | 0x73

  /// Reads a quoted value from its opening quote: legal characters, no `<`, only valid
  /// references; says whether it needs decoding (a reference, tab, CR or LF).
  private mutating func attributeValue() throws(Abandon) -> (Range<Int>, Bool) {
    let count = bytes.count
    let quote = bytes[offset]
    offset += 1
    let start = offset
    var needsDecoding = false
    while true {
      if offset + 8 <= count {
        // Eight bytes at a time up to the first that is not plain text: that byte (the
        // closing quote, mostly) is then looked at alone, below.
        let stops = XMLWord.valueStops(XMLWord.load(bytes, at: offset), quote: quote)
        if stops == 0 {
          offset += 8
          continue
        }
        offset += XMLWord.firstMarked(stops)
      }
      guard offset < count else { throw abandon() }
      let byte = bytes[offset]
      if byte == quote { break }
      if byte >= 0x80 {
        offset += try characterLength(at: offset)
      } else if byte == XMLByte.ampersand {
        offset = try reference(at: offset).end
        needsDecoding = true
      } else if byte < 0x20 {
        guard XMLByte.isSpace(byte) else { throw abandon() }
        if byte == XMLByte.lineFeed { newLine(at: offset) }
        needsDecoding = true
        offset += 1
      } else {
        guard byte != XMLByte.lessThan else { throw abandon() }
        offset += 1
      }
    }
    let value = start..<offset
    offset += 1
    guard value.count <= limits.maxAttributeValueBytes else { throw Abandon(offset: start) }
    return (value, needsDecoding)
  }

  /// Reads an ASCII name with at most one colon (`NCName` or `prefix:NCName`); returns its
  /// range and the prefix's length (0 without a prefix).
  ///
  /// What follows is not checked here: each caller requires its own delimiter, so a name that
  /// goes on with a second colon or a non-ASCII byte is abandoned there.
  func qualifiedNameRange() throws(Abandon) -> (Range<Int>, Int) {
    try Self.qualifiedNameRange(in: bytes, from: offset)
  }

  /// ``qualifiedNameRange()`` from `start` in `bytes`, abandoned at `start`: a static function,
  /// so that the reader's mutating methods call it without copying the reader.
  static func qualifiedNameRange(
    in bytes: UnsafeBufferPointer<UInt8>,
    from start: Int
  ) throws(Abandon) -> (Range<Int>, Int) {
    let count = bytes.count
    var index = start
    var prefixLength = 0
    guard index < count, isNameStart(bytes[index]) else { throw Abandon(offset: start) }
    index += 1
    // Letters eight at a time; from the first other byte on, byte by byte.
    while index + 8 <= count {
      let others = XMLWord.nonLetters(XMLWord.load(bytes, at: index))
      if others != 0 {
        index += XMLWord.firstMarked(others)
        break
      }
      index += 8
    }
    while index < count {
      let byte = bytes[index]
      if isNameCharacter(byte) {
        index += 1
      } else if byte == XMLByte.colon, prefixLength == 0, index + 1 < count,
        isNameStart(bytes[index + 1])
      {
        prefixLength = index - start
        index += 2
      } else {
        break
      }
    }
    guard index - start <= maxNameBytes else { throw Abandon(offset: start) }
    return (start..<index, prefixLength)
  }

  /// Reads a qualified name (``qualifiedNameRange()``) and moves past it.
  mutating func qualifiedName() throws(Abandon) -> (Range<Int>, Int) {
    let result = try Self.qualifiedNameRange(in: bytes, from: offset)
    offset = result.0.upperBound
    return result
  }

  /// Reads a name without a colon (a processing instruction's target) and moves past it.
  mutating func name(allowingColon: Bool) throws(Abandon) -> Range<Int> {
    let (range, prefixLength) = try qualifiedName()
    guard allowingColon || prefixLength == 0 else { throw abandon() }
    return range
  }

  /// Whether a byte may start an ASCII XML name (a letter or `_`; the colon is handled apart).
  static func isNameStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= 0x61 && lower <= 0x7A) || byte == 0x5F
  }

  /// Whether a byte may continue an ASCII XML name (not the colon): a letter, digit, `_`, `-`
  /// or `.`, one bit of a 128-bit table.
  @inline(__always)
  static func isNameCharacter(_ byte: UInt8) -> Bool {
    // Bits 0x2D, 0x2E and 0x30–0x39 of the first word; 0x41–0x5A, 0x5F and 0x61–0x7A (less 64)
    // of the second.
    let word: UInt64 = byte < 64 ? 0x03FF_6000_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return byte < 128 && (word >> UInt64(byte & 63)) & 1 != 0
  }
}
