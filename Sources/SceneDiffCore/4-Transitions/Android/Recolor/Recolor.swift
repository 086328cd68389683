/// The platform's hidden `Recolor` (reference §9.11); it has no options of its own.
public struct Recolor: TransitionKind {
  /// Android's `Recolor`.
  public static let descriptor = TransitionDescriptor(
    className: "Recolor",
    family: .androidTransition,
    timelineColor: "#FDD835"
  )

  /// Creates the transition.
  public init() {}
}
