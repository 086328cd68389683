/// A face's vertical metrics in its own font units, as Skia reads them through FreeType for
/// `Paint.getFontMetrics` on Android.
///
/// `ascent` is `−ascender / unitsPerEm × size`, `descent` `−descender / …`, `top` `−yMax / …`,
/// `bottom` `−yMin / …` (FreeType's `ascender`/`descender` come from the `hhea` table, or from
/// `OS/2` when `hhea` has zeros; `yMax`/`yMin` from the `head` table's bounding box).
package struct FontVerticalMetrics: Sendable, Hashable {
  /// Font units per em.
  package var unitsPerEm: Int
  /// The ascender, positive above the baseline.
  package var ascender: Int
  /// The descender, negative below the baseline.
  package var descender: Int
  /// The bounding box's top, positive above the baseline.
  package var yMax: Int
  /// The bounding box's bottom, negative below the baseline.
  package var yMin: Int

  /// Metrics from the given font-unit values.
  package init(unitsPerEm: Int, ascender: Int, descender: Int, yMax: Int, yMin: Int) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.yMax = yMax
    self.yMin = yMin
  }
}
