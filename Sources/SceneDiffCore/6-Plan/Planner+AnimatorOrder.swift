extension Planner {
  /// The animators of the schedule's leaves (``Scheduler/results()``: each leaf's pending
  /// records in the order the leaves ran) in plan order: sorted by start, then target, then property,
  /// as the tuple comparison `(startMs, target, property) <` with the standard library's sort
  /// orders them joined leaf after leaf, ties kept in that order.
  ///
  /// The sort runs over a small key per animator (``PlanOrderKey``: the start, the target's
  /// first bytes and the index, 24 bytes) instead of the animators (96 bytes each) or their
  /// indices, which made every comparison read two animators far apart in memory. Each
  /// comparison gives the answer the tuple comparison gives, so the sort makes the same
  /// permutation.
  ///
  /// Each animator is moved straight from its pending record to its place in the plan (the
  /// record keeps a stand-in), and each leaf's records are freed once their animators are
  /// out: every animator is written twice in all, where the leaf makes it and here (joining
  /// the leaves and sorting the join wrote it twice more, an array of each leaf's animators
  /// alone once more).
  static func inPlanOrder(taking leaves: inout [[PendingAnimator]]) -> [Animator] {
    // `starts[l]`: the index (over all leaves, in order) of leaf `l`'s first animator.
    var starts: [Int] = []
    var total = 0
    for l in leaves.indices {
      starts.append(total)
      total += leaves[l].count
    }
    let destination = destinations(leaves, starts: starts, total: total)
    let standIn = Scheduler.standIn
    return [Animator](unsafeUninitializedCapacity: total) { plan, count in
      // No buffer only when there are no animators.
      guard let base = plan.baseAddress else { return }
      for l in leaves.indices {
        leaves[l].withUnsafeMutableBufferPointer { records in
          for k in records.indices {
            let to = base + Int(destination[starts[l] + k])
            Scheduler.move(&records[k].animator, to: to, leaving: standIn)
          }
        }
        leaves[l] = []
      }
      count = total
    }
  }

  /// For each animator of `leaves` (numbered leaf after leaf, `starts[l]` the first of leaf
  /// `l`), its position in plan order.
  private static func destinations(
    _ leaves: [[PendingAnimator]],
    starts: [Int],
    total: Int
  ) -> [Int32] {
    var keys: [PlanOrderKey] = []
    keys.reserveCapacity(total)
    // Each target once more, by index, for the comparisons the keys cannot decide (an array
    // read there, where finding the record of an index took a search and two closures).
    var targets: [String] = []
    targets.reserveCapacity(total)
    for l in leaves.indices {
      leaves[l].withUnsafeBufferPointer { records in
        for k in records.indices {
          let key = PlanOrderKey(
            startMs: records[k].animator.startMs,
            target: records[k].animator.target,
            index: starts[l] + k
          )
          keys.append(key)
          targets.append(records[k].animator.target)
        }
      }
    }
    // Equal targets at the same start (the property decides) are rare: the record of an
    // index is found by a search over the leaves' starts.
    sortKeys(&keys, targets: targets) { i in
      var l = starts.count - 1
      while starts[l] > i { l -= 1 }
      return leaves[l][i - starts[l]].animator.property
    }
    var destination = [Int32](repeating: 0, count: total)
    for n in keys.indices { destination[Int(keys[n].index)] = Int32(n) }
    return destination
  }

  /// Sorts `keys` in plan order: by start, then target, then property, ties in index order;
  /// `targets` holds the target of each index and `property` gives its property, for the
  /// comparisons the keys cannot decide.
  private static func sortKeys(
    _ keys: inout [PlanOrderKey],
    targets: [String],
    property: (Int) -> AnimatedProperty
  ) {
    targets.withUnsafeBufferPointer { targets in
      keys.sort { x, y in
        // The tuple comparison: the first pair of elements that differ decides.
        if x.startMs != y.startMs { return x.startMs < y.startMs }
        if let decided = PlanOrderKey.targetOrder(x, y) { return decided }
        let i = Int(x.index)
        let j = Int(y.index)
        if !PlanOrderKey.equalTargets(x, y), targets[i] != targets[j] {
          return targets[i] < targets[j]
        }
        return property(i) < property(j)
      }
    }
  }
}
