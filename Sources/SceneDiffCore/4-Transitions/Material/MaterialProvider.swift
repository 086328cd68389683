/// One of MDC-Android's `VisibilityAnimatorProvider`s (reference §5): what a Material pattern
/// does to each appearing and disappearing view.
///
/// A pattern plays a primary provider and an optional secondary one together, over the whole
/// transition; sequencing is done with progress thresholds on the eased progress.
public enum MaterialProvider: Sendable, Hashable {
  /// `FadeProvider`: an appearing view fades in over progress [0, `incomingEndThreshold`], a
  /// disappearing one out over [0, 1].
  case fade(incomingEndThreshold: Double)
  /// `FadeThroughProvider`: a disappearing view fades out over [0, `threshold`], an appearing
  /// one in over [`threshold`, 1] (default threshold 0.35).
  case fadeThrough(threshold: Double)
  /// `ScaleProvider`.
  case scale(MaterialScale)
  /// `SlideDistanceProvider`: a translation of `distanceDp` (default 30 dp, rounded to whole
  /// pixels) towards or from `edge`.
  case slideDistance(edge: SlideEdge, distanceDp: Double)

  /// `FadeThroughProvider.FADE_THROUGH_THRESHOLD`.
  public static let fadeThroughThreshold = 0.35
  /// `R.dimen.mtrl_transition_shared_axis_slide_distance`, in dp.
  public static let slideDistanceDp = 30.0
}
