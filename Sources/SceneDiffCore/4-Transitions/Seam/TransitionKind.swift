/// One kind of transition, with its own options: a leaf such as ``ChangeBounds`` or ``Fade``,
/// or a ``TransitionSet`` of further transitions.
///
/// A ``SceneTransition`` holds one kind together with the configuration every transition shares
/// (duration, delay, curve, targets). Every kind SceneDiff knows is listed once, by its
/// ``TransitionDescriptor``, in the registry that the planner, the file readers, `explain` and
/// the previews consult; descriptors are made only inside SceneDiff, so the set of kinds is
/// SceneDiff's own.
public protocol TransitionKind: Sendable, Hashable {
  /// What SceneDiff knows about this kind: its class name, where it comes from, its colour.
  static var descriptor: TransitionDescriptor { get }

  /// The class name plans print (`ChangeBounds`); by default the descriptor's.
  var className: String { get }
}

extension TransitionKind {
  /// The descriptor's class name.
  public var className: String { Self.descriptor.className }
}
