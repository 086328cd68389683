/// Options of Android's `ChangeTransform` (reference §9.2).
public struct ChangeTransform: TransitionKind {
  /// Android's `ChangeTransform`.
  public static let descriptor = TransitionDescriptor(
    className: "ChangeTransform",
    family: .androidTransition,
    timelineColor: "#8E24AA"
  )

  /// Handle a change of parent (`android:reparent`).
  public var reparent: Bool
  /// Draw a reparented view in the root overlay (`android:reparentWithOverlay`).
  public var reparentWithOverlay: Bool

  /// Creates options; Android's defaults.
  public init(reparent: Bool = true, reparentWithOverlay: Bool = true) {
    self.reparent = reparent
    self.reparentWithOverlay = reparentWithOverlay
  }
}
