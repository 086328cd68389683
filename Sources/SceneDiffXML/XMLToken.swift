import SceneDiffCore

/// What ``XMLScanner/next()`` found.
enum XMLToken: Hashable, Sendable {
  /// A start tag (`<a ...>` or `<a .../>`).
  case startTag(XMLStartTagSpan)
  /// An end tag (`</a>`), at its `<`.
  case endTag(XMLTextPosition)
  /// Character data or a CDATA section holding non-whitespace, at its first such byte.
  case text(XMLTextPosition)
  /// A document type declaration.
  case doctype(XMLDoctypeSpan)
}
