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
    forEach(node: node, mode: mode, context: context) { result.append($0) }
    return result
  }

  /// How many views leaf `node` animates with this mode: the number of views
  /// ``forEach(node:mode:context:_:)`` visits, counted from the decisions alone.
  static func count(node: Int, mode: VisibilityMode, context: PlanningContext) -> Int {
    var count = 0
    decisions(node: node, mode: mode, context: context) { _, _, decision in
      if decision != .none { count += 1 }
    }
    return count
  }

  /// Calls `body` with every view leaf `node` animates with this mode, in pair order: what
  /// ``all(node:mode:context:)`` lists, for a leaf that makes one animator per view without
  /// holding the list (a million-view pair's list of targets took tens of megabytes, written
  /// again each time it doubled).
  static func forEach(
    node: Int,
    mode: VisibilityMode,
    context: PlanningContext,
    _ body: (VisibilityTarget) -> Void
  ) {
    decisions(node: node, mode: mode, context: context) { start, end, decision in
      switch decision {
      case .none: return
      case .appear(let e):
        body(
          VisibilityTarget(
            start: start,
            end: end,
            appearing: true,
            key: context.end.entries[e].key,
            details: context.end.entries[e].details,
            space: .parent,
            presence: nil
          )
        )
      case .inPlace(let e):
        body(
          VisibilityTarget(
            start: start,
            end: end,
            appearing: false,
            key: context.end.entries[e].key,
            details: context.end.entries[e].details,
            space: .parent,
            presence: .inPlace
          )
        )
      case .overlay(let s, let rect):
        body(
          VisibilityTarget(
            start: start,
            end: end,
            appearing: false,
            key: context.start.entries[s].key,
            details: context.start.entries[s].details,
            space: .root,
            presence: .overlay(rect)
          )
        )
      }
    }
  }

  /// Calls `body` with each pair's sides as leaf `node` captured them and the visibility
  /// rules' decision for them with this mode, in pair order.
  private static func decisions(
    node: Int,
    mode: VisibilityMode,
    context: PlanningContext,
    _ body: (Int?, Int?, VisibilityRules.Decision) -> Void
  ) {
    let rules = VisibilityRules(
      context: context,
      hasStart: { context.targetsStart(node, $0) },
      hasEnd: { context.targetsEnd(node, $0) }
    )
    for pair in context.match.pairs {
      let start = pair.start.flatMap { context.targetsStart(node, $0) ? $0 : nil }
      let end = pair.end.flatMap { context.targetsEnd(node, $0) ? $0 : nil }
      body(start, end, rules.decide(start: start, end: end, mode: mode))
    }
  }
}
