#if canImport(SceneDiffText)
internal import SceneDiffText
#endif

/// Where text advances and font metrics come from: HarfBuzz and FreeType over Android's fonts
/// (SceneDiffText) when they are there, otherwise the built-in Roboto table.
///
/// SceneDiffText is built on Linux only; on other platforms, and on Linux when Roboto Regular
/// is not found (see Docs/android-layouts.md for the folders searched and
/// `SCENEDIFF_FONT_DIRS`), ``isShaping`` is false and inflation warns once per layout
/// (`text-fonts-missing`, ``fallbackWarning``).
enum TextEngine {
  /// Measures with the built-in table even when the fonts are there, within a task (the
  /// fallback's tests).
  @TaskLocal static var forcesBuiltInTable = false

  /// Whether text is shaped with HarfBuzz in Android's fonts.
  static var isShaping: Bool {
    #if canImport(SceneDiffText)
    !forcesBuiltInTable && TextShaper.isAvailable
    #else
    false
    #endif
  }

  /// `Paint.getFontMetricsInt` of the style's primary font: the family's closest face, or the
  /// built-in Roboto values.
  static func fontMetrics(_ style: TextStyle) -> FontMetrics {
    #if canImport(SceneDiffText)
    if !forcesBuiltInTable, let metrics = TextShaper.verticalMetrics(request(style)) {
      return FontMetrics(
        size: style.size,
        unitsPerEm: metrics.unitsPerEm,
        yMax: metrics.yMax,
        ascender: metrics.ascender,
        descender: -metrics.descender,
        yMin: -metrics.yMin
      )
    }
    #endif
    return FontMetrics(size: style.size)
  }

  /// The shaped advance of each UTF-8 byte of `text` in 1/65536 px (a character's advance is
  /// the sum over its bytes), `nil` without fonts.
  ///
  /// Ligatures are off when the style has letter spacing, as in Minikin.
  static func advances(of text: String, style: TextStyle) -> [Int]? {
    #if canImport(SceneDiffText)
    guard !forcesBuiltInTable else { return nil }
    return TextShaper.shape(
      text,
      request: request(style),
      size: style.size,
      ligatures: style.letterSpacing == 0
    )?.advances
    #else
    nil
    #endif
  }

  /// The rounded `ascent` and `descent` (`Math.round` of the face's float metrics at the
  /// style's size) of the face each run of `text` is drawn in, with the run's UTF-8 bytes;
  /// empty without fonts.
  static func faceExtents(of text: String, style: TextStyle)
    -> [(range: Range<Int>, ascent: Int, descent: Int)]
  {
    #if canImport(SceneDiffText)
    guard !forcesBuiltInTable, let runs = TextShaper.runMetrics(text, request: request(style))
    else { return [] }
    return runs.map { run in
      let metrics = FontMetrics(
        size: style.size,
        unitsPerEm: run.metrics.unitsPerEm,
        yMax: run.metrics.yMax,
        ascender: run.metrics.ascender,
        descender: -run.metrics.descender,
        yMin: -run.metrics.yMin
      )
      return (run.range, metrics.ascent, metrics.descent)
    }
    #else
    []
    #endif
  }

  /// The characters of `text` that no font of the fallback chain covers (empty without fonts).
  static func uncoveredCharacters(in text: String, style: TextStyle) -> [Unicode.Scalar] {
    #if canImport(SceneDiffText)
    guard !forcesBuiltInTable else { return [] }
    return TextShaper.shape(text, request: request(style), size: style.size, ligatures: true)?
      .uncovered ?? []
    #else
    []
    #endif
  }

  /// Why text is measured with the built-in table, for a warning.
  static var fallbackWarning: String {
    #if canImport(SceneDiffText)
    "Android's fonts were not found (no Roboto-Regular.ttf in \(TextShaper.environmentVariable) "
      + "or " + TextShaper.searchFolders.joined(separator: ", ")
      + "), so text is measured with SceneDiff's built-in Roboto table (no kerning, approximate "
      + "non-Latin widths); install them with Scripts/install-dependencies.sh"
    #else
    "this platform has no HarfBuzz text shaping in SceneDiff, so text is measured with the "
      + "built-in Roboto table (no kerning, approximate non-Latin widths)"
    #endif
  }

  #if canImport(SceneDiffText)
  /// The font request for `style`.
  private static func request(_ style: TextStyle) -> FontRequest {
    let family: FontFamily =
      switch style.family {
      case .sansSerif: .sansSerif
      case .sansSerifCondensed: .sansSerifCondensed
      case .serif: .serif
      case .monospace: .monospace
      }
    return FontRequest(family: family, weight: style.weight.value, italic: style.italic)
  }
  #endif
}
