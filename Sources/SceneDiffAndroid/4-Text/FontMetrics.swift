import SceneDiffCore

/// `Paint.getFontMetricsInt` for the primary font at one text size (§12.2): the four vertical
/// metrics in whole px, negative above the baseline.
///
/// Android rounds the font's float metrics with `top` floored, `ascent` and `descent` rounded to
/// nearest (`floor(x + 0.5)`) and `bottom` ceiled. The values are computed here with the exact
/// fractions of the font units (`2163/2048` for Roboto etc.) in integer arithmetic, so no float error can
/// move a boundary case.
struct FontMetrics: Sendable, Hashable {
  /// `top`: the highest glyph extent (`−yMax`), floored.
  var top: Int
  /// `ascent`: the recommended distance above the baseline (`−ascender`), rounded.
  var ascent: Int
  /// `descent`: the recommended distance below the baseline, rounded.
  var descent: Int
  /// `bottom`: the lowest glyph extent (`−yMin`), ceiled.
  var bottom: Int

  /// `getFontMetricsInt(null)`: `descent − ascent`, the line-to-line distance without spacing.
  var spacing: Int { descent - ascent }

  /// `⌊numerator / denominator⌋` for a positive denominator (Swift's `/` truncates toward 0).
  fileprivate static func floorDivide(_ numerator: Int, _ denominator: Int) -> Int {
    let quotient = numerator / denominator
    return numerator % denominator < 0 ? quotient - 1 : quotient
  }
}

extension FontMetrics {
  /// The built-in Roboto table's metrics at `size` px.
  init(size: Int) {
    self.init(
      size: size,
      unitsPerEm: RobotoMetrics.unitsPerEm,
      yMax: RobotoMetrics.yMax,
      ascender: RobotoMetrics.ascender,
      descender: RobotoMetrics.descender,
      yMin: RobotoMetrics.yMin
    )
  }

  /// The metrics at `size` px of a face with these font-unit values (`yMax`, `ascender` above
  /// the baseline; `descender`, `yMin` as positive distances below it).
  init(size: Int, unitsPerEm units: Int, yMax: Int, ascender: Int, descender: Int, yMin: Int) {
    self.init(
      top: Self.floorDivide(-yMax * size, units),
      ascent: Self.floorDivide(-ascender * size * 2 + units, 2 * units),
      descent: Self.floorDivide(descender * size * 2 + units, 2 * units),
      bottom: -Self.floorDivide(-yMin * size, units)
    )
  }
}
