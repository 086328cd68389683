/// The keyframes of one animated property of one layer, chosen from the engine's values at the
/// instants of a ``LottieTimeline``.
///
/// Piece by piece (``LottieTimeline/Segment``):
/// * a piece where the value does not change is one keyframe;
/// * a piece run by an animator of the view or an ancestor whose timing is one cubic Bézier
///   (``LottieEasing``) is one keyframe with that curve's `o`/`i` handles, when the curve stays
///   within the tolerance of the engine's value at every instant of the piece (bounds the
///   engine rounds to whole pixels, or a long move along Android's flattened path
///   interpolator, may stray further: those pieces get the keyframes below);
/// * any other piece gets linear keyframes at every frame inside it, and more wherever the
///   straight line between two of them strays more than the tolerance from the engine at some
///   millisecond (at that instant).
///
/// Where the value jumps at the end of a piece (a view that stops being drawn, an animator
/// that sets its start value), the value just before is held (`h: 1`) from a hundredth of a
/// frame before the jump. The last keyframe is the transition's end and carries no handles.
struct LottieTrack: Sendable {
  /// The keyframes, in time order; one means the property is static.
  private(set) var keyframes: [LottieKeyframe]

  /// Chooses the keyframes of a property whose engine values at the timeline's instants are
  /// `values[instant]`, within `tolerance` (in the property's own units) of every one.
  ///
  /// Only the animators of `targets` (the node's view and its ancestors) may time a whole
  /// piece.
  init(_ timeline: LottieTimeline, values: [[Double]], tolerance: Double, targets: Set<String>) {
    var keys: [LottieKeyframe] = []
    for (n, segment) in timeline.segments.enumerated() {
      let nextStart = n + 1 < timeline.segments.count ? timeline.segments[n + 1].first : nil
      let next = values[nextStart ?? timeline.endIndex]
      let jumps = LottieTrack.distance(values[segment.last], next) > tolerance
      let spanEnd = jumps ? segment.endMs - timeline.holdOffsetMs : segment.endMs
      keys += LottieTrack.piece(
        timeline,
        segment,
        values: values,
        spanEnd: spanEnd,
        tolerance: tolerance,
        easings: segment.runs.filter { targets.contains($0.target) }.map(\.easing)
      )
      if jumps {
        keys.append(LottieKeyframe(timeMs: spanEnd, value: values[segment.last], easing: nil))
      }
    }
    keys.append(
      LottieKeyframe(
        timeMs: timeline.times[timeline.endIndex],
        value: values[timeline.endIndex],
        easing: .linear
      )
    )
    keyframes = LottieTrack.simplified(keys)
  }

  /// The keyframes of one piece, up to (not including) its end.
  private static func piece(
    _ timeline: LottieTimeline,
    _ segment: LottieTimeline.Segment,
    values: [[Double]],
    spanEnd: Double,
    tolerance: Double,
    easings: [LottieEasing]
  ) -> [LottieKeyframe] {
    let first = segment.first
    let range = first...segment.last
    let start = timeline.times[first]
    if range.allSatisfy({ distance(values[$0], values[first]) <= 1e-9 }) {
      return [LottieKeyframe(timeMs: start, value: values[first], easing: .linear)]
    }
    let from = values[first]
    let to = values[segment.last]
    for easing in easings {
      let fits = range.allSatisfy { i in
        let e = easing.value(at: (timeline.times[i] - start) / (spanEnd - start))
        let curve = zip(from, to).map { $0 + ($1 - $0) * e }
        return distance(values[i], curve) <= tolerance
      }
      if fits { return [LottieKeyframe(timeMs: start, value: from, easing: easing)] }
    }
    return dense(timeline, segment, values: values, spanEnd: spanEnd, tolerance: tolerance)
  }

  /// Linear keyframes at the piece's start and every frame inside it, refined until the
  /// straight lines between them stay within `tolerance` of every instant's value.
  private static func dense(
    _ timeline: LottieTimeline,
    _ segment: LottieTimeline.Segment,
    values: [[Double]],
    spanEnd: Double,
    tolerance: Double
  ) -> [LottieKeyframe] {
    let times = timeline.times
    var chosen = [segment.first]
    let frameMs = timeline.holdOffsetMs * 100
    for i in stride(from: segment.first + 1, to: segment.last, by: 1) where times[i] < spanEnd {
      let frames = times[i] / frameMs
      if abs(frames - frames.rounded()) < 1e-9 { chosen.append(i) }
    }
    chosen.append(segment.last)
    var k = 0
    while k + 1 < chosen.count {
      let (i, j) = (chosen[k], chosen[k + 1])
      var worst: (index: Int, error: Double)?
      for m in (i + 1)..<max(i + 1, j) {
        let p = (times[m] - times[i]) / (times[j] - times[i])
        let line = zip(values[i], values[j]).map { $0 + ($1 - $0) * p }
        let error = distance(values[m], line)
        if error > tolerance, error > (worst?.error ?? 0) { worst = (m, error) }
      }
      if let worst, times[worst.index] < spanEnd {
        chosen.insert(worst.index, at: k + 1)
      } else {
        k += 1
      }
    }
    return chosen.dropLast().map {
      LottieKeyframe(timeMs: times[$0], value: values[$0], easing: .linear)
    }
  }

  /// Drops keyframes between two of the same value.
  private static func simplified(_ keys: [LottieKeyframe]) -> [LottieKeyframe] {
    var result: [LottieKeyframe] = []
    for (n, key) in keys.enumerated() {
      if let previous = result.last, n + 1 < keys.count,
        distance(previous.value, key.value) <= 1e-9,
        distance(key.value, keys[n + 1].value) <= 1e-9
      {
        continue
      }
      result.append(key)
    }
    if result.allSatisfy({ distance($0.value, result[0].value) <= 1e-9 }) {
      return Array(result.prefix(1))
    }
    return result
  }

  /// The largest difference between two values, dimension by dimension.
  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).reduce(0) { max($0, abs($1.0 - $1.1)) }
  }

  /// The value a Lottie player computes at `timeMs`: the keyframe's value while it holds, else
  /// its easing's progress between it and the next keyframe; the first and last values outside.
  func value(at timeMs: Double) -> [Double] {
    guard let first = keyframes.first, let last = keyframes.last else { return [] }
    if timeMs <= first.timeMs { return first.value }
    if timeMs >= last.timeMs { return last.value }
    for (a, b) in zip(keyframes, keyframes.dropFirst()) where timeMs < b.timeMs {
      guard let easing = a.easing else { return a.value }
      let e = easing.value(at: (timeMs - a.timeMs) / (b.timeMs - a.timeMs))
      return zip(a.value, b.value).map { $0 + ($1 - $0) * e }
    }
    return last.value
  }
}
