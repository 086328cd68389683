internal import CLibXML2
import SceneDiffCore

/// One streamed parse: libxml2's reader, the scanner that locates its elements, and the
/// handler that receives them (``XMLDocumentReader/stream(_:file:limits:path:into:)``, when
/// the fast path abandoned the bytes).
///
/// When libxml2's names and values are the bytes as written (no prefix, no namespace, no
/// reference or normalized whitespace in a value), the element points into the source bytes;
/// otherwise its names and values are copied from libxml2 into one reused buffer, because
/// libxml2 may reuse the memory of one attribute's value for the next.
struct XMLStreamSession<Handler: XMLStreamHandler> {
  /// The libxml2 reader, owned by ``XMLTreeBuilder/withReader(_:file:_:)``.
  let reader: xmlTextReaderPtr
  /// The lexical scanner, kept in step with the reader's elements.
  var scanner: XMLScanner
  /// The path used in locations.
  let file: String
  /// Elements started and not yet ended.
  private var depth = 0
  /// Whether the root element has been seen.
  private var sawRoot = false
  /// The current element's name, namespace, attribute names and values.
  private var storage: [UInt8] = []
  /// The current element's attributes.
  private var attributes: [XMLStreamAttribute] = []

  /// Starts a session over the bytes the scanner walks.
  init(reader: xmlTextReaderPtr, scanner: XMLScanner, file: String) {
    self.reader = reader
    self.scanner = scanner
    self.file = file
  }

  /// Reads every node (`xmlTextReaderRead`), handing elements and text to `handler`.
  mutating func run(collector: LibXML2ErrorCollector, handler: inout Handler) throws(XMLError) {
    while true {
      let status = xmlTextReaderRead(reader)
      if let failure = collector.first { throw failure.error(in: scanner.bytes, file: file) }
      if status == 0 { break }
      guard status == 1 else {
        throw .malformed(scanner.position.location(in: file), message: "libxml2 stopped reading")
      }
      switch xmlReaderTypes(UInt32(bitPattern: xmlTextReaderNodeType(reader))) {
      case XML_READER_TYPE_ELEMENT:
        try startElement(&handler)
      case XML_READER_TYPE_END_ELEMENT:
        try endElement(&handler)
      case XML_READER_TYPE_ENTITY_REFERENCE:
        // Unreachable while DTDs are rejected (no entity can be declared).
        let name = xmlTextReaderConstName(reader).map { String(cString: $0) } ?? ""
        throw .entityReference(scanner.position.location(in: file), name: name)
      default:
        // Text (located by the scanner), whitespace, comments, PIs and the bare DOCTYPE.
        break
      }
    }
    guard sawRoot, depth == 0 else {
      throw internalError("the document ended inside an element")
    }
  }

  /// Handles an element node: locates it, copies its attributes, hands it over.
  private mutating func startElement(_ handler: inout Handler) throws(XMLError) {
    guard let tag = scanToStartTag(&handler) else {
      throw internalError("no start tag found for an element libxml2 reported")
    }
    guard currentNameEquals(tag.name) else {
      throw internalError("the element at this position is not the one libxml2 reported")
    }
    let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
    guard isEmpty == tag.isEmpty else {
      throw internalError("libxml2 and the scanner disagree on whether the element is empty")
    }
    storage.removeAll(keepingCapacity: true)
    attributes.removeAll(keepingCapacity: true)
    let position = scanner.position(at: tag.start)
    depth += 1
    sawRoot = true
    if try attributesAsWritten(tag) {
      attributes.withUnsafeBufferPointer { attributes in
        handler.startElement(
          XMLStreamElement(
            bytes: scanner.bytes,
            name: tag.name,
            namespaceURI: nil,
            position: position,
            attributes: attributes
          )
        )
      }
    } else {
      let name = copy(xmlTextReaderConstLocalName(reader))
      let namespaceURI = xmlTextReaderConstNamespaceUri(reader).map { copy($0) }
      try readAttributes()
      storage.withUnsafeBufferPointer { bytes in
        attributes.withUnsafeBufferPointer { attributes in
          handler.startElement(
            XMLStreamElement(
              bytes: bytes,
              name: name,
              namespaceURI: namespaceURI,
              position: position,
              attributes: attributes
            )
          )
        }
      }
    }
    if isEmpty { close(&handler) }
  }

