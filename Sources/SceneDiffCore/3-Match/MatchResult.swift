/// Start and end views paired as Android's `matchStartAndEnd` pairs them (reference §6).
package struct MatchResult: Sendable {
  /// One pair: both sides (a match), only a start view, or only an end view.
  package struct Pair: Sendable, Hashable {
    /// The start view's index, if any.
    package var start: Int?
    /// The end view's index, if any.
    package var end: Int?
    /// The rule that matched, for pairs with both sides.
    package var kind: MatchKind?
  }

  /// Matched pairs first (in the order found), then start-only, then end-only pairs.
  package var pairs: [Pair]
  /// For each start view, the index of its pair, if it is in one.
  package var pairOfStart: [Int?]
  /// For each end view, the index of its pair, if it is in one.
  package var pairOfEnd: [Int?]
}
