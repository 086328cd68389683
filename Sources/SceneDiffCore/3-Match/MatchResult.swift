/// Start and end views paired as Android's `matchStartAndEnd` pairs them (reference §6).
package struct MatchResult: Sendable {
  /// One pair: both sides (a match), only a start view, or only an end view.
  ///
  /// 12 bytes: the view indices in 32 bits, `-1` for none (two `Int?` took 16 bytes each).
  package struct Pair: Sendable, Hashable {
    /// ``start`` in 32 bits, `-1` for none.
    private var startIndex: Int32
    /// ``end`` in 32 bits, `-1` for none.
    private var endIndex: Int32
    /// The rule that matched, for pairs with both sides.
    package var kind: MatchKind?

    /// A pair of the start view `start` and the end view `end` (either may be missing).
    package init(start: Int?, end: Int?, kind: MatchKind?) {
      startIndex = start.map { Int32($0) } ?? -1
      endIndex = end.map { Int32($0) } ?? -1
      self.kind = kind
    }

    /// The start view's index, if any.
    package var start: Int? {
      get { startIndex < 0 ? nil : Int(startIndex) }
      set { startIndex = newValue.map { Int32($0) } ?? -1 }
    }

    /// The end view's index, if any.
    package var end: Int? {
      get { endIndex < 0 ? nil : Int(endIndex) }
      set { endIndex = newValue.map { Int32($0) } ?? -1 }
    }
  }

  /// Matched pairs first (in the order found), then start-only, then end-only pairs.
  package var pairs: [Pair]
  /// For each start view, the index of its pair, if it is in one.
  package var pairOfStart: PairIndices
  /// For each end view, the index of its pair, if it is in one.
  package var pairOfEnd: PairIndices
}
