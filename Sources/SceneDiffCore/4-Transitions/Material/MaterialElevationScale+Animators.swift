extension MaterialElevationScale: LeafTransition {
  /// `MaterialVisibility.createAnimator` with the scale and fade providers; no theme
  /// attributes, so 300 ms and AccelerateDecelerate unless the transition sets them
  /// (reference §6.4).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    MaterialVisibilityTiming.none.animators(
      node: node,
      context: context,
      transition: className,
      providers: [primary] + (secondary.map { [$0] } ?? []),
      theme: .material3
    )
  }
}
