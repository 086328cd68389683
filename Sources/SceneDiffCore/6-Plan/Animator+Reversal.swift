extension Animator {
  /// The animator played backwards inside a transition that lasts `totalDurationMs`.
  ///
  /// Keyframes are taken in reverse order at mirrored fractions (`1 − fraction`), so the values
  /// run from ``to`` back to ``from``; the timing curve is ``TimingCurve/reversed()`` (the
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
    result.keyframes = keyframes.reversed().map {
      Keyframe(fraction: 1 - $0.fraction, value: $0.value)
    }
    result.startMs = totalDurationMs - endMs
    result.timing = timing.reversed()
    result.path = path?.reversed()
    return result
  }
}
