/// The face one run of a text is drawn in, as far as line heights go: the run's UTF-8 bytes
/// and the face's vertical metrics.
///
/// StaticLayout with `useLineSpacingFromFallbacks` grows a line to the ascent and descent of
/// every face its text uses (Minikin's `MinikinExtent`), so a line of CJK text in a Roboto
/// paint is as tall as Noto Sans CJK's ascent and descent.
package struct FontRunMetrics: Sendable, Hashable {
  /// The UTF-8 byte range of the run.
  package var range: Range<Int>
  /// The metrics of the run's face.
  package var metrics: FontVerticalMetrics

  /// A run of `range` drawn in a face with `metrics`.
  package init(range: Range<Int>, metrics: FontVerticalMetrics) {
    self.range = range
    self.metrics = metrics
  }
}
