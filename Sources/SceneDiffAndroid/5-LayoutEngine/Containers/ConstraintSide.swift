import SceneDiffCore

/// One side of a constraint target along an axis: left/top (`begin`) or right/bottom (`end`).
enum ConstraintSide: Sendable, Hashable {
  /// Left or top.
  case begin
  /// Right or bottom.
  case end
}
