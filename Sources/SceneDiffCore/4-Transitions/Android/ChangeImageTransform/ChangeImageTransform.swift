/// Android's `ChangeImageTransform` (reference §9.4); it has no options of its own.
public struct ChangeImageTransform: TransitionKind {
  /// Android's `ChangeImageTransform`.
  public static let descriptor = TransitionDescriptor(
    className: "ChangeImageTransform",
    family: .androidTransition,
    timelineColor: "#D81B60"
  )

  /// Creates the transition.
  public init() {}
}
