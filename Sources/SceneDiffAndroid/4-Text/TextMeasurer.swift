import SceneDiffCore

/// Android's text measurement (`android-layout.md` §12, Docs/android-layouts.md "Text"): advances
/// shaped by HarfBuzz in Android's fonts (``TextEngine``), Android's font-metric rounding and
/// StaticLayout's line heights, greedy or optimal line breaking (``LineBreaker``).
///
/// When the fonts (or, off Linux, HarfBuzz) are missing, advances come from the built-in Roboto
/// table instead (no kerning, approximate non-ASCII advances), and inflation warns
/// (`text-fonts-missing`). Where the model differs from a device: the fonts are Debian's
/// builds. Widths are computed in `Double` from exact fixed-point sums, where
/// Android accumulates 32-bit floats; this only matters for a width within a rounding error of
/// a whole pixel.
enum TextMeasurer {
  /// The width of the widest paragraph laid on one line, rounded up (`Layout.getDesiredWidth`).
  ///
  /// Paragraphs are split at `\n` only; spaces at the end of a paragraph count, as they do in
  /// Android's measurement. `textAllCaps` is applied first.
  ///
  /// Answers are remembered for the process (``TextMeasureCache``).
  static func desiredWidth(_ text: String, style: TextStyle) -> Int {
    TextMeasureCache.shared.desiredWidth(.init(text, style, width: nil, maxLines: nil)) {
      measureDesiredWidth(text, style: style)
    }
  }

  /// ``desiredWidth(_:style:)`` measured.
  private static func measureDesiredWidth(_ text: String, style: TextStyle) -> Int {
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
  /// StaticLayout (§12.2, ``lineTop(_:extents:style:)``), each line as tall as the faces its
  /// text uses with `fallbackLineSpacing`.
  ///
  /// Answers are remembered for the process (``TextMeasureCache``).
  static func layout(_ text: String, style: TextStyle, width: Int, maxLines: Int?) -> TextLayout {
    TextMeasureCache.shared.layout(.init(text, style, width: width, maxLines: maxLines)) {
      lay(text, style: style, width: width, maxLines: maxLines)
    }
  }

  /// ``layout(_:style:width:maxLines:)`` computed.
  private static func lay(_ text: String, style: TextStyle, width: Int, maxLines: Int?)
    -> TextLayout
  {
    let shown = shown(text, style)
    let characters = MeasuredCharacter.characters(of: shown, style: style)
    let utf8 = Array(shown.utf8)
    let result = LineBreaker.breakLines(
      characters,
      style: style,
      width: Double(width),
      maxLines: maxLines ?? Int.max,
      utf8: utf8
    )
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
    let extents = lineExtents(result.allLines, characters, shown, utf8, style)
    return TextLayout(
      lines: lines,
      lineWidths: widths,
      height: lineTop(shownCount, extents: extents[..<shownCount], style: style),
      firstBaseline: firstBaseline(extents[0], style: style),
      totalLineCount: result.totalLineCount,
      uncappedHeight: lineTop(extents.count, extents: extents[...], style: style),
      cutLineTop: lineTop(shownCount, extents: extents[...], style: style)
    )
  }

  /// The vertical metrics of each of `lines` (at least one): the paint's, grown with
  /// `fallbackLineSpacing` to the faces each line's text uses, from the line's first
  /// character to the next line's (Minikin measures a line's extent over the range between
  /// two breaks, its trailing spaces included).
  private static func lineExtents(
    _ lines: [LineBreaker.Line],
    _ characters: [MeasuredCharacter],
    _ shown: String,
    _ utf8: [UInt8],
    _ style: TextStyle
  ) -> [LineExtent] {
    var extents = Array(repeating: LineExtent(style.fontMetrics), count: max(1, lines.count))
    guard style.fallbackLineSpacing, !utf8.allSatisfy({ $0 < 0x80 }) else { return extents }
    let faces = TextEngine.faceExtents(of: shown, style: style)
    guard !faces.isEmpty else { return extents }
    func offset(_ index: Int) -> Int {
      index < characters.count ? characters[index].utf8Offset : utf8.count
    }
    for (index, line) in lines.enumerated() {
      let range =
        offset(line.start)..<(index + 1 < lines.count ? offset(lines[index + 1].start) : utf8.count)
      for face in faces where face.range.overlaps(range) {
        extents[index] = extents[index].growing(ascent: face.ascent, descent: face.descent)
      }
    }
    return extents
  }

  /// The text as measured: upper-cased for `textAllCaps`.
  private static func shown(_ text: String, _ style: TextStyle) -> String {
    style.allCaps ? text.uppercased() : text
  }
}
