/// Where a plan's transition came from: a transition file, the rule of a transition manager
/// that picked one, or Android's AutoTransition, by default or as a manager's fallback.
///
/// ``Planner/plan(from:to:transition:)`` takes the transition itself; whoever loaded it sets
/// ``Plan/transitionSource`` so that the plan can say which transition ran and why.
public enum TransitionSource: Sendable, Hashable {
  /// A transition file, named directly (its path as given).
  case file(String)
  /// The transition file `transition` (its path as the rule resolved it), picked by the
  /// transition manager rule written at `rule` (the manager file, line and column).
  case managerRule(transition: String, rule: SourceLocation)
  /// Android's default AutoTransition, because no transition was given
  /// (`TransitionManager.go(scene)`).
  case autoTransition
  /// AutoTransition as a transition manager's fallback: no rule of the manager file `manager`
  /// applies to the pair; `reason` says why, in words (lowercase, no final period).
  case managerFallback(manager: String, reason: String)
  /// A MotionLayout's MotionScene file `file`: its `<Transition>` written at `transition`,
  /// played to its end (`plan LAYOUT --motion-end`).
  case motionScene(file: String, transition: SourceLocation)

  /// The transition file that ran, or `nil` for AutoTransition.
  public var transitionFile: String? {
    switch self {
    case .file(let file): file
    case .managerRule(let transition, _): transition
    case .motionScene(let file, _): file
    case .autoTransition, .managerFallback: nil
    }
  }
}
