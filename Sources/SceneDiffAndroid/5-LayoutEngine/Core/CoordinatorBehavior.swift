import SceneDiffCore

/// The CoordinatorLayout behaviours SceneDiff lays out.
enum CoordinatorBehavior: Sendable, Hashable {
  /// No behaviour: CoordinatorLayout's own rules.
  case none
  /// `AppBarLayout.ScrollingViewBehavior`: below the app bar, taller by its scroll range.
  /// `overlapTop` is `app:behavior_overlapTop` in px.
  case scrollingView(overlapTop: Int)
  /// `AppBarLayout.Behavior` (the AppBarLayout default).
  case appBar
  /// `FloatingActionButton.Behavior` (the FAB default): laid out as CoordinatorLayout lays out
  /// any child.
  case floatingActionButton
  /// Another class, named by its qualified name; laid out with CoordinatorLayout's own rules.
  case other(String)
}
