/// A kind of transition that creates animators: what Android's `createAnimators` does for one
/// leaf of a transition graph.
///
/// The planner captures and matches both scenes once, then asks every leaf for its animators
/// (``animators(node:context:)``), applies the leaf's propagation and schedules them.
package protocol LeafTransition: TransitionKind {
  /// The animators this leaf creates for the pairs it captured, before scheduling.
  ///
  /// - Parameters:
  ///   - node: The leaf's index in ``PlanningContext/tree``.
  ///   - context: Both scenes, their capture and matches.
  /// - Returns: Each animator with its default interpolator and presence, unscheduled.
  func animators(node: Int, context: PlanningContext) -> [PendingAnimator]

  /// The propagation the leaf uses when neither it nor a set sets one (Slide's side
  /// propagation, Explode's circular one); `nil` by default.
  var defaultPropagation: Propagation? { get }
}

extension LeafTransition {
  /// No propagation of its own.
  package var defaultPropagation: Propagation? { nil }
}
