import SceneDiffCore

/// How a child's size along one axis is decided by the solver.
enum ConstraintAxisSize: Sendable, Hashable {
  /// A size known before solving: fixed, measured (`wrap_content`), a ratio, 0 when GONE.
  case fixed(Int)
  /// `match_parent` in a parent of known size: from the parent's edge plus the margin to the
  /// other edge minus the margin (`Optimizer.checkMatchParent`).
  case fillParent(beginMargin: Int, endMargin: Int)
  /// `0dp` spread: the space between the two anchors, within min/max.
  case spread(minimum: Int, maximum: Int)
  /// A constrained `wrap_content` (or `0dp` wrap): the measured size, but no more than the
  /// space between the anchors.
  case wrap(Int)
  /// `0dp` percent: a fraction of the parent's content size, within min/max.
  case percent(Float, minimum: Int, maximum: Int)
}
