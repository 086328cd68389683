/// Start and end views paired as Android's `matchStartAndEnd` pairs them (reference §6).
struct MatchResult: Sendable {
  /// One pair: both sides (a match), only a start view, or only an end view.
  struct Pair: Sendable, Hashable {
    /// The start view's index, if any.
    var start: Int?
    /// The end view's index, if any.
    var end: Int?
    /// The rule that matched, for pairs with both sides.
    var kind: MatchKind?
  }

  /// Matched pairs first (in the order found), then start-only, then end-only pairs.
  var pairs: [Pair]
  /// For each start view, the index of its pair, if it is in one.
  var pairOfStart: [Int?]
  /// For each end view, the index of its pair, if it is in one.
  var pairOfEnd: [Int?]
}
