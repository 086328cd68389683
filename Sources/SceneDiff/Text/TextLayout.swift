/// Text broken into lines at a width, with the vertical metrics of `StaticLayout`.
///
/// Produced by ``TextMeasurer/layout(_:style:width:maxLines:)``; all values in whole pixels.
struct TextLayout: Sendable, Hashable {
  /// The lines as shown (after `textAllCaps`), without their trailing spaces.
  var lines: [String]
  /// Each line's width in px (unrounded), in ``lines`` order.
  var lineWidths: [Float]
  /// `Layout.getHeight()`: the top of line 0 to the bottom of the last line, including font
  /// padding and line spacing.
  var height: Int
  /// `Layout.getLineBaseline(0)`: the first baseline, measured from the top of the layout.
  var firstBaseline: Int

  /// The number of lines (at least 1: empty text is one empty line).
  var lineCount: Int { lines.count }
}
