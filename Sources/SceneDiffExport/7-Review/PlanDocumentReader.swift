import SceneDiffCore

/// Typed access to a JSON document's values, failing with ``PlanDocumentError`` at the
/// exact place of a missing key or a value of the wrong kind.
struct PlanDocumentReader {
  /// The document.
  let document: JSONDocument

  /// The member `key` of the object at `path`, which must exist.
  func member(_ key: String, of object: JSONValue, at path: [JSONPathStep])
    throws(PlanDocumentError)
    -> JSONValue
  {
    guard let value = object[key] else {
      throw .missingKey(
        document.location(of: path),
        key: key,
        path: path.isEmpty ? "the plan" : "'\(JSONPathStep.text(path))'"
      )
    }
    return value
  }

  /// The member `key` as a string.
  func string(_ key: String, of object: JSONValue, at path: [JSONPathStep])
    throws(PlanDocumentError) -> String
  {
    let value = try member(key, of: object, at: path)
    guard case .string(let text) = value else {
      throw invalid(value, at: path + [.key(key)], expected: "a string")
    }
    return text
  }

  /// The member `key` as a number.
  func number(_ key: String, of object: JSONValue, at path: [JSONPathStep])
    throws(PlanDocumentError) -> Double
  {
    let value = try member(key, of: object, at: path)
    guard case .number(let number) = value else {
      throw invalid(value, at: path + [.key(key)], expected: "a number")
    }
    return number
  }

  /// The member `key` as an array.
  func array(_ key: String, of object: JSONValue, at path: [JSONPathStep]) throws(PlanDocumentError)
    -> [JSONValue]
  {
    let value = try member(key, of: object, at: path)
    guard case .array(let items) = value else {
      throw invalid(value, at: path + [.key(key)], expected: "an array")
    }
    return items
  }

  /// The member `key` as an array of strings.
  func strings(_ key: String, of object: JSONValue, at path: [JSONPathStep])
    throws(PlanDocumentError) -> [String]
  {
    var result: [String] = []
    for (index, item) in try array(key, of: object, at: path).enumerated() {
      guard case .string(let text) = item else {
        throw invalid(item, at: path + [.key(key), .index(index)], expected: "a string")
      }
      result.append(text)
    }
    return result
  }

  /// Requires `value` (at `path`) to be an object.
  func object(_ value: JSONValue, at path: [JSONPathStep]) throws(PlanDocumentError) {
    guard case .object = value else { throw invalid(value, at: path, expected: "an object") }
  }

  /// The error for `value` at `path`.
  func invalid(_ value: JSONValue, at path: [JSONPathStep], expected: String) -> PlanDocumentError {
    .invalidValue(
      document.location(of: path),
      path: JSONPathStep.text(path),
      found: Self.describe(value),
      expected: expected
    )
  }

  /// A value quoted for a message: a scalar as written, a container by its kind.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .array: "(an array)"
    case .object: "(an object)"
    default: value.render(indent: nil)
    }
  }
}
