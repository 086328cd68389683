/// Options of MDC-Android's `MaterialElevationScale(growing)` (reference §6.4): the screen
/// behind a container transform scales between 1 and 0.85 while it fades.
public struct MaterialElevationScale: TransitionKind {
  /// `com.google.android.material.transition.MaterialElevationScale`.
  public static let descriptor = TransitionDescriptor(
    className: "MaterialElevationScale",
    family: .androidTransition,
    timelineColor: "#625B71"
  )

  /// `growing`; with both edited factors at 0.85 it does not change the numbers.
  public var growing: Bool
  /// The secondary provider, a full-range `FadeProvider`; `nil` for none.
  public var secondary: MaterialProvider?

  /// Creates options: `MaterialElevationScale(growing)`.
  public init(growing: Bool, secondary: MaterialProvider? = .fade(incomingEndThreshold: 1)) {
    self.growing = growing
    self.secondary = secondary
  }

  /// The primary provider: `ScaleProvider(growing)` with `outgoingEndScale` and
  /// `incomingStartScale` 0.85.
  public var primary: MaterialProvider {
    .scale(MaterialScale(incomingStartScale: 0.85, outgoingEndScale: 0.85, growing: growing))
  }
}
