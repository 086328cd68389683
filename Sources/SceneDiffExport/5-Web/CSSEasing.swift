import SceneDiffCore

/// CSS timing functions for Android interpolators.
///
/// Where an interpolator has an exact CSS form it is ``exact(_:)``: `linear`, a `cubic-bezier()`
/// for Android's cubic path interpolators (`fastOutSlowIn` is `cubic-bezier(0.4, 0, 0.2, 1)`),
/// and the degree-elevated cubics of a quadratic path, of `accelerate` (t², factor 1) and of
/// `decelerate` (1 − (1 − t)², factor 1). Every other curve, and any curve whose exact form
/// strays from the engine's values, is written as a CSS `linear()` function through the
/// engine's own values (``linear(_:)``).
enum CSSEasing {
  /// An exact CSS form: its text and the curve the browser evaluates.
  struct Exact: Sendable {
    /// The CSS text (`linear`, `cubic-bezier(0.4, 0, 0.2, 1)`).
    var css: String
    /// The cubic's control points, or `nil` for `linear`.
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)?

    /// The browser's output progress at input progress `p` in [0, 1].
    func value(at p: Double) -> Double {
      guard let c = controlPoints else { return p }
      return CSSEasing.cubicBezier(c.x1, c.y1, c.x2, c.y2, at: p)
    }
  }

  /// The exact CSS form of an interpolator, when it has one.
  static func exact(_ interpolator: Interpolator) -> Exact? {
    let third = 1.0 / 3
    switch interpolator {
    case .linear:
      return Exact(css: "linear", controlPoints: nil)
    case .accelerate(let factor) where factor == 1:
      // y = x² is the quadratic Bézier (0,0) (½,0) (1,1); elevated: (⅓,0) (⅔,⅓).
      return cubic(third, 0, 2 * third, third)
    case .decelerate(let factor) where factor == 1:
      // y = 1 − (1 − x)² is the quadratic (0,0) (½,1) (1,1); elevated: (⅓,⅔) (⅔,1).
      return cubic(third, 2 * third, 2 * third, 1)
    case .path(let path):
      switch path.source {
      case .cubic(let x1, let y1, let x2, let y2):
        return cubic(shortest(x1), shortest(y1), shortest(x2), shortest(y2))
      case .quadratic(let cx, let cy):
        let x = shortest(cx)
        let y = shortest(cy)
        return cubic(2 * x / 3, 2 * y / 3, third + 2 * x / 3, third + 2 * y / 3)
      case .pathData:
        return nil
      }
    default:
      return nil
    }
  }

  /// A `cubic-bezier()` when both x control values are in [0, 1], as CSS requires.
  private static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Exact? {
    guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else { return nil }
    let text = [x1, y1, x2, y2].map { CSSValue.number($0) }.joined(separator: ", ")
    return Exact(css: "cubic-bezier(\(text))", controlPoints: (x1, y1, x2, y2))
  }

  /// A `Float` parameter as its shortest decimal (0.4, not 0.4000000059604645).
  private static func shortest(_ value: Float) -> Double {
    Double(String(value)) ?? Double(value)
  }

  /// The value of the CSS cubic Bézier timing function at input progress `p`.
  ///
  /// Solves `x(s) = p` for the curve parameter (Newton's method, then bisection if it stalls,
  /// to 1e-12) and returns `y(s)`, which is what browsers compute.
  static func cubicBezier(
    _ x1: Double,
    _ y1: Double,
    _ x2: Double,
    _ y2: Double,
    at p: Double
  ) -> Double {
    if p <= 0 { return 0 }
    if p >= 1 { return 1 }
    let bezier = { (a: Double, b: Double, s: Double) -> Double in
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    let slope = { (a: Double, b: Double, s: Double) -> Double in
      let u = 1 - s
      return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
    var s = p
    for _ in 0..<12 {
      let error = bezier(x1, x2, s) - p
      if abs(error) < 1e-12 { return bezier(y1, y2, s) }
      let d = slope(x1, x2, s)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = p
    for _ in 0..<100 {
      let x = bezier(x1, x2, s)
      if abs(x - p) < 1e-12 { break }
      if x < p { low = s } else { high = s }
      s = (low + high) / 2
    }
    return bezier(y1, y2, s)
  }

  /// A CSS `linear()` timing function through `(input, output)` stops, inputs as fractions of
  /// the duration in increasing order (written as percentages).
  static func linear(_ stops: [(input: Double, output: Double)]) -> String {
    let parts = stops.map {
      "\(CSSValue.number($0.output, decimals: 7)) \(CSSValue.number($0.input * 100, decimals: 5))%"
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }
}
