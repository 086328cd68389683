import SceneDiffCore

extension XMLFastReader {
  /// Adds the current start tag's namespace declarations to ``namespaces``.
  ///
  /// Only plain declarations are accepted: a prefix other than `xml` and `xmlns`, and a URI
  /// from a conservative set that libxml2's `xmlParseURI` accepts (``isAcceptedURI(_:)``),
  /// written without references; within ``XMLLimits/maxNamespaceDeclarations`` in scope.
  mutating func declareNamespaces() throws(Abandon) {
    guard !plainAttributes else { return }
    for span in spans where isDeclaration(span) {
      guard !span.needsDecoding, isAcceptedURI(span.value) else {
        throw Abandon(offset: span.name.lowerBound)
      }
      let prefix =
        span.prefixLength == 0 ? span.name.upperBound..<span.name.upperBound : local(span)
      guard !isReservedPrefix(prefix) else { throw Abandon(offset: span.name.lowerBound) }
      namespaces.append(Binding(prefix: prefix, uri: span.value))
      guard namespaces.count <= limits.maxNamespaceDeclarations else {
        throw Abandon(offset: span.name.lowerBound)
      }
    }
  }

  /// Checks that no two attributes share a name, and that every prefix is declared.
  ///
  /// Two prefixed attributes with the same local name are abandoned even when their prefixes
  /// name different namespaces (legal, but rare; libxml2 decides).
  func checkUniqueAttributes() throws(Abandon) {
    if plainAttributes {
      // No prefixes: only the qualified names can clash, and they were compared as they were
      // read (``readAttributes()``).
      if let repeatedPlainName { throw Abandon(offset: repeatedPlainName) }
      return
    }
    for index in spans.indices {
      let span = spans[index]
      if span.prefixLength > 0, !isDeclaration(span) {
        let prefix = span.name.lowerBound..<(span.name.lowerBound + span.prefixLength)
        guard !isReservedPrefix(prefix), binding(of: prefix) != nil,
          !equal(local(span), "xmlns")
        else { throw Abandon(offset: span.name.lowerBound) }
      }
      let name = local(span)
      for other in spans[..<index]
      where (other.prefixLength > 0) == (span.prefixLength > 0) && equal(local(other), name) {
        throw Abandon(offset: span.name.lowerBound)
      }
    }
  }

  /// The namespace URI of an element named `name`: its prefix's, or the default namespace's.
  func elementNamespace(_ name: Range<Int>, prefixLength: Int) throws(Abandon) -> Range<Int>? {
    guard prefixLength > 0 else {
      return binding(of: name.lowerBound..<name.lowerBound)?.uri
    }
    let prefix = name.lowerBound..<(name.lowerBound + prefixLength)
    guard !isReservedPrefix(prefix), let binding = binding(of: prefix) else {
      throw Abandon(offset: name.lowerBound)
    }
    return binding.uri
  }

  /// The attribute a span without a prefix or references stands for, as the handler gets it.
  @inline(__always)
  static func plainAttribute(_ span: Span) -> XMLStreamAttribute {
    XMLStreamAttribute(
      name: span.name,
      hasNamespace: false,
      value: span.value,
      namePosition: span.namePosition,
      valuePosition: span.valuePosition
    )
  }

  /// Fills ``attributes`` with ranges into the source bytes when no attribute has a prefix or
  /// a value to decode, and says whether it did (plain attributes are there already).
  mutating func attributesAsWritten() -> Bool {
    guard !plainAttributes else { return true }
    attributes.removeAll()
    for span in spans
    where !isDeclaration(span) && (span.prefixLength > 0 || span.needsDecoding) {
      return false
    }
    for span in spans where !isDeclaration(span) {
      attributes.append(Self.plainAttribute(span))
    }
    return true
  }

  /// Hands over an element whose names or values are not the bytes as written: local names,
  /// namespace URI and decoded values are copied into ``storage``.
  mutating func decodeElement<Handler: XMLStreamHandler>(
    _ name: Range<Int>,
    prefixLength: Int,
    namespace: Range<Int>?,
    position: XMLTextPosition,
    handler: inout Handler
  ) throws(Abandon) {
    if plainAttributes { makeSpans() }
    storage.removeAll(keepingCapacity: true)
    attributes.removeAll()
    let localName = append(
      prefixLength == 0 ? name : (name.lowerBound + prefixLength + 1)..<name.upperBound
    )
    let namespaceURI = namespace.map { append($0) }
    for span in spans where !isDeclaration(span) {
      let attributeName = append(local(span))
      let value = span.needsDecoding ? try appendDecoded(span.value) : append(span.value)
      attributes.append(
        XMLStreamAttribute(
          name: attributeName,
          hasNamespace: span.prefixLength > 0,
          value: value,
          namePosition: span.namePosition,
          valuePosition: span.valuePosition
        )
      )
    }
    storage.withUnsafeBufferPointer { storage in
      handler.startElement(
        XMLStreamElement(
          bytes: storage,
          name: localName,
          namespaceURI: namespaceURI,
          position: position,
          attributes: attributes.buffer
        )
      )
    }
  }

