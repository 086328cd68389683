/// How a transition staggers its animators' start delays (Android `TransitionPropagation`).
public enum Propagation: Sendable, Hashable {
  /// No propagation (`setPropagation(null)`).
  case none
  /// `CircularPropagation`: delays grow with distance from the epicenter.
  ///
  /// `speed` is Android's `propagationSpeed` (default 3); 0, which Android rejects, gives no
  /// delays.
  case circular(speed: Float)
  /// `SidePropagation`: delays grow with distance from an edge.
  ///
  /// `speed` is Android's `propagationSpeed` (default 3); 0 gives no delays.
  case side(edge: SlideEdge, speed: Float)
}
