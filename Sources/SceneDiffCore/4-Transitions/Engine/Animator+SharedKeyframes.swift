extension Animator {
  /// Creates an animator whose keyframes are `keyframes` as given, unchecked: the caller's
  /// array is shared, not copied (copy-on-write), so that a leaf whose animators all run
  /// between the same values (Fade's 0 → 1 or 1 → 0) makes the array once rather than one
  /// 240-byte allocation per animator.
  ///
  /// `keyframes` must be what the checking initializer accepts: two or more, the first at 0,
  /// the last at 1, the fractions increasing.
  init(
    target: String,
    transition: String,
    property: AnimatedProperty,
    space: AnimatorSpace,
    sharing keyframes: [Keyframe],
    startMs: Double,
    durationMs: Double,
    timing: TimingCurve
  ) {
    self.target = target
    self.transition = transition
    self.property = property
    self.space = space
    self.keyframes = keyframes
    self.startMs = startMs
    self.durationMs = durationMs
    self.timing = timing
    self.path = nil
  }
}
