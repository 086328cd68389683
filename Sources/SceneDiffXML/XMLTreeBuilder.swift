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
  private static let libxml2Initialized: Void = xmlInitParser()

  /// The options passed to `xmlReaderForMemory`.
  ///
  /// No network, no printed errors or warnings, big line numbers, CDATA merged into text.
  /// Never `XML_PARSE_NOENT` or any `XML_PARSE_DTD*` option.
  private static let options: Int32 = {
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
    var session = Session(reader: reader, scanner: XMLScanner(bytes), file: file)
    return try withExtendedLifetime(collector) { () throws(XMLError) -> LocatedElement in
      try session.run(collector: collector)
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
      if let failure = collector.first { throw error(for: failure) }
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
    let element = LocatedElement(
      name: names.string(xmlTextReaderConstLocalName(reader)) ?? "",
      namespaceURI: names.string(xmlTextReaderConstNamespaceUri(reader)),
      attributes: try readAttributes(),
      children: [],
      location: tag.position.location(in: file)
    )
    open.append(element)
    if isEmpty { close() }
  }

  /// Handles an end-element node: finds the text before the end tag, then closes the element.
  private mutating func endElement() throws(XMLError) {
    while let token = scanner.next() {
      switch token {
      case .text(let position):
        recordText(at: position)
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
      case .text(let position): recordText(at: position)
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
          location: span.namePosition.location(in: file),
          valueLocation: span.valuePosition.location(in: file)
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

  /// Sets the innermost open element's text location unless it already has one.
  private mutating func recordText(at position: XMLTextPosition) {
    guard let last = open.indices.last, open[last].textLocation == nil else { return }
    open[last].textLocation = position.location(in: file)
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

  /// Converts libxml2's first error into an ``XMLError`` located in the source bytes.
  private func error(for failure: LibXML2Failure) -> XMLError {
    let bytes = scanner.bytes
    var offset = XMLScanner.offset(
      line: max(failure.line, 1),
      characterColumn: max(failure.column, 1),
      in: bytes
    )
    if failure.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
      let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
      return .namespace(location, message: failure.message)
    }
    let undeclared = [XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY]
    if undeclared.contains(where: { Int32($0.rawValue) == failure.code }), let name = failure.str1 {
      // libxml2 points just past `&name;`; point at its `&` when it is there.
      let reference = Array("&\(name);".utf8)
      let start = offset - reference.count
      if start >= 0, bytes[start..<offset].elementsEqual(reference) { offset = start }
      let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
      return .entityReference(location, name: name)
    }
    let location = XMLScanner.position(of: offset, in: bytes).location(in: file)
    if failure.code == Int32(XML_ERR_DOCUMENT_END.rawValue), let message = unclosedMessage(offset) {
      let end = XMLScanner.position(of: bytes.count, in: bytes).location(in: file)
      return .malformed(end, message: message)
    }
    return .malformed(location, message: failure.message)
  }

  /// A clearer message than libxml2's "extra content at the end of the document" when the
  /// bytes simply end (libxml2 stopped at `errorOffset`) inside an element.
  ///
  /// Names the innermost open element; the error is then located at the end of the file.
  private func unclosedMessage(_ errorOffset: Int) -> String? {
    var scanner = XMLScanner(scanner.bytes)
    var open: [XMLStartTagSpan] = []
    var contentEnd = 0
    while let token = scanner.next() {
      switch token {
      case .startTag(let tag) where !tag.isEmpty: open.append(tag)
      case .endTag: _ = open.popLast()
      default: break
      }
      contentEnd = scanner.offset
    }
    guard let innermost = open.last, errorOffset >= contentEnd else { return nil }
    let name = scanner.string(innermost.name)
    let opened = "\(innermost.position.line):\(innermost.position.column)"
    return "file ends inside element '\(name)' opened at \(opened); expected '</\(name)>'"
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

/// The parts of a libxml2 `xmlError` that SceneDiff uses, copied out of libxml2's memory.
private struct LibXML2Failure {
  /// `xmlError.domain` (an `xmlErrorDomain`).
  var domain: Int32
  /// `xmlError.code` (an `xmlParserErrors`).
  var code: Int32
  /// `xmlError.message`, trimmed, on one line, first letter lowercased (not acronyms).
  var message: String
  /// `xmlError.line`, 1-based.
  var line: Int
  /// `xmlError.int2`: the 1-based column, counted in characters.
  var column: Int
  /// `xmlError.str1`, such as the entity name for an undeclared entity.
  var str1: String?
}

/// Keeps the first error or fatal error libxml2 reports for one reader; warnings are ignored.
///
/// Passed to libxml2 as the context of `xmlTextReaderSetStructuredErrorHandler` through
/// `Unmanaged`; each reader has its own, so concurrent parses never share one.
private final class LibXML2ErrorCollector {
  /// The first error, if any.
  private(set) var first: LibXML2Failure?

  /// Records `error` unless an earlier one was recorded or it is only a warning.
  func record(_ error: xmlError) {
    guard first == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    let raw = error.message.map { String(cString: $0) } ?? "unknown libxml2 error"
    first = LibXML2Failure(
      domain: error.domain,
      code: error.code,
      message: Self.clean(raw),
      line: Int(error.line),
      column: Int(error.int2),
      str1: error.str1.map { String(cString: $0) }
    )
  }

  /// Trims libxml2's message, joins its lines and lowercases its first letter (not acronyms).
  private static func clean(_ message: String) -> String {
    let lines = message.split(whereSeparator: \.isNewline).map {
      $0.drop(while: \.isWhitespace)
    }
    var text = lines.filter { !$0.isEmpty }.joined(separator: "; ")
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return text.isEmpty ? "unknown libxml2 error" : XMLError.lowercasingFirstLetter(text)
  }
}
