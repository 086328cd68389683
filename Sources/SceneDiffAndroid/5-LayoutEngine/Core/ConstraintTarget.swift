import SceneDiffCore

/// What a ConstraintLayout constraint points at.
enum ConstraintTarget: Sendable, Hashable {
  /// The ConstraintLayout itself (`parent`).
  case parent
  /// A sibling, by id.
  case view(String)
}
