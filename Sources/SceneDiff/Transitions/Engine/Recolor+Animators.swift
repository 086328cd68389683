extension Recolor {
  /// `Recolor.createAnimators` for one leaf.
  func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    []
  }
}
