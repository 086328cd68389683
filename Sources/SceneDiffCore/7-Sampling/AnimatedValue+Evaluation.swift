extension AnimatedValue {
  /// The value of a running animator at an interpolated fraction, with Android's evaluators
  /// (reference §11.3) and ChangeBounds' rounding (§9.1).
  ///
  /// - `bounds`: corners move along their paths by arc length; each written coordinate is
  ///   rounded with Java `Math.round` on the pixel grid; a pure move keeps the width and height.
  /// - `clipBounds`: Android's `RectEvaluator`, each edge `start + trunc((end − start) × f)`.
  /// - `scrollX`, `scrollY`: Android's int evaluator, `start + trunc(f × (end − start))`.
  /// - `backgroundColor`, `textColor`: Android's `ArgbEvaluator` (``ARGBColor/evaluate(from:to:fraction:)``).
  /// - matrices: each of the 9 values `start + f × (end − start)`; with a `translation` path
  ///   the two translation entries follow the path instead.
  /// - other numbers: float evaluation `start + f × (end − start)`.
  static func evaluate(_ animator: Animator, fraction f: Float, grid: PixelGrid) -> AnimatedValue {
    switch (animator.from, animator.to) {
    case (.rect(let a), .rect(let b)) where animator.property == .bounds:
      return .rect(bounds(a, b, path: animator.path, fraction: Double(f), grid: grid))
    case (.rect(let a), .rect(let b)):
      let edge = { (s: Double, e: Double) in s + grid.truncate((e - s) * Double(f)) }
      return .rect(
        Rect(
          left: edge(a.left, b.left),
          top: edge(a.top, b.top),
          right: edge(a.right, b.right),
          bottom: edge(a.bottom, b.bottom)
        )
      )
    case (.scalar(let a), .scalar(let b))
    where animator.property == .scrollX || animator.property == .scrollY:
      return .scalar(a + grid.truncate(Double(f) * (b - a)))
    case (.scalar(let a), .scalar(let b))
    where animator.property == .backgroundColor || animator.property == .textColor:
      return .scalar(Double(ARGBColor.evaluate(from: UInt32(a), to: UInt32(b), fraction: f)))
    case (.scalar(let a), .scalar(let b)):
      return .scalar(Double(Float(a) + f * (Float(b) - Float(a))))
    case (.point(let a), .point(let b)):
      return .point(
        Point(
          x: Double(Float(a.x) + f * (Float(b.x) - Float(a.x))),
          y: Double(Float(a.y) + f * (Float(b.y) - Float(a.y)))
        )
      )
    case (.matrix(let a), .matrix(let b)):
      var values = zip(a.values, b.values).map { Double(Float($0) + f * (Float($1) - Float($0))) }
      if case .translation(let path)? = animator.path {
        let point = path.point(atFraction: Double(f))
        values[2] = point.x
        values[5] = point.y
      }
      return .matrix(Matrix(values))
    default:
      return animator.to
    }
  }

  private static func bounds(
    _ from: Rect,
    _ to: Rect,
    path: AnimatorPath?,
    fraction: Double,
    grid: PixelGrid
  ) -> Rect {
    let round = { (v: Double) in grid.roundFloat(Float(v)) }
    switch path {
    case .move(let p)?:
      let point = p.point(atFraction: fraction)
      let left = round(point.x)
      let top = round(point.y)
      return Rect(x: left, y: top, width: from.width, height: from.height)
    case .corners(let topLeft, let bottomRight)?:
      var r = from
      if let topLeft {
        let point = topLeft.point(atFraction: fraction)
        r.left = round(point.x)
        r.top = round(point.y)
      }
      if let bottomRight {
        let point = bottomRight.point(atFraction: fraction)
        r.right = round(point.x)
        r.bottom = round(point.y)
      }
      return r
    case .translation?, nil:
      return from
    }
  }
}
