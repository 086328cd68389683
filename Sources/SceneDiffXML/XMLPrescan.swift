import SceneDiffCore

/// The lexical checks that run before libxml2 sees any byte.
///
/// They make the reader's guarantees independent of libxml2's recovery paths: the bytes are
/// UTF-8 without NUL, no DTD can declare entities, and no element, attribute or nesting level
/// exceeds ``XMLLimits``, so every limit error points at the exact element or attribute.
enum XMLPrescan {
  /// Checks encoding, UTF-8 validity, DTDs, limits and the presence of a root element.
  static func check(
    _ bytes: UnsafeBufferPointer<UInt8>,
    file: String,
    limits: XMLLimits
  ) throws(XMLError) {
    let start = SourceLocation.start(of: file)
    if bytes.count > limits.maxBytes {
      throw .tooLarge(start, size: bytes.count, limit: limits.maxBytes)
    }
    if bytes.count >= 2,
      (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
    {
      throw .unsupportedEncoding(start, encoding: "UTF-16")
    }
    if let invalid = XMLScanner.firstInvalidUTF8(in: bytes) {
      let position = XMLScanner.position(of: invalid.offset, in: bytes)
      throw .invalidUTF8(position.location(in: file), bytes: invalid.bytes)
    }
    try checkEncodingDeclaration(bytes, file: file)
    try checkStructure(bytes, file: file, limits: limits)
  }

  /// Rejects an XML declaration whose `encoding` is not UTF-8.
  private static func checkEncodingDeclaration(
    _ bytes: UnsafeBufferPointer<UInt8>,
    file: String
  ) throws(XMLError) {
    guard let value = declaredEncoding(in: bytes) else { return }
    let scanner = XMLScanner(bytes)
    let name = scanner.string(value)
    guard !["utf-8", "utf8"].contains(name.lowercased()) else { return }
    let position = XMLScanner.position(of: value.lowerBound, in: bytes)
    throw .unsupportedEncoding(position.location(in: file), encoding: name)
  }

  /// The byte range of the `encoding` value in a leading `<?xml ...?>` declaration, if any.
  private static func declaredEncoding(in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let opening = Array("<?xml".utf8)
    var index = XMLScanner.byteOrderMarkLength(bytes)
    guard index + opening.count < bytes.count,
      Array(bytes[index..<(index + opening.count)]) == opening,
      XMLByte.isSpace(bytes[index + opening.count])
    else { return nil }
    index += opening.count
    let encoding = Array("encoding".utf8)
    // Pseudo-attributes: name = "value", until `?>`.
    while index < bytes.count {
      while index < bytes.count, XMLByte.isSpace(bytes[index]) { index += 1 }
      let nameStart = index
      while index < bytes.count, !XMLByte.endsAttributeName(bytes[index]),
        bytes[index] != UInt8(ascii: "?")
      {
        index += 1
      }
      let name = nameStart..<index
      while index < bytes.count, XMLByte.isSpace(bytes[index]) { index += 1 }
      guard !name.isEmpty, index < bytes.count, bytes[index] == XMLByte.equals else { return nil }
      index += 1
      while index < bytes.count, XMLByte.isSpace(bytes[index]) { index += 1 }
      guard index < bytes.count, XMLByte.isQuote(bytes[index]) else { return nil }
      let quote = bytes[index]
      index += 1
      let valueStart = index
      while index < bytes.count, bytes[index] != quote, bytes[index] != XMLByte.greaterThan {
        index += 1
      }
      guard index < bytes.count, bytes[index] == quote else { return nil }
      if Array(bytes[name]) == encoding { return valueStart..<index }
      index += 1
    }
    return nil
  }

  /// Walks every token once, enforcing the DTD policy and the limits.
  private static func checkStructure(
    _ bytes: UnsafeBufferPointer<UInt8>,
    file: String,
    limits: XMLLimits
  ) throws(XMLError) {
    var scanner = XMLScanner(bytes)
    if scanner.isAtEnd { throw .noRootElement(.start(of: file), isEmpty: true) }
    var elements = 0
    // In-scope namespace declarations for each open element, innermost last.
    var namespacesInScope: [Int] = []
    while let token = scanner.next() {
      switch token {
      case .startTag(let tag):
        elements += 1
        let inScope = try checkStartTag(
          tag,
          scanner,
          number: elements,
          depth: namespacesInScope.count + 1,
          inheritedNamespaces: namespacesInScope.last ?? 0,
          file: file,
          limits: limits
        )
        if !tag.isEmpty { namespacesInScope.append(inScope) }
      case .endTag:
        _ = namespacesInScope.popLast()
      case .text(let offset) where elements == 0:
        // Only prolog markup can precede the root, so this text is certainly misplaced.
        throw .textOutsideElement(
          scanner.position(at: offset).location(in: file),
          text: excerpt(at: offset, in: bytes)
        )
      case .text:
        break
      case .doctype(let doctype):
        if let feature = doctype.feature {
          throw .documentType(
            scanner.position(at: doctype.start).location(in: file),
            name: scanner.string(doctype.name),
            feature: feature
          )
        }
      }
    }
    if elements == 0 { throw .noRootElement(.start(of: file), isEmpty: false) }
  }

  /// Checks the limits on one start tag, the `number`th element at nesting `depth`, whose
  /// attributes `scanner` holds; returns the namespace declarations in scope inside it.
  private static func checkStartTag(
    _ tag: XMLStartTagSpan,
    _ scanner: XMLScanner,
    number: Int,
    depth: Int,
    inheritedNamespaces: Int,
    file: String,
    limits: XMLLimits
  ) throws(XMLError) -> Int {
    // Only an error needs a location.
    func position(_ offset: Int) -> SourceLocation {
      XMLScanner.position(of: offset, in: scanner.bytes).location(in: file)
    }
    var location: SourceLocation { position(tag.start) }
    let maxDepth = limits.effectiveMaxDepth
    if depth > maxDepth {
      throw .tooDeep(location, element: scanner.string(tag.name), limit: maxDepth)
    }
    if number > limits.maxElements {
      throw .tooManyElements(location, element: scanner.string(tag.name), limit: limits.maxElements)
    }
    if scanner.attributes.count > limits.maxAttributes {
      throw .tooManyAttributes(
        location,
        element: scanner.string(tag.name),
        count: scanner.attributes.count,
        limit: limits.maxAttributes
      )
    }
    var inScope = inheritedNamespaces
    for attribute in scanner.attributes {
      if attribute.value.count > limits.maxAttributeValueBytes {
        throw .valueTooLong(
          position(attribute.value.lowerBound),
          attribute: scanner.string(attribute.name),
          length: attribute.value.count,
          limit: limits.maxAttributeValueBytes
        )
      }
      if attribute.isNamespaceDeclaration {
        inScope += 1
        if inScope > limits.maxNamespaceDeclarations {
          throw .tooManyNamespaces(
            position(attribute.name.lowerBound),
            element: scanner.string(tag.name),
            limit: limits.maxNamespaceDeclarations
          )
        }
      }
    }
    return inScope
  }

  /// Up to 32 bytes of text from `start`, ending at the line's end and on a character boundary.
  private static func excerpt(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    var end = start
    while end < bytes.count, end - start < 32, bytes[end] != XMLByte.lineFeed,
      bytes[end] != XMLByte.lessThan
    {
      end += 1
    }
    while end < bytes.count, end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    var trimmed = Substring(text)
    while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
    return String(trimmed)
  }
}
