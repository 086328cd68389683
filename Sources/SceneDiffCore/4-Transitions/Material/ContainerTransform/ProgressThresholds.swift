/// A window of the eased progress a sub-animation runs in (`ProgressThresholds`).
struct ProgressThresholds: Sendable, Hashable {
  /// Where it starts.
  var start: Double
  /// Where it ends.
  var end: Double

  /// `TransitionUtils.lerp(a, b, start, end, p)`: `a` before the window, `b` after it,
  /// linear inside (reference §0).
  func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
    if p < start { return a }
    if p > end { return b }
    return a + (p - start) / (end - start) * (b - a)
  }

  /// The integer variant: the same in `Float`, truncated toward zero (Java `(int)`).
  func lerpInt(_ a: Int, _ b: Int, _ p: Double) -> Int {
    let f = Float(p)
    if f < Float(start) { return a }
    if f > Float(end) { return b }
    let t = (f - Float(start)) / (Float(end) - Float(start))
    return Int((Float(a) + t * Float(b - a)).rounded(.towardZero))
  }
}
