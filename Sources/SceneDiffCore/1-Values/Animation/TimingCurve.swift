/// How elapsed time maps to progress.
public enum TimingCurve: Sendable, Hashable {
  /// An Android interpolator over a fixed duration.
  case interpolator(Interpolator)
}