  /// Fills ``attributes`` with ranges into the source bytes when libxml2's names and values are
  /// exactly the bytes as written, and says whether it did.
  ///
  /// They are when the element and its attributes have no prefix, the element is in no
  /// namespace, and no value holds `&`, tab, CR or LF (which libxml2 resolves or normalizes
  /// to a space). libxml2 has already accepted the whole start tag (its errors come first),
  /// so each unprefixed attribute is in no namespace; its attribute count
  /// (`xmlTextReaderAttributeCount`, namespace declarations included) must match the scan.
  private mutating func attributesAsWritten(_ tag: XMLStartTagSpan) throws(XMLError) -> Bool {
    let bytes = scanner.bytes
    let spans = scanner.attributes
    guard xmlTextReaderConstNamespaceUri(reader) == nil, !contains(XMLByte.colon, in: tag.name)
    else { return false }
    for span in spans where !span.isNamespaceDeclaration {
      if contains(XMLByte.colon, in: span.name) { return false }
      for index in span.value
      where bytes[index] == XMLByte.ampersand || bytes[index] < 0x20 {
        // `<` is an error libxml2 has reported; every other byte below 0x20 that is allowed
        // (tab, LF, CR) is normalized.
        return false
      }
    }
    guard Int(xmlTextReaderAttributeCount(reader)) == spans.count else {
      throw internalError("libxml2 and the scanner disagree on the number of attributes")
    }
    for span in spans where !span.isNamespaceDeclaration {
      attributes.append(
        XMLStreamAttribute(
          name: span.name,
          hasNamespace: false,
          value: span.value,
          namePosition: scanner.position(at: span.name.lowerBound),
          valuePosition: scanner.position(at: span.value.lowerBound)
        )
      )
    }
    return true
  }

  /// Whether `byte` occurs in the source bytes of `range`.
  private func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
    let bytes = scanner.bytes
    for index in range where bytes[index] == byte { return true }
    return false
  }

  /// Handles an end-element node: finds the text before the end tag, then closes the element.
  private mutating func endElement(_ handler: inout Handler) throws(XMLError) {
    while let token = scanner.next() {
      switch token {
      case .text(let offset):
        if depth > 0 { handler.text(at: scanner.position(at: offset)) }
      case .endTag:
        close(&handler)
        return
      case .startTag, .doctype:
        throw internalError("found markup where the end tag libxml2 reported should be")
      }
    }
    throw internalError("no end tag found for an element libxml2 closed")
  }

  /// Advances the scanner to the next start tag, handing over text inside the open element.
  private mutating func scanToStartTag(_ handler: inout Handler) -> XMLStartTagSpan? {
    while let token = scanner.next() {
      switch token {
      case .startTag(let tag): return tag
      case .text(let offset): if depth > 0 { handler.text(at: scanner.position(at: offset)) }
      case .doctype: continue
      case .endTag: return nil
      }
    }
    return nil
  }

  /// Copies the current element's attributes (`xmlTextReaderMoveToNextAttribute`), skipping
  /// namespace declarations, each paired with its span in the scanned start tag.
  private mutating func readAttributes() throws(XMLError) {
    var spanIndex = 0
    let spans = scanner.attributes
    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
      if xmlTextReaderIsNamespaceDecl(reader) == 1 { continue }
      while spanIndex < spans.count, spans[spanIndex].isNamespaceDeclaration { spanIndex += 1 }
      guard spanIndex < spans.count, currentNameEquals(spans[spanIndex].name) else {
        throw internalError("libxml2 reported an attribute that is not in the start tag")
      }
      let span = spans[spanIndex]
      spanIndex += 1
      let name = copy(xmlTextReaderConstLocalName(reader))
      let hasNamespace = xmlTextReaderConstNamespaceUri(reader) != nil
      let value = copy(xmlTextReaderConstValue(reader))
      attributes.append(
        XMLStreamAttribute(
          name: name,
          hasNamespace: hasNamespace,
          value: value,
          namePosition: scanner.position(at: span.name.lowerBound),
          valuePosition: scanner.position(at: span.value.lowerBound)
        )
      )
    }
    xmlTextReaderMoveToElement(reader)
  }

  /// Appends a libxml2 string to ``storage`` and returns its range (empty for a null pointer).
  private mutating func copy(_ pointer: UnsafePointer<xmlChar>?) -> Range<Int> {
    let start = storage.count
    guard let pointer else { return start..<start }
    storage.append(contentsOf: UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer))))
    return start..<storage.count
  }

  /// Whether the reader's current node has the qualified name written at `range`.
  private func currentNameEquals(_ range: Range<Int>) -> Bool {
    guard let name = xmlTextReaderConstName(reader) else { return false }
    let written = UnsafeBufferPointer(rebasing: scanner.bytes[range])
    return written.elementsEqual(UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
  }

  /// Ends the innermost open element.
  private mutating func close(_ handler: inout Handler) {
    guard depth > 0 else { return }
    depth -= 1
    handler.endElement()
  }

  /// An error for a disagreement between libxml2 and the scanner, which should not happen.
  private func internalError(_ what: String) -> XMLError {
    .malformed(scanner.position.location(in: file), message: "internal error: \(what)")
  }
}
