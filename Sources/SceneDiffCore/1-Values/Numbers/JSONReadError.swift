/// Why a JSON document could not be read; each case carries where it happened.
///
/// Thrown by ``JSONReader``. Locations are 1-based lines (counted at LF) and 1-based UTF-8
/// byte columns; a UTF-8 byte order mark does not count toward columns.
public enum JSONReadError: DiagnosticConvertible, Equatable {
  /// The file could not be opened or read; `reason` is the operating system's explanation.
  case unreadable(SourceLocation, reason: String)
  /// The document is larger than ``JSONLimits/maxBytes``.
  case tooLarge(SourceLocation, size: Int, limit: Int)
  /// Bytes that are not well-formed UTF-8, from the sequence's lead byte.
  case invalidUTF8(SourceLocation, bytes: [UInt8])
  /// The document holds no value: it is empty (`isEmpty`) or only whitespace.
  case noValue(SourceLocation, isEmpty: Bool)
  /// A character where something else was expected; `found` is the character or word.
  case unexpectedCharacter(SourceLocation, found: String, expected: String)
  /// The document ends inside an array, object or string opened at `openedAt`.
  case unexpectedEnd(SourceLocation, inside: String, openedAt: SourceLocation, expected: String)
  /// A number that JSON's grammar does not allow, such as `01`, `+1`, `.5` or `1.`.
  case invalidNumber(SourceLocation, text: String)
  /// A number too large for a `Double`, such as `1e400`.
  case numberOutOfRange(SourceLocation, text: String)
  /// A backslash escape JSON does not define, such as `\x`.
  case invalidEscape(SourceLocation, text: String)
  /// A `\u` escape of a UTF-16 surrogate without its other half.
  case unpairedSurrogate(SourceLocation, text: String)
  /// A control character (below U+0020) written unescaped in a string.
  case controlCharacter(SourceLocation, byte: UInt8)
  /// A key written twice in one object; `first` is where it was first written.
  case duplicateKey(SourceLocation, key: String, first: SourceLocation)
  /// Something after the document's value.
  case trailingContent(SourceLocation, found: String)
  /// Arrays and objects nested deeper than ``JSONLimits/effectiveMaxDepth``.
  case tooDeep(SourceLocation, limit: Int)
  /// More values than ``JSONLimits/maxValues``; points at the first value too many.
  case tooManyValues(SourceLocation, limit: Int)

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .unreadable(let location, _), .tooLarge(let location, _, _),
      .invalidUTF8(let location, _), .noValue(let location, _),
      .unexpectedCharacter(let location, _, _), .unexpectedEnd(let location, _, _, _),
      .invalidNumber(let location, _), .numberOutOfRange(let location, _),
      .invalidEscape(let location, _), .unpairedSurrogate(let location, _),
      .controlCharacter(let location, _), .duplicateKey(let location, _, _),
      .trailingContent(let location, _), .tooDeep(let location, _),
      .tooManyValues(let location, _):
      location
    }
  }

  /// The stable kebab-case code, such as `json-unexpected-character`.
  public var code: String {
    switch self {
    case .unreadable: "json-unreadable"
    case .tooLarge: "json-too-large"
    case .invalidUTF8: "json-invalid-utf8"
    case .noValue: "json-no-value"
    case .unexpectedCharacter: "json-unexpected-character"
    case .unexpectedEnd: "json-unexpected-end"
    case .invalidNumber: "json-invalid-number"
    case .numberOutOfRange: "json-number-out-of-range"
    case .invalidEscape: "json-invalid-escape"
    case .unpairedSurrogate: "json-unpaired-surrogate"
    case .controlCharacter: "json-control-character"
    case .duplicateKey: "json-duplicate-key"
    case .trailingContent: "json-trailing-content"
    case .tooDeep: "json-too-deep"
    case .tooManyValues: "json-too-many-values"
    }
  }

  /// The lowercase message: quotes the bad value and says what was expected.
  public var message: String {
    switch self {
    case .unreadable(_, let reason):
      "cannot read file: \(reason)"
    case .tooLarge(_, let size, let limit):
      "file is \(size) bytes; expected at most \(limit) bytes (JSONLimits.maxBytes)"
    case .invalidUTF8(_, let bytes):
      "invalid UTF-8 byte sequence \(bytes.map(Self.hex).joined(separator: " ")); "
        + "expected UTF-8 text"
    case .noValue(_, let isEmpty):
      isEmpty
        ? "file is empty; expected a JSON value"
        : "file holds only whitespace; expected a JSON value"
    case .unexpectedCharacter(_, let found, let expected):
      "unexpected '\(found)'; expected \(expected)"
    case .unexpectedEnd(_, let inside, let openedAt, let expected):
      "file ends inside the \(inside) opened at \(openedAt.line):\(openedAt.column); "
        + "expected \(expected)"
    case .invalidNumber(_, let text):
      "invalid number '\(text)'; expected a JSON number such as 12, -3.5 or 1e2 (no leading "
        + "zeros, '+' or '.', and digits after '.' and 'e')"
    case .numberOutOfRange(_, let text):
      "number '\(text)' is out of range; expected a finite number (at most about 1.8e308)"
    case .invalidEscape(_, let text):
      "invalid escape '\(text)' in a string; expected \\\" \\\\ \\/ \\b \\f \\n \\r \\t or "
        + "\\u and 4 hex digits"
    case .unpairedSurrogate(_, let text):
      "unpaired surrogate '\(text)' in a string; expected a high surrogate (\\uD800 to "
        + "\\uDBFF) followed by a low one (\\uDC00 to \\uDFFF)"
    case .controlCharacter(_, let byte):
      "control character \(Self.scalarName(byte)) in a string; expected it escaped "
        + "(\\n, \\t or \\u00\(Self.hexDigits(byte)))"
    case .duplicateKey(_, let key, _):
      "duplicate key '\(key)'; expected each key once in an object"
    case .trailingContent(_, let found):
      "unexpected '\(found)' after the document's value; expected the end of the file"
    case .tooDeep(_, let limit):
      "arrays and objects are nested \(limit + 1) levels deep; expected at most \(limit) "
        + "(JSONLimits.maxDepth)"
    case .tooManyValues(_, let limit):
      "value number \(limit + 1); expected at most \(limit) values (JSONLimits.maxValues)"
    }
  }

  /// The error as a located diagnostic; a duplicate key has a note at its first use.
  public var diagnostic: Diagnostic {
    var notes: [Diagnostic] = []
    if case .duplicateKey(_, let key, let first) = self {
      notes.append(Diagnostic(.note, at: first, code: code, "'\(key)' first used here"))
    }
    return Diagnostic(.error, at: location, code: code, message, notes: notes)
  }

  /// `0xC3`.
  static func hex(_ byte: UInt8) -> String { "0x" + hexDigits(byte).uppercased() }

  /// Two lowercase hex digits.
  static func hexDigits(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
  }

  /// `U+000A`.
  static func scalarName(_ byte: UInt8) -> String { "U+00" + hexDigits(byte).uppercased() }
}
