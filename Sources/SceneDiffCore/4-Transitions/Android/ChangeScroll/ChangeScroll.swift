/// Android's `ChangeScroll` (reference §9.5); it has no options of its own.
public struct ChangeScroll: TransitionKind {
  /// Android's `ChangeScroll`.
  public static let descriptor = TransitionDescriptor(
    className: "ChangeScroll",
    family: .androidTransition,
    timelineColor: "#6D4C41"
  )

  /// Creates the transition.
  public init() {}
}
