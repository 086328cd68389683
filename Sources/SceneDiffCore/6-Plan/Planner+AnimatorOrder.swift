extension Planner {
  /// Sorts animators by start, then target, then property, as the tuple comparison
  /// `(startMs, target, property) <` with the standard library's sort does, ties kept in
  /// creation order.
  ///
  /// The sort runs over the animators' indices (8 bytes each) instead of the animators
  /// (224 bytes each), with the same comparisons in the same order, so it makes the same
  /// permutation; the animators are then moved into place along its cycles, each moved once
  /// and none copied.
  static func sortInPlanOrder(_ animators: inout [Animator]) {
    var order = Array(animators.indices)
    animators.withUnsafeBufferPointer { a in
      order.sort { i, j in
        // The tuple comparison: the first pair of elements that differ decides.
        if a[i].startMs != a[j].startMs { return a[i].startMs < a[j].startMs }
        if a[i].target != a[j].target { return a[i].target < a[j].target }
        return a[i].property < a[j].property
      }
    }
    permute(&animators, by: order)
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
