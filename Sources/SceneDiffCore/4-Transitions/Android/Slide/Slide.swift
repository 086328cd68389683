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

/// A scene edge (`Gravity` values of `Slide.setSlideEdge` and `SidePropagation.setSide`).
public enum SlideEdge: String, Sendable, Hashable, CaseIterable {
  /// `Gravity.LEFT`.
  case left
  /// `Gravity.TOP`.
  case top
  /// `Gravity.RIGHT`.
  case right
  /// `Gravity.BOTTOM`.
  case bottom
  /// `Gravity.START`: left, or right in a right-to-left scene.
  case start
  /// `Gravity.END`: right, or left in a right-to-left scene.
  case end
}
