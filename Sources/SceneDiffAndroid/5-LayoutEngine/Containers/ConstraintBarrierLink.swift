import SceneDiffCore

/// A Barrier's position along one axis: the smallest begin (left/top) or largest end
/// (right/bottom) of the siblings it references, plus its margin (`Barrier.allSolved`).
struct ConstraintBarrierLink: Sendable, Hashable {
  /// The referenced siblings' indices.
  var targets: [Int]
  /// Whether the barrier takes the largest end (right, bottom) instead of the smallest
  /// begin.
  var isMax: Bool
  /// `barrierMargin` in px, added in every direction.
  var margin: Int
}
