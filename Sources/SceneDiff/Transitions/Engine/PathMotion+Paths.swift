extension PathMotion {
  /// `PathMotion.getPath(x0, y0, x1, y1)`: the path a point follows from `start` to `end`.
  func path(from start: Point, to end: Point) -> MotionPath {
    switch self {
    case .straight: .line(from: start, to: end)
    }
  }
}

extension Optional where Wrapped == PathMotion {
  /// The path of an unset path motion: a straight line, Android's default.
  func path(from start: Point, to end: Point) -> MotionPath {
    (self ?? .straight).path(from: start, to: end)
  }
}
