/// A view-controller transition: the two view controllers' views change places in a container,
/// each with its own ``IOSScreenMotion`` (a custom `UIViewControllerAnimatedTransitioning`,
/// `UINavigationController`'s default push and pop, a modal transition style).
///
/// It plans as a screen change (keys `from:` and `to:`, both screens in one container), not
/// through matched views.
public protocol IOSViewControllerTransition: TransitionKind {
  /// The operation planned.
  var operation: IOSTransitionOperation { get set }

  /// The operations this transition can animate.
  var operations: [IOSTransitionOperation] { get }

  /// The incoming view's motion and the outgoing view's for ``operation``; `nil` for a view
  /// that does not move.
  var motions: (incoming: IOSScreenMotion?, outgoing: IOSScreenMotion?) { get }

  /// Whether the incoming view is drawn above the outgoing one; by default
  /// ``IOSTransitionOperation/incomingOnTop``.
  var incomingOnTop: Bool { get }
}

extension IOSViewControllerTransition {
  /// The operation's order: the incoming view on top for a push or a presentation.
  public var incomingOnTop: Bool { operation.incomingOnTop }
}
