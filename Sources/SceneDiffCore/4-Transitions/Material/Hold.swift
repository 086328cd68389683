/// Options of MDC-Android's `Hold()` (reference §6.5): keeps disappearing views drawn, unchanged,
/// for the transition's duration (set it to the paired container transform's).
public struct Hold: TransitionKind {
  /// `com.google.android.material.transition.Hold`.
  public static let descriptor = TransitionDescriptor(
    className: "Hold",
    family: .androidTransition,
    timelineColor: "#79747E"
  )

  /// Creates options.
  public init() {}
}
