extension BezierPath {
  /// The same curves traversed the other way: contours in reverse order, each starting where
  /// it ended and running back through the same segments.
  ///
  /// Lines and curves keep their control points (a cubic's two control points swap places), so
  /// every point of the reversed path lies on the original and the flattened polyline visits
  /// the same points in the opposite order. A closed contour stays closed: it starts at the
  /// same point and runs around the other way.
  func reversed() -> BezierPath {
    var result = BezierPath()
    for contour in contours.reversed() {
      guard case .move(let start)? = contour.first else { continue }
      var segments: [(from: SIMD2<Float>, command: Command)] = []
      var current = start
      var closed = false
      for command in contour.dropFirst() {
        switch command {
        case .move: break
        case .line(let to), .quad(_, let to), .cubic(_, _, let to):
          segments.append((current, command))
          current = to
        case .close: closed = true
        }
      }
      if closed {
        // The closing segment runs from the last point back to the start; reversed, it is the
        // first segment.
        result.moveTo(start.x, start.y)
        if current != start { result.lineTo(current.x, current.y) }
      } else {
        result.moveTo(current.x, current.y)
      }
      for (from, command) in segments.reversed() {
        switch command {
        case .line: result.lineTo(from.x, from.y)
        case .quad(let control, _): result.quadTo(control.x, control.y, from.x, from.y)
        case .cubic(let control1, let control2, _):
          result.cubicTo(control2.x, control2.y, control1.x, control1.y, from.x, from.y)
        case .move, .close: break
        }
      }
      if closed { result.close() }
    }
    return result
  }
}
