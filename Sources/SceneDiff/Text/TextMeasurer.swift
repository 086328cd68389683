/// The deterministic text model of `android-layout.md` §12: Roboto 2.138 advance widths and
/// Android's font-metric rounding, greedy line breaking.
enum TextMeasurer {
  /// The width of the widest paragraph laid on one line, rounded up (`Layout.getDesiredWidth`).
  static func desiredWidth(_ text: String, style: TextStyle) -> Int {
    Int((Float(text.count) * Float(style.size) * 0.5).rounded(.up))  // STUB
  }

  /// The text broken into lines no wider than `width` px, at most `maxLines` lines.
  static func layout(_ text: String, style: TextStyle, width: Int, maxLines: Int?) -> TextLayout {
    // STUB
    TextLayout(lines: [text], lineWidths: [0], height: style.size, firstBaseline: style.size)
  }
}
