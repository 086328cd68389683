/// The visibility rules' decision for every pair, made once per plan and kept in one byte a
/// pair, for every Visibility transition that captured what the root captured and for the
/// plan's appearing and disappearing lists.
///
/// Each of those reads the same pairs and, for the views that appear or disappear, the same
/// parents' entries and pairs (at a million views, at random): a Fade-out, a Fade-in and the
/// lists made three decisions per pair, Fade twice more for each view it animates. The kinds
/// here are the answers for ``VisibilityMode/both`` with the sides the root captured (what a
/// transition node that accepts every view captures, ``PlanningContext/visibilityDecisions(of:)``);
/// a transition with another mode filters them (``VisibilityRules/Kind/filtered(by:)``), and
/// the overlay's rectangle is computed only where a target is built.
struct VisibilityDecisions: Sendable {
  /// Each pair's decision, in pair order.
  private let kinds: [VisibilityRules.Kind]
  /// Whether the plan's appearing and disappearing lists may read ``kinds``: their rules take
  /// a view as captured when it is in a pair, and every view is in a pair exactly when it is
  /// captured, and every pair's sides are captured (as the matcher pairs them; a screen
  /// change pairs only some views).
  let servesPlanLists: Bool

  /// Decides every pair of `context` once.
  init(_ context: PlanningContext) {
    let startCaptured = context.startCapture.captured
    let endCaptured = context.endCapture.captured
    let rules = VisibilityRules(
      context: context,
      hasStart: { startCaptured[$0] },
      hasEnd: { endCaptured[$0] }
    )
    var everySideCaptured = true
    kinds = context.match.pairs.map { pair in
      let start = pair.start.flatMap { startCaptured[$0] ? $0 : nil }
      let end = pair.end.flatMap { endCaptured[$0] ? $0 : nil }
      if start != pair.start || end != pair.end { everySideCaptured = false }
      return rules.kind(start: start, end: end, mode: .both)
    }
    servesPlanLists =
      everySideCaptured
      && Self.pairedExactlyWhenCaptured(context.match.pairOfStart, startCaptured)
      && Self.pairedExactlyWhenCaptured(context.match.pairOfEnd, endCaptured)
  }

  /// The kind of pair `pair`'s decision for a transition with `mode`.
  func kind(ofPair pair: Int, mode: VisibilityMode) -> VisibilityRules.Kind {
    kinds[pair].filtered(by: mode)
  }

  /// Whether each view is in a pair exactly when it is captured.
  private static func pairedExactlyWhenCaptured(_ pairs: PairIndices, _ captured: [Bool]) -> Bool {
    guard pairs.count == captured.count else { return false }
    for i in captured.indices where (pairs[i] != nil) != captured[i] { return false }
    return true
  }
}
