extension BezierPath {
  /// The path with every point mapped by `transform` (Android's `Path.transform(matrix, dst)`).
  ///
  /// Verbs are kept; every point (move, line, control and end points) is mapped in `Float`.
  func applying(_ transform: PathTransform) -> BezierPath {
    var result = BezierPath()
    for command in commands {
      switch command {
      case .move(let p):
        let q = transform.map(p)
        result.moveTo(q.x, q.y)
      case .line(let p):
        let q = transform.map(p)
        result.lineTo(q.x, q.y)
      case .quad(let c, let p):
        let (d, q) = (transform.map(c), transform.map(p))
        result.quadTo(d.x, d.y, q.x, q.y)
      case .cubic(let c1, let c2, let p):
        let (d1, d2, q) = (transform.map(c1), transform.map(c2), transform.map(p))
        result.cubicTo(d1.x, d1.y, d2.x, d2.y, q.x, q.y)
      case .close:
        result.close()
      }
    }
    return result
  }

  /// The path with every point mapped by an affine ``Matrix``, narrowed to `Float`.
  func applying(_ matrix: Matrix) -> BezierPath {
    applying(PathTransform(matrix))
  }

  /// The commands of each contour: a contour starts at each move.
  var contours: [[Command]] {
    var result: [[Command]] = []
    for command in commands {
      if case .move = command {
        result.append([command])
      } else if result.isEmpty {
        result.append([command])
      } else {
        result[result.count - 1].append(command)
      }
    }
    return result
  }
}
