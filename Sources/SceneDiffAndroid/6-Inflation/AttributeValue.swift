import SceneDiffCore

/// An attribute value as written in a layout, a style or a change, with where it is written.
struct AttributeValue: Sendable, Hashable {
  /// The text of the value (XML entities already resolved).
  var text: String
  /// Where the value starts (just after the opening quote), `nil` for built-in styles and
  /// command-line changes.
  var location: SourceLocation?

  /// Creates a value.
  init(_ text: String, at location: SourceLocation?) {
    self.text = text
    self.location = location
  }
}
