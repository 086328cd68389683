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
    /// A CJK ideograph, kana, Hangul syllable or full-width form: a line may break before and
    /// after it (ICU's ID class), except next to an ``opening`` or ``closing`` character.
    case ideograph
    /// CJK opening punctuation (`「`, `（`…): no break after it.
    case opening
    /// CJK closing punctuation and small kana (`。`, `」`, `ゃ`…): no break before it.
    case closing

    /// Whether a line may break between `self` and the following `next` because of
    /// ideographic text (breaks after spaces are handled separately).
    func allowsIdeographicBreak(before next: Kind) -> Bool {
      switch (self, next) {
      case (.space, _), (.newline, _), (_, .space), (_, .newline), (.opening, _), (_, .closing):
        false
      case (.ideograph, _), (.closing, _), (_, .ideograph), (_, .opening): true
      default: false
      }
    }
  }

  /// The advance in 1/65536 px at the style's size (``unitsPerPixel``): the shaped advance,
  /// or the built-in table's `units × size × 32` (`units × size / 2048` px, exact).
  var advance: Int
  /// The role in line breaking.
  var kind: Kind
  /// Whether letter spacing applies to it (every character except zero-width ones).
  var isSpaced: Bool
  /// The offset of its first byte in the text's UTF-8.
  var utf8Offset: Int

  /// The fixed-point scale of ``advance``: 65536 per px.
  static let unitsPerPixel = 65536
}
