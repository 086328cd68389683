import SceneDiffCore

/// A start tag as written; its attributes are in ``XMLScanner/attributes``.
struct XMLStartTagSpan: Hashable, Sendable {
  /// The offset of the tag's `<`.
  var start: Int
  /// The bytes of the qualified element name.
  var name: Range<Int>
  /// Whether the tag ends with `/>`.
  var isEmpty: Bool
}
