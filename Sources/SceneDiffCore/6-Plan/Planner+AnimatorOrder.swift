extension Planner {
  /// Sorts animators by start, then target, then property, as the tuple comparison
  /// `(startMs, target, property) <` with the standard library's sort does, ties kept in
  /// creation order.
  ///
  /// The sort runs over a small key per animator (``PlanOrderKey``: the start, the target's
  /// first bytes and the index, 24 bytes) instead of the animators (224 bytes each) or their
  /// indices, which made every comparison read two animators far apart in memory. Each
  /// comparison gives the answer the tuple comparison gives, so the sort makes the same
  /// permutation; the animators are then moved into place along its cycles, each moved once
  /// and none copied.
  static func sortInPlanOrder(_ animators: inout [Animator]) {
    var keys: [PlanOrderKey] = []
    keys.reserveCapacity(animators.count)
    for i in animators.indices {
      let key = PlanOrderKey(startMs: animators[i].startMs, target: animators[i].target, index: i)
      keys.append(key)
    }
    animators.withUnsafeBufferPointer { a in
      keys.sort { x, y in
        // The tuple comparison: the first pair of elements that differ decides.
        if x.startMs != y.startMs { return x.startMs < y.startMs }
        if let decided = PlanOrderKey.targetOrder(x, y) { return decided }
        let i = Int(x.index)
        let j = Int(y.index)
        if !PlanOrderKey.equalTargets(x, y), a[i].target != a[j].target {
          return a[i].target < a[j].target
        }
        return a[i].property < a[j].property
      }
    }
    permute(&animators, by: keys.map { Int($0.index) })
  }

  /// Rearranges `elements` so that position `k` holds what was at `order[k]` (a permutation
  /// of the indices), following each cycle of the permutation with swaps.
  static func permute<Element>(_ elements: inout [Element], by order: [Int]) {
    var placed = [Bool](repeating: false, count: order.count)
    elements.withUnsafeMutableBufferPointer { a in
      for start in order.indices where !placed[start] {
        // Position `k` holds the cycle's first element until it is swapped on; the cycle
        // closes when the element it needs is that one.
        var k = start
        placed[k] = true
        while order[k] != start {
          a.swapAt(k, order[k])
          k = order[k]
          placed[k] = true
        }
      }
    }
  }
}
