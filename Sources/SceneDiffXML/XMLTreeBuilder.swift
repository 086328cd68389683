internal import CLibXML2
import SceneDiffCore

/// Builds an ``LocatedElement`` tree from libxml2's streaming reader (`xmlReaderForMemory`).
///
/// libxml2 decides well-formedness, names, namespaces and attribute values; an
/// ``XMLScanner`` walking the same bytes in step supplies the locations, because libxml2's
/// node line (`xmlGetLineNo`) is the line where the start tag *ends* and stops at 65,535
/// for reader nodes, and libxml2 keeps no columns for nodes at all.
enum XMLTreeBuilder {
  /// Calls `xmlInitParser()` exactly once, on first use, from whichever thread gets here first.
  static let libxml2Initialized: Void = xmlInitParser()

  /// The options passed to `xmlReaderForMemory`.
  ///
  /// No network, no printed errors or warnings, big line numbers, CDATA merged into text.
  /// Never `XML_PARSE_NOENT` or any `XML_PARSE_DTD*` option.
  static let options: Int32 = {
    let flags: [xmlParserOption] = [
      XML_PARSE_NONET, XML_PARSE_NOERROR, XML_PARSE_NOWARNING, XML_PARSE_BIG_LINES,
      XML_PARSE_NOCDATA,
    ]
    return Int32(flags.reduce(0) { $0 | $1.rawValue })
  }()

  /// Parses bytes that already passed ``XMLPrescan/check(_:file:limits:)`` into a tree.
  ///
  /// Uses `xmlReaderForMemory` with a reader-private structured error handler
  /// (`xmlTextReaderSetStructuredErrorHandler`); the first libxml2 error stops the parse.
  static func build(_ bytes: UnsafeBufferPointer<UInt8>, file: String) throws(XMLError)
    -> LocatedElement
  {
    try withReader(bytes, file: file) { reader, collector throws(XMLError) in
      var session = Session(reader: reader, scanner: XMLScanner(bytes), file: file)
      return try session.run(collector: collector)
    }
  }

  /// Runs `body` with a new `xmlReaderForMemory` over `bytes` and the collector of its first
  /// error (`xmlTextReaderSetStructuredErrorHandler`); frees the reader afterwards.
  static func withReader<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>,
    file: String,
    _ body: (xmlTextReaderPtr, LibXML2ErrorCollector) throws(XMLError) -> Result
  ) throws(XMLError) -> Result {
    _ = libxml2Initialized
    guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else {
      throw .tooLarge(.start(of: file), size: bytes.count, limit: Int(Int32.max))
    }
    let buffer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
    guard let reader = xmlReaderForMemory(buffer, Int32(bytes.count), nil, nil, options) else {
      throw .malformed(.start(of: file), message: "libxml2 could not create a reader")
    }
    defer { xmlFreeTextReader(reader) }
    let collector = LibXML2ErrorCollector()
    let context = Unmanaged.passUnretained(collector).toOpaque()
    xmlTextReaderSetStructuredErrorHandler(
      reader,
      { context, error in
        guard let context, let error else { return }
        Unmanaged<LibXML2ErrorCollector>.fromOpaque(context).takeUnretainedValue()
          .record(error.pointee)
      },
      context
    )
    return try withExtendedLifetime(collector) { () throws(XMLError) -> Result in
      try body(reader, collector)
    }
  }
}

/// One parse: the reader, the scanner that follows it through the bytes, and the open elements.
private struct Session {
  /// The libxml2 reader, owned by ``XMLTreeBuilder/build(_:file:)``.
  let reader: xmlTextReaderPtr
  /// The lexical scanner, kept in step with the reader's elements.
  var scanner: XMLScanner
  /// The path used in locations.
  let file: String
  /// The elements whose end has not been read yet, outermost first.
  var open: [LocatedElement] = []
  /// The finished root element.
  var root: LocatedElement?
  /// Names, prefixes and namespace URIs already converted to `String`.
  var names = NameCache()

  /// Reads every node (`xmlTextReaderRead`) and returns the root element.
  mutating func run(collector: LibXML2ErrorCollector) throws(XMLError) -> LocatedElement {
    while true {
      let status = xmlTextReaderRead(reader)
      if let failure = collector.first { throw failure.error(in: scanner.bytes, file: file) }
      if status == 0 { break }
      guard status == 1 else {
        throw .malformed(scanner.position.location(in: file), message: "libxml2 stopped reading")
      }
      switch xmlReaderTypes(UInt32(bitPattern: xmlTextReaderNodeType(reader))) {
      case XML_READER_TYPE_ELEMENT:
        try startElement()
      case XML_READER_TYPE_END_ELEMENT:
        try endElement()
      case XML_READER_TYPE_ENTITY_REFERENCE:
        // Unreachable while DTDs are rejected (no entity can be declared); kept so that an
        // entity is never silently expanded or dropped.
        let name = names.string(xmlTextReaderConstName(reader)) ?? ""
        throw .entityReference(scanner.position.location(in: file), name: name)
      case XML_READER_TYPE_TEXT, XML_READER_TYPE_CDATA:
        // Kept for resource values (`<integer name="d">300</integer>`); the scanner locates it.
        if let last = open.indices.last, let value = xmlTextReaderConstValue(reader) {
          open[last].text += String(cString: value)
        }
      default:
        // Whitespace, comments, processing instructions and the (bare) DOCTYPE.
        break
      }
    }
    guard let root, open.isEmpty else {
      throw internalError("the document ended inside an element")
    }
    return root
  }

