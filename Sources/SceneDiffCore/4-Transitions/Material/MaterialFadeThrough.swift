/// Options of MDC-Android's `MaterialFadeThrough()` (reference §6.2): the outgoing views fade
/// out over the first 35 % of the progress, then the incoming ones fade in while scaling up
/// from 0.92.
public struct MaterialFadeThrough: TransitionKind {
  /// `com.google.android.material.transition.MaterialFadeThrough`.
  public static let descriptor = TransitionDescriptor(
    className: "MaterialFadeThrough",
    family: .androidTransition,
    timelineColor: "#7D5260"
  )

  /// The secondary provider: `ScaleProvider` from 0.92, appearing views only; `nil` for none.
  public var secondary: MaterialProvider?
  /// The motion theme its duration and interpolator come from.
  public var theme: MaterialMotionTheme

  /// The default secondary provider (`incomingStartScale` 0.92, `scaleOnDisappear` false).
  public static let defaultSecondary = MaterialProvider.scale(
    MaterialScale(incomingStartScale: 0.92, scaleOnDisappear: false)
  )

  /// Creates options: `MaterialFadeThrough()` in a Material3 theme.
  public init(
    secondary: MaterialProvider? = MaterialFadeThrough.defaultSecondary,
    theme: MaterialMotionTheme = .material3
  ) {
    self.secondary = secondary
    self.theme = theme
  }

  /// The primary provider, `FadeThroughProvider` (threshold 0.35).
  public var primary: MaterialProvider {
    .fadeThrough(threshold: MaterialProvider.fadeThroughThreshold)
  }
}
