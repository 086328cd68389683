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

  /// Each leaf's pending records, scheduled in place, in the order the leaves ran, each in
  /// creation order: the planner moves their animators out in plan order (``results()``), so
  /// no animator is written anywhere between the record the leaf made and the plan.
  private var leaves: [[PendingAnimator]] = []
  /// Views kept drawn while their animator runs.
  private(set) var presences: [ViewPresence] = []
  /// Keys in ``presences``, for constant-time lookups.
  private var presentKeys = Set<String>()

  /// Schedules the whole graph from time 0, asking `animators` for each leaf's pending
  /// animators when the schedule reaches it (leaves are reached in node order).
  ///
  /// Each leaf's pending records are scheduled where the leaf made them and kept until the
  /// planner moves their animators into plan order.
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
      var reserved = false
      // Scheduled in place: the records stay where the leaf wrote them until the planner
      // moves their animators into the plan (an array of the animators alone, written here
      // and moved again into plan order, wrote each animator once more).
      for k in items.indices {
        if let d = n.durationMs, d >= 0 { items[k].animator.durationMs = Double(d) }
        items[k].animator.startMs = time + leafDelay + items[k].animator.startMs
        if let curve = n.curve { items[k].animator.timing = curve }
        let endMs = items[k].animator.endMs
        total = max(total, endMs - time)
        if let placement = items[k].presence {
          if !reserved { reserveRoom(for: items.count - k) }
          reserved = true
          keep(placement, of: items[k].animator.target, until: endMs)
        }
      }
      leaves.append(items)
      return total
    }
  }

  /// Makes room for `count` more presences and kept keys, when a leaf's first presence is met.
  ///
  /// `count` is the leaf's records from there on, each of which may keep its view: a leaf's
  /// presences are then written into one array made for them, not into one that doubles
  /// (copying the earlier ones into fresh pages each time). Room never touched costs no page;
  /// a request smaller than twice the room held grows by doubling, so that many small leaves
  /// stay linear.
  private mutating func reserveRoom(for count: Int) {
    let needed = presences.count + count
    if needed > presences.capacity {
      presences.reserveCapacity(max(needed, 2 * presences.capacity))
    }
    presentKeys.reserveCapacity(presentKeys.count + count)
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

  /// Moves `animator` to the uninitialized `destination`, leaving `standIn` in its place.
  static func move(
    _ animator: inout Animator,
    to destination: UnsafeMutablePointer<Animator>,
    leaving standIn: Animator
  ) {
    withUnsafeMutablePointer(to: &animator) { source in
      destination.moveInitialize(from: source, count: 1)
      source.initialize(to: standIn)
    }
  }

  /// What a pending record holds once its animator is moved on: nothing to count or free.
  static let standIn: Animator = {
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
