import SceneDiffCore

/// How a run of text is drawn, as far as measuring it goes: size, weight, spacing, caps.
///
/// Values are after resource resolution: ``size`` is whole pixels (text sizes are read with
/// the pixel-size rule, §1.2).
struct TextStyle: Sendable, Hashable {
  /// The font weight the text model has metrics for.
  enum Weight: String, Sendable, Hashable {
    /// Roboto Regular (400).
    case regular
    /// Roboto Medium (500): `sans-serif-medium`, Material titles and buttons.
    case medium
    /// Roboto Bold (700): `textStyle="bold"`.
    case bold
  }

  /// The text size in px (`textSize`).
  var size: Int = 14
  /// The weight.
  var weight: Weight = .regular
  /// `letterSpacing` in em.
  var letterSpacing: Float = 0
  /// `textAllCaps`: upper-case before measuring.
  var allCaps = false
  /// `lineSpacingMultiplier`.
  var lineSpacingMultiplier: Float = 1
  /// `lineSpacingExtra` in px (float, as `getDimension` reads it).
  var lineSpacingExtra: Float = 0
  /// `includeFontPadding`: lines use the font's top/bottom instead of ascent/descent at the
  /// first and last line.
  var includeFontPadding = true

  /// The default style: 14 px Regular.
  init() {}

  /// A style of `size` px with the given weight, spacing and caps, other values default.
  init(size: Int, weight: Weight = .regular, letterSpacing: Float = 0, allCaps: Bool = false) {
    self.size = size
    self.weight = weight
    self.letterSpacing = letterSpacing
    self.allCaps = allCaps
  }

  /// Roboto's rounded vertical metrics at ``size``.
  var fontMetrics: FontMetrics { FontMetrics(size: size) }

  /// The letter spacing added to each character, in px.
  ///
  /// Minikin (Android's text layout) rounds `letterSpacing × size` to whole pixels, half away
  /// from zero, unless the paint has the linear-text flag, which TextView's paint does not.
  var letterSpacingPixels: Double {
    Double((letterSpacing * Float(size)).rounded())
  }

  /// The width in px of characters whose advances total `units` font units, `spaced` of
  /// them taking letter spacing: `units × size / 2048 + spaced × letterSpacingPixels`.
  ///
  /// Integer units are summed first and divided once, so the result does not depend on the
  /// order of the characters.
  func width(units: Int, spaced: Int) -> Double {
    Double(units) * Double(size) / Double(RobotoMetrics.unitsPerEm)
      + Double(spaced) * letterSpacingPixels
  }
}
