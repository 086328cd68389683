import SceneDiffCore

/// One attribute of an ``XMLStreamElement``: byte ranges into the element's bytes and where the
/// attribute is written.
package struct XMLStreamAttribute: Sendable, Hashable {
  /// The local name, without prefix.
  package var name: Range<Int>
  /// Whether the attribute is in a namespace (it has a prefix).
  package var hasNamespace: Bool
  /// The value, entities and character references resolved.
  package var value: Range<Int>
  /// Where the attribute's name begins.
  package var namePosition: XMLTextPosition
  /// Where the attribute's value begins (just after the opening quote).
  package var valuePosition: XMLTextPosition

  /// Creates an attribute.
  package init(
    name: Range<Int>,
    hasNamespace: Bool,
    value: Range<Int>,
    namePosition: XMLTextPosition,
    valuePosition: XMLTextPosition
  ) {
    self.name = name
    self.hasNamespace = hasNamespace
    self.value = value
    self.namePosition = namePosition
    self.valuePosition = valuePosition
  }
}
