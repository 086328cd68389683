/// One step of an interaction script, at a wall-clock time in ms from the start of the first
/// transition (Docs/interaction.md).
///
/// The steps mirror `UIPercentDrivenInteractiveTransition` (`update`, `finish`, `cancel`, and a
/// `release` that decides between the last two) and `UIViewPropertyAnimator` (`pause`,
/// `reverse`, `continue`).
public enum InteractionEvent: Sendable, Hashable {
  /// `update(_:)`: from `atMs` the transition holds at time position `percent × duration`.
  case update(atMs: Double, percent: Double)
  /// The finger lifts: finishes when `percent ≥ threshold` or `velocity ≥ velocityThreshold`
  /// (fractions of the transition per second), otherwise cancels.
  case release(atMs: Double, velocity: Double, threshold: Double, velocityThreshold: Double)
  /// `finish()`: plays the rest forward in `(1 − p) × duration ÷ completionSpeed`.
  case finish(atMs: Double)
  /// `cancel()`: plays back to the start in `p × duration ÷ completionSpeed`.
  case cancel(atMs: Double)
  /// `pauseAnimation()`: holds the current position and values.
  case pause(atMs: Double)
  /// `isReversed.toggle()`: the animation runs (or will run) back the other way.
  case reverse(atMs: Double)
  /// `continueAnimation(withTimingParameters: nil, durationFactor:)`: runs the rest in the
  /// current direction in `durationFactor × duration`.
  case continueAnimation(atMs: Double, durationFactor: Double)

  /// When the step happens, in ms from the start of the first transition.
  public var atMs: Double {
    switch self {
    case .update(let atMs, _), .release(let atMs, _, _, _), .finish(let atMs), .cancel(let atMs),
      .pause(let atMs), .reverse(let atMs), .continueAnimation(let atMs, _):
      atMs
    }
  }

  /// Whether the step ends the interaction (`finish`, `cancel`, `release`).
  public var completes: Bool {
    switch self {
    case .release, .finish, .cancel: true
    default: false
    }
  }
}
