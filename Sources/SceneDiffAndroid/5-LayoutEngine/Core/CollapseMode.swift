import SceneDiffCore

/// `app:layout_collapseMode` of a CollapsingToolbarLayout child.
enum CollapseMode: String, Sendable, Hashable {
  /// Scrolls with the layout.
  case off = "none"
  /// Stays in place while the layout collapses.
  case pin
  /// Scrolls at a fraction of the speed.
  case parallax
}
