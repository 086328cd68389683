/// A value at a fraction of an animator's progress, and how the interval leading up to it is
/// timed.
///
/// Keyframes follow Android's `android.animation.Keyframe`/`KeyframeSet`: the animator's
/// ``Animator/timing`` turns elapsed time into progress, progress picks the interval between
/// two keyframes, and a keyframe's own ``timing``, when set, eases the interval that **ends**
/// at it (Android's `Keyframe.setInterpolator`). `Docs/interpolators.md` §10 gives the exact
/// rule, including progress outside [0, 1].
public struct Keyframe: Sendable, Hashable {
  /// Progress, 0 at the start and 1 at the end.
  public var fraction: Double
  /// The value there.
  public var value: AnimatedValue
  /// The timing of the interval from the previous keyframe to this one, or `nil` for linear.
  ///
  /// It maps the fraction of the interval to the fraction of the value change. A spring here
  /// runs over the interval's share of the animator's duration, `(fraction − previous
  /// fraction) × durationMs`. Ignored on the first keyframe.
  public var timing: TimingCurve?

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - fraction: Progress, 0 at the start and 1 at the end.
  ///   - value: The value there.
  ///   - timing: The timing of the interval that ends here, or `nil` for linear.
  public init(fraction: Double, value: AnimatedValue, timing: TimingCurve? = nil) {
    self.fraction = fraction
    self.value = value
    self.timing = timing
  }
}
