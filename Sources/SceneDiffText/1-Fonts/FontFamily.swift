/// The Android font families a layout names with `android:fontFamily`, as SceneDiff models them.
///
/// `sans-serif-medium`, `sans-serif-light`, `sans-serif-black` and `sans-serif-thin` are
/// `sans-serif` at another weight (fonts.xml declares them as aliases with a weight), so they
/// are ``sansSerif`` with a ``FontRequest/weight``.
package enum FontFamily: String, Sendable, Hashable, CaseIterable {
  /// `sans-serif` (the default): Roboto.
  case sansSerif = "sans-serif"
  /// `sans-serif-condensed`: Roboto Condensed.
  case sansSerifCondensed = "sans-serif-condensed"
  /// `serif`: Noto Serif.
  case serif
  /// `monospace`: Droid Sans Mono on a device; Noto Mono (the same design) here.
  case monospace
}
