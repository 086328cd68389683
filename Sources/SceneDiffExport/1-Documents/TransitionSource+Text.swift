import SceneDiffCore

extension TransitionSource {
  /// Which transition ran, in words, as `explain` prints it.
  ///
  /// `res/transition/fade.xml`; `res/transition/fade.xml, picked by the rule at
  /// res/transition/manager.xml:4:5`; `AutoTransition (no transition given)`;
  /// `AutoTransition, the fallback of res/transition/manager.xml: no rule has toScene …`;
  /// `the MotionScene <Transition> at res/xml/scene.xml:3:3, played to its end`.
  public var summary: String {
    switch self {
    case .file(let file): file
    case .managerRule(let transition, let rule): "\(transition), picked by the rule at \(rule)"
    case .autoTransition: "AutoTransition (no transition given)"
    case .motionScene(_, let transition):
      "the MotionScene <Transition> at \(transition), played to its end"
    case .managerFallback(let manager, let reason):
      "AutoTransition, the fallback of \(manager): \(reason)"
    }
  }
}
