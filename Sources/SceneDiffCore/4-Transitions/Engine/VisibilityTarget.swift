/// One view a Visibility transition animates, as `onAppear`/`onDisappear` choose it
/// (reference §9.6), with what Slide and Explode need to build their animators.
struct VisibilityTarget {
  /// The pair's start view as this leaf sees it (`nil`: not captured by the leaf or absent).
  var start: Int?
  /// The pair's end view as this leaf sees it.
  var end: Int?
  /// `true` for `onAppear`, `false` for `onDisappear`.
  var appearing: Bool
  /// The plan key of the animated view: the end view, or the start view in the overlay.
  var key: String
  /// The rarely set fields of the animated view as captured.
  ///
  /// The view is the end view (appearing or kept in place) or the start view (drawn in the
  /// overlay). Only these are read of it (its transform), so its whole entry is not copied.
  private var details: ViewNodeDetailsBox?
  /// Where its values live: `parent` in place, `root` in the overlay.
  var space: AnimatorSpace
  /// How the view stays drawn while it disappears.
  var presence: ViewPresence.Placement?

  /// The animated view's transform as captured.
  var transform: ViewTransform { details?.fields.transform ?? ViewTransform() }

  /// Every view leaf `node` animates with this mode, in pair order.
  static func all(node: Int, mode: VisibilityMode, context: PlanningContext) -> [VisibilityTarget] {
    var result: [VisibilityTarget] = []
    let pairs = context.match.pairs.indices
    decisions(pairs, node: node, mode: mode, context: context) { _, start, end, decision in
      if let target = target(start, end, decision, context) { result.append(target) }
    }
    return result
  }

  /// The indices of the pairs in which leaf `node` animates a view with this mode, in pair
  /// order: what ``forEach(inPairs:node:mode:context:_:)`` visits again, for a leaf that
  /// makes its animators into an array made to size (4 bytes a target here, where a list of
  /// the targets themselves took about a hundred, written again each time it doubled).
  static func animatedPairs(node: Int, mode: VisibilityMode, context: PlanningContext) -> [Int32] {
    var result: [Int32] = []
    let pairs = context.match.pairs.indices
    if let made = context.visibilityDecisions(of: node) {
      // The planner's bytes alone: a kind other than none always has its side (the rules
      // found it from that side), so its decision is not none either.
      for p in pairs where made.kind(ofPair: p, mode: mode) != .none {
        result.append(Int32(truncatingIfNeeded: p))
      }
      return result
    }
    decisions(pairs, node: node, mode: mode, context: context) { pair, _, _, decision in
      if decision != .none { result.append(Int32(truncatingIfNeeded: pair)) }
    }
    return result
  }

  /// Calls `body` with the view leaf `node` animates with this mode in each of `pairs` (pair
  /// indices from ``animatedPairs(node:mode:context:)``), in their order; the decisions are
  /// made again for these pairs alone.
  static func forEach(
    inPairs pairs: [Int32],
    node: Int,
    mode: VisibilityMode,
    context: PlanningContext,
    _ body: (VisibilityTarget) -> Void
  ) {
    let indices = pairs.lazy.map { Int($0) }
    decisions(indices, node: node, mode: mode, context: context) { _, start, end, decision in
      if let target = target(start, end, decision, context) { body(target) }
    }
  }

  /// The target a decision animates for a pair whose sides, as the leaf captured them, are
  /// `start` and `end`; `nil` for none.
  private static func target(
    _ start: Int?,
    _ end: Int?,
    _ decision: VisibilityRules.Decision,
    _ context: PlanningContext
  ) -> VisibilityTarget? {
    switch decision {
    case .none: nil
    case .appear(let e):
      VisibilityTarget(
        start: start,
        end: end,
        appearing: true,
        key: context.end.entries[e].key,
        details: context.end.entries[e].details,
        space: .parent,
        presence: nil
      )
    case .inPlace(let e):
      VisibilityTarget(
        start: start,
        end: end,
        appearing: false,
        key: context.end.entries[e].key,
        details: context.end.entries[e].details,
        space: .parent,
        presence: .inPlace
      )
    case .overlay(let s, let rect):
      VisibilityTarget(
        start: start,
        end: end,
        appearing: false,
        key: context.start.entries[s].key,
        details: context.start.entries[s].details,
        space: .root,
        presence: .overlay(rect)
      )
    }
  }

  /// Calls `body` with the index of each of `pairs` (indices into the context's pairs), its
  /// sides as leaf `node` captured them and the visibility rules' decision for them with this
  /// mode; pairs whose decision is none may be passed over.
  ///
  /// A leaf that captured what the root captured reads the planner's decisions
  /// (``PlanningContext/visibilityDecisions``) when they are made: the pairs it does not
  /// animate are then passed over without reading them.
  private static func decisions(
    _ pairs: some Sequence<Int>,
    node: Int,
    mode: VisibilityMode,
    context: PlanningContext,
    _ body: (Int, Int?, Int?, VisibilityRules.Decision) -> Void
  ) {
    let rules = VisibilityRules(
      context: context,
      hasStart: { context.targetsStart(node, $0) },
      hasEnd: { context.targetsEnd(node, $0) }
    )
    let made = context.visibilityDecisions(of: node)
    for p in pairs {
      let madeKind = made?.kind(ofPair: p, mode: mode)
      if madeKind == VisibilityRules.Kind.none { continue }  // passed over unread
      let pair = context.match.pairs[p]
      let start = pair.start.flatMap { context.targetsStart(node, $0) ? $0 : nil }
      let end = pair.end.flatMap { context.targetsEnd(node, $0) ? $0 : nil }
      let kind = madeKind ?? rules.kind(start: start, end: end, mode: mode)
      body(p, start, end, rules.decision(kind, start: start, end: end))
    }
  }
}
