extension ChangeScroll {
  /// `ChangeScroll.createAnimators` for one leaf.
  func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    []
  }
}
