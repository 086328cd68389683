extension Sampler {
  /// The corner motion of a bounds animator whose rectangle's corners move on straight lines
  /// (``CornerMotion``), kept in 33 bytes in its ``MoveRecord``.
  ///
  /// ChangeBounds gives a view whose size changes a path for each corner that moves, and one
  /// that only moves a path for the whole rectangle: such a record was not fast, and every
  /// frame that moved the view read its whole ``AnimatorRecord`` and its corner motion from
  /// two more arrays (every ChangeBounds record of the benchmark's pairs). A path that is not a
  /// straight line is not kept here.
  enum MovePath: Sendable {
    /// No path: each corner moves on a straight line (``CornerMotion/straight``).
    case straight
    /// The whole rectangle moves with its top-left corner along the path (``CornerMotion/move(_:)``).
    case move(StraightMotion)
    /// Only the top-left corner has a path (``CornerMotion/corners(topLeft:bottomRight:)``).
    case topLeft(StraightMotion)
    /// Only the bottom-right corner has a path (``CornerMotion/corners(topLeft:bottomRight:)``).
    case bottomRight(StraightMotion)
    /// Both corners have a path (``CornerMotion/corners(topLeft:bottomRight:)``).
    case corners(topLeft: StraightMotion, bottomRight: StraightMotion)

    /// The path of `motion`, or `nil` for corners given with neither path.
    init?(_ motion: CornerMotion<StraightMotion>) {
      switch motion {
      case .straight: self = .straight
      case .move(let path): self = .move(path)
      case .corners(let topLeft?, nil): self = .topLeft(topLeft)
      case .corners(nil, let bottomRight?): self = .bottomRight(bottomRight)
      case .corners(let topLeft?, let bottomRight?):
        self = .corners(topLeft: topLeft, bottomRight: bottomRight)
      case .corners(nil, nil): return nil
      }
    }

    /// The corner motion this path stands for: the one it was made from.
    @inline(__always)
    var motion: CornerMotion<StraightMotion> {
      switch self {
      case .straight: .straight
      case .move(let path): .move(path)
      case .topLeft(let path): .corners(topLeft: path, bottomRight: nil)
      case .bottomRight(let path): .corners(topLeft: nil, bottomRight: path)
      case .corners(let topLeft, let bottomRight):
        .corners(topLeft: topLeft, bottomRight: bottomRight)
      }
    }
  }
}
