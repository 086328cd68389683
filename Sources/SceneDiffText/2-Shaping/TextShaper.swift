import Foundation

/// Text shaped with HarfBuzz in Android's fonts, as Minikin measures it for a TextView.
///
/// The text is cut into words at spaces (U+0020, U+00A0: each space is its own piece, as in
/// Minikin's word cache) and at line breaks; each word into runs of one font (``FontRunSplitter``);
/// each run is shaped on its own. Advances are the fonts' unhinted advances scaled to the size
/// (`advance × size / unitsPerEm`), which is what Android measures: its paints use "slight"
/// hinting, which FreeType applies vertically only, so Skia measures with linear advances and
/// widths are fractional pixels.
package enum TextShaper {
  /// Whether the fonts are there: Roboto Regular was found and opened.
  package static var isAvailable: Bool { FontCollection.shared.isUsable }

  /// The font files searched for and not found (sorted), for a diagnostic.
  package static var missingFiles: [String] { FontCollection.shared.missingFiles }

  /// The folders searched for font files, in order.
  package static var searchFolders: [String] {
    FontFileLocator.searchFolders(environment: ProcessInfo.processInfo.environment)
  }

  /// The environment variable that adds font folders in front of the default ones.
  package static var environmentVariable: String { FontFileLocator.environmentVariable }

  /// The vertical metrics of the face `request` selects in its family (the paint's primary
  /// font, which `Paint.getFontMetricsInt` reads), `nil` when the fonts are missing.
  package static func verticalMetrics(_ request: FontRequest) -> FontVerticalMetrics? {
    let collection = FontCollection.shared
    guard collection.isUsable else { return nil }
    return collection.primary(for: request)?.metrics
  }

  /// The advances of `text` at `size` px in `request`, `nil` when the fonts are missing.
  ///
  /// Without `ligatures` (text with letter spacing), `liga` and `clig` are off.
  ///
  /// Results are remembered for the process (``ShapeCache``): shaping the same text again
  /// returns the same advances without running HarfBuzz.
  package static func shape(_ text: String, request: FontRequest, size: Int, ligatures: Bool)
    -> ShapedText?
  {
    let collection = FontCollection.shared
    guard collection.isUsable else { return nil }
    let key = ShapeCache.Key(
      text: ShapeCache.Bytes(text: text),
      request: request,
      size: size,
      ligatures: ligatures
    )
    return ShapeCache.shared.shaped(key) {
      shapeUncached(text, request: request, size: size, ligatures: ligatures, collection)
    }
  }

  /// Shapes `text` with HarfBuzz (``shape(_:request:size:ligatures:)`` without the cache).
  private static func shapeUncached(
    _ text: String,
    request: FontRequest,
    size: Int,
    ligatures: Bool,
    _ collection: FontCollection
  ) -> ShapedText {
    let bytes = Array(text.utf8)
    var result = ShapedText(count: bytes.count)
    var splitter = FontRunSplitter(collection: collection, request: request)
    var units = Array(repeating: 0, count: bytes.count)
    for run in splitter.runs(of: text) {
      units.withUnsafeMutableBufferPointer { buffer in
        for index in run.range { buffer[index] = 0 }
      }
      run.font.shape(bytes, run.range, ligatures: ligatures, into: &units)
      let unitsPerEm = run.font.metrics.unitsPerEm
      for index in run.range where units[index] != 0 {
        result.advances[index] += scaled(units[index], size: size, unitsPerEm: unitsPerEm)
      }
      if run.isSynthetic { result.isSynthetic = true }
    }
    result.uncovered = splitter.uncovered
    return result
  }

  /// The runs of `text` in `request` with their faces' vertical metrics, in text order
  /// (line breaks and tabs belong to no run), `nil` when the fonts are missing.
  ///
  /// The runs are cut as for shaping (``FontRunSplitter``), without shaping them.
  package static func runMetrics(_ text: String, request: FontRequest) -> [FontRunMetrics]? {
    let collection = FontCollection.shared
    guard collection.isUsable else { return nil }
    return ShapeCache.shared.runs(
      ShapeCache.RunKey(text: ShapeCache.Bytes(text: text), request: request)
    ) {
      var splitter = FontRunSplitter(collection: collection, request: request)
      return splitter.runs(of: text).map { run in
        FontRunMetrics(range: run.range, metrics: run.font.metrics)
      }
    }
  }

  /// `units × size / unitsPerEm` px in 1/65536 px, rounded half away from zero.
  static func scaled(_ units: Int, size: Int, unitsPerEm: Int) -> Int {
    let numerator = units * size * ShapedText.unitsPerPixel
    let half = unitsPerEm / 2
    return numerator >= 0
      ? (numerator + half) / unitsPerEm : -((-numerator + half) / unitsPerEm)
  }
}
