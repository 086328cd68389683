import SceneDiffCore

/// `layout_constraintWidth_default` / `_height_default` for 0dp (match constraint) sizes.
enum MatchConstraintDefault: String, Sendable, Hashable {
  /// Take all the space between the constraints.
  case spread
  /// Wrap the content, limited by the constraints.
  case wrap
  /// A percentage of the parent (`layout_constraintWidth_percent`).
  case percent
}
