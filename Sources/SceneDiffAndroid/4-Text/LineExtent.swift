import SceneDiffCore

/// One line's vertical metrics in whole px, negative above the baseline, before font padding
/// and line spacing: what StaticLayout's `out` receives for the line.
///
/// Without fallback fonts every line has the paint's `getFontMetricsInt` values. With
/// `useLineSpacingFromFallbacks`, `ascent` is the smaller (higher) of the paint's ascent and
/// the rounded ascent of every face the line's text uses, `descent` the larger; `top` and
/// `bottom` are then widened to them ("the fallback ascent/descent may be larger than
/// top/bottom of the default font metrics", `StaticLayout.generate`).
struct LineExtent: Sendable, Hashable {
  /// The font's `top`, used above the first line with `includeFontPadding`.
  var top: Int
  /// The line's ascent.
  var ascent: Int
  /// The line's descent.
  var descent: Int
  /// The font's `bottom`, used below the last line with `includeFontPadding`.
  var bottom: Int

  /// The paint's own metrics.
  init(_ metrics: FontMetrics) {
    top = metrics.top
    ascent = metrics.ascent
    descent = metrics.descent
    bottom = metrics.bottom
  }

  /// The paint's metrics grown to a fallback face's rounded `ascent` and `descent`.
  func growing(ascent faceAscent: Int, descent faceDescent: Int) -> LineExtent {
    var result = self
    result.ascent = min(ascent, faceAscent)
    result.descent = max(descent, faceDescent)
    result.top = min(top, result.ascent)
    result.bottom = max(bottom, result.descent)
    return result
  }
}
