extension SceneTransition {
  /// A ``ChangeBounds`` transition.
  public static func changeBounds(
    durationMs: Int? = nil,
    startDelayMs: Int? = nil,
    resizeClip: Bool = false,
    interpolator: Interpolator? = nil
  ) -> SceneTransition {
    SceneTransition(
      ChangeBounds(resizeClip: resizeClip),
      durationMs: durationMs,
      startDelayMs: startDelayMs,
      interpolator: interpolator
    )
  }

  /// A ``Fade`` transition.
  public static func fade(
    _ mode: VisibilityMode = .both,
    durationMs: Int? = nil,
    startDelayMs: Int? = nil
  ) -> SceneTransition {
    SceneTransition(Fade(mode: mode), durationMs: durationMs, startDelayMs: startDelayMs)
  }

  /// A ``TransitionSet`` of `children`, run together or in sequence.
  public static func set(
    _ ordering: TransitionSet.Ordering,
    _ children: [SceneTransition],
    durationMs: Int? = nil,
    startDelayMs: Int? = nil
  ) -> SceneTransition {
    SceneTransition(
      TransitionSet(ordering: ordering, children: children),
      durationMs: durationMs,
      startDelayMs: startDelayMs
    )
  }
}
