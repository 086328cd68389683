/// Options of Android's `Explode` (reference §9.9).
public struct Explode: TransitionKind {
  /// Android's `Explode`.
  public static let descriptor = TransitionDescriptor(
    className: "Explode",
    family: .androidTransition,
    timelineColor: "#E53935"
  )

  /// Which visibility changes it animates (`android:transitionVisibilityMode`).
  public var mode: VisibilityMode

  /// Creates options; by default it animates both.
  public init(mode: VisibilityMode = .both) {
    self.mode = mode
  }
}
