import SceneDiffCore

/// A validating one-pass reader for a strict subset of XML 1.0, the fast path of
/// ``XMLDocumentReader/stream(_:file:limits:path:into:)``.
///
/// It accepts UTF-8 (with or without a byte order mark) holding an optional XML declaration
/// (`version="1.0"`, optionally `encoding="UTF-8"` and `standalone`), then elements with ASCII
/// names and attributes, comments, processing instructions, whitespace and text, the five
/// predefined entities and character references, CDATA sections; no DOCTYPE. It checks
/// every well-formedness and namespace rule of that subset and every ``XMLLimits`` limit, and
/// hands the handler the same events (names, namespace, values with references resolved and
/// whitespace normalized, positions, text positions) as libxml2's path. On any byte it is not
/// sure of — anything outside the subset, any error, any limit reached — it throws
/// ``Abandon``, and the caller runs the full path (``XMLPrescan``, libxml2, ``XMLScanner``)
/// from the start, which reports the diagnostic.
struct XMLFastReader {
  /// Why the fast path stopped: the offset it was not sure of (for tests and fuzzing only).
  struct Abandon: Error {
    /// The offset of the byte it stopped at.
    var offset: Int
  }

  /// An element whose end tag has not been read yet.
  struct OpenElement {
    /// The bytes of its qualified name, as written.
    var name: Range<Int>
    /// The number of namespace declarations in scope before it (``namespaces`` count).
    var outerNamespaces: Int
  }

  /// One attribute as written in the current start tag.
  struct Span {
    /// The qualified name.
    var name: Range<Int>
    /// The length of the prefix, 0 for none (the colon follows it).
    var prefixLength: Int
    /// The value between the quotes, as written.
    var value: Range<Int>
    /// Whether the value holds a reference, tab, CR or LF (libxml2 resolves or normalizes it).
    var needsDecoding: Bool
    /// The qualified name's length, first and last byte in one number: two names with
    /// different keys differ (equal keys are compared byte by byte).
    var key: Int
    /// Where the name begins.
    var namePosition: XMLTextPosition
    /// Where the value begins (after the opening quote).
    var valuePosition: XMLTextPosition
  }

  /// One namespace declaration in scope: its prefix (empty for the default namespace) and URI.
  struct Binding {
    /// The prefix's bytes (empty for `xmlns`).
    var prefix: Range<Int>
    /// The URI's bytes as written (only values without references are accepted).
    var uri: Range<Int>
  }

  /// Longest name accepted (libxml2's own limit is far larger).
  static let maxNameBytes = 1000
  /// Longest run of text, comment or processing instruction accepted (libxml2 refuses text
  /// nodes over 10,000,000 bytes without `XML_PARSE_HUGE`).
  static let maxRunBytes = 1 << 20

  /// The bytes being read; they must outlive the reader.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The limits, as ``XMLPrescan`` applies them.
  let limits: XMLLimits
  /// The next byte to read.
  var offset: Int
  /// The line of ``offset``, counting from 1 (lines end at LF, as libxml2 and ``XMLScanner``
  /// count them); every loop that moves over a byte that may be LF counts it.
  var line = 1
  /// The offset of the first byte of the current line (after the byte order mark on line 1).
  var lineStart: Int
  /// Elements started and not yet ended, outermost first.
  var open: [OpenElement] = []
  /// Namespace declarations in scope, outermost first.
  var namespaces: [Binding] = []
  /// The current start tag's attributes, once one of them is not plain (until then they are
  /// in ``attributes``).
  var spans: [Span] = []
  /// Whether every attribute of the current start tag is plain: no prefix, no namespace
  /// declaration, no value to decode (then its names and values are handed over as written).
  var plainAttributes = true
  /// One bit for each plain attribute name of the current start tag, chosen by its
  /// ``Span/key``: equal names set the same bit.
  var plainNameBits: UInt64 = 0
  /// Where the first plain attribute name that repeats an earlier one begins, if any.
  var repeatedPlainName: Int?
  /// Elements read so far.
  var elements = 0
  /// Decoded names and values of the current element, when they are not the bytes as written.
  var storage: [UInt8] = []
  /// The current element's attributes as handed over (while ``plainAttributes``, those read
  /// so far).
  let attributes = XMLAttributeList()

