import SceneDiffCore

/// What ``XMLScanner/next()`` found.
enum XMLToken: Hashable, Sendable {
  /// A start tag (`<a ...>` or `<a .../>`).
  case startTag(XMLStartTagSpan)
  /// An end tag (`</a>`): the offset of its `<`.
  case endTag(Int)
  /// Character data or a CDATA section holding non-whitespace: the offset of its first such
  /// byte.
  case text(Int)
  /// A document type declaration.
  case doctype(XMLDoctypeSpan)
}
