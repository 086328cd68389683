/// A family, a weight and a slant: what a paint asks the font collection for.
package struct FontRequest: Sendable, Hashable {
  /// The family.
  package var family: FontFamily
  /// The CSS-style weight (400 regular, 500 medium, 700 bold).
  package var weight: Int
  /// Whether the text is italic.
  package var italic: Bool

  /// A request for `family` at `weight`, upright unless `italic`.
  package init(family: FontFamily = .sansSerif, weight: Int = 400, italic: Bool = false) {
    self.family = family
    self.weight = weight
    self.italic = italic
  }
}
