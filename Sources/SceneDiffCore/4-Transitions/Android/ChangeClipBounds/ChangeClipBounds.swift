/// Android's `ChangeClipBounds` (reference §9.3); it has no options of its own.
public struct ChangeClipBounds: TransitionKind {
  /// Android's `ChangeClipBounds`.
  public static let descriptor = TransitionDescriptor(
    className: "ChangeClipBounds",
    family: .androidTransition,
    timelineColor: "#00897B"
  )

  /// Creates the transition.
  public init() {}
}
