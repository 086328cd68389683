/// Options of Android's `Slide` (reference §9.8).
public struct Slide: Sendable, Hashable {
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
