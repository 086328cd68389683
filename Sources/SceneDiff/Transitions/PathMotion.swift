/// How a transition turns a start and end point into a path (Android `PathMotion`).
public enum PathMotion: Sendable, Hashable {
  /// A straight line, Android's default.
  case straight
}
