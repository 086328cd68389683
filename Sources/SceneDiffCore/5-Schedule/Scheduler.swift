/// Places every leaf's animators on one timeline, as `TransitionSet.runAnimators` runs them
/// (reference §7.1, §7.2, §8.1, §8.3).
///
/// A leaf run at time `T` starts each animator at `T + delay`, where the delay is the leaf's
/// (inherited) start delay plus the animator's own (propagation) delay; the leaf ends at the
/// latest animator end, or at once when it has no animators. Together sets run every child at
/// `T`; sequential sets run child `i` when child `i − 1` ends.
struct Scheduler {
  /// The transition graph with inheritance resolved.
  let tree: TransitionTree

  /// Each leaf's pending records in the order the leaves ran, each in creation order, their
  /// animators scheduled where the leaf made them (start, duration and timing set in place):
  /// the planner moves the animators out in plan order, so each is written once more, into
  /// the plan, instead of into an array per leaf and then a joined one.
  private var leaves: [[PendingAnimator]] = []
  /// Views kept drawn while their animator runs.
  private(set) var presences: [ViewPresence] = []
  /// Keys in ``presences``, for constant-time lookups.
  private var presentKeys = Set<String>()

  /// Schedules the whole graph from time 0, asking `animators` for each leaf's pending
  /// animators when the schedule reaches it (leaves are reached in node order).
  ///
  /// Each leaf's pending records are kept as they are scheduled, in the array the leaf made:
  /// no animator is copied into an array of the schedule's own.
  init(tree: TransitionTree, animators: (Int) -> [PendingAnimator]) {
    self.tree = tree
    _ = run(node: 0, at: 0, animators: animators)
  }

  /// Each leaf's scheduled pending records, in the order the leaves ran, and the presences,
  /// taken out of the schedule.
  consuming func results() -> (leaves: [[PendingAnimator]], presences: [ViewPresence]) {
    (leaves, presences)
  }

  /// Runs a node at `time`; returns how long it lasts (`total` of §8.3).
  private mutating func run(
    node: Int,
    at time: Double,
    animators make: (Int) -> [PendingAnimator]
  ) -> Double {
    let n = tree.nodes[node]
    switch n.transition.kind {
    case let set as TransitionSet:
      var longest = 0.0
      var offset = 0.0
      for child in n.children {
        let start = time + (set.ordering == .sequential ? offset : 0)
        let total = run(node: child, at: start, animators: make)
        offset += total
        longest = max(longest, total)
      }
      return set.ordering == .sequential ? offset : longest
    default:
      var total = 0.0
      let leafDelay = Double(max(n.startDelayMs ?? 0, 0))
      var items = make(node)
      // Scheduled in place, through the buffer: no animator is copied or moved.
      items.withUnsafeMutableBufferPointer { items in
        for k in items.indices {
          if let d = n.durationMs, d >= 0 { items[k].animator.durationMs = Double(d) }
          items[k].animator.startMs = time + leafDelay + items[k].animator.startMs
          if let curve = n.curve { items[k].animator.timing = curve }
          let endMs = items[k].animator.endMs
          total = max(total, endMs - time)
          if let placement = items[k].presence {
            keep(placement, of: items[k].animator.target, until: endMs)
          }
        }
      }
      leaves.append(items)
      return total
    }
  }

  /// Records that `key` is kept drawn with `placement` until `untilMs`: a ghost always, any
  /// other placement only for the first Visibility transition that takes the view (a later
  /// one reuses it).
  private mutating func keep(
    _ placement: ViewPresence.Placement,
    of key: String,
    until untilMs: Double
  ) {
    switch placement {
    case .ghost(let parentMatrix):
      // Kept until the whole transition ends; the planner sets the time once it is known.
      presences.append(
        ViewPresence(key: key, placement: .ghost(parentMatrix: parentMatrix), untilMs: untilMs)
      )
    case _ where presentKeys.insert(key).inserted:
      presences.append(ViewPresence(key: key, placement: placement, untilMs: untilMs))
    default: break
    }
  }
}
