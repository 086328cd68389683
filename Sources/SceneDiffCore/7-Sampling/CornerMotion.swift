/// How ChangeBounds moves a rectangle's corners (``AnimatorPath`` as the bounds evaluator reads
/// it), over any kind of path.
enum CornerMotion<Path: PointAlongPath> {
  /// The whole rectangle moves with its top-left corner along the path.
  case move(Path)
  /// Each corner with a path follows it; the others that change move in a straight line.
  case corners(topLeft: Path?, bottomRight: Path?)
  /// No path: each corner that changes moves in a straight line (a pure move keeps the size).
  case straight
}

extension CornerMotion: Sendable where Path: Sendable {}

extension CornerMotion<MotionPath> {
  /// The corner motion of a bounds animator's `path` (a `translation` path does not move
  /// corners).
  init(_ path: AnimatorPath?) {
    switch path {
    case .move(let p)?: self = .move(p)
    case .corners(let topLeft, let bottomRight)?:
      self = .corners(topLeft: topLeft, bottomRight: bottomRight)
    case .translation?, nil: self = .straight
    }
  }
}

extension CornerMotion<StraightMotion> {
  /// `path`'s corner motion as plain numbers, or `nil` when one of its paths is not a straight
  /// segment (``StraightMotion/init(_:)``).
  init?(straight path: AnimatorPath?) {
    switch path {
    case .move(let p)?:
      guard let line = StraightMotion(p) else { return nil }
      self = .move(line)
    case .corners(let topLeft, let bottomRight)?:
      let tl = topLeft.map(StraightMotion.init)
      let br = bottomRight.map(StraightMotion.init)
      // A path that is there but not straight.
      if case .some(nil) = tl { return nil }
      if case .some(nil) = br { return nil }
      self = .corners(topLeft: tl ?? nil, bottomRight: br ?? nil)
    case .translation?, nil: self = .straight
    }
  }
}
