/// A JSON document with object keys kept in the order they were written.
///
/// SceneDiff's outputs are compared byte for byte, so objects are ordered lists of pairs rather
/// than dictionaries, and numbers print by one fixed rule (see ``JSONValue/render(indent:)``).
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; printed in the shortest form that round-trips, integral values without `.0`.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys print in this order.
  case object([(String, JSONValue)])

  /// Compares objects pair by pair, in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// Hashes consistently with ``==(_:_:)``.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let pairs):
      for (key, value) in pairs {
        hasher.combine(key)
        hasher.combine(value)
      }
    }
  }

  /// Looks up a key of an object (first match); `nil` for other values or a missing key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }
}

extension JSONValue {
  /// Wraps an integer.
  public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

  /// Wraps a list of numbers.
  public static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }

  /// Wraps an optional string as a string or `null`.
  public static func optional(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
}
