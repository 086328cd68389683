/// An XML element read from a file, as a value: name, attributes, child elements, location.
///
/// Produced by ``XMLDocumentReader``; no libxml2 type survives past the reader. Direct text
/// content is kept for resource values; where the first non-whitespace text starts is recorded
/// so loaders of attribute-only formats can reject stray text.
struct XMLElement: Sendable, Hashable {
  /// The local name (`view`, `changeBounds`), without any prefix.
  var name: String
  /// The namespace URI, or `nil` for no namespace.
  var namespaceURI: String?
  /// The attributes in document order (namespace declarations excluded).
  var attributes: [XMLAttribute]
  /// The child elements in document order.
  var children: [XMLElement]
  /// Where the start tag begins (the `<`).
  var location: SourceLocation
  /// Where the first non-whitespace text directly inside this element starts, if any.
  var textLocation: SourceLocation?
  /// The text directly inside this element (text and CDATA nodes, concatenated), as resource
  /// values such as `<integer name="d">300</integer>` carry it.
  var text: String = ""

  /// The first attribute with this local name in the given namespace (`nil`: no namespace).
  func attribute(_ localName: String, namespace: String? = nil) -> XMLAttribute? {
    attributes.first { $0.name == localName && $0.namespaceURI == namespace }
  }
}

/// One attribute of an ``XMLElement``.
struct XMLAttribute: Sendable, Hashable {
  /// The local name, without prefix.
  var name: String
  /// The namespace URI, or `nil` when the attribute has no prefix.
  var namespaceURI: String?
  /// The prefix as written (`android`), for messages; `nil` when none.
  var prefix: String?
  /// The value with entities and character references already resolved by the parser.
  var value: String
  /// Where the attribute's name begins.
  var location: SourceLocation
  /// Where the attribute's value begins (just after the opening quote).
  var valueLocation: SourceLocation

  /// The name as written, `prefix:name` or `name`.
  var qualifiedName: String { prefix.map { "\($0):\(name)" } ?? name }
}

/// Well-known namespaces.
enum XMLNamespace {
  /// Android's framework attributes (`android:`).
  static let android = "http://schemas.android.com/apk/res/android"
  /// Android app attributes (`app:`).
  static let app = "http://schemas.android.com/apk/res-auto"
  /// Android design-time attributes (`tools:`), ignored at run time.
  static let tools = "http://schemas.android.com/tools"
  /// SceneDiff's own extensions inside Android files (`sd:`).
  static let sceneDiff = "https://scenediff.dev/ns"
}
