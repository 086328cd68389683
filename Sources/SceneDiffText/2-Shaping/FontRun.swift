/// Bytes of a text shaped with one face.
struct FontRun: Sendable {
  /// The UTF-8 byte range.
  var range: Range<Int>
  /// The face.
  var font: LoadedFont
  /// Whether the face is drawn with synthetic bold or italic.
  var isSynthetic: Bool
}
