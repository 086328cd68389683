/// Options of Android's `Slide` (reference §9.8).
public struct Slide: TransitionKind {
  /// Android's `Slide`.
  public static let descriptor = TransitionDescriptor(
    className: "Slide",
    family: .androidTransition,
    timelineColor: "#43A047"
  )

  /// The edge views slide from and to (`android:slideEdge`).
  public var edge: SlideEdge
  /// Which visibility changes it animates (`android:transitionVisibilityMode`).
  public var mode: VisibilityMode

  /// Creates options; Android's defaults (bottom edge, in and out).
  public init(edge: SlideEdge = .bottom, mode: VisibilityMode = .both) {
    self.edge = edge
    self.mode = mode
  }
}
