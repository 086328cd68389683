extension ChangeImageTransform {
  /// `ChangeImageTransform.createAnimators` for one leaf.
  func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    []
  }
}
