/// `UINavigationController`'s default push and pop (no custom animator): the incoming view
/// slides in from the right edge over the outgoing one, which moves left by ``parallax`` of the
/// width; a pop is the mirror image, the popped view on top.
///
/// Apple publishes none of these numbers (reference platform-transitions.md §6.4). SceneDiff
/// adopts Flutter's Cupertino page transition, a public emulation whose values its authors
/// matched to iOS (§6.3): 400 ms, the page's progress in time along `linearToEaseOut`
/// (0.35, 0.91, 0.33, 0.97) both ways (a pop plays the route backwards on `easeInToLinear`,
/// which is the same curve mirrored), a parallax of one third, and its dimming of the covered
/// page: the route's barrier, black at alpha `0x18`, faded in along `Curves.ease` over the
/// route's animation (out along the same curve as the route's animation runs back on a pop).
/// The edge shadow (a gradient from `0x04000000` to transparent over 5 % of the width, left of
/// the moving page) is not drawn.
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
  /// The dimming's colour: Flutter's `_kCupertinoPageTransitionBarrierColor`, `0x18000000`
  /// (black at 24/255 ≈ 9.4 %), its Cupertino page route's `barrierColor`.
  public static let dimmingColor = "#18000000"
  /// The dimming's pacing on a push: Flutter's `ModalRoute.barrierCurve`, `Curves.ease`,
  /// cubic (0.25, 0.1, 0.25, 1).
  public static let dimmingCurve = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, name: "ease")
  /// The dimming's pacing on a pop: the route's animation runs from 1 back to 0 through
  /// `Curves.ease`, so the alpha at time fraction τ is `ease(1 − τ)`, an animator from 1 to 0
  /// along the mirrored curve, cubic (1 − 0.25, 1 − 1, 1 − 0.25, 1 − 0.1) = (0.75, 0, 0.75, 0.9).
  public static let dimmingPopCurve = CubicBezier(
    x1: 0.75,
    y1: 0,
    x2: 0.75,
    y2: 0.9,
    name: "ease (reversed)"
  )

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
  /// (popped) view from 0 to 100 %, the incoming one from −⅓ to 0. The view on top (pushed or
  /// popped) carries the ``IOSDimming`` of the covered one: 0 → 1 on a push along
  /// ``dimmingCurve``, 1 → 0 on a pop along ``dimmingPopCurve``.
  public var motions: (incoming: IOSScreenMotion?, outgoing: IOSScreenMotion?) {
    let name = Self.descriptor.className
    let right = IOSViewState(translationX: IOSLength(fraction: 1))
    let left = IOSViewState(translationX: IOSLength(fraction: -Self.parallax))
    let isPop = operation == .pop || operation == .dismiss
    var incoming = IOSScreenMotion(
      from: isPop ? left : right,
      to: .identity,
      timing: timing,
      className: name
    )
    var outgoing = IOSScreenMotion(
      from: .identity,
      to: isPop ? right : left,
      timing: timing,
      className: name
    )
    // The dimming lies beneath the page that moves on top: the pushed one, or the popped one.
    if isPop {
      outgoing.dimming = IOSDimming(
        from: 1,
        to: 0,
        curve: Self.dimmingPopCurve.map { .cubicBezier($0) } ?? .cubicBezier(.linear)
      )
    } else {
      incoming.dimming = IOSDimming(
        from: 0,
        to: 1,
        curve: Self.dimmingCurve.map { .cubicBezier($0) } ?? .cubicBezier(.linear)
      )
    }
    return (incoming, outgoing)
  }
}
