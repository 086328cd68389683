import SceneDiffCore

/// The instants a Lottie export looks at, every drawn node's pose at each, and the pieces of
/// the transition between which animators start or end.
///
/// The instants are every millisecond (or every `total / 20000` ms for a very long plan),
/// every frame `k × 1000 / fps`, and each instant where an animator starts or ends together
/// with the instant just before it, so that a value that jumps there is seen on both sides.
struct LottieTimeline: Sendable {
  /// One piece of the transition: no animator starts or ends strictly inside it.
  struct Segment: Sendable {
    /// The index in ``LottieTimeline/times`` where it starts.
    var first: Int
    /// The index of the instant just before it ends (its values' left limit).
    var last: Int
    /// When it ends, in ms.
    var endMs: Double
    /// The animators that run exactly over it and whose timing is one cubic: one of them may
    /// be the whole piece's timing.
    var runs: [Run]
  }

  /// An animator that may time a whole piece.
  struct Run: Sendable, Hashable {
    /// Its timing curve.
    var easing: LottieEasing
    /// The view key it animates.
    var target: String
  }

  /// How far before a jump the held value is written, in ms: a hundredth of a frame.
  let holdOffsetMs: Double
  /// The instants, ascending.
  let times: [Double]
  /// Every node's pose at each instant: `poses[time][node]`.
  let poses: [[LottiePose]]
  /// The pieces, in order, covering `[0, total)`.
  let segments: [Segment]
  /// The index of the last instant, the transition's end.
  var endIndex: Int { times.count - 1 }

  /// Samples a plan's nodes.
  init(sampler: Sampler, plan: Plan, fps: Int) {
    let total = max(0, plan.totalDurationMs)
    let frameMs = 1000 / Double(fps)
    holdOffsetMs = frameMs / 100
    let epsilon = 1e-6
    var breaks = Set([0, total])
    for a in plan.animators {
      for t in [a.startMs, a.endMs] where t > 0 && t < total { breaks.insert(t) }
    }
    for node in sampler.nodes where node.drawnUntilMs > 0 && node.drawnUntilMs < total {
      breaks.insert(node.drawnUntilMs)
    }
    let step = max(1, total / 20000)
    var instants = Set(breaks)
    for b in breaks where b > 0 { instants.insert(b - epsilon) }
    var t = 0.0
    while t < total {
      instants.insert(t)
      t += step
    }
    for f in FrameClock.grid(fps: fps, from: 0, through: total) { instants.insert(f) }
    let times = instants.sorted()
    self.times = times
    poses = times.map { time in
      let frame = sampler.draw(at: time)
      return sampler.nodes.indices.map { LottiePose(frame, node: $0) }
    }
    let index = Dictionary(times.enumerated().map { ($1, $0) }) { first, _ in first }
    let sortedBreaks = breaks.sorted()
    var segments: [Segment] = []
    for (a, b) in zip(sortedBreaks, sortedBreaks.dropFirst()) {
      guard let first = index[a], let last = index[b - epsilon] else { continue }
      var runs: [Run] = []
      for animator in plan.animators where animator.startMs == a && animator.endMs == b {
        guard let easing = LottieEasing(animator.timing) else { continue }
        let run = Run(easing: easing, target: animator.target)
        if !runs.contains(run) { runs.append(run) }
      }
      segments.append(Segment(first: first, last: last, endMs: b, runs: runs))
    }
    self.segments = segments
  }
}
