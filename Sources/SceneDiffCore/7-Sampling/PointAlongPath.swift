/// A path a point moves along by fraction of its length, as ChangeBounds' corners follow
/// their motion paths (``MotionPath/point(atFraction:)``).
protocol PointAlongPath {
  /// The position at a fraction of the path's length.
  func point(atFraction f: Double) -> Point
}
