/// `UINavigationController`'s default push and pop (no custom animator): the incoming view
/// slides in from the right edge over the outgoing one, which moves left by ``parallax`` of the
/// width; a pop is the mirror image, the popped view on top.
///
/// Apple publishes none of these numbers (reference platform-transitions.md §6.4). SceneDiff
/// adopts Flutter's Cupertino page transition, a public emulation whose values its authors
/// matched to iOS (§6.3): 400 ms, the page's progress in time along `linearToEaseOut`
/// (0.35, 0.91, 0.33, 0.97) both ways (a pop plays the route backwards on `easeInToLinear`,
/// which is the same curve mirrored), a parallax of one third. The dimming of the covered page
/// and the edge shadow are not drawn.
public struct IOSNavigationTransition: IOSViewControllerTransition {
  /// The descriptor: class name `UINavigationController`.
  public static let descriptor = TransitionDescriptor(
    className: "UINavigationController",
    family: .iosTransition,
    timelineColor: "#5AC8FA"
  )

  /// The duration of a push or pop in ms: 400 (Flutter's Cupertino page route).
  public static let durationMs = 400.0
  /// The pacing: Flutter's `Curves.linearToEaseOut`, cubic (0.35, 0.91, 0.33, 0.97).
  public static let curve = CubicBezier(
    x1: 0.35,
    y1: 0.91,
    x2: 0.33,
    y2: 0.97,
    name: "linearToEaseOut"
  )
  /// How far the covered view moves, as a fraction of the container's width: one third.
  public static let parallax = 1.0 / 3

  /// The operation: `push` or `pop`.
  public var operation: IOSTransitionOperation

  /// A default navigation transition.
  ///
  /// - Parameter operation: `.push` or `.pop` (a presentation plans as a push, a dismissal as
  ///   a pop).
  public init(operation: IOSTransitionOperation = .push) {
    self.operation = operation
  }

  /// Push and pop.
  public var operations: [IOSTransitionOperation] { [.push, .pop] }

  /// The timing: 400 ms along `linearToEaseOut`.
  public var timing: IOSTiming {
    IOSTiming(
      durationMs: Self.durationMs,
      curve: Self.curve.map { .cubicBezier($0) } ?? .cubicBezier(.easeOut)
    )
  }

  /// The motions of the operation, as `translationX` in fractions of the width.
  ///
  /// Push: the incoming view from 100 % to 0, the outgoing one from 0 to −⅓. Pop: the outgoing
  /// (popped) view from 0 to 100 %, the incoming one from −⅓ to 0.
  public var motions: (incoming: IOSScreenMotion?, outgoing: IOSScreenMotion?) {
    let name = Self.descriptor.className
    let right = IOSViewState(translationX: IOSLength(fraction: 1))
    let left = IOSViewState(translationX: IOSLength(fraction: -Self.parallax))
    let isPop = operation == .pop || operation == .dismiss
    return (
      IOSScreenMotion(from: isPop ? left : right, to: .identity, timing: timing, className: name),
      IOSScreenMotion(from: .identity, to: isPop ? right : left, timing: timing, className: name)
    )
  }
}