  /// Handles an element node: locates it, reads its attributes, opens (or closes) it.
  private mutating func startElement() throws(XMLError) {
    guard let tag = scanToStartTag() else {
      throw internalError("no start tag found for an element libxml2 reported")
    }
    guard currentNameEquals(tag.name) else {
      throw internalError("the element at this position is not the one libxml2 reported")
    }
    let isEmpty = xmlTextReaderIsEmptyElement(reader) == 1
    guard isEmpty == tag.isEmpty else {
      throw internalError("libxml2 and the scanner disagree on whether the element is empty")
    }
    let location = scanner.position(at: tag.start).location(in: file)
    let element = LocatedElement(
      name: names.string(xmlTextReaderConstLocalName(reader)) ?? "",
      namespaceURI: names.string(xmlTextReaderConstNamespaceUri(reader)),
      attributes: try readAttributes(),
      children: [],
      location: location
    )
    open.append(element)
    if isEmpty { close() }
  }

  /// Handles an end-element node: finds the text before the end tag, then closes the element.
  private mutating func endElement() throws(XMLError) {
    while let token = scanner.next() {
      switch token {
      case .text(let offset):
        recordText(at: offset)
      case .endTag:
        close()
        return
      case .startTag, .doctype:
        throw internalError("found markup where the end tag libxml2 reported should be")
      }
    }
    throw internalError("no end tag found for an element libxml2 closed")
  }

  /// Advances the scanner to the next start tag, recording text for the open element.
  private mutating func scanToStartTag() -> XMLStartTagSpan? {
    while let token = scanner.next() {
      switch token {
      case .startTag(let tag): return tag
      case .text(let offset): recordText(at: offset)
      case .doctype: continue
      case .endTag: return nil
      }
    }
    return nil
  }

  /// Reads the current element's attributes (`xmlTextReaderMoveToNextAttribute`), skipping
  /// namespace declarations, and pairs each with its span in the scanned start tag.
  private mutating func readAttributes() throws(XMLError) -> [LocatedAttribute] {
    var spans = scanner.attributes.lazy.filter { !$0.isNamespaceDeclaration }.makeIterator()
    var attributes: [LocatedAttribute] = []
    attributes.reserveCapacity(scanner.attributes.count)
    while xmlTextReaderMoveToNextAttribute(reader) == 1 {
      if xmlTextReaderIsNamespaceDecl(reader) == 1 { continue }
      guard let span = spans.next(), currentNameEquals(span.name) else {
        throw internalError("libxml2 reported an attribute that is not in the start tag")
      }
      attributes.append(
        LocatedAttribute(
          name: names.string(xmlTextReaderConstLocalName(reader)) ?? "",
          namespaceURI: names.string(xmlTextReaderConstNamespaceUri(reader)),
          prefix: names.string(xmlTextReaderConstPrefix(reader)),
          value: xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "",
          location: scanner.position(at: span.name.lowerBound).location(in: file),
          valueLocation: scanner.position(at: span.value.lowerBound).location(in: file)
        )
      )
    }
    xmlTextReaderMoveToElement(reader)
    return attributes
  }

  /// Whether the reader's current node has the qualified name written at `range`
  /// (`xmlTextReaderConstName`).
  private func currentNameEquals(_ range: Range<Int>) -> Bool {
    guard let name = xmlTextReaderConstName(reader) else { return false }
    let written = UnsafeBufferPointer(rebasing: scanner.bytes[range])
    return written.elementsEqual(UnsafeBufferPointer(start: name, count: Int(xmlStrlen(name))))
  }

  /// Sets the innermost open element's text location (text starting at `offset`) unless it
  /// already has one.
  private mutating func recordText(at offset: Int) {
    guard let last = open.indices.last, open[last].textLocation == nil else { return }
    open[last].textLocation = scanner.position(at: offset).location(in: file)
  }

  /// Finishes the innermost open element and hands it to its parent (or makes it the root).
  private mutating func close() {
    guard let element = open.popLast() else { return }
    if let parent = open.indices.last {
      open[parent].children.append(element)
    } else {
      root = element
    }
  }

  /// An error for a disagreement between libxml2 and the scanner, which should not happen.
  private func internalError(_ what: String) -> XMLError {
    .malformed(scanner.position.location(in: file), message: "internal error: \(what)")
  }
}

/// Converts the names libxml2 hands out to `String`s, reusing earlier conversions.
///
/// The reader returns names, prefixes and namespace URIs from its dictionary, so the same
/// pointer comes back for every `android:layout_width`; a hit is still checked byte for byte,
/// so a reused address can never return a stale string.
private struct NameCache {
  /// Strings converted so far, by the address they came from.
  private var strings: [UnsafePointer<xmlChar>: String] = [:]

  /// A libxml2 string as a Swift `String`, or `nil` for a null pointer.
  mutating func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    guard let pointer else { return nil }
    let bytes = UnsafeBufferPointer(start: pointer, count: Int(xmlStrlen(pointer)))
    if var cached = strings[pointer] {
      let same = cached.withUTF8 { $0.elementsEqual(bytes) }
      if same { return cached }
    }
    let string = String(decoding: bytes, as: UTF8.self)
    if strings.count < 4_096 { strings[pointer] = string }
    return string
  }
}
