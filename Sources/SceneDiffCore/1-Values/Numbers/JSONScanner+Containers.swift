/// Arrays and objects.
extension JSONScanner {
  /// Reads `[ value, ... ]`.
  mutating func array() throws(JSONReadError) -> JSONValue {
    let opened = try open()
    var items: [JSONValue] = []
    skipWhitespace()
    if peek == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    while true {
      skipWhitespace()
      if peek == UInt8(ascii: "]"), !items.isEmpty {
        throw .unexpectedCharacter(
          location,
          found: "]",
          expected: "a value (JSON allows no "
            + "trailing comma)"
        )
      }
      try expectValue(inside: "array", opened)
      if target != nil { path.append(.index(items.count)) }
      items.append(try value())
      if target != nil { path.removeLast() }
      skipWhitespace()
      if try separator(closing: UInt8(ascii: "]"), inside: "array", opened) { break }
    }
    depth -= 1
    return .array(items)
  }

  /// Reads `{ "key": value, ... }`; a key written twice is an error.
  mutating func object() throws(JSONReadError) -> JSONValue {
    let opened = try open()
    var pairs: [(String, JSONValue)] = []
    var seen: [String: SourceLocation] = [:]
    skipWhitespace()
    if peek == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object([])
    }
    while true {
      skipWhitespace()
      let keyLocation = location
      guard peek == UInt8(ascii: "\"") else {
        guard index < bytes.count else {
          throw .unexpectedEnd(location, inside: "object", openedAt: opened, expected: "a key")
        }
        let trailing = peek == UInt8(ascii: "}") && !pairs.isEmpty
        throw .unexpectedCharacter(
          location,
          found: try token(),
          expected: "a key in double quotes" + (trailing ? " (JSON allows no trailing comma)" : "")
        )
      }
      let key = try string()
      if let first = seen[key] { throw .duplicateKey(keyLocation, key: key, first: first) }
      seen[key] = keyLocation
      skipWhitespace()
      try expect(UInt8(ascii: ":"), after: "the key '\(key)'", inside: "object", opened)
      skipWhitespace()
      try expectValue(inside: "object", opened)
      if target != nil { path.append(.key(key)) }
      pairs.append((key, try value()))
      if target != nil { path.removeLast() }
      skipWhitespace()
      if try separator(closing: UInt8(ascii: "}"), inside: "object", opened) { break }
    }
    depth -= 1
    return .object(pairs)
  }

  /// Steps over `[` or `{`, checking the nesting limit; returns where it is.
  mutating func open() throws(JSONReadError) -> SourceLocation {
    let opened = location
    depth += 1
    if depth > limits.effectiveMaxDepth {
      throw .tooDeep(opened, limit: limits.effectiveMaxDepth)
    }
    index += 1
    return opened
  }

  /// Fails at the end of the document, where a value should follow.
  func expectValue(inside kind: String, _ opened: SourceLocation) throws(JSONReadError) {
    guard index < bytes.count else {
      throw .unexpectedEnd(location, inside: kind, openedAt: opened, expected: "a value")
    }
  }

  /// Steps over `byte`, or fails saying what it follows.
  mutating func expect(
    _ byte: UInt8,
    after what: String,
    inside kind: String,
    _ opened: SourceLocation
  ) throws(JSONReadError) {
    let expected = "'\(Character(UnicodeScalar(byte)))' after \(what)"
    guard index < bytes.count else {
      throw .unexpectedEnd(location, inside: kind, openedAt: opened, expected: expected)
    }
    guard bytes[index] == byte else {
      throw .unexpectedCharacter(location, found: try token(), expected: expected)
    }
    index += 1
  }

  /// After a member: `,` (returns `false`, more follow) or the closing byte (returns `true`).
  mutating func separator(
    closing: UInt8,
    inside kind: String,
    _ opened: SourceLocation
  ) throws(JSONReadError) -> Bool {
    let close = Character(UnicodeScalar(closing))
    let expected =
      "',' or '\(close)' after a member of the \(kind) opened at "
      + "\(opened.line):\(opened.column)"
    guard let byte = peek else {
      throw .unexpectedEnd(location, inside: kind, openedAt: opened, expected: "',' or '\(close)'")
    }
    if byte == UInt8(ascii: ",") {
      index += 1
      return false
    }
    guard byte == closing else {
      throw .unexpectedCharacter(location, found: try token(), expected: expected)
    }
    index += 1
    return true
  }
}
