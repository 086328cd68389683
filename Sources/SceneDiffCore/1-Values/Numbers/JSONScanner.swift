/// The strict recursive-descent reader behind ``JSONReader`` (RFC 8259, nothing more).
///
/// It reads bytes, keeps the line and the line's first byte for locations, counts values and
/// nesting against ``JSONLimits``, and, when given a `target` path, records where the values on
/// that path start (for ``JSONDocument/location(of:)``).
struct JSONScanner {
  /// The document.
  let bytes: [UInt8]
  /// The file, for locations.
  let file: String
  /// The limits.
  let limits: JSONLimits
  /// The path whose location is wanted, or `nil` while reading.
  let target: [JSONPathStep]?
  /// The next byte to read.
  var index = 0
  /// The current line, from 1.
  var line = 1
  /// The index of the current line's first byte (column 1).
  var lineStart = 0
  /// Arrays and objects open at ``index``.
  var depth = 0
  /// Values read so far.
  var values = 0
  /// The path to the value being read (kept only with a target).
  var path: [JSONPathStep] = []
  /// Where the deepest value on the target's path starts.
  var found: SourceLocation?

  /// A scanner at the start of `bytes`.
  init(bytes: [UInt8], file: String, limits: JSONLimits, target: [JSONPathStep]? = nil) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
    self.target = target
  }

  /// The location of ``index``.
  var location: SourceLocation {
    SourceLocation(file: file, line: line, column: index - lineStart + 1)
  }

  /// The byte at ``index``, or `nil` at the end.
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Reads the whole document: one value between optional whitespace, after an optional BOM.
  mutating func document() throws(JSONReadError) -> JSONValue {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
    skipWhitespace()
    guard index < bytes.count else {
      throw .noValue(SourceLocation.start(of: file), isEmpty: bytes.count == lineStart)
    }
    let value = try self.value()
    skipWhitespace()
    if index < bytes.count {
      throw .trailingContent(location, found: try token())
    }
    return value
  }

  /// Skips spaces, tabs, carriage returns and line feeds, counting lines at LF.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  /// Reads one value of any kind.
  mutating func value() throws(JSONReadError) -> JSONValue {
    values += 1
    if values > limits.maxValues { throw .tooManyValues(location, limit: limits.maxValues) }
    if let target, target.starts(with: path) { found = location }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try number())
    default: return try literal()
    }
  }

  /// `true`, `false` or `null`; anything else is unexpected.
  mutating func literal() throws(JSONReadError) -> JSONValue {
    let start = location
    let word = try token()
    let result: JSONValue
    switch word {
    case "true": result = .bool(true)
    case "false": result = .bool(false)
    case "null": result = .null
    default:
      throw .unexpectedCharacter(
        start,
        found: word,
        expected: "a value (an object, array, string, number, true, false or null)"
      )
    }
    index += word.utf8.count
    return result
  }

  /// The word (ASCII letters, digits and `_`) or the one character at ``index``, for messages.
  func token() throws(JSONReadError) -> String {
    var end = index
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    if end > index { return String(decoding: bytes[index..<end], as: UTF8.self) }
    let first = bytes[index]
    if first < 0x20 { return "\\u00" + JSONReadError.hexDigits(first) }
    guard first >= 0x80 else { return String(UnicodeScalar(first)) }
    let length = try sequenceLength(at: index)
    return String(decoding: bytes[index..<index + length], as: UTF8.self)
  }

  /// ASCII letters, digits and `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The length of the well-formed UTF-8 sequence at `start` (Unicode Table 3-7).
  ///
  /// - Throws: ``JSONReadError/invalidUTF8(_:bytes:)`` for an ill-formed sequence.
  func sequenceLength(at start: Int) throws(JSONReadError) -> Int {
    let lead = bytes[start]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: throw invalidUTF8(start, count: 1)
    }
    for offset in 1..<length {
      let at = start + offset
      let range = offset == 1 ? second : 0x80...0xBF
      guard at < bytes.count, range.contains(bytes[at]) else {
        throw invalidUTF8(start, count: offset + (at < bytes.count ? 1 : 0))
      }
    }
    return length
  }

  /// The invalid-UTF-8 error for `count` bytes from `start`.
  func invalidUTF8(_ start: Int, count: Int) -> JSONReadError {
    let end = min(bytes.count, start + count)
    return .invalidUTF8(
      SourceLocation(file: file, line: line, column: start - lineStart + 1),
      bytes: Array(bytes[start..<end])
    )
  }
}
