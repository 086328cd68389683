extension JSONValue {
  /// The document as text.
  ///
  /// Numbers follow design §8: integral values within ±2^53 print without a fraction
  /// (`300`, not `300.0`), negative zero prints as `0`, everything else prints as Swift's
  /// shortest round-tripping `Double.description` (`0.1464466154575348`, `1e-07`). A non-finite
  /// number cannot occur in SceneDiff's outputs — loaders refuse inputs that would make one
  /// (see Docs/xml-limits.md) — so one reaching the writer is a bug, and stops the program.
  ///
  /// - Parameter indent: Spaces per nesting level; `nil` for one compact line.
  /// - Returns: The JSON text, with a final newline when indented.
  public func render(indent: Int? = 2) -> String {
    var out = ""
    out.reserveCapacity(256)
    write(to: &out, indent: indent, level: 0)
    if indent != nil { out.append("\n") }
    return out
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

  private func write(to out: inout String, indent: Int?, level: Int) {
    switch self {
    case .null: out.append("null")
    case .bool(let b): out.append(b ? "true" : "false")
    case .number(let n): out.append(JSONValue.format(n))
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      if items.isEmpty {
        out.append("[]")
        return
      }
      // Arrays of scalars stay on one line: bounds, matrices and keyframes read better so.
      let flat = indent == nil || items.allSatisfy(\.isScalar)
      out.append("[")
      for (i, item) in items.enumerated() {
        if i > 0 { out.append(flat ? (indent == nil ? "," : ", ") : ",") }
        if !flat { JSONValue.newline(&out, indent: indent, level: level + 1) }
        item.write(to: &out, indent: indent, level: level + 1)
      }
      if !flat { JSONValue.newline(&out, indent: indent, level: level) }
      out.append("]")
    case .object(let pairs):
      if pairs.isEmpty {
        out.append("{}")
        return
      }
      // Small objects of scalars (matches, scene references) stay on one line.
      if indent != nil, pairs.count <= 4, pairs.allSatisfy({ $0.1.isScalar }) {
        out.append("{ ")
        for (i, (key, value)) in pairs.enumerated() {
          if i > 0 { out.append(", ") }
          JSONValue.writeString(key, to: &out)
          out.append(": ")
          value.write(to: &out, indent: indent, level: level + 1)
        }
        out.append(" }")
        return
      }
      out.append("{")
      for (i, (key, value)) in pairs.enumerated() {
        if i > 0 { out.append(",") }
        JSONValue.newline(&out, indent: indent, level: level + 1)
        JSONValue.writeString(key, to: &out)
        out.append(indent == nil ? ":" : ": ")
        value.write(to: &out, indent: indent, level: level + 1)
      }
      JSONValue.newline(&out, indent: indent, level: level)
      out.append("}")
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private static func newline(_ out: inout String, indent: Int?, level: Int) {
    guard let indent else { return }
    out.append("\n")
    out.append(String(repeating: " ", count: indent * level))
  }

  private static func writeString(_ s: String, to out: inout String) {
    // Fast path: most strings (keys, view keys, names) need no escaping at all.
    if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    ) {
      out.append("\"")
      out.append(s)
      out.append("\"")
      return
    }
    out.append("\"")
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out.append("\\\"")
      case "\\": out.append("\\\\")
      case "\n": out.append("\\n")
      case "\r": out.append("\\r")
      case "\t": out.append("\\t")
      case "\u{08}": out.append("\\b")
      case "\u{0C}": out.append("\\f")
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out.append("\"")
  }
}
