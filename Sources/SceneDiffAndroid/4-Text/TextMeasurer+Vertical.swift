import SceneDiffCore

extension TextMeasurer {
  /// `StaticLayout.getLineTop(index)` in a layout whose lines have `extents` (at least one),
  /// §12.2; `index` runs from 0 to `extents.count` (the layout's height).
  ///
  /// Line `i` spans its ascent to its descent (`descent − ascent`), except that with
  /// `includeFontPadding` the first line starts at its `top` and the last ends at its
  /// `bottom`. Every line but the last also gets the spacing
  /// `extra = round((below − above) × (multiplier − 1) + extra px)` (half away from zero).
  static func lineTop(_ index: Int, extents: ArraySlice<LineExtent>, style: TextStyle) -> Int {
    let count = extents.count
    guard count > 0 else { return 0 }
    let index = min(max(0, index), count)
    var top = 0
    for (offset, line) in extents.enumerated() where offset < index {
      let isFirst = offset == 0
      let isLast = offset == count - 1
      let above = isFirst && style.includeFontPadding ? line.top : line.ascent
      let below = isLast && style.includeFontPadding ? line.bottom : line.descent
      top += below - above + (isLast ? 0 : spacing(below - above, style))
    }
    return top
  }

  /// `StaticLayout.getLineTop(index)` in a layout of `lineCount` (≥ 1) lines that all have
  /// the style's own font metrics.
  static func lineTop(_ index: Int, lineCount: Int, style: TextStyle) -> Int {
    let extents = Array(repeating: LineExtent(style.fontMetrics), count: max(1, lineCount))
    return lineTop(index, extents: extents[...], style: style)
  }

  /// `Layout.getHeight()` of `lineCount` lines (at least one) with the style's font metrics.
  static func height(lineCount: Int, style: TextStyle) -> Int {
    lineTop(max(1, lineCount), lineCount: lineCount, style: style)
  }

  /// `Layout.getLineBaseline(0)`: minus the first line's top (font `top` with font padding,
  /// `ascent` without), with the style's font metrics.
  static func firstBaseline(style: TextStyle) -> Int {
    firstBaseline(LineExtent(style.fontMetrics), style: style)
  }

  /// `Layout.getLineBaseline(0)` of a first line with `extent`.
  static func firstBaseline(_ extent: LineExtent, style: TextStyle) -> Int {
    -(style.includeFontPadding ? extent.top : extent.ascent)
  }

  /// `TextView.getLineHeight()`: `round((descent − ascent) × multiplier + extra)` in float,
  /// the unit of `minLines` and of `ems`.
  static func lineHeight(style: TextStyle) -> Int {
    let value =
      Float(style.fontMetrics.spacing) * style.lineSpacingMultiplier
      + style.lineSpacingExtra
    return Int(javaCast: (value + 0.5).rounded(.down))
  }

  /// StaticLayout's line spacing for a line `height` px tall (`below − above`): computed in
  /// float as Android does, rounded half away from zero; 0 with the default spacing.
  private static func spacing(_ height: Int, _ style: TextStyle) -> Int {
    guard style.lineSpacingMultiplier != 1 || style.lineSpacingExtra != 0 else { return 0 }
    let extra = Double(Float(height) * (style.lineSpacingMultiplier - 1) + style.lineSpacingExtra)
    return extra >= 0 ? Int(javaCast: extra + 0.5) : -Int(javaCast: -extra + 0.5)
  }
}
