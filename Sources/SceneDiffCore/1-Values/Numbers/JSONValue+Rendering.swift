extension JSONValue {
  /// The document as text.
  ///
  /// Numbers follow design §8: integral values within ±2^53 print without a fraction
  /// (`300`, not `300.0`), negative zero prints as `0`, everything else prints as Swift's
  /// shortest round-tripping `Double.description` (`0.1464466154575348`, `1e-07`). A non-finite
  /// number cannot occur in SceneDiff's outputs — loaders refuse inputs that would make one
  /// (see Docs/xml-limits.md) — so one reaching the writer is a bug, and stops the program.
  ///
  /// The text is written as UTF-8 bytes into one growing buffer, then made a `String` once.
  ///
  /// - Parameter indent: Spaces per nesting level; `nil` for one compact line.
  /// - Returns: The JSON text, with a final newline when indented.
  public func render(indent: Int? = 2) -> String {
    var out = OutputBytes(capacity: 256)
    write(to: &out, indent: indent, level: 0)
    if indent != nil { out.append(UInt8(ascii: "\n")) }
    return out.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  /// Formats one number by the rule of ``render(indent:)``.
  ///
  /// - Precondition: `value` is finite.
  public static func format(_ value: Double) -> String {
    precondition(value.isFinite, "SceneDiff bug: a non-finite number (\(value)) reached the output")
    if value == 0 { return "0" }
    if value == value.rounded(.towardZero), abs(value) <= 9_007_199_254_740_992 {
      return String(Int64(value))
    }
    return value.description
  }

  /// Appends the value as ``render(indent:)`` prints it at nesting `level` (no final
  /// newline): the writer that streamed documents (frames) share with it.
  package func write(to out: inout OutputBytes, indent: Int?, level: Int) {
    switch self {
    case .null: JSONValue.append("null", to: &out)
    case .bool(let b): JSONValue.append(b ? "true" : "false", to: &out)
    case .number(let n): JSONValue.writeNumber(n, to: &out)
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      if items.isEmpty {
        JSONValue.append("[]", to: &out)
        return
      }
      // Arrays of scalars stay on one line: bounds, matrices and keyframes read better so.
      let flat = indent == nil || items.allSatisfy(\.isScalar)
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { JSONValue.append(flat ? (indent == nil ? "," : ", ") : ",", to: &out) }
        if !flat { JSONValue.newline(&out, indent: indent, level: level + 1) }
        item.write(to: &out, indent: indent, level: level + 1)
      }
      if !flat { JSONValue.newline(&out, indent: indent, level: level) }
      out.append(UInt8(ascii: "]"))
    case .object(let pairs):
      if pairs.isEmpty {
        JSONValue.append("{}", to: &out)
        return
      }
      // Small objects of scalars (matches, scene references) stay on one line.
      if indent != nil, pairs.count <= 4, pairs.allSatisfy({ $0.1.isScalar }) {
        JSONValue.append("{ ", to: &out)
        for (i, (key, value)) in pairs.enumerated() {
          if i > 0 { JSONValue.append(", ", to: &out) }
          JSONValue.writeString(key, to: &out)
          JSONValue.append(": ", to: &out)
          value.write(to: &out, indent: indent, level: level + 1)
        }
        JSONValue.append(" }", to: &out)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONValue.newline(&out, indent: indent, level: level + 1)
        JSONValue.writeString(key, to: &out)
        JSONValue.writeColon(&out, indent: indent)
        value.write(to: &out, indent: indent, level: level + 1)
      }
      JSONValue.newline(&out, indent: indent, level: level)
      out.append(UInt8(ascii: "}"))
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// Appends an ASCII literal.
  package static func append(_ literal: StaticString, to out: inout OutputBytes) {
    out.append(literal)
  }

  /// Starts a line at nesting `level` when indenting; nothing on one compact line.
  package static func newline(_ out: inout OutputBytes, indent: Int?, level: Int) {
    guard let indent else { return }
    appendLineStart(&out, comma: false, spaces: indent * level)
  }

  /// Appends a line feed (after a comma when `comma`) and `spaces` spaces.
  private static func appendLineStart(_ out: inout OutputBytes, comma: Bool, spaces: Int) {
    out.appendInPlace(maxCount: 2 + spaces) { room in
      var count = 0
      if comma {
        room.initialize(to: UInt8(ascii: ","))
        count = 1
      }
      room[count] = UInt8(ascii: "\n")
      count += 1
      for i in count..<count + spaces { room[i] = UInt8(ascii: " ") }
      return count + spaces
    }
  }

  /// Appends what comes before a member's key: the comma after the member before it, and a
  /// new line at nesting `level` when indenting.
  private static func startMember(_ out: inout OutputBytes, first: Bool, indent: Int?, level: Int) {
    if let indent {
      appendLineStart(&out, comma: !first, spaces: indent * level)
    } else if !first {
      out.append(UInt8(ascii: ","))
    }
  }

  /// Starts a member of an object written one member per line.
  ///
  /// Appends the comma after the member before it, a new line at nesting `level`, the key and
  /// the colon, as ``render(indent:)`` writes them. The key is a literal that needs no escaping.
  package static func writeMember(
    _ key: StaticString,
    first: Bool,
    to out: inout OutputBytes,
    indent: Int?,
    level: Int
  ) {
    startMember(&out, first: first, indent: indent, level: level)
    writeKey(key, to: &out, indent: indent)
  }

  /// Starts a member whose key is any string, escaped as needed (a view's key in a frame),
  /// as ``writeMember(_:first:to:indent:level:)`` starts one with a literal key.
  ///
  /// Named apart from that one on purpose: a string literal would otherwise choose this
  /// overload (`String` is the default literal type) and have every literal key scanned for
  /// characters to escape.
  package static func writeMember(
    escaping key: String,
    first: Bool,
    to out: inout OutputBytes,
    indent: Int?,
    level: Int
  ) {
    startMember(&out, first: first, indent: indent, level: level)
    writeString(key, to: &out)
    writeColon(&out, indent: indent)
  }

  /// Appends the colon after a key: `": "` when indented, `":"` on one compact line.
  /// (``writeKey(_:to:indent:)`` writes the same two spellings into room it reserved.)
  static func writeColon(_ out: inout OutputBytes, indent: Int?) {
    if indent == nil { out.append(UInt8(ascii: ":")) } else { out.append(": ") }
  }

  /// Starts a member of an object that ``render(indent:)`` keeps on one line.
  ///
  /// Such objects have at most four members, all scalars. Appends `{ ` before the first
  /// member, `, ` between members, then the key and the colon. Close the object with
  /// ``closeInlineObject(_:indent:)``.
  package static func writeInlineMember(
    _ key: StaticString,
    first: Bool,
    to out: inout OutputBytes,
    indent: Int?
  ) {
    if indent == nil {
      out.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
    } else {
      append(first ? "{ " : ", ", to: &out)
    }
    writeKey(key, to: &out, indent: indent)
  }

  /// Ends an object started with ``writeInlineMember(_:first:to:indent:)``.
  package static func closeInlineObject(_ out: inout OutputBytes, indent: Int?) {
    if indent == nil { out.append(UInt8(ascii: "}")) } else { append(" }", to: &out) }
  }

  /// Appends a literal key, quoted, and its colon.
  private static func writeKey(_ key: StaticString, to out: inout OutputBytes, indent: Int?) {
    let count = key.utf8CodeUnitCount
    out.appendInPlace(maxCount: count + 4) { room in
      room.initialize(to: UInt8(ascii: "\""))
      OutputBytes.copy(from: key.utf8Start, to: room + 1, count: count)
      room[count + 1] = UInt8(ascii: "\"")
      room[count + 2] = UInt8(ascii: ":")
      guard indent != nil else { return count + 3 }
      room[count + 3] = UInt8(ascii: " ")
      return count + 4
    }
  }

  /// Appends the separator between two items of an array ``render(indent:)`` keeps on one line
  /// (an array of scalars): `, `, or `,` on one compact line.
  package static func writeFlatSeparator(_ out: inout OutputBytes, indent: Int?) {
    if indent == nil { out.append(UInt8(ascii: ",")) } else { append(", ", to: &out) }
  }

  /// Appends a number by the rule of ``format(_:)``, integers digit by digit without a
  /// temporary `String`.
  package static func writeNumber(_ value: Double, to out: inout OutputBytes) {
    precondition(value.isFinite, "SceneDiff bug: a non-finite number (\(value)) reached the output")
    guard value != 0 else {
      out.append(UInt8(ascii: "0"))
      return
    }
    guard value == value.rounded(.towardZero), abs(value) <= 9_007_199_254_740_992 else {
      out.append(utf8: value.description)
      return
    }
    let magnitude = Int64(value).magnitude
    let sign = value < 0 ? 1 : 0
    // At most 16 digits (2^53 has 16) and a sign. The digits are counted, then written from
    // the last one back.
    var digits = 1
    var probe = magnitude
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    out.appendInPlace(maxCount: 17) { room in
      if sign == 1 { room.initialize(to: UInt8(ascii: "-")) }
      var rest = magnitude
      var i = sign + digits
      repeat {
        i -= 1
        room[i] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      return sign + digits
    }
  }

  /// Appends a string of 1 to 15 ASCII bytes given as ``ShortASCII`` words, quoted, if none of
  /// its bytes needs escaping; says whether it did.
  @inline(__always)
  private static func writeShort(_ words: (low: UInt64, high: UInt64), to out: inout OutputBytes)
    -> Bool
  {
    let count = Int(truncatingIfNeeded: words.high >> 56)
    // The bytes after the last are zeros (and the length), which would count as control
    // characters: they are replaced by "a" before the test.
    let filler: UInt64 = 0x6161_6161_6161_6161
    let lowMask: UInt64 = count >= 8 ? ~0 : (1 << (8 * UInt64(count))) - 1
    let highMask: UInt64 = count <= 8 ? 0 : (1 << (8 * UInt64(count - 8))) - 1
    guard
      !wordHasByteToEscape(words.low & lowMask | filler & ~lowMask),
      !wordHasByteToEscape(words.high & highMask | filler & ~highMask)
    else { return false }
    out.appendInPlace(maxCount: 18) { room in
      let raw = UnsafeMutableRawPointer(room)
      raw.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
      raw.storeBytes(of: words.low.littleEndian, toByteOffset: 1, as: UInt64.self)
      raw.storeBytes(of: words.high.littleEndian, toByteOffset: 9, as: UInt64.self)
      room[count + 1] = UInt8(ascii: "\"")
      return count + 2
    }
    return true
  }

  /// Appends a string literal, quoted and escaped.
  package static func writeString(_ s: String, to out: inout OutputBytes) {
    // Fastest path: a view key or name of at most 15 ASCII bytes is read from the string's own
    // two words (``ShortASCII``) and checked for escapes a word at a time.
    if ShortASCII.isSupported, let words = ShortASCII.words(of: s), writeShort(words, to: &out) {
      return
    }
    // Fast path: most strings (keys, view keys, names) need no escaping at all; their UTF-8
    // bytes are checked and copied in place.
    var text = s
    let copied = text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else {
        out.append("\"\"")
        return true
      }
      guard !containsByteToEscape(base, count: bytes.count) else { return false }
      out.appendQuoted(base, count: bytes.count)
      return true
    }
    if copied { return }
    out.append(UInt8(ascii: "\""))
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": append("\\\"", to: &out)
      case "\\": append("\\\\", to: &out)
      case "\n": append("\\n", to: &out)
      case "\r": append("\\r", to: &out)
      case "\t": append("\\t", to: &out)
      case "\u{08}": append("\\b", to: &out)
      case "\u{0C}": append("\\f", to: &out)
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          append("\\u", to: &out)
          out.append(repeating: UInt8(ascii: "0"), count: 4 - hex.count)
          out.append(utf8: hex)
        } else {
          UTF8.encode(scalar) { out.append($0) }
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
