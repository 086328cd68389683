extension Plan {
  /// The plan as a device with Android's animator duration scale set to `scale` plays it.
  ///
  /// `ValueAnimator` multiplies every duration and start delay by the scale (developer option
  /// "Animator duration scale"; "Remove animations" sets it to 0), so every animator of this
  /// plan — Transition-framework, Material and `res/animator` — starts at `startMs × scale` and
  /// runs for `durationMs × scale`, and a view kept drawn while it disappears goes when its
  /// animator ends. At 0 every animator is at its end value from the first frame: a duration of
  /// 0 is progress 1 (reference transition-framework.md §11.2).
  ///
  /// View animations (`res/anim`, ``viewAnimations``) keep their times, with the animators
  /// that list them and the presences of the views they animate:
  /// `android.view.animation.Animation` reads no duration scale. This differs from
  /// ``retimed(durationScale:delayMs:)``, which scales every time in the plan.
  ///
  /// - Parameter scale: The animator duration scale; finite and not negative (1 leaves the
  ///   plan unchanged).
  /// - Returns: The plan with its animators' times scaled.
  public func withAnimatorDurationScale(_ scale: Double) -> Plan {
    precondition(scale.isFinite && scale >= 0, "scale must be finite and not negative")
    let viewAnimated = Set(viewAnimations.map(\.target))
    let listed = Set(viewAnimations.flatMap(\.animators))
    var result = self
    result.animatorDurationScale = scale
    result.animators = animators.map { animator in
      listed.contains(animator) ? animator : animator.retimed(durationScale: scale)
    }
    result.presences = presences.map { presence in
      guard !viewAnimated.contains(presence.key) else { return presence }
      var scaled = presence
      scaled.untilMs = presence.untilMs * scale
      return scaled
    }
    return result
  }
}
