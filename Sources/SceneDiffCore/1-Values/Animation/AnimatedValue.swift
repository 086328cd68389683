/// An animated value.
public enum AnimatedValue: Sendable, Hashable {
  /// A number (alpha, translation, scroll).
  case scalar(Double)
  /// A rectangle (bounds, clip).
  case rect(Rect)
  /// A matrix (image matrix, transform).
  case matrix(Matrix)
  /// A point.
  case point(Point)
}
