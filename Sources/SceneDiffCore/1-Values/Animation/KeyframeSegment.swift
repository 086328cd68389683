/// The two keyframes around a progress value and the eased fraction between them: Android's
/// `KeyframeSet.getValue(fraction)` (platform `android.animation.KeyframeSet`, as current
/// releases compute it; early releases, API 21 among them, eased the whole progress instead of
/// the interval fraction inside the keyframes).
///
/// With keyframes `k0 … kn−1` and progress `p` (the animator's timing already applied):
///
/// - `0 < p < 1`: the first `i ≥ 1` with `p < ki.fraction`; the interval fraction
///   `(p − ki−1.fraction) / (ki.fraction − ki−1.fraction)` is then eased by `ki.timing`.
/// - `p ≤ 0`: the first interval (`k0`, `k1`); `k1.timing` eases `p` itself, and the interval
///   fraction is computed from the result (so the value extrapolates before `k0`).
/// - `p ≥ 1`: the last interval (`kn−2`, `kn−1`) likewise, eased by `kn−1.timing`.
///
/// That order in the out-of-range cases is Android's. With two keyframes at 0 and 1 and no
/// keyframe timing the fraction is `p` itself, bit for bit, so two-keyframe animators evaluate
/// as a plain from → to. Arithmetic is in `Double` (Android uses `float`; the fraction then
/// differs in the last bits of a `Float`). A zero-length interval counts as complete.
package struct KeyframeSegment: Sendable, Hashable {
  /// The value at the start of the interval.
  package var start: AnimatedValue
  /// The value at the end of the interval.
  package var end: AnimatedValue
  /// The eased fraction between them (may leave [0, 1]).
  package var fraction: Double

  /// The interval of `keyframes` at progress `p`, or `nil` without keyframes.
  ///
  /// - Parameters:
  ///   - keyframes: The animator's keyframes in fraction order.
  ///   - p: The animator's progress.
  ///   - durationMs: The animator's duration; an interval lasts its share of it (for springs).
  package init?(_ keyframes: [Keyframe], progress p: Double, durationMs: Double) {
    guard let first = keyframes.first else { return nil }
    guard keyframes.count >= 2 else {
      self.init(start: first.value, end: first.value, fraction: 0)
      return
    }
    let count = keyframes.count
    let index: Int
    let inside = p > 0 && p < 1
    if p <= 0 {
      index = 1
    } else if p >= 1 {
      index = count - 1
    } else {
      index = keyframes.indices.dropFirst().first { p < keyframes[$0].fraction } ?? count - 1
    }
    let a = keyframes[index - 1]
    let b = keyframes[index]
    let span = b.fraction - a.fraction
    let spanMs = span * durationMs
    var fraction: Double
    if inside {
      fraction = span > 0 ? (p - a.fraction) / span : 1
      if let timing = b.timing {
        fraction = timing.progress(atFraction: fraction, durationMs: spanMs)
      }
    } else {
      let eased = b.timing?.progress(atFraction: p, durationMs: spanMs) ?? p
      fraction = span > 0 ? (eased - a.fraction) / span : 1
    }
    self.init(start: a.value, end: b.value, fraction: fraction)
  }

  /// A segment from its parts.
  package init(start: AnimatedValue, end: AnimatedValue, fraction: Double) {
    self.start = start
    self.end = end
    self.fraction = fraction
  }
}
