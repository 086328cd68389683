extension PathInterpolator {
  /// The curve mirrored through its centre, `1 − f(1 − t)`: the path from (0, 0) to (1, 1)
  /// rotated half a turn about (0.5, 0.5) and traversed the other way.
  ///
  /// Built as Android would build the mirrored curve: a quadratic or cubic gets the mirrored
  /// control points (`(x1, y1, x2, y2)` becomes `(1 − x2, 1 − y2, 1 − x1, 1 − y1)`), path data
  /// gets the mirrored path, and either is flattened again with tolerance 0.002. Mirroring one of
  /// the four named platform curves twice gives that curve back, name included.
  func reversed() -> PathInterpolator {
    for platform in PathInterpolator.platformCurves where platform.mirroredSource == source {
      return platform
    }
    if let mirrored = mirroredSource,
      let curve = try? PathInterpolator(
        path: PathInterpolator.path(for: mirrored),
        source: mirrored
      )
    {
      return curve
    }
    return PathInterpolator(mirroringVerticesOf: self)
  }

  /// The four named platform curves.
  private static let platformCurves: [PathInterpolator] = [
    Interpolator.fastOutSlowIn, Interpolator.linearOutSlowIn, Interpolator.fastOutLinearIn,
    Interpolator.fastOutExtraSlowIn,
  ].compactMap { curve in
    if case .path(let path) = curve { return path }
    return nil
  }

  /// What the mirrored curve is built from (`nil` if the path data no longer parses).
  private var mirroredSource: Source? {
    switch source {
    case .quadratic(let x1, let y1):
      return .quadratic(controlX1: 1 - x1, controlY1: 1 - y1)
    case .cubic(let x1, let y1, let x2, let y2):
      return .cubic(controlX1: 1 - x2, controlY1: 1 - y2, controlX2: 1 - x1, controlY2: 1 - y1)
    case .pathData(let data):
      guard let path = try? BezierPath(svgPathData: data) else { return nil }
      return .pathData(PathInterpolator.mirrored(path).svgPathData)
    }
  }

  /// A path rotated half a turn about (0.5, 0.5) and reversed.
  static func mirrored(_ path: BezierPath) -> BezierPath {
    let halfTurn = PathTransform(scaleX: -1, skewX: 0, transX: 1, skewY: 0, scaleY: -1, transY: 1)
    return path.applying(halfTurn).reversed()
  }

  /// The exact mirror of another curve's flattened polyline, kept as path data through its
  /// vertices (the fallback when the mirrored source does not flatten to a valid curve).
  private init(mirroringVerticesOf other: PathInterpolator) {
    let xs = other.xs.reversed().map { 1 - $0 }
    let ys = other.ys.reversed().map { 1 - $0 }
    var path = BezierPath()
    for (x, y) in zip(xs, ys) {
      if path.isEmpty { path.moveTo(x, y) } else { path.lineTo(x, y) }
    }
    self.source = .pathData(path.svgPathData)
    self.name = nil
    self.xs = xs
    self.ys = ys
  }
}
