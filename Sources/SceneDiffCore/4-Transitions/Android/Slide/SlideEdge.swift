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
