import SceneDiffCore

extension MotionTokens {
  /// Reads a W3C Design Tokens file (JSON): every token whose `$type` (its own or its
  /// group's) is `duration` or `cubicBezier`; other tokens are skipped.
  ///
  /// A duration's `$value` is `{"value": N, "unit": "ms" | "s"}` or a string `"200ms"` /
  /// `"0.2s"`; a cubicBezier's is `[x1, y1, x2, y2]` with x1 and x2 in [0, 1]. A `$value`
  /// that refers to another token (`"{motion.duration.short}"`) takes that token's value.
  ///
  /// - Parameter path: The file.
  /// - Returns: The tokens.
  /// - Throws: Every problem, located: unreadable JSON, a bad value, a reference to no token.
  public static func load(path: String) throws(DiagnosticsError) -> MotionTokens {
    let document: JSONDocument
    do {
      document = try JSONReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    var reader = TokenReader(document: document)
    reader.walk(document.value, path: [], name: [], type: nil)
    reader.resolveReferences()
    guard reader.problems.isEmpty else { throw DiagnosticsError(reader.problems) }
    return reader.tokens
  }
}

/// The walk over a tokens document.
private struct TokenReader {
  let document: JSONDocument
  var tokens = MotionTokens()
  var problems: [Diagnostic] = []
  /// Tokens whose value is a reference, resolved after the walk.
  var references: [(name: String, type: String, target: String, at: [JSONPathStep])] = []

  init(document: JSONDocument) {
    self.document = document
  }

  mutating func problem(_ at: [JSONPathStep], _ message: String) {
    problems.append(
      Diagnostic(.error, at: document.location(of: at), code: "bad-motion-token", message)
    )
  }

  mutating func walk(_ value: JSONValue, path: [JSONPathStep], name: [String], type: String?) {
    guard case .object(let fields) = value else { return }
    var type = type
    if case .string(let own)? = value["$type"] { type = own }
    if let tokenValue = value["$value"] {
      guard let type else { return }
      read(tokenValue, type: type, name: name.joined(separator: "."), at: path + [.key("$value")])
      return
    }
    for (key, child) in fields where !key.hasPrefix("$") {
      walk(child, path: path + [.key(key)], name: name + [key], type: type)
    }
  }

  mutating func read(_ value: JSONValue, type: String, name: String, at: [JSONPathStep]) {
    guard type == "duration" || type == "cubicBezier" else { return }
    if case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}") {
      references.append((name, type, String(text.dropFirst().dropLast()), at))
      return
    }
    if type == "duration" {
      guard let ms = Self.milliseconds(value) else {
        problem(
          at,
          "bad duration token \(name) \(value.render(indent: nil)); expected "
            + "{\"value\": number, \"unit\": \"ms\" or \"s\"} or a string such as \"200ms\""
        )
        return
      }
      tokens.durations.append(MotionTokens.Duration(name: name, ms: ms))
    } else {
      guard case .array(let items) = value, items.count == 4,
        case .number(let x1) = items[0], case .number(let y1) = items[1],
        case .number(let x2) = items[2], case .number(let y2) = items[3],
        let bezier = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2, name: name)
      else {
        problem(
          at,
          "bad cubicBezier token \(name) \(value.render(indent: nil)); expected "
            + "[x1, y1, x2, y2] with x1 and x2 in [0, 1]"
        )
        return
      }
      tokens.curves.append(MotionTokens.Curve(name: name, bezier: bezier))
    }
  }

  /// A duration value in ms, or `nil`.
  static func milliseconds(_ value: JSONValue) -> Double? {
    switch value {
    case .object:
      guard case .number(let number)? = value["value"], case .string(let unit)? = value["unit"],
        number >= 0
      else { return nil }
      return unit == "ms" ? number : unit == "s" ? number * 1000 : nil
    case .string(let text):
      if text.hasSuffix("ms"), let number = Double(text.dropLast(2)), number >= 0 { return number }
      if text.hasSuffix("s"), let number = Double(text.dropLast()), number >= 0 {
        return number * 1000
      }
      return nil
    default: return nil
    }
  }

  mutating func resolveReferences() {
    for reference in references {
      if reference.type == "duration",
        let target = tokens.durations.first(where: { $0.name == reference.target })
      {
        tokens.durations.append(MotionTokens.Duration(name: reference.name, ms: target.ms))
      } else if reference.type == "cubicBezier",
        let target = tokens.curves.first(where: { $0.name == reference.target })
      {
        tokens.curves.append(MotionTokens.Curve(name: reference.name, bezier: target.bezier))
      } else {
        problem(
          reference.at,
          "token \(reference.name) refers to '{\(reference.target)}', which is no \(reference.type) token"
        )
      }
    }
  }
}
