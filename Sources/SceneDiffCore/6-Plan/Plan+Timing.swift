extension Plan {
  /// The plan with every time scaled by `durationScale` and then shifted by `delayMs`.
  ///
  /// Each animator is ``Animator/retimed(durationScale:delayMs:)``, each view animation
  /// ``ViewAnimationRun/retimed(durationScale:delayMs:)``, and each presence lasts
  /// until `untilMs × durationScale + delayMs`; matches, scenes and values are unchanged. The
  /// retimed plan sampled at `t × durationScale + delayMs` gives the frame this plan gives at
  /// `t` (exactly when the products and sums are exact in `Double`, as with whole-millisecond
  /// times, a power-of-two scale and a whole-millisecond delay).
  /// This is how Android's "Animator duration scale" setting stretches a transition, and how a
  /// plan is delayed to run after something else.
  ///
  /// - Parameters:
  ///   - durationScale: The factor for every start time, duration and presence end; finite and
  ///     not negative.
  ///   - delayMs: Added to every time after scaling; finite, may be negative.
  /// - Returns: The retimed plan, animators in the same order.
  public func retimed(durationScale: Double = 1, delayMs: Double = 0) -> Plan {
    var result = self
    result.animators = animators.map {
      $0.retimed(durationScale: durationScale, delayMs: delayMs)
    }
    result.presences = presences.map { presence in
      var moved = presence
      moved.untilMs = presence.untilMs * durationScale + delayMs
      return moved
    }
    result.viewAnimations = viewAnimations.map {
      $0.retimed(durationScale: durationScale, delayMs: delayMs)
    }
    return result
  }
}
