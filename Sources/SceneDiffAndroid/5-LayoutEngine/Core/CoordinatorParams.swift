import SceneDiffCore

/// A CoordinatorLayout child's parameters.
struct CoordinatorParams: Sendable, Hashable {
  /// `app:layout_behavior`, or the class's default behavior.
  var behavior: CoordinatorBehavior = .none
  /// `app:layout_anchor`, the id of the view it is anchored to.
  var anchor: String?
  /// `app:layout_anchorGravity` (default `top|start`, Android's `NO_GRAVITY` resolved later).
  var anchorGravity: Gravity = .none
  /// `app:layout_keyline`, −1 when not set.
  var keyline = -1
  /// `app:layout_insetEdge`.
  var insetEdge: Gravity = .none
  /// `app:layout_dodgeInsetEdges`.
  var dodgeInsetEdges: Gravity = .none
}
