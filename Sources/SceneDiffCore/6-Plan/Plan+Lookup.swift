extension Plan {
  /// The first animator of a view and property, in plan order.
  ///
  /// - Parameters:
  ///   - target: The view key, as ``Animator/target`` names it.
  ///   - property: The animated property.
  /// - Returns: The animator, or `nil` when the plan does not animate that property of that view.
  public func animator(_ target: String, _ property: AnimatedProperty) -> Animator? {
    animators.first { $0.target == target && $0.property == property }
  }

  /// Every animator of a view, in plan order.
  public func animators(of target: String) -> [Animator] {
    animators.filter { $0.target == target }
  }
}
