extension Fade: LeafTransition {
  /// `Fade.createAnimators` for one leaf (reference §9.7 on top of §9.6).
  ///
  /// `transitionAlpha` is 1 at capture (no interrupted run), so an appearing view goes 0 → 1 and
  /// a disappearing one 1 → 0; Fade has no interpolator of its own.
  ///
  /// The pairs with a target are listed first, then each animator is made as its target is
  /// found again (no list of targets) into an array made to size: the 144-byte records are
  /// written once, not again each time a growing array doubled.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let pairs = VisibilityTarget.animatedPairs(node: node, mode: mode, context: context)
    var result: [PendingAnimator] = []
    result.reserveCapacity(pairs.count)
    VisibilityTarget.forEach(inPairs: pairs, node: node, mode: mode, context: context) { target in
      result.append(
        PendingAnimator(
          target: target.key,
          transition: "Fade",
          property: .alpha,
          space: target.space,
          from: .scalar(target.appearing ? 0 : 1),
          to: .scalar(target.appearing ? 1 : 0),
          presence: target.presence,
          pair: (target.start, target.end)
        )
      )
    }
    return result
  }
}
