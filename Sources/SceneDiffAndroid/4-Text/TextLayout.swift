import SceneDiffCore

/// Text broken into lines at a width, with the vertical metrics of `StaticLayout`.
///
/// Produced by ``TextMeasurer/layout(_:style:width:maxLines:)``; all values in whole pixels
/// except the line widths.
///
/// With `maxLines`, ``lines`` holds only the lines shown; the text's full line count and the
/// full layout's heights are kept too, because TextView reads them (a StaticLayout without
/// `ellipsize` still holds every line).
struct TextLayout: Sendable, Hashable {
  /// The lines shown (after `textAllCaps`, at most `maxLines`), without their trailing spaces
  /// and line breaks.
  var lines: [String]
  /// Each line's width in px (unrounded, trailing spaces excluded), in ``lines`` order.
  var lineWidths: [Float]
  /// `Layout.getHeight(true)`: the top of line 0 to the bottom of the last line shown,
  /// including font padding and line spacing; the last line shown is treated as the last
  /// line (its bottom font padding counts, its spacing does not).
  var height: Int
  /// `Layout.getLineBaseline(0)`: the first baseline, measured from the top of the layout.
  var firstBaseline: Int
  /// How many lines the text has without the `maxLines` cut (`StaticLayout.getLineCount()`
  /// when not ellipsized).
  var totalLineCount: Int
  /// `Layout.getHeight()` of the full layout: all ``totalLineCount`` lines.
  var uncappedHeight: Int
  /// `Layout.getLineTop(lineCount)` in the full layout: the top of the first line not shown
  /// (``uncappedHeight`` when nothing is cut).
  var cutLineTop: Int

  /// The number of lines shown (at least 1: empty text is one empty line).
  var lineCount: Int { lines.count }

  /// Whether `maxLines` cut lines off.
  var isCut: Bool { totalLineCount > lines.count }
}
