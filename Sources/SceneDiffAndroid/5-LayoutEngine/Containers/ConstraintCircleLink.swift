import SceneDiffCore

/// A circular constraint along one axis: the child's centre is `offset` px from the
/// target's centre (`LinearSystem.addCenterPoint`; each edge is then rounded half up).
struct ConstraintCircleLink: Sendable, Hashable {
  /// The target sibling's index.
  var target: Int
  /// The centre's offset from the target's centre in px (exact).
  var offset: Float
}
