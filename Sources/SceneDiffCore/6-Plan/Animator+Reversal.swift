extension Animator {
  /// The animator played backwards inside a transition that lasts `totalDurationMs`.
  ///
  /// Keyframes are taken in reverse order at mirrored fractions (`1 − fraction`), so the values
  /// run from ``to`` back to ``from``, each keyframe's own timing moving to the keyframe that now
  /// ends its interval, reversed; the timing curve is ``TimingCurve/reversed()`` (the
  /// mirrored interpolator `1 − f(1 − t)`); a path is traversed backwards; the start time is
  /// mirrored about the transition, `totalDurationMs − endMs`, and the duration kept. At
  /// `totalDurationMs − t` the reversed animator shows the value this one shows at `t`, up to
  /// the rounding of Android's evaluators, which now start from the other end (see
  /// ``Plan/reversed()``).
  ///
  /// - Parameter totalDurationMs: The length of the transition it belongs to, usually its
  ///   plan's ``Plan/totalDurationMs``.
  /// - Returns: The reversed animator; target, property and space are unchanged.
  public func reversed(totalDurationMs: Double) -> Animator {
    var result = self
    // A keyframe's timing eases the interval ending at it; backwards that interval ends at the
    // keyframe before it, and runs mirrored.
    result.keyframes = keyframes.indices.reversed().map { i in
      Keyframe(
        fraction: 1 - keyframes[i].fraction,
        value: keyframes[i].value,
        timing: i + 1 < keyframes.count ? keyframes[i + 1].timing?.reversed() : nil
      )
    }
    result.startMs = totalDurationMs - endMs
    result.timing = timing.reversed()
    result.path = path?.reversed()
    return result
  }
}
