import SceneDiffCore

/// Everything the axis solver knows about one child along one axis.
struct ConstraintAxisItem: Sendable, Hashable {
  /// The left/top constraint.
  var begin: ConstraintLink?
  /// The right/bottom constraint.
  var end: ConstraintLink?
  /// The size rule.
  var size: ConstraintAxisSize = .fixed(0)
  /// The child's measured size along the axis (used where a rule has no space to share).
  var measured = 0
  /// `layout_constraint*_bias` (already mirrored for right-to-left start/end constraints).
  var bias: Float = 0.5
  /// Whether the child is GONE: a point, no requirements of its own.
  var isGone = false
  /// A Guideline across this axis: its position, from the parent's begin edge.
  var guide: GuidePosition?
  /// A Guideline along the other axis: it has no position here and cannot be a target.
  var isInert = false
  /// `layout_constraintBaseline_toBaselineOf` (vertical axis only).
  var baseline: ConstraintBaselineLink?
  /// The chain style (read on the chain's head).
  var chainStyle: ChainStyle = .spread
  /// The chain weight, −1 when not set.
  var weight: Float = -1
  /// A Barrier across this axis: the siblings it follows, whether it takes their largest
  /// end (else their smallest begin), and its margin.
  var barrier: ConstraintBarrierLink?
  /// A circular constraint: the sibling whose centre this child's centre is `offset` px
  /// from along this axis (`radius × sin(angle)` horizontally, `−radius × cos(angle)`
  /// vertically).
  var circle: ConstraintCircleLink?

  /// Whether the child's size on this axis is shared out by a chain (a `0dp` spread member).
  var isWeighted: Bool {
    if case .spread = size { return !isGone }
    return false
  }
}
