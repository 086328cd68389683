import SceneDiffCore

/// What a ConstraintLayout constraint points at.
enum ConstraintTarget: Sendable, Hashable {
  /// The ConstraintLayout itself (`parent`).
  case parent
  /// A sibling, by id.
  case view(String)
  /// A sibling, by its index among the ConstraintLayout's children: what a `Flow` ties its
  /// views to (no XML names it, and a Flow needs no id).
  case sibling(Int)
}
