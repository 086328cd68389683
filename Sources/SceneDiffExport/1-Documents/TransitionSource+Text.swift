import SceneDiffCore

extension TransitionSource {
  /// Which transition ran, in words, as `explain` prints it.
  ///
  /// `res/transition/fade.xml`; `res/transition/fade.xml, picked by the rule at
  /// res/transition/manager.xml:4:5`; `AutoTransition (no transition given)`;
  /// `AutoTransition, the fallback of res/transition/manager.xml: no rule has toScene …`.
  public var summary: String {
    switch self {
    case .file(let file): file
    case .managerRule(let transition, let rule): "\(transition), picked by the rule at \(rule)"
    case .autoTransition: "AutoTransition (no transition given)"
    case .managerFallback(let manager, let reason):
      "AutoTransition, the fallback of \(manager): \(reason)"
    }
  }
}
