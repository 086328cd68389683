import SceneDiffCore

/// A baseline constraint: the top is the sibling's top plus `offset`
/// (`target baseline − own baseline`).
struct ConstraintBaselineLink: Sendable, Hashable {
  /// The sibling's index.
  var target: Int
  /// `target baseline − own baseline` in px.
  var offset: Int
}
