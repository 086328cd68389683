/// How a transition staggers its animators' start delays (Android `TransitionPropagation`).
public enum Propagation: Sendable, Hashable {
  /// No propagation (`setPropagation(null)`).
  case none
  /// `CircularPropagation`: delays grow with distance from the epicenter.
  case circular(speed: Float)
  /// `SidePropagation`: delays grow with distance from an edge.
  case side(edge: SlideEdge, speed: Float)
}
