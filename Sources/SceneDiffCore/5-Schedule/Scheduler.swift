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

  /// Scheduled animators, one array per leaf in the order the leaves ran, each in creation
  /// order (joined by ``results()``).
  private var leaves: [[Animator]] = []
  /// Views kept drawn while their animator runs.
  private(set) var presences: [ViewPresence] = []
  /// Keys in ``presences``, for constant-time lookups.
  private var presentKeys = Set<String>()

  /// Schedules the whole graph from time 0, asking `animators` for each leaf's pending
  /// animators when the schedule reaches it (leaves are reached in node order).
  ///
  /// Each leaf's pending animators are made, scheduled and freed before the next leaf's are
  /// made, so only one leaf's pending records are ever in memory.
  init(tree: TransitionTree, animators: (Int) -> [PendingAnimator]) {
    self.tree = tree
    _ = run(node: 0, at: 0, animators: animators)
  }

  /// The scheduled animators in creation order, and the presences, taken out of the schedule:
  /// each animator is moved (not copied) into one array made to size.
  consuming func results() -> (animators: [Animator], presences: [ViewPresence]) {
    var all: [Animator] = []
    all.reserveCapacity(leaves.reduce(0) { $0 + $1.count })
    for leaf in leaves.indices {
      for k in leaves[leaf].indices {
        var a = Self.standIn
        swap(&a, &leaves[leaf][k])
        all.append(a)
      }
      leaves[leaf] = []
    }
    return (all, presences)
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
      var animators: [Animator] = []
      animators.reserveCapacity(items.count)
      for k in items.indices {
        // Moved out of its pending record (which keeps a stand-in), not copied: the pending
        // array is freed right after, so nothing of the animator is counted twice.
        var a = Self.standIn
        swap(&a, &items[k].animator)
        if let d = n.durationMs, d >= 0 { a.durationMs = Double(d) }
        a.startMs = time + leafDelay + a.startMs
        if let curve = n.curve { a.timing = curve }
        total = max(total, a.endMs - time)
        switch items[k].presence {
        case .ghost(let parentMatrix)?:
          // Kept until the whole transition ends; the planner sets the time once it is known.
          presences.append(
            ViewPresence(
              key: a.target,
              placement: .ghost(parentMatrix: parentMatrix),
              untilMs: a.endMs
            )
          )
        case let placement? where presentKeys.insert(a.target).inserted:
          // The first Visibility transition to take a view owns it; a later one reuses it.
          presences.append(ViewPresence(key: a.target, placement: placement, untilMs: a.endMs))
        default: break
        }
        animators.append(a)
      }
      leaves.append(animators)
      return total
    }
  }

  /// What a pending record holds once its animator is scheduled: nothing to count or free.
  private static let standIn: Animator = {
    var animator = Animator(
      target: "",
      transition: "",
      property: AnimatedProperty(rawValue: ""),
      space: .parent,
      from: .scalar(0),
      to: .scalar(0),
      startMs: 0,
      durationMs: 0,
      timing: .interpolator(.linear)
    )
    animator.keyframes = []
    return animator
  }()
}
