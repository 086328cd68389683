import SceneDiffCore

/// One attribute as written in a start tag: where its name and its value are.
///
/// Their positions are ``XMLScanner/position(at:)`` of the ranges' lower bounds: the value's is
/// the byte after the opening quote.
struct XMLAttributeSpan: Hashable, Sendable {
  /// The bytes of the qualified name (`android:id`).
  var name: Range<Int>
  /// The bytes between the quotes, as written (references unresolved).
  var value: Range<Int>
  /// Whether this is a namespace declaration (`xmlns` or `xmlns:p`).
  var isNamespaceDeclaration: Bool
}
