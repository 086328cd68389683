import SceneDiffCore

/// CSS timing functions for timing curves.
///
/// Where an Android interpolator has an exact CSS form it is ``exact(_:)``: `linear`, a
/// `cubic-bezier()` for Android's cubic path interpolators (`fastOutSlowIn` is
/// `cubic-bezier(0.4, 0, 0.2, 1)`), and the degree-elevated cubics of a quadratic path, of
/// `accelerate` (t², factor 1) and of `decelerate` (1 − (1 − t)², factor 1). A
/// ``CubicBezier`` is its own `cubic-bezier()` (``exact(_:)``); a
/// ``SpringCurve`` is a `linear()` through stops placed so that the straight lines between them
/// stay within a tolerance of the spring (``springStops(_:durationMs:tolerance:)``). Every
/// other curve, and any curve whose CSS form strays from the engine's values, is written as a
/// CSS `linear()` function through the engine's own values (``linear(_:)``).
enum CSSEasing {
  /// An exact CSS form: its text and the curve the browser evaluates.
  struct Exact: Sendable {
    /// The CSS text (`linear`, `cubic-bezier(0.4, 0, 0.2, 1)`).
    var css: String
    /// The cubic's control points, or `nil` for `linear`.
    var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)?
    /// The timing curve itself when it is a ``CubicBezier``, evaluated with its own solver.
    var curve: CubicBezier?
    /// The stops of a `linear()` with stops (a spring), or `nil`.
    var stops: [(input: Double, output: Double)]?

    /// The browser's output progress at input progress `p` in [0, 1].
    func value(at p: Double) -> Double {
      if let curve { return curve.value(at: p) }
      if let stops { return CSSEasing.linearValue(stops, at: p) }
      guard let c = controlPoints else { return p }
      return CSSEasing.cubicBezier(c.x1, c.y1, c.x2, c.y2, at: p)
    }
  }

  /// The CSS form of a timing curve, when it has one: ``exact(_:)`` for an interpolator or a
  /// cubic Bézier, a `linear()` through ``springStops(_:durationMs:tolerance:)`` for a spring.
  ///
  /// - Parameters:
  ///   - timing: The curve.
  ///   - durationMs: How long it runs (where a spring is cut off).
  ///   - tolerance: How far a spring's stops may stray from it, in progress.
  /// - Returns: The CSS text and the curve a browser runs, or `nil`.
  static func exact(_ timing: TimingCurve, durationMs: Double, tolerance: Double) -> Exact? {
    switch timing {
    case .interpolator(let interpolator):
      return exact(interpolator)
    case .cubicBezier(let curve):
      return exact(curve)
    case .spring(let spring):
      let stops = springStops(spring, durationMs: durationMs, tolerance: tolerance)
      return Exact(css: linear(stops), stops: stops)
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

  /// The `cubic-bezier(x1, y1, x2, y2)` of a cubic-Bézier timing curve: the browser solves the
  /// same curve the engine does (Chromium's solver, ``CubicBezier/value(at:)``).
  static func exact(_ curve: CubicBezier) -> Exact {
    let text = [curve.x1, curve.y1, curve.x2, curve.y2].map { CSSValue.number($0) }
      .joined(separator: ", ")
    return Exact(
      css: "cubic-bezier(\(text))",
      controlPoints: (curve.x1, curve.y1, curve.x2, curve.y2),
      curve: curve
    )
  }

  /// `(input, output)` stops of a CSS `linear()` for a spring cut off after `durationMs`:
  /// inputs are fractions of the duration, outputs the spring's progress there.
  ///
  /// The stops come from halving `[0, duration]` until, on every piece of length `h` seconds,
  /// `h²/8 · max|p''|` ≤ `tolerance` (``SpringCurve/accelerationBound(from:through:)``): a
  /// straight line between two stops then stays within `tolerance` of the spring (in progress;
  /// pass the allowed distance divided by the animated distance). Pieces are halved at most
  /// 12 times (4097 stops at most). The spring's fast start gets short pieces and its settled
  /// tail long ones: CASpringAnimation's defaults (ζ = 0.5) over 1 s within 0.25 px of a 100 px
  /// move take 44 stops, of a 1000 px move 126.
  static func springStops(
    _ spring: SpringCurve,
    durationMs: Double,
    tolerance: Double
  ) -> [(input: Double, output: Double)] {
    let seconds = durationMs / 1000
    var stops: [(input: Double, output: Double)] = [(0, spring.value(atSeconds: 0))]
    func split(_ from: Double, _ through: Double, depth: Int) {
      let h = through - from
      let bound = spring.accelerationBound(from: from, through: through)
      if depth >= 12 || h * h / 8 * bound <= tolerance {
        stops.append((through / seconds, spring.value(atSeconds: through)))
        return
      }
      let middle = (from + through) / 2
      split(from, middle, depth: depth + 1)
      split(middle, through, depth: depth + 1)
    }
    if seconds > 0 { split(0, seconds, depth: 0) }
    return stops
  }

  /// The value of a CSS `linear()` through `(input, output)` stops at input `p`: straight
  /// lines between the stops, the first and last outputs outside them.
  static func linearValue(_ stops: [(input: Double, output: Double)], at p: Double) -> Double {
    guard let first = stops.first, let last = stops.last else { return p }
    if p <= first.input { return first.output }
    if p >= last.input { return last.output }
    for (a, b) in zip(stops, stops.dropFirst()) where p <= b.input {
      if b.input == a.input { return b.output }
      return a.output + (b.output - a.output) * (p - a.input) / (b.input - a.input)
    }
    return last.output
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