  // MARK: - Helpers

  /// Appends source bytes to ``storage``; returns their range there.
  private mutating func append(_ range: Range<Int>) -> Range<Int> {
    let start = storage.count
    storage.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    return start..<storage.count
  }

  /// Whether an attribute is a namespace declaration (`xmlns` or `xmlns:p`).
  func isDeclaration(_ span: Span) -> Bool {
    span.prefixLength == 0
      ? equal(span.name, "xmlns")
      : span.prefixLength == 5 && equal(span.name.lowerBound..<(span.name.lowerBound + 5), "xmlns")
  }

  /// The local name of an attribute (after its prefix and colon).
  func local(_ span: Span) -> Range<Int> {
    span.prefixLength == 0
      ? span.name : (span.name.lowerBound + span.prefixLength + 1)..<span.name.upperBound
  }

  /// The innermost declaration of `prefix` (empty: the default namespace).
  func binding(of prefix: Range<Int>) -> Binding? {
    for binding in namespaces.reversed() where equal(binding.prefix, prefix) { return binding }
    return nil
  }

  /// Whether a prefix is `xml` or `xmlns` (their use is abandoned: libxml2 has rules for both).
  func isReservedPrefix(_ prefix: Range<Int>) -> Bool {
    equal(prefix, "xml") || equal(prefix, "xmlns")
  }

  /// Whether the bytes of two ranges are equal.
  func equal(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
    guard first.count == second.count else { return false }
    return UnsafeBufferPointer(rebasing: bytes[first])
      .elementsEqual(UnsafeBufferPointer(rebasing: bytes[second]))
  }

  /// Whether the bytes of a range are the ASCII `literal`.
  func equal(_ range: Range<Int>, _ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard range.count == count else { return false }
    let pattern = literal.utf8Start
    for index in 0..<count where bytes[range.lowerBound + index] != pattern[index] { return false }
    return true
  }

  /// Whether a namespace URI is in the conservative set the fast path accepts.
  ///
  /// Letters, digits and `- . _ ~ / :` only, starting with a letter; a `//` only right after a
  /// scheme (`scheme://host/path`, the host letters, digits, `-` and `.`); never the `xml` or
  /// `xmlns` namespace. Anything else (and libxml2's verdict on it) is left to libxml2.
  func isAcceptedURI(_ range: Range<Int>) -> Bool {
    guard let first = range.first, Self.isNameStart(bytes[first]), bytes[first] != 0x5F,
      !equal(range, "http://www.w3.org/XML/1998/namespace"),
      !equal(range, "http://www.w3.org/2000/xmlns/")
    else { return false }
    var index = first
    var schemeEnd: Int?
    while index < range.upperBound {
      let byte = bytes[index]
      let isPlain = Self.isNameCharacter(byte) || byte == UInt8(ascii: "~") || byte == XMLByte.slash
      if byte == XMLByte.colon {
        if schemeEnd == nil { schemeEnd = index }
      } else if !isPlain {
        return false
      } else if byte == XMLByte.slash, schemeEnd == nil {
        schemeEnd = range.lowerBound  // a relative path: no scheme, so no colon rule
      }
      index += 1
    }
    return hasPlainStructure(range, schemeEnd: schemeEnd)
  }

  /// Checks where `//` and the scheme may be, for ``isAcceptedURI(_:)``.
  private func hasPlainStructure(_ range: Range<Int>, schemeEnd: Int?) -> Bool {
    var authorityStart: Int?
    if let end = schemeEnd, end > range.lowerBound {
      for index in range.lowerBound..<end {
        let byte = bytes[index]
        guard
          Self.isNameStart(byte) && byte != 0x5F || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D || byte == 0x2E
        else { return false }
      }
      if end + 2 < range.upperBound, bytes[end + 1] == XMLByte.slash,
        bytes[end + 2] == XMLByte.slash
      {
        authorityStart = end + 3
      }
    }
    var index = authorityStart ?? range.lowerBound
    if authorityStart != nil {
      let hostStart = index
      while index < range.upperBound, bytes[index] != XMLByte.slash {
        let byte = bytes[index]
        guard Self.isNameCharacter(byte), byte != 0x5F else { return false }
        index += 1
      }
      guard index > hostStart else { return false }
    }
    while index + 1 < range.upperBound {
      if bytes[index] == XMLByte.slash, bytes[index + 1] == XMLByte.slash { return false }
      index += 1
    }
    return true
  }
}
