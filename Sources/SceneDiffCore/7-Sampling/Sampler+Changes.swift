extension Sampler {
  /// One sampling into a frame (``Sampler/sample(at:into:)``): the frame holds its views while
  /// it keeps this stamp, and the sampler knows the stamp it gave last.
  ///
  /// A new stamp is made for every sampling, so a frame written by another sampler (or a copy
  /// of this one that has sampled since), by this sampler before its latest sampling, or
  /// changed by the caller (``Frame/views`` forgets its stamp) never matches.
  final class Stamp: Sendable {
    /// The instant the frame's views were sampled at.
    let timeMs: Double

    /// A stamp for views sampled at `timeMs`.
    init(timeMs: Double) {
      self.timeMs = timeMs
    }
  }

  /// When each end node's sample and composition can change, by node index: both are the same
  /// at every instant before `from` and at every instant from `until` on (`from` is
  /// `.infinity` for a node that never changes).
  ///
  /// A node's span covers its animators (``EndNode/changesFromMs`` to
  /// ``EndNode/changesUntilMs``), the end of its ghost and of its Fade keep-in-place presence,
  /// and its end parent's span (its composition is drawn through the parent's); a node with
  /// view animations changes at any instant.
  static func changeSpans(
    _ ends: [EndNode],
    presences: [EndPresence],
    parents: [Int?]
  ) -> (from: [Double], until: [Double]) {
    var from = [Double](repeating: .infinity, count: ends.count)
    var until = [Double](repeating: -.infinity, count: ends.count)
    for i in ends.indices {
      var lo = ends[i].changesFromMs
      var hi = ends[i].changesUntilMs
      if ends[i].hasViewAnimations {
        lo = -.infinity
        hi = .infinity
      }
      for edge in [presences[i].ghost?.untilMs, presences[i].keptUntilMs].compactMap({ $0 }) {
        lo = min(lo, edge)
        hi = max(hi, edge)
      }
      if let p = parents[i] {
        lo = min(lo, from[p])
        hi = max(hi, until[p])
      }
      from[i] = lo
      until[i] = hi
    }
    return (from, until)
  }

  /// Rewrites, in `views` (the frame sampled at `heldMs` by this sampler, with
  /// `scratch.composed` and `scratch.covered` as that sampling left them), only the views whose
  /// sample can differ at `timeMs`: the end nodes whose change span holds either instant or
  /// lies between them, the end views a start view covered, and every start-only view.
  ///
  /// The views are then those ``render(at:keepingNodes:scratch:states:views:)`` writes.
  func renderChanges(
    at timeMs: Double,
    since heldMs: Double,
    scratch: inout Scratch,
    views: inout [ViewSample]
  ) {
    for node in scratch.covered { scratch.stale[node] = true }
    scratch.covered.removeAll(keepingCapacity: true)
    for i in 0..<endCount {
      let from = changesFrom[i]
      let until = changesUntil[i]
      let held = (timeMs < from && heldMs < from) || (timeMs >= until && heldMs >= until)
      if held && !scratch.stale[i] { continue }
      scratch.stale[i] = false
      let drawn = endNode(i, at: timeMs, composed: scratch.composed)
      scratch.composed[i] = drawn.composition
      views[slotOfNode[i]] = drawn.sample
    }
    var states: [DrawNodeState] = []
    startOnlySamples(
      at: timeMs,
      keepingNodes: false,
      inPlace: true,
      scratch: &scratch,
      states: &states,
      views: &views
    )
  }
}
