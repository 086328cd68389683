extension BezierPath.Command {
  /// Every point the command names: its end point and its control points.
  package var points: [SIMD2<Float>] {
    switch self {
    case .move(let to), .line(let to): [to]
    case .quad(let control, let to): [control, to]
    case .cubic(let control1, let control2, let to): [control1, control2, to]
    case .close: []
    }
  }
}
