/// Options of Android's `Fade`.
public struct Fade: TransitionKind {
  /// Android's `Fade`.
  public static let descriptor = TransitionDescriptor(
    className: "Fade",
    family: .androidTransition,
    timelineColor: "#F4511E"
  )

  /// Which visibility changes it animates.
  public var mode: VisibilityMode

  /// Creates options; by default it fades both in and out.
  public init(mode: VisibilityMode = .both) {
    self.mode = mode
  }
}
