import SceneDiffCore

/// One attribute as written in a start tag: where its name and its value are.
struct XMLAttributeSpan: Hashable, Sendable {
  /// The bytes of the qualified name (`android:id`).
  var name: Range<Int>
  /// Where the name begins.
  var namePosition: XMLTextPosition
  /// The bytes between the quotes, as written (references unresolved).
  var value: Range<Int>
  /// Where the value begins: the byte after the opening quote.
  var valuePosition: XMLTextPosition
  /// Whether this is a namespace declaration (`xmlns` or `xmlns:p`).
  var isNamespaceDeclaration: Bool
}
