/// MotionLayout's curve through key frame values: `MonotonicCurveFit` (the default spline) or
/// `LinearCurveFit` (`motion:curveFit="linear"`), from AndroidX ConstraintLayout's
/// `core/motion/utils` (release 9cd4b5a4).
///
/// The spline is a cubic Hermite curve whose tangents are the mean of the neighbouring
/// slopes (the end slopes at the ends), zeroed on a flat interval and scaled down by
/// `3 / hypot(a, b)` where that ratio exceeds 9 (Fritsch–Carlson).
struct MotionCurveFit {
  /// The progress of each point, increasing, 0 first and 1 last.
  var times: [Double]
  /// Each point's values (one array per point, all the same length).
  var values: [[Double]]
  /// Whether the curve is straight between points.
  var isLinear: Bool
  private var tangents: [[Double]] = []

  /// A curve through `values` at `times`.
  init(times: [Double], values: [[Double]], isLinear: Bool) {
    self.times = times
    self.values = values
    self.isLinear = isLinear
    if !isLinear { tangents = Self.tangents(times, values) }
  }

  /// `MonotonicCurveFit`'s constructor: slopes, mean tangents, then the monotone limit.
  private static func tangents(_ t: [Double], _ y: [[Double]]) -> [[Double]] {
    let n = t.count
    let dim = y[0].count
    var slope = [[Double]](repeating: [Double](repeating: 0, count: dim), count: n - 1)
    var tangent = [[Double]](repeating: [Double](repeating: 0, count: dim), count: n)
    for j in 0..<dim {
      for i in 0..<(n - 1) {
        slope[i][j] = (y[i + 1][j] - y[i][j]) / (t[i + 1] - t[i])
        tangent[i][j] = i == 0 ? slope[i][j] : (slope[i - 1][j] + slope[i][j]) * 0.5
      }
      tangent[n - 1][j] = slope[n - 2][j]
    }
    for i in 0..<(n - 1) {
      for j in 0..<dim {
        guard slope[i][j] != 0 else {
          tangent[i][j] = 0
          tangent[i + 1][j] = 0
          continue
        }
        let a = tangent[i][j] / slope[i][j]
        let b = tangent[i + 1][j] / slope[i][j]
        let h = (a * a + b * b).squareRoot()
        if h > 9 {
          tangent[i][j] = 3 / h * a * slope[i][j]
          tangent[i + 1][j] = 3 / h * b * slope[i][j]
        }
      }
    }
    return tangent
  }

  /// The values at progress `t` in [0, 1].
  func values(at t: Double) -> [Double] {
    guard t > times[0] else { return values[0] }
    guard t < times[times.count - 1] else { return values[values.count - 1] }
    let i = (times.firstIndex { t < $0 } ?? times.count) - 1
    let h = times[i + 1] - times[i]
    let x = (t - times[i]) / h
    return values[i].indices.map { j in
      let y1 = values[i][j]
      let y2 = values[i + 1][j]
      if isLinear { return y1 + (y2 - y1) * x }
      let t1 = tangents[i][j]
      let t2 = tangents[i + 1][j]
      // MonotonicCurveFit.interpolate, the Hermite basis written out.
      let x2 = x * x
      let x3 = x2 * x
      return -2 * x3 * y2 + 3 * x2 * y2 + 2 * x3 * y1 - 3 * x2 * y1 + y1 + h * t2 * x3
        + h * t1 * x3 - h * t2 * x2 - 2 * h * t1 * x2 + h * t1 * x
    }
  }

  /// The progress points keyframes sample: every point itself, and, on a spline, every
  /// 1 % of the progress in between (the sampler interpolates linearly between keyframes).
  var keyframeTimes: [Double] {
    guard !isLinear, times.count > 2 else { return times }
    let grid = (0...100).map { Double($0) / 100 }
    return Array(Set(grid + times)).sorted()
  }
}
