/// Options of MDC-Android's `MaterialFade()` (reference §6.3): an appearing view fades in over
/// the first 30 % while scaling up from 0.8; a disappearing one fades out.
public struct MaterialFade: TransitionKind {
  /// `com.google.android.material.transition.MaterialFade`.
  public static let descriptor = TransitionDescriptor(
    className: "MaterialFade",
    family: .androidTransition,
    timelineColor: "#B58392"
  )

  /// The secondary provider: `ScaleProvider` from 0.8, appearing views only; `nil` for none.
  public var secondary: MaterialProvider?
  /// The motion theme its durations and interpolators come from.
  public var theme: MaterialMotionTheme

  /// The default secondary provider (`incomingStartScale` 0.8, `scaleOnDisappear` false).
  public static let defaultSecondary = MaterialProvider.scale(
    MaterialScale(incomingStartScale: 0.8, scaleOnDisappear: false)
  )

  /// Creates options: `MaterialFade()` in a Material3 theme.
  public init(
    secondary: MaterialProvider? = MaterialFade.defaultSecondary,
    theme: MaterialMotionTheme = .material3
  ) {
    self.secondary = secondary
    self.theme = theme
  }

  /// The primary provider, `FadeProvider` with `incomingEndThreshold` 0.3.
  public var primary: MaterialProvider { .fade(incomingEndThreshold: 0.3) }
}
