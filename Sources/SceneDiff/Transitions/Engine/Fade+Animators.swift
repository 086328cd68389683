extension Fade {
  /// `Fade.createAnimators` for one leaf (reference §9.7 on top of §9.6).
  func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let rules = VisibilityRules(
      context: context,
      hasStart: { context.targetsStart(node, $0) },
      hasEnd: { context.targetsEnd(node, $0) }
    )
    var result: [PendingAnimator] = []
    for pair in context.match.pairs {
      let start = pair.start.flatMap { context.targetsStart(node, $0) ? $0 : nil }
      let end = pair.end.flatMap { context.targetsEnd(node, $0) ? $0 : nil }
      // transitionAlpha is 1 at capture (no interrupted run), so appearing goes 0 → 1 and
      // disappearing 1 → 0.
      switch rules.decide(start: start, end: end, mode: mode) {
      case .none: continue
      case .appear(let e):
        result.append(fade(context.end.entries[e].key, .parent, from: 0, to: 1, presence: nil))
      case .inPlace(let e):
        result.append(fade(context.end.entries[e].key, .parent, from: 1, to: 0, presence: .inPlace))
      case .overlay(let s, let rect):
        result.append(
          fade(context.start.entries[s].key, .root, from: 1, to: 0, presence: .overlay(rect))
        )
      }
    }
    return result
  }

  private func fade(
    _ key: String,
    _ space: CoordinateSpace,
    from: Double,
    to: Double,
    presence: ViewPresence.Placement?
  ) -> PendingAnimator {
    PendingAnimator(
      animator: Animator(
        target: key,
        transition: "Fade",
        property: .alpha,
        space: space,
        from: .scalar(from),
        to: .scalar(to),
        startMs: 0,
        durationMs: 300,
        timing: .interpolator(.accelerateDecelerate)
      ),
      defaultInterpolator: .accelerateDecelerate,
      presence: presence
    )
  }
}
