/// Options of Android's `ChangeBounds`.
public struct ChangeBounds: TransitionKind {
  /// Android's `ChangeBounds`.
  public static let descriptor = TransitionDescriptor(
    className: "ChangeBounds",
    family: .androidTransition,
    timelineColor: "#1E88E5"
  )

  /// Resize through the clip bounds instead of the layout bounds (`android:resizeClip`).
  public var resizeClip: Bool

  /// Creates options; Android's defaults.
  public init(resizeClip: Bool = false) {
    self.resizeClip = resizeClip
  }
}
