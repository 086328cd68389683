extension SceneTransition {
  /// This transition with a duration in ms (a set passes it to every child, as Android does).
  public func duration(_ milliseconds: Int) -> SceneTransition {
    with { $0.durationMs = milliseconds }
  }

  /// This transition with a start delay in ms.
  public func startDelay(_ milliseconds: Int) -> SceneTransition {
    with { $0.startDelayMs = milliseconds }
  }

  /// This transition with an Android interpolator (a set passes it to every child).
  public func interpolator(_ interpolator: Interpolator) -> SceneTransition {
    with { $0.interpolator = interpolator }
  }

  /// This transition with a timing curve (a set passes it to every child).
  public func curve(_ curve: TimingCurve) -> SceneTransition {
    with { $0.curve = curve }
  }

  /// This transition with a match order (only the root transition's counts).
  public func matchOrder(_ order: [MatchKind]) -> SceneTransition {
    with { $0.matchOrder = order }
  }

  /// This transition with target and exclude rules.
  public func targets(_ rules: TargetRules) -> SceneTransition {
    with { $0.targets = rules }
  }

  /// This transition with a path motion (a set passes it to every child).
  public func pathMotion(_ motion: PathMotion) -> SceneTransition {
    with { $0.pathMotion = motion }
  }

  /// This transition with a propagation (a set passes it to every child).
  public func propagation(_ propagation: Propagation) -> SceneTransition {
    with { $0.propagation = propagation }
  }

  /// This transition with an epicenter (a set passes it to every child).
  public func epicenter(_ epicenter: Epicenter) -> SceneTransition {
    with { $0.epicenter = epicenter }
  }

  private func with(_ change: (inout SceneTransition) -> Void) -> SceneTransition {
    var copy = self
    change(&copy)
    return copy
  }
}

extension TransitionKind {
  /// This kind as a transition with a duration in ms.
  public func duration(_ milliseconds: Int) -> SceneTransition {
    SceneTransition(self).duration(milliseconds)
  }

  /// This kind as a transition with a start delay in ms.
  public func startDelay(_ milliseconds: Int) -> SceneTransition {
    SceneTransition(self).startDelay(milliseconds)
  }

  /// This kind as a transition with an Android interpolator.
  public func interpolator(_ interpolator: Interpolator) -> SceneTransition {
    SceneTransition(self).interpolator(interpolator)
  }

  /// This kind as a transition with a timing curve.
  public func curve(_ curve: TimingCurve) -> SceneTransition {
    SceneTransition(self).curve(curve)
  }

  /// This kind as a transition with target and exclude rules.
  public func targets(_ rules: TargetRules) -> SceneTransition {
    SceneTransition(self).targets(rules)
  }
}
