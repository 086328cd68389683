extension IOSAnimatedTransitioning {
  /// The cross-dissolve a view-controller transition becomes with Reduce Motion on
  /// (Docs/reduced-motion.md): for its operation, the incoming view fades in from alpha 0 and
  /// the outgoing one fades out to 0, nothing moves, turns or scales; the order of the two
  /// views stays the operation's.
  ///
  /// Timing: a custom animator keeps its own duration, delay and curve (a spring becomes
  /// `curveEaseInOut` over the spring's duration, as on every reduced iOS transition);
  /// `UINavigationController`'s default push and pop and the modal styles keep their
  /// durations (400 ms; `coverVertical` 335 ms) with `curveEaseInOut`, the curve UIKit's own
  /// cross-dissolves use, since their slide curves pace a page that follows a finger. A modal
  /// `crossDissolve` already moves nothing and is returned as it is (`nil` here).
  ///
  /// - Parameter transition: The view-controller transition.
  /// - Returns: The cross-dissolve, or `nil` when `transition` moves nothing already.
  public static func reducingMotion(of transition: any IOSViewControllerTransition)
    -> IOSAnimatedTransitioning?
  {
    let timing: IOSTiming
    switch transition {
    case let custom as IOSAnimatedTransitioning:
      timing = custom.timing.withoutSpring
    case let modal as IOSModalTransition:
      guard modal.style != .crossDissolve else { return nil }
      timing = IOSTiming(durationMs: modal.timing.durationMs)
    default:
      // UINavigationController's push and pop (400 ms), or any other: its longest motion.
      let motions = transition.motions
      timing = IOSTiming(
        durationMs: max(
          motions.incoming?.timing.durationMs ?? 0,
          motions.outgoing?.timing.durationMs ?? 0
        )
      )
    }
    let dissolve = IOSTransitionStates(
      incoming: IOSViewState(alpha: 0),
      outgoing: IOSViewState(alpha: 0)
    )
    return IOSAnimatedTransitioning(
      states: [transition.operation: dissolve],
      timing: timing,
      operation: transition.operation
    )
  }
}
