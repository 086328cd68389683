/// How elapsed time maps to progress: an Android interpolator, a cubic Bézier or a spring.
///
/// Progress is 0 at the start and 1 at the end of the from → to change (keyframes then split
/// it, see ``Keyframe``); it may leave [0, 1] (overshoot). The first two kinds are functions of
/// the elapsed **fraction** of the animator's duration; a spring is a function of elapsed
/// **time** and ignores the duration, which only says when the animator ends.
public enum TimingCurve: Sendable, Hashable {
  /// An Android interpolator over a fixed duration, evaluated exactly as Android does (32-bit
  /// `Float`, see ``Interpolator/value(at:)``).
  case interpolator(Interpolator)
  /// A cubic-Bézier timing function over a fixed duration (Core Animation, UIKit, CSS),
  /// evaluated in `Double` with Chromium's solver (see ``CubicBezier/value(at:)``).
  ///
  /// Held in a box (`indirect`), as ``spring(_:)``: inline, the curve's 48 bytes made every
  /// timing curve, and every ``Animator`` and ``Keyframe``, that much larger, where an
  /// interpolator takes 9.
  indirect case cubicBezier(CubicBezier)
  /// A spring: progress is ``SpringCurve/value(atSeconds:)`` of the elapsed time in seconds,
  /// whatever the duration.
  ///
  /// The animator's `durationMs` is when the spring is cut off: from then on the view holds
  /// the end value (Core Animation likewise ends a `CASpringAnimation` at its `duration`, and
  /// UIKit callers pass the spring's settling time). Give a spring a duration long enough for
  /// it to settle, or the value jumps by the remaining `1 − p(duration)` at the end.
  ///
  /// Held in a box (`indirect`), as ``cubicBezier(_:)``.
  indirect case spring(SpringCurve)

  /// The progress `elapsedMs` into a run of `durationMs`.
  ///
  /// An interpolator gets `Float(elapsedMs / durationMs)`, exactly the fraction Android's
  /// `ValueAnimator` computes, and its `Float` result is widened; a cubic Bézier gets
  /// `elapsedMs / durationMs`; a spring gets `elapsedMs / 1000` seconds and ignores the
  /// duration.
  ///
  /// - Parameters:
  ///   - elapsedMs: Time since the start, in ms.
  ///   - durationMs: The run's duration, in ms.
  /// - Returns: The progress.
  public func progress(elapsedMs: Double, durationMs: Double) -> Double {
    switch self {
    case .interpolator(let interpolator):
      Double(interpolator.value(at: Float(elapsedMs / durationMs)))
    case .cubicBezier(let curve):
      curve.value(at: elapsedMs / durationMs)
    case .spring(let spring):
      spring.value(atSeconds: elapsedMs / 1000)
    }
  }

  /// The progress at `fraction` of a run of `durationMs` (a keyframe interval, or sampling at a
  /// fraction of an animator).
  ///
  /// An interpolator gets `Float(fraction)`; a cubic Bézier gets `fraction`; a spring gets
  /// `fraction × durationMs / 1000` seconds.
  ///
  /// - Parameters:
  ///   - fraction: The elapsed fraction of the run, normally in [0, 1].
  ///   - durationMs: The run's duration, in ms (used by springs only).
  /// - Returns: The progress.
  public func progress(atFraction fraction: Double, durationMs: Double) -> Double {
    switch self {
    case .interpolator(let interpolator):
      Double(interpolator.value(at: Float(fraction)))
    case .cubicBezier(let curve):
      curve.value(at: fraction)
    case .spring(let spring):
      spring.value(atSeconds: fraction * durationMs / 1000)
    }
  }
}
