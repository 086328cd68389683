extension Hold: LeafTransition {
  /// `Hold`'s animators: one that changes nothing for each appearing and disappearing view.
  ///
  /// SceneDiff writes each as an `alpha` animator from 1 to 1, which keeps a disappearing view
  /// drawn until it ends (reference §6.5). No theme attributes: 300 ms unless the transition
  /// sets a duration.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    VisibilityTarget.all(node: node, mode: .both, context: context).map { target in
      PendingAnimator(
        target: target.key,
        transition: className,
        property: .alpha,
        space: target.space,
        from: .scalar(1),
        to: .scalar(1),
        presence: target.presence,
        pair: (target.start, target.end)
      )
    }
  }
}
