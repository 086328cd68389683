import SceneDiffCore

extension TextMeasurer {
  /// `StaticLayout.getLineTop(index)` in a layout of `lineCount` (≥ 1) lines (§12.2); `index`
  /// runs from 0 to `lineCount` (the layout's height).
  ///
  /// Line `i` spans its ascent to its descent (`descent − ascent`), except that with
  /// `includeFontPadding` the first line starts at the font's `top` and the last ends at its
  /// `bottom`. Every line but the last also gets the spacing
  /// `extra = round((below − above) × (multiplier − 1) + extra px)` (half away from zero).
  static func lineTop(_ index: Int, lineCount: Int, style: TextStyle) -> Int {
    let count = max(1, lineCount)
    let index = min(max(0, index), count)
    let metrics = style.fontMetrics
    let firstAbove = style.includeFontPadding ? metrics.top : metrics.ascent
    let lastBelow = style.includeFontPadding ? metrics.bottom : metrics.descent
    var top = 0
    // Lines before `index` that are not the last line.
    let fullLines = min(index, count - 1)
    if fullLines > 0 {
      let first = metrics.descent - firstAbove
      let middle = metrics.descent - metrics.ascent
      top += first + spacing(first, style)
      top += (fullLines - 1) * (middle + spacing(middle, style))
    }
    if index == count {
      top += lastBelow - (count == 1 ? firstAbove : metrics.ascent)
    }
    return top
  }

  /// `Layout.getHeight()` of `lineCount` lines (at least one).
  static func height(lineCount: Int, style: TextStyle) -> Int {
    lineTop(lineCount, lineCount: lineCount, style: style)
  }

  /// `Layout.getLineBaseline(0)`: minus the first line's top (font `top` with font padding,
  /// `ascent` without).
  static func firstBaseline(style: TextStyle) -> Int {
    let metrics = style.fontMetrics
    return -(style.includeFontPadding ? metrics.top : metrics.ascent)
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
