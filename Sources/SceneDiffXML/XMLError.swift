import SceneDiffCore

/// Why an XML file could not be read; each case carries where it happened.
///
/// Thrown by ``XMLDocumentReader``. The lexical pre-scan raises the limit, encoding and DTD
/// cases; libxml2's structured errors (`xmlTextReaderSetStructuredErrorHandler`) become
/// ``malformed(_:message:)``, ``namespace(_:message:)`` or ``entityReference(_:name:)``.
package enum XMLError: DiagnosticConvertible, Equatable {
  /// The file could not be opened or read; `reason` is the operating system's explanation.
  case unreadable(SourceLocation, reason: String)
  /// The file (or buffer) is larger than ``XMLLimits/maxBytes``; `size` is `nil` for a
  /// stream (standard input, a pipe) that was read only up to ``XMLLimits/maxStreamBytes``,
  /// the limit the message then names.
  case tooLarge(SourceLocation, size: Int?, limit: Int)
  /// The bytes are not UTF-8: `bytes` is the offending sequence, from its lead byte.
  case invalidUTF8(SourceLocation, bytes: [UInt8])
  /// The file declares (or its byte order mark implies) an encoding other than UTF-8.
  case unsupportedEncoding(SourceLocation, encoding: String)
  /// A `<!DOCTYPE>` with an internal subset or an external identifier; `feature` says which.
  case documentType(SourceLocation, name: String, feature: String)
  /// A reference to an entity other than the five predefined ones, e.g. `&foo;`.
  case entityReference(SourceLocation, name: String)
  /// An element nested deeper than ``XMLLimits/effectiveMaxDepth``.
  case tooDeep(SourceLocation, element: String, limit: Int)
  /// More elements than ``XMLLimits/maxElements``; points at the first element too many.
  case tooManyElements(SourceLocation, element: String, limit: Int)
  /// A start tag with more attributes than ``XMLLimits/maxAttributes``.
  case tooManyAttributes(SourceLocation, element: String, count: Int, limit: Int)
  /// More namespace declarations in scope than ``XMLLimits/maxNamespaceDeclarations``.
  case tooManyNamespaces(SourceLocation, element: String, limit: Int)
  /// An attribute value longer than ``XMLLimits/maxAttributeValueBytes``.
  case valueTooLong(SourceLocation, attribute: String, length: Int, limit: Int)
  /// The file holds no element: it is empty (`isEmpty`), blank, or only comments.
  case noRootElement(SourceLocation, isEmpty: Bool)
  /// Non-whitespace text before the root element (or in a file without one).
  case textOutsideElement(SourceLocation, text: String)
  /// libxml2 rejected a namespace (e.g. an undeclared prefix); `message` is libxml2's.
  case namespace(SourceLocation, message: String)
  /// libxml2 found the XML not well-formed; `message` is libxml2's, first letter lowercased.
  case malformed(SourceLocation, message: String)

  /// Where the problem is.
  package var location: SourceLocation {
    switch self {
    case .unreadable(let location, _), .tooLarge(let location, _, _),
      .invalidUTF8(let location, _), .unsupportedEncoding(let location, _),
      .documentType(let location, _, _), .entityReference(let location, _),
      .tooDeep(let location, _, _), .tooManyElements(let location, _, _),
      .tooManyAttributes(let location, _, _, _), .tooManyNamespaces(let location, _, _),
      .valueTooLong(let location, _, _, _), .noRootElement(let location, _),
      .textOutsideElement(let location, _),
      .namespace(let location, _), .malformed(let location, _):
      location
    }
  }

  /// The stable kebab-case code, such as `xml-too-deep`.
  package var code: String {
    switch self {
    case .unreadable: "xml-unreadable"
    case .tooLarge: "xml-too-large"
    case .invalidUTF8: "xml-invalid-utf8"
    case .unsupportedEncoding: "xml-encoding"
    case .documentType: "xml-dtd"
    case .entityReference: "xml-entity-reference"
    case .tooDeep: "xml-too-deep"
    case .tooManyElements: "xml-too-many-elements"
    case .tooManyAttributes: "xml-too-many-attributes"
    case .tooManyNamespaces: "xml-too-many-namespaces"
    case .valueTooLong: "xml-value-too-long"
    case .noRootElement: "xml-no-root-element"
    case .textOutsideElement: "xml-text-outside-element"
    case .namespace: "xml-namespace"
    case .malformed: "xml-malformed"
    }
  }

  /// The lowercase message: quotes the bad value and says what was expected.
  package var message: String {
    switch self {
    case .unreadable(_, let reason):
      "cannot read file: \(reason)"
    case .tooLarge(_, let size?, let limit):
      "file is \(size) bytes; expected at most \(limit) bytes (XMLLimits.maxBytes)"
    case .tooLarge(_, nil, let limit):
      "input is more than \(limit) bytes; expected at most \(limit) bytes "
        + "(XMLLimits.maxStreamBytes)"
    case .invalidUTF8(_, let bytes) where bytes == [0]:
      "invalid byte 0x00 (NUL); expected UTF-8 text, which never contains NUL"
    case .invalidUTF8(_, let bytes):
      "invalid UTF-8 byte sequence \(Self.hex(bytes)); expected UTF-8 text"
    case .unsupportedEncoding(_, let encoding):
      "unsupported encoding '\(encoding)'; expected UTF-8"
    case .documentType(_, let name, let feature):
      "document type declaration '<!DOCTYPE \(name)' has \(feature); expected no DTD or a bare "
        + "'<!DOCTYPE \(name)>' (DTDs and entity declarations are not accepted)"
    case .entityReference(_, let name):
      "entity reference '&\(name);' is not allowed; expected a predefined entity "
        + "(&lt; &gt; &amp; &quot; &apos;) or a character reference such as '&#38;'"
    case .tooDeep(_, let element, let limit):
      "element '\(element)' is nested \(limit + 1) levels deep; expected at most \(limit) "
        + "(depth limit, XMLLimits.maxDepth)"
    case .tooManyElements(_, let element, let limit):
      "element '\(element)' is element number \(limit + 1); expected at most \(limit) "
        + "elements (XMLLimits.maxElements)"
    case .tooManyAttributes(_, let element, let count, let limit):
      "element '\(element)' has \(count) attributes; expected at most \(limit) "
        + "(XMLLimits.maxAttributes)"
    case .tooManyNamespaces(_, let element, let limit):
      "element '\(element)' has more than \(limit) namespace declarations in scope; expected "
        + "at most \(limit) (XMLLimits.maxNamespaceDeclarations)"
    case .valueTooLong(_, let attribute, let length, let limit):
      "value of attribute '\(attribute)' is \(length) bytes long; expected at most \(limit) "
        + "bytes (XMLLimits.maxAttributeValueBytes)"
    case .noRootElement(_, true):
      "file is empty; expected a root element"
    case .noRootElement(_, false):
      "file has no element; expected a root element"
    case .textOutsideElement(_, let text):
      "found text '\(text)' outside the root element; expected an element"
    case .namespace(_, let message):
      "namespace error: \(message)"
    case .malformed(_, let message):
      "malformed XML: \(message)"
    }
  }

  /// The error as an error-severity diagnostic.
  package var diagnostic: Diagnostic {
    Diagnostic(.error, at: location, code: code, message)
  }

  /// `text` with its first letter lowercased, unless it starts an acronym (`PCDATA`, `URI`).
  static func lowercasingFirstLetter(_ text: String) -> String {
    var characters = text.makeIterator()
    guard let first = characters.next(), first.isUppercase else { return text }
    if let second = characters.next(), second.isUppercase { return text }
    return first.lowercased() + text.dropFirst()
  }

  /// Formats bytes as `0xC3 0x28`.
  private static func hex(_ bytes: [UInt8]) -> String {
    bytes.map { byte in
      let digits = String(byte, radix: 16, uppercase: true)
      return byte < 0x10 ? "0x0\(digits)" : "0x\(digits)"
    }.joined(separator: " ")
  }
}