  /// Starts reading `bytes` under `limits`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, limits: XMLLimits) {
    self.bytes = bytes
    self.limits = limits
    offset = XMLScanner.byteOrderMarkLength(bytes)
    lineStart = offset
  }

  /// Reads the whole document, handing its events to `handler`; throws ``Abandon`` (with the
  /// handler's state incomplete) on anything outside the subset.
  mutating func run<Handler: XMLStreamHandler>(_ handler: inout Handler) throws(Abandon) {
    guard !bytes.isEmpty, bytes.count <= limits.maxBytes else { throw abandon() }
    if matches("<?xml"), offset + 5 < bytes.count, XMLByte.isSpace(bytes[offset + 5]) {
      try readDeclaration()
    }
    try skipMisc()
    guard offset < bytes.count else { throw abandon() }
    try readStartTag(&handler)
    while !open.isEmpty {
      try readText(&handler)
      guard offset + 1 < bytes.count else { throw abandon() }
      switch bytes[offset + 1] {
      case XMLByte.slash: try readEndTag(&handler)
      case XMLByte.exclamationMark where matches("<![CDATA["): try readCDATA(&handler)
      case XMLByte.exclamationMark: try readComment()
      case XMLByte.questionMark: try readProcessingInstruction()
      default: try readStartTag(&handler)
      }
    }
    try skipMisc()
    guard offset == bytes.count else { throw abandon() }
  }

  /// Skips whitespace, comments and processing instructions outside the root element; stops at
  /// the end or at any other `<`; anything else is abandoned.
  mutating func skipMisc() throws(Abandon) {
    while true {
      skipSpaces()
      guard offset < bytes.count else { return }
      guard bytes[offset] == XMLByte.lessThan, offset + 1 < bytes.count else { throw abandon() }
      switch bytes[offset + 1] {
      case XMLByte.exclamationMark: try readComment()
      case XMLByte.questionMark: try readProcessingInstruction()
      default: return
      }
    }
  }

  /// Reads character data up to the next `<`, handing over the position of its first byte that
  /// is not whitespace (character references to whitespace count as whitespace, as
  /// ``XMLScanner`` counts them).
  mutating func readText<Handler: XMLStreamHandler>(_ handler: inout Handler) throws(Abandon) {
    let start = offset
    let count = bytes.count
    var first: XMLTextPosition?
    while offset < count {
      let byte = bytes[offset]
      if byte == 0x20 {
        offset += 1  // indentation, mostly: the rest of the run a word at a time
        skipSpaceRun()
        continue
      }
      if byte >= 0x80 {
        if first == nil { first = position(at: offset) }
        offset += try characterLength(at: offset)
      } else if byte == XMLByte.lessThan {
        break
      } else if byte == XMLByte.ampersand {
        let reference = try self.reference(at: offset)
        if first == nil, !Self.isSpaceScalar(reference.scalar) || !reference.isNumeric {
          first = position(at: offset)
        }
        offset = reference.end
      } else if byte < 0x20 {
        guard XMLByte.isSpace(byte) else { throw abandon() }
        if byte == XMLByte.lineFeed { newLine(at: offset) }
        offset += 1
      } else {
        if first == nil, byte != 0x20 { first = position(at: offset) }
        if byte == UInt8(ascii: "]"), matches("]]>") { throw abandon() }
        offset += 1
      }
    }
    guard offset < count, offset - start <= Self.maxRunBytes else { throw abandon() }
    if let first { handler.text(at: first) }
  }

  /// Reads `</name S? >`, which must close the innermost open element.
  mutating func readEndTag<Handler: XMLStreamHandler>(_ handler: inout Handler) throws(Abandon) {
    guard let element = open.last else { throw abandon() }
    let nameStart = offset + 2
    let nameEnd = nameStart + element.name.count
    guard nameEnd < bytes.count,
      UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd])
        .elementsEqual(UnsafeBufferPointer(rebasing: bytes[element.name]))
    else { throw abandon() }
    offset = nameEnd
    skipSpaces()
    guard offset < bytes.count, bytes[offset] == XMLByte.greaterThan else { throw abandon() }
    offset += 1
    open.removeLast()
    if namespaces.count > element.outerNamespaces {
      namespaces.removeSubrange(element.outerNamespaces...)
    }
    handler.endElement()
  }

  // MARK: - Bytes

  /// An ``Abandon`` at the current offset.
  func abandon() -> Abandon { Abandon(offset: offset) }

  /// Whether `literal` (ASCII) occurs at the current offset.
  func matches(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    let pattern = literal.utf8Start
    for index in 0..<count where bytes[offset + index] != pattern[index] { return false }
    return true
  }

  /// Moves past XML whitespace, counting lines; says whether there was any.
  @discardableResult
  mutating func skipSpaces() -> Bool {
    let start = offset
    while offset < bytes.count, XMLByte.isSpace(bytes[offset]) {
      if bytes[offset] == XMLByte.lineFeed { newLine(at: offset) }
      offset += 1
    }
    return offset > start
  }

  /// Moves past spaces (U+0020 only) a word of eight bytes at a time: over every word of
  /// spaces, then over the spaces that begin the next word; only the last seven bytes of the
  /// document are left to be read byte by byte.
  @inline(__always)
  mutating func skipSpaceRun() {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    while offset + 8 <= count {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
      let others = UInt64(littleEndian: word) ^ 0x2020_2020_2020_2020
      guard others == 0 else {
        // The first byte that is not a space is the lowest non-zero byte of `others`.
        offset += others.trailingZeroBitCount >> 3
        return
      }
      offset += 8
    }
  }

  /// Counts the line feed at `index`.
  mutating func newLine(at index: Int) {
    line += 1
    lineStart = index + 1
  }

  /// The position of `target`, which must be on the current line (no line feed between the
  /// last one counted and `target`).
  func position(at target: Int) -> XMLTextPosition {
    XMLTextPosition(offset: target, line: line, column: target - lineStart + 1)
  }

  /// Whether a character reference's value is XML whitespace.
  static func isSpaceScalar(_ scalar: UInt32) -> Bool {
    scalar == 0x20 || scalar == 0x09 || scalar == 0x0A || scalar == 0x0D
  }
}
