import SceneDiffCore

/// One attribute of an ``LocatedElement``.
package struct LocatedAttribute: Sendable, Hashable {
  /// The local name, without prefix.
  package var name: String
  /// The namespace URI, or `nil` when the attribute has no prefix.
  package var namespaceURI: String?
  /// The prefix as written (`android`), for messages; `nil` when none.
  package var prefix: String?
  /// The value with entities and character references already resolved by the parser.
  package var value: String
  /// Where the attribute's name begins.
  package var location: SourceLocation
  /// Where the attribute's value begins (just after the opening quote).
  package var valueLocation: SourceLocation

  /// Creates an attribute.
  package init(
    name: String,
    namespaceURI: String? = nil,
    prefix: String? = nil,
    value: String,
    location: SourceLocation,
    valueLocation: SourceLocation
  ) {
    self.name = name
    self.namespaceURI = namespaceURI
    self.prefix = prefix
    self.value = value
    self.location = location
    self.valueLocation = valueLocation
  }

  /// The name as written, `prefix:name` or `name`.
  package var qualifiedName: String { prefix.map { "\($0):\(name)" } ?? name }
}
