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
    let rules = VisibilityRules(
      context: context,
      hasStart: { context.targetsStart(node, $0) },
      hasEnd: { context.targetsEnd(node, $0) }
    )
    var result: [VisibilityTarget] = []
    for pair in context.match.pairs {
      let start = pair.start.flatMap { context.targetsStart(node, $0) ? $0 : nil }
      let end = pair.end.flatMap { context.targetsEnd(node, $0) ? $0 : nil }
      switch rules.decide(start: start, end: end, mode: mode) {
      case .none: continue
      case .appear(let e):
        result.append(
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
        result.append(
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
        result.append(
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
    return result
  }
}
