extension Planner {
  /// The animators of the schedule's leaves (``Scheduler/results()``: each leaf's pending
  /// records in the order the leaves ran) in plan order: sorted by start, then target, then property,
  /// as the tuple comparison `(startMs, target, property) <` with the standard library's sort
  /// orders them joined leaf after leaf, ties kept in that order.
  ///
  /// The sort runs over a small key per animator (``PlanOrderKey``: the start, the target's
  /// first bytes and the index, 24 bytes; the target's next eight bytes in an array beside,
  /// read when the first eight are equal) instead of the animators (96 bytes each) or their
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
    // Each target's bytes 8 to 15 by index, for the comparisons the first eight leave open
    // (8 bytes an animator, where a copy of every target took 16 and a string comparison).
    var tails: [UInt64] = []
    tails.reserveCapacity(total)
    for l in leaves.indices {
      leaves[l].withUnsafeBufferPointer { records in
        for k in records.indices {
          let (key, tail) = PlanOrderKey.make(
            startMs: records[k].animator.startMs,
            target: records[k].animator.target,
            index: starts[l] + k
          )
          keys.append(key)
          tails.append(tail)
        }
      }
    }
    // Targets the keys and tails cannot order, and equal targets at the same start (the
    // property decides), are rare: the record of an index is found by a search over the
    // leaves' starts.
    // The leaf and record of index `i`.
    func record(_ i: Int) -> (leaf: Int, record: Int) {
      var l = starts.count - 1
      while starts[l] > i { l -= 1 }
      return (l, i - starts[l])
    }
    sortKeys(
      &keys,
      tails: tails,
      target: { i in
        let (l, k) = record(i)
        return leaves[l][k].animator.target
      },
      property: { i in
        let (l, k) = record(i)
        return leaves[l][k].animator.property
      }
    )
    var destination = [Int32](repeating: 0, count: total)
    for n in keys.indices { destination[Int(keys[n].index)] = Int32(n) }
    return destination
  }

  /// Sorts `keys` in plan order: by start, then target, then property, ties in index order;
  /// `tails` holds the tail of each index's target (``PlanOrderKey``), and `target` and
  /// `property` give an index's target and property, for the comparisons the keys and tails
  /// cannot decide.
  private static func sortKeys(
    _ keys: inout [PlanOrderKey],
    tails: [UInt64],
    target: (Int) -> String,
    property: (Int) -> AnimatedProperty
  ) {
    tails.withUnsafeBufferPointer { tails in
      keys.sort { x, y in
        // The tuple comparison: the first pair of elements that differ decides.
        if x.startMs != y.startMs { return x.startMs < y.startMs }
        let i = Int(x.index)
        let j = Int(y.index)
        if let order = PlanOrderKey.targetOrder(x, y, tails: tails) {
          if order != 0 { return order < 0 }
        } else {
          let lhs = target(i)
          let rhs = target(j)
          if lhs != rhs { return lhs < rhs }
        }
        return property(i) < property(j)
      }
    }
  }
}
