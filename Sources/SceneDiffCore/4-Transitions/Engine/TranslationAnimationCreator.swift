/// Android's `TranslationAnimationCreator` (reference §9.8): the translation animators of Slide
/// and Explode.
///
/// Android runs one animator with an X and a Y property; SceneDiff writes them as two
/// animators, `translationX` and `translationY`, with the same timing, and leaves out an axis
/// whose translation does not change (a slide from the left moves only X) — a deliberate
/// difference in the number of animators, not in what is drawn. There is none when the start
/// and end translations are equal on both axes.
enum TranslationAnimationCreator {
  /// The animators moving `target`'s view from `from` to `to` (translations, scene units), one
  /// per axis that changes.
  static func animators(
    _ target: VisibilityTarget,
    transition: String,
    from: Point,
    to: Point
  ) -> [PendingAnimator] {
    guard from != to else { return [] }
    // Slide and Explode: Decelerate(1) while appearing, Accelerate(1) while disappearing,
    // unless the transition (or a set in code) gives an interpolator.
    let interpolator: Interpolator =
      target.appearing ? .decelerate(factor: 1) : .accelerate(factor: 1)
    let axes = [(AnimatedProperty.translationX, from.x, to.x), (.translationY, from.y, to.y)]
    return axes.filter { $0.1 != $0.2 }.map {
      PendingAnimator(
        animator: Animator(
          target: target.key,
          transition: transition,
          property: $0.0,
          space: target.space,
          from: .scalar($0.1),
          to: .scalar($0.2),
          startMs: 0,
          durationMs: PendingAnimator.defaultDurationMs,
          timing: .interpolator(interpolator)
        ),
        presence: target.presence,
        pair: (target.start, target.end)
      )
    }
  }
}
