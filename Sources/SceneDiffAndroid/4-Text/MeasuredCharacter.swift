import SceneDiffCore

/// One character of a text as the text model sees it: its advance, its role in line breaking
/// and where it starts in the text's UTF-8.
struct MeasuredCharacter: Sendable, Hashable {
  /// What a character does in line breaking.
  enum Kind: UInt8, Sendable, Hashable {
    /// A visible character (or a zero-width one): no line break after it, except when a
    /// word wider than the line must be split.
    case glyph
    /// A space: a line may break after it, and at the end of a line it takes no width.
    case space
    /// `\n` (or `\r\n`): ends the paragraph.
    case newline
  }

  /// The advance in Roboto font units (2048 per em).
  var units: Int32
  /// The role in line breaking.
  var kind: Kind
  /// Whether letter spacing applies to it (every character except zero-width ones).
  var isSpaced: Bool
  /// The offset of its first byte in the text's UTF-8.
  var utf8Offset: Int
}
