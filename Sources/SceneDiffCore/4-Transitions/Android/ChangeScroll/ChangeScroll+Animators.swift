extension ChangeScroll: LeafTransition {
  /// `ChangeScroll.createAnimators` for one leaf (reference §9.5).
  ///
  /// Every captured view is compared (whatever its visibility); for each axis whose scroll
  /// differs, an integer animator runs from the start scroll to the end scroll
  /// (`start + trunc(f × (end − start))` on the pixel grid), both axes together when both
  /// change.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      let start = context.start[s]
      let end = context.end[e]
      let key = context.end.entries[e].key
      if start.scrollX != end.scrollX {
        result.append(scroll(key, .scrollX, from: start.scrollX, to: end.scrollX))
      }
      if start.scrollY != end.scrollY {
        result.append(scroll(key, .scrollY, from: start.scrollY, to: end.scrollY))
      }
    }
    return result
  }

  /// One scroll animator of the end view `key`.
  private func scroll(
    _ key: String,
    _ property: AnimatedProperty,
    from: Double,
    to: Double
  ) -> PendingAnimator {
    PendingAnimator(
      target: key,
      transition: "ChangeScroll",
      property: property,
      space: .parent,
      from: .scalar(from),
      to: .scalar(to)
    )
  }
}
