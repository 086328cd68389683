import SceneDiffCore

/// A start tag as written; its attributes are in ``XMLScanner/attributes``.
struct XMLStartTagSpan: Hashable, Sendable {
  /// Where the tag begins (the `<`).
  var position: XMLTextPosition
  /// The bytes of the qualified element name.
  var name: Range<Int>
  /// Whether the tag ends with `/>`.
  var isEmpty: Bool
}
