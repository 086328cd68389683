import SceneDiffCore

/// One side of a constraint target along an axis: left/top (`begin`) or right/bottom (`end`).
enum ConstraintSide: Sendable, Hashable {
  /// Left or top.
  case begin
  /// Right or bottom.
  case end
}

/// One constraint of a child along one axis: the target's side it is tied to and the margin
/// kept from it.
struct ConstraintLink: Sendable, Hashable {
  /// The sibling's index, or `nil` for the ConstraintLayout itself.
  var target: Int?
  /// Which side of the target.
  var side: ConstraintSide
  /// The margin in px, with ConstraintLayout's GONE rules already applied (0 when the child
  /// is GONE; the gone margin when the target is GONE and one is set).
  var margin: Int
}

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

/// A baseline constraint: the top is the sibling's top plus `offset`
/// (`target baseline − own baseline`).
struct ConstraintBaselineLink: Sendable, Hashable {
  /// The sibling's index.
  var target: Int
  /// `target baseline − own baseline` in px.
  var offset: Int
}

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

  /// Whether the child's size on this axis is shared out by a chain (a `0dp` spread member).
  var isWeighted: Bool {
    if case .spread = size { return !isGone }
    return false
  }
}
