/// One axis of a ConstraintLayout child, as the solver sees it: its two anchors, margins,
/// size rule and bias, with start/end already resolved to left/right.
struct ConstraintAxis: Sendable {
  /// A side of a target.
  enum Side: Sendable { case begin, end }

  /// What one side of the child is tied to.
  struct Anchor: Sendable {
    /// The parent (`nil`) or a sibling's index.
    var target: Int?
    /// Which side of the target.
    var side: Side
  }

  /// How the child's size on this axis is decided.
  enum Size: Sendable {
    /// A fixed or measured (wrap-content) size.
    case known(Int)
    /// `0dp` with `spread`: the space between the anchors (wrapped size when it has only one).
    case matchConstraint(wrapped: Int)
    /// `0dp` with `percent`: a fraction of the parent's size.
    case percent(Float)
  }

  /// The begin (left or top) anchor.
  var begin: Anchor?
  /// The end (right or bottom) anchor.
  var end: Anchor?
  /// The margin toward the begin anchor (used only when it exists).
  var beginMargin = 0
  /// The margin toward the end anchor.
  var endMargin = 0
  /// `layout_goneMargin*` toward the begin anchor, used when its target is GONE.
  var beginGoneMargin: Int?
  /// `layout_goneMargin*` toward the end anchor.
  var endGoneMargin: Int?
  /// The size rule.
  var size: Size = .known(0)
  /// The bias between two anchors (0 = at the begin).
  var bias: Float = 0.5
  /// The chain style, read on a chain's first member.
  var chainStyle: ChainStyle = .spread
  /// The chain weight (−1: none).
  var weight: Float = -1
  /// `layout_constraint*_min` (0: none).
  var minimum = 0
  /// `layout_constraint*_max` (0: none).
  var maximum = 0
  /// A fixed position (a Guideline), overriding the anchors.
  var fixedPosition: Int?
  /// Whether the child is GONE (a point: size 0, margins dropped).
  var isGone = false

  /// The size for `space` px between the anchors, within min/max.
  func constrained(_ space: Int) -> Int {
    var size = max(0, space)
    if maximum > 0 { size = min(size, maximum) }
    return max(size, minimum)
  }

  /// The size when there is no space to fill (one anchor, or a wrapping parent).
  var wrappedSize: Int {
    switch size {
    case .known(let px): px
    case .matchConstraint(let wrapped): wrapped
    case .percent: 0
    }
  }
}
