import SceneDiffCore

/// How a Lottie keyframe reaches the next one: a cubic Bézier timing curve through
/// `(0, 0)`, `(x1, y1)`, `(x2, y2)`, `(1, 1)`, written as the keyframe's `o` and `i` handles;
/// `(0, 0, 1, 1)` is linear.
struct LottieEasing: Sendable, Hashable {
  /// The first control point's time component, in [0, 1].
  var x1: Double
  /// The first control point's value component.
  var y1: Double
  /// The second control point's time component, in [0, 1].
  var x2: Double
  /// The second control point's value component.
  var y2: Double

  /// Straight from one keyframe's value to the next.
  static let linear = LottieEasing(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The progress a player computes at time progress `p` in [0, 1] (it solves the curve for
  /// `p` as browsers do, ``CSSEasing/cubicBezier(_:_:_:_:at:)``).
  func value(at p: Double) -> Double {
    if self == .linear { return p }
    return CSSEasing.cubicBezier(x1, y1, x2, y2, at: p)
  }

  /// The single cubic Bézier an animator's timing curve is, or `nil` when it is none.
  ///
  /// A cubic-Bézier curve, Android's linear and cubic or quadratic path interpolators
  /// (`fastOutSlowIn` is `(0.4, 0, 0.2, 1)`), `accelerate` and `decelerate` with factor 1: the
  /// forms the web export writes as `cubic-bezier()` (``CSSEasing/exact(_:)``).
  init?(_ timing: TimingCurve) {
    switch timing {
    case .cubicBezier(let c):
      self.init(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2)
    case .interpolator(let interpolator):
      guard let exact = CSSEasing.exact(interpolator) else { return nil }
      guard let c = exact.controlPoints else {
        self = .linear
        return
      }
      self.init(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2)
    case .spring:
      return nil
    }
  }

  /// Creates an easing from its control points.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }
}
