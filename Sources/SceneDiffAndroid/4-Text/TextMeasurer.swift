import SceneDiffCore

/// Android's text measurement (`android-layout.md` §12, Docs/android-layouts.md "Text"): advances
/// shaped by HarfBuzz in Android's fonts (``TextEngine``), Android's font-metric rounding and
/// StaticLayout's line heights, greedy line breaking (``LineBreaker``).
///
/// When the fonts (or, off Linux, HarfBuzz) are missing, advances come from the built-in Roboto
/// table instead (no kerning, approximate non-ASCII advances), and inflation warns
/// (`text-fonts-missing`). Where the model differs from a device: the line breaker is greedy
/// (`breakStrategy="simple"`) where TextView defaults to "high quality"; line heights use the
/// primary font's metrics only (a device grows a line for a taller fallback font); the
/// fonts are Debian's builds. Widths are computed in `Double` from exact fixed-point sums, where
/// Android accumulates 32-bit floats; this only matters for a width within a rounding error of
/// a whole pixel.
enum TextMeasurer {
  /// The width of the widest paragraph laid on one line, rounded up (`Layout.getDesiredWidth`).
  ///
  /// Paragraphs are split at `\n` only; spaces at the end of a paragraph count, as they do in
  /// Android's measurement. `textAllCaps` is applied first.
  static func desiredWidth(_ text: String, style: TextStyle) -> Int {
    var widest = 0.0
    var advance = 0
    var spaced = 0
    MeasuredCharacter.scan(shown(text, style), style: style) { character in
      if character.kind == .newline {
        widest = max(widest, style.width(advance: advance, spaced: spaced))
        advance = 0
        spaced = 0
      } else {
        advance += character.advance
        spaced += character.isSpaced ? 1 : 0
      }
    }
    widest = max(widest, style.width(advance: advance, spaced: spaced))
    return Int(javaCast: widest.rounded(.up))
  }

  /// The text broken into lines no wider than `width` px, at most `maxLines` lines.
  ///
  /// `textAllCaps` is applied first. `maxLines` below 1 counts as 1. The heights follow
  /// StaticLayout (§12.2, ``lineTop(_:lineCount:style:)``).
  static func layout(_ text: String, style: TextStyle, width: Int, maxLines: Int?) -> TextLayout {
    let shown = shown(text, style)
    let characters = MeasuredCharacter.characters(of: shown, style: style)
    let result = LineBreaker.breakLines(
      characters,
      style: style,
      width: Double(width),
      maxLines: maxLines ?? Int.max
    )
    let utf8 = Array(shown.utf8)
    var lines: [String] = []
    var widths: [Float] = []
    lines.reserveCapacity(result.lines.count)
    widths.reserveCapacity(result.lines.count)
    for line in result.lines {
      let from = line.start < characters.count ? characters[line.start].utf8Offset : utf8.count
      let to = line.end < characters.count ? characters[line.end].utf8Offset : utf8.count
      lines.append(String(decoding: utf8[from..<max(from, to)], as: UTF8.self))
      widths.append(Float(style.width(advance: line.advance, spaced: line.spaced)))
    }
    let shownCount = result.lines.count
    let total = result.totalLineCount
    return TextLayout(
      lines: lines,
      lineWidths: widths,
      height: height(lineCount: shownCount, style: style),
      firstBaseline: firstBaseline(style: style),
      totalLineCount: total,
      uncappedHeight: height(lineCount: total, style: style),
      cutLineTop: lineTop(shownCount, lineCount: total, style: style)
    )
  }

  /// The text as measured: upper-cased for `textAllCaps`.
  private static func shown(_ text: String, _ style: TextStyle) -> String {
    style.allCaps ? text.uppercased() : text
  }
}
