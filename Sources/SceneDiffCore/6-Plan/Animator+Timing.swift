extension Animator {
  /// The animator with its times scaled and shifted: it starts at
  /// `startMs × durationScale + delayMs` and runs for `durationMs × durationScale`.
  ///
  /// `durationScale` is what Android's developer setting "Animator duration scale" applies to
  /// every animator's duration and delay (reference §11.1): 2 plays everything half as fast, 0
  /// ends every animator as soon as it starts. Values, keyframes, timing curve and path are
  /// unchanged (a spring, which maps elapsed time rather than the animator's fraction, is
  /// slowed by the same factor: stiffness ÷ s², damping ÷ s, velocity ÷ s), so the retimed animator at
  /// `t × durationScale + delayMs` shows what this one shows at `t`. The products are kept exact; Android keeps a scaled duration in whole
  /// milliseconds (`ValueAnimator.getScaledDuration` truncates), so with a fractional scale a
  /// device's times can be up to 1 ms shorter.
  ///
  /// - Parameters:
  ///   - durationScale: The factor for start times and durations; finite and not negative.
  ///   - delayMs: Added to the start time after scaling; finite, may be negative.
  /// - Returns: The retimed animator.
  public func retimed(durationScale: Double = 1, delayMs: Double = 0) -> Animator {
    precondition(
      durationScale.isFinite && durationScale >= 0,
      "durationScale must be finite and not negative"
    )
    precondition(delayMs.isFinite, "delayMs must be finite")
    var result = self
    result.startMs = startMs * durationScale + delayMs
    result.durationMs = durationMs * durationScale
    // A spring maps elapsed time to progress: it is slowed with the animator.
    result.timing = timing.stretched(by: durationScale)
    result.keyframes = keyframes.map { keyframe in
      var stretched = keyframe
      stretched.timing = keyframe.timing?.stretched(by: durationScale)
      return stretched
    }
    return result
  }
}
