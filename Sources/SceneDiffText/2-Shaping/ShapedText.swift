/// A text's advances after shaping, per UTF-8 byte, in 1/65536 px.
///
/// Each glyph's advance is added at the byte where its cluster starts, so a character's advance
/// is the sum over its bytes (a ligature's whole advance falls on its first character, as in
/// Minikin). Fixed-point sums are exact and independent of order.
package struct ShapedText: Sendable, Hashable {
  /// One entry per UTF-8 byte of the text.
  package var advances: [Int]
  /// The characters no font in the chain covers, in text order, without repeats (measured with
  /// the default face's missing-glyph box).
  package var uncovered: [Unicode.Scalar]
  /// Whether a bold or italic face had to be synthesised for some run (a family without that
  /// face): Android draws it emboldened or slanted with the same advances.
  package var isSynthetic: Bool

  /// The result for a text of `count` bytes with nothing measured yet.
  package init(count: Int) {
    advances = Array(repeating: 0, count: count)
    uncovered = []
    isSynthetic = false
  }

  /// The fixed-point scale: 65536 units per px.
  package static let unitsPerPixel = 65536
}
