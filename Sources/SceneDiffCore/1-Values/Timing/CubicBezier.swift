/// A cubic-Bézier timing function from (0, 0) to (1, 1): Core Animation's
/// `CAMediaTimingFunction(controlPoints:)`, UIKit's curves and CSS `cubic-bezier()`.
///
/// The curve is `(X(s), Y(s))` for `s` in [0, 1] with the control points (x1, y1) and (x2, y2);
/// the output at input `x` is `Y(s*)` where `X(s*) = x`. ``value(at:)`` solves for `s*`
/// exactly as Chromium does (`gfx::CubicBezier::Solve`, `ui/gfx/geometry/cubic_bezier.cc`),
/// so an exported `cubic-bezier()` runs the same numbers in a Chromium browser. Unlike
/// ``PathInterpolator`` (Android's flattened polyline), this is the exact curve.
///
/// Both x values lie in [0, 1], as CSS requires, so X is non-decreasing and the solution is
/// unique. The y values are free (they may overshoot). See `Docs/interpolators.md` §8.
public struct CubicBezier: Sendable, Hashable {
  /// The first control point's x, in [0, 1].
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in [0, 1].
  public let x2: Double
  /// The second control point's y.
  public let y2: Double
  /// The Apple name of a named curve (`"easeInEaseOut"`), kept for output, or `nil`.
  ///
  /// The names are `CAMediaTimingFunctionName`'s: `linear`, `easeIn`, `easeOut`,
  /// `easeInEaseOut` and `default`.
  public let name: String?

  /// A curve from its control points, or `nil` when an x is outside [0, 1] or a value is not
  /// finite.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, in [0, 1].
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, in [0, 1].
  ///   - y2: The second control point's y.
  ///   - name: The Apple name to print with it, if it is a named curve.
  public init?(x1: Double, y1: Double, x2: Double, y2: Double, name: String? = nil) {
    guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else {
      return nil
    }
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.name = name
  }

  /// A named curve whose control points are known to be valid.
  init(named name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    self.name = name
  }

  /// The output progress at input progress `x`: Chromium's `gfx::CubicBezier::Solve(x)`.
  ///
  /// With the coefficients `cx = 3·x1`, `bx = 3·(x2 − x1) − cx`, `ax = 1 − cx − bx` (and the
  /// same for y), `X(s) = ((ax·s + bx)·s + cx)·s`:
  ///
  /// 1. x < 0 and x > 1 are extrapolated along the end tangents (`0 + startGradient·x`,
  ///    `1 + endGradient·(x − 1)`, the gradients as in Chromium's `InitGradients`).
  /// 2. Otherwise the 11 samples `X(i/10)` bracket x: the first `i ≥ 1` with `x ≤ X(i/10)`
  ///    gives `[s0, s1] = [(i − 1)/10, i/10]` and a first guess by linear interpolation.
  /// 3. Up to 4 Newton steps: stop when `|X(s) − x| < 1e-7`, give up when `|X'(s)| < 1e-7`.
  /// 4. Then, unless already within 1e-7, bisection inside the bracket until within 1e-7
  ///    (at most 100 halvings).
  ///
  /// The result is `Y(s)`. Where no sample brackets x (x above `X(1)` by rounding) the
  /// bracket is empty and the Newton result is kept, as WebKit's `UnitBezier`, which starts
  /// from an empty bracket, does.
  ///
  /// - Parameter x: The input progress; not clamped.
  /// - Returns: The output progress; it leaves [0, 1] when a y control value does.
  public func value(at x: Double) -> Double {
    let epsilon = 1e-7
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = CubicBezier.finite(3 * y1)
    let by = CubicBezier.finite(3 * (y2 - y1) - cy)
    let ay = CubicBezier.finite(1 - cy - by)
    let sampleX = { (s: Double) in ((ax * s + bx) * s + cx) * s }
    let sampleY = { (s: Double) in ((ay * s + by) * s + cy) * s }
    let slopeX = { (s: Double) in (3 * ax * s + 2 * bx) * s + cx }
    if x < 0 { return CubicBezier.finite(0 + startGradient * x) }
    if x > 1 { return CubicBezier.finite(1 + endGradient * (x - 1)) }

    let samples = (0...10).map { sampleX(Double($0) * 0.1) }
    var t0 = 0.0
    var t1 = 0.0
    var t2 = x
    for i in 1...10 where x <= samples[i] {
      t1 = 0.1 * Double(i)
      t0 = t1 - 0.1
      t2 = t0 + (t1 - t0) * (x - samples[i - 1]) / (samples[i] - samples[i - 1])
      break
    }
    var error = 0.0
    for _ in 0..<4 {
      error = sampleX(t2) - x
      if abs(error) < epsilon { return sampleY(t2) }
      let slope = slopeX(t2)
      if abs(slope) < epsilon { break }
      t2 -= error / slope
    }
    if abs(error) < epsilon { return sampleY(t2) }
    // Chromium loops while the bracket is not empty; the cap (never reached by a monotone
    // curve, which meets 1e-7 within about 25 halvings) only guarantees termination.
    for _ in 0..<100 where t0 < t1 {
      let current = sampleX(t2)
      if abs(current - x) < epsilon { return sampleY(t2) }
      if x > current {
        t0 = t2
      } else {
        t1 = t2
      }
      t2 = (t1 + t0) * 0.5
    }
    return sampleY(t2)
  }

  /// The slope at input 0, used for inputs below 0 (Chromium's `start_gradient_`).
  var startGradient: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// The slope at input 1, used for inputs above 1 (Chromium's `end_gradient_`).
  var endGradient: Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }

  /// Chromium's `ToFinite`: infinities become the largest finite values of their sign.
  private static func finite(_ value: Double) -> Double {
    guard value.isInfinite else { return value }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }
}
