extension MaterialFadeThrough: LeafTransition {
  /// `MaterialVisibility.createAnimator` with the fade-through and scale providers, timed by
  /// `motionDurationLong1` and `motionEasingEmphasizedInterpolator` (reference §6.2).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    MaterialVisibilityTiming.long1Emphasized.animators(
      node: node,
      context: context,
      transition: className,
      providers: [primary] + (secondary.map { [$0] } ?? []),
      theme: theme
    )
  }
}
