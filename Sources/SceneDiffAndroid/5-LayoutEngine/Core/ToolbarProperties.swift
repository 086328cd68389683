import SceneDiffCore

/// Toolbar's own attributes (§8.4), in px.
struct ToolbarProperties: Sendable, Hashable {
  /// `contentInsetStart` (16 dp in the AppCompat style), resolved to left for LTR.
  var contentInsetStart = 0
  /// `contentInsetEnd`.
  var contentInsetEnd = 0
  /// `contentInsetLeft`, when set (overrides start in LTR when start is unset).
  var contentInsetLeft: Int?
  /// `contentInsetRight`, when set.
  var contentInsetRight: Int?
  /// `contentInsetStartWithNavigation` (72 dp in the AppCompat style).
  var contentInsetStartWithNavigation = 0
  /// `contentInsetEndWithActions` (0 in the AppCompat style).
  var contentInsetEndWithActions = 0
  /// The navigation button's size when `navigationIcon` is set (width, height), else `nil`.
  var navigationButton: PixelSize?
  /// Whether `app:menu` gives the Toolbar action items (their width is not modelled).
  var hasMenu = false
  /// `android:gravity` for the title (default `start|center_vertical`).
  var gravity: Gravity = Gravity(rawValue: Gravity.start.rawValue | Gravity.centerVertical.rawValue)

  /// Defaults.
  init() {}
}
