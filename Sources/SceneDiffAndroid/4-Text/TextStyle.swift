import SceneDiffCore

/// How a run of text is drawn, as far as measuring it goes: family, size, weight, slant,
/// spacing, caps.
///
/// Values are after resource resolution: ``size`` is whole pixels (text sizes are read with
/// the pixel-size rule, §1.2).
struct TextStyle: Sendable, Hashable {
  /// The font weight.
  enum Weight: String, Sendable, Hashable {
    /// Regular (400).
    case regular
    /// Medium (500): `sans-serif-medium`, Material titles and buttons.
    case medium
    /// Bold (700): `textStyle="bold"`.
    case bold

    /// The CSS-style weight number.
    var value: Int {
      switch self {
      case .regular: 400
      case .medium: 500
      case .bold: 700
      }
    }
  }

  /// `breakStrategy`: how a paragraph is broken into lines (`Layout.BREAK_STRATEGY_*`).
  enum BreakStrategy: String, Sendable, Hashable {
    /// `simple`: greedy filling (Minikin's `GreedyLineBreaker`), EditText's and Button's
    /// default.
    case simple
    /// `high_quality`: Minikin's optimal breaker, plain TextView's default.
    case highQuality = "high_quality"
    /// `balanced`: the optimal breaker scoring the last line too, so lines come out even.
    case balanced
  }

  /// The `fontFamily` families Android ships (aliases such as `sans-serif-medium` are
  /// `sansSerif` at another ``Weight``).
  enum Family: String, Sendable, Hashable {
    /// `sans-serif`: Roboto (the default).
    case sansSerif = "sans-serif"
    /// `sans-serif-condensed`: Roboto Condensed.
    case sansSerifCondensed = "sans-serif-condensed"
    /// `serif`: Noto Serif.
    case serif
    /// `monospace`: Droid Sans Mono (Noto Mono here).
    case monospace
  }

  /// The family (`fontFamily`, `typeface`).
  var family: Family = .sansSerif
  /// `textStyle="italic"`.
  var italic = false

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
  /// `breakStrategy` (``BreakStrategy/simple`` unless the node builder sets another).
  var breakStrategy: BreakStrategy = .simple
  /// `fallbackLineSpacing`, `StaticLayout.Builder.setUseLineSpacingFromFallbacks`.
  ///
  /// A line whose text uses a fallback font takes that font's ascent and descent when they
  /// are larger. True for apps targeting API 28 or later, which SceneDiff assumes.
  var fallbackLineSpacing = true
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

  /// The primary font's rounded vertical metrics at ``size`` (``TextEngine``).
  var fontMetrics: FontMetrics { TextEngine.fontMetrics(self) }

  /// The letter spacing added to each character, in px.
  ///
  /// Minikin (Android's text layout) rounds `letterSpacing × size` to whole pixels, half away
  /// from zero, unless the paint has the linear-text flag, which TextView's paint does not.
  var letterSpacingPixels: Double {
    Double((letterSpacing * Float(size)).rounded())
  }

  /// The width in px of characters whose advances total `advance` (in 1/65536 px, see
  /// ``MeasuredCharacter/advance``), `spaced` of them taking letter spacing:
  /// `advance / 65536 + spaced × letterSpacingPixels`.
  ///
  /// Integer advances are summed first and divided once, so the result does not depend on the
  /// order of the characters.
  func width(advance: Int, spaced: Int) -> Double {
    Double(advance) / Double(MeasuredCharacter.unitsPerPixel)
      + Double(spaced) * letterSpacingPixels
  }
}
