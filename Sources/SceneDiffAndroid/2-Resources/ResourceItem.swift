import SceneDiffCore

/// One resource value as a values file (or SceneDiff's built-in table) defines it.
struct ResourceItem: Sendable, Hashable {
  /// The value text after the values-file rules (trimmed; for strings, Android's escapes and
  /// whitespace rules applied).
  var value: String
  /// Where the value is written, `nil` for built-in values.
  var location: SourceLocation?

  /// Creates an item.
  init(_ value: String, at location: SourceLocation? = nil) {
    self.value = value
    self.location = location
  }

  /// Whether SceneDiff's built-in table supplied it.
  var isBuiltIn: Bool { location == nil }
}
