import SceneDiffCore

/// An XML element read from a file, as a value: name, attributes, child elements, location.
///
/// Produced by ``XMLDocumentReader``; no libxml2 type survives past the reader. Direct text
/// content is kept for resource values; where the first non-whitespace text starts is recorded
/// so loaders of attribute-only formats can reject stray text.
package struct LocatedElement: Sendable, Hashable {
  /// The local name (`view`, `changeBounds`), without any prefix.
  package var name: String
  /// The namespace URI, or `nil` for no namespace.
  package var namespaceURI: String?
  /// The attributes in document order (namespace declarations excluded).
  package var attributes: [LocatedAttribute]
  /// The child elements in document order.
  package var children: [LocatedElement]
  /// Where the start tag begins (the `<`).
  package var location: SourceLocation
  /// Where the first non-whitespace text directly inside this element starts, if any.
  package var textLocation: SourceLocation?
  /// The text directly inside this element (text and CDATA nodes, concatenated), as resource
  /// values such as `<integer name="d">300</integer>` carry it.
  package var text: String = ""

  /// Creates an element (the reader makes them; tests and generated documents may too).
  package init(
    name: String,
    namespaceURI: String? = nil,
    attributes: [LocatedAttribute] = [],
    children: [LocatedElement] = [],
    location: SourceLocation,
    textLocation: SourceLocation? = nil,
    text: String = ""
  ) {
    self.name = name
    self.namespaceURI = namespaceURI
    self.attributes = attributes
    self.children = children
    self.location = location
    self.textLocation = textLocation
    self.text = text
  }

  /// The first attribute with this local name in the given namespace (`nil`: no namespace).
  package func attribute(_ localName: String, namespace: String? = nil) -> LocatedAttribute? {
    attributes.first { $0.name == localName && $0.namespaceURI == namespace }
  }
}
