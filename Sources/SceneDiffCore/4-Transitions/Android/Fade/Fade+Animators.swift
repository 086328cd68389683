extension Fade: LeafTransition {
  /// `Fade.createAnimators` for one leaf (reference §9.7 on top of §9.6).
  ///
  /// `transitionAlpha` is 1 at capture (no interrupted run), so an appearing view goes 0 → 1 and
  /// a disappearing one 1 → 0; Fade has no interpolator of its own.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    VisibilityTarget.all(node: node, mode: mode, context: context).map { target in
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
    }
  }
}
