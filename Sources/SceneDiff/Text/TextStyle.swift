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
}
