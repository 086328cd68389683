extension MaterialFade: LeafTransition {
  /// `MaterialFade`'s timing: `motionDurationMedium4` with the emphasized-decelerate
  /// interpolator when the first target appears, `motionDurationShort3` with
  /// emphasized-accelerate when it disappears, linear when the theme has none (reference §6.3).
  static let timing = MaterialVisibilityTiming(
    appearDuration: .medium4,
    disappearDuration: .short3,
    appearEasing: .emphasizedDecelerate,
    disappearEasing: .emphasizedAccelerate,
    appearFallback: .linear,
    disappearFallback: .linear
  )

  /// `MaterialVisibility.createAnimator` with the fade and scale providers.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    Self.timing.animators(
      node: node,
      context: context,
      transition: className,
      providers: [primary] + (secondary.map { [$0] } ?? []),
      theme: theme
    )
  }
}
