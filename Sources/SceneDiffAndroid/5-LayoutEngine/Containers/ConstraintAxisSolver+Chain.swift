import SceneDiffCore

extension ConstraintAxisSolver {
  /// How a chain's free space is shared out before, between and after its visible members.
  private struct Spacing {
    /// For each visible member, the fraction of the free space before its begin edge.
    var before: [Double]
    /// For each visible member, the fraction of the free space it takes itself (weights).
    var own: [Double]
    /// A packed group's offset into the free space, when the chain is packed.
    var packed: Value?
  }

  /// Places a chain (`Chain.applyChainConstraints`).
  ///
  /// The free space between the first member's begin target and the last member's end
  /// target, after the visible members' sizes and margins (two neighbours' margins add up),
  /// goes to the `0dp` spread members by weight, or else into equal gaps (`spread`: before,
  /// between and after; `spread_inside`: between only) or around the packed group
  /// (`packed`, or a single visible member: by the head's bias). Every edge is rounded on
  /// its own from the exact share, as the linear solver's variables are.
  ///
  /// A chain too long for its space (spread styles) is packed and centred; a chain with a
  /// free end stacks from its constrained end (not verified on a device); GONE members are
  /// points where their neighbour ends.
  mutating func placeChain(_ members: [Int]) {
    let visible = members.filter { !items[$0].isGone }
    let startTarget = items[members[0]].begin.flatMap { position($0) }
    let endTarget = items[members[members.count - 1]].end.flatMap { position($0) }
    guard let firstVisible = visible.first, let lastVisible = visible.last else {
      let point = startTarget ?? endTarget ?? .constant(0)
      for member in members { set(member, begin: point, end: point) }
      return
    }
    let head = items[headIsLast ? members[members.count - 1] : members[0]]
    let leading = items[firstVisible].begin?.margin ?? 0
    let trailing = items[lastVisible].end?.margin ?? 0
    var fixed: Value = .constant(0)
    for (position, member) in visible.enumerated() {
      if !items[member].isWeighted { fixed = fixed + length(of: items[member]) }
      if position > 0 { fixed = fixed + .constant(innerMargin(visible[position - 1], member)) }
    }

    let start: Value
    var free: Value = .constant(0)
    var spacing = Spacing(
      before: Array(repeating: 0, count: visible.count),
      own: Array(repeating: 0, count: visible.count)
    )
    switch (startTarget, endTarget) {
    case (let low?, let high?):
      start = low + .constant(leading)
      free = high - .constant(trailing) - start - fixed
      require(free, for: firstVisible)
      spacing = self.spacing(visible, free, style: head.chainStyle, bias: head.bias)
    case (nil, let high?):
      start = high - .constant(trailing) - fixed
      require(start, for: firstVisible)
    case (let low, nil):
      start = (low ?? .constant(0)) + .constant(leading)
    }
    let last = assign(members, visible, from: start, free: free, spacing)
    if endTarget == nil { require(size - last, for: firstVisible) }
  }

  /// The margins between two visible neighbours: the first's end margin plus the second's
  /// begin margin.
  private func innerMargin(_ first: Int, _ second: Int) -> Int {
    (items[first].end?.margin ?? 0) + (items[second].begin?.margin ?? 0)
  }

  /// The spacing for a chain with both ends constrained.
  private func spacing(
    _ visible: [Int],
    _ free: Value,
    style: ChainStyle,
    bias: Float
  ) -> Spacing {
    let count = visible.count
    var spacing = Spacing(
      before: Array(repeating: 0, count: count),
      own: Array(repeating: 0, count: count)
    )
    let weights = chainWeights(visible)
    if visible.contains(where: { items[$0].isWeighted }) {
      guard !free.isNegative else {
        spacing.packed = Value.biased(.constant(0), free, 0.5, halfUp: false)
        return spacing
      }
      let total = weights.reduce(0, +)
      var sum = 0.0
      for position in 0..<count where total > 0 {
        spacing.before[position] = sum / total
        spacing.own[position] = weights[position] / total
        sum += weights[position]
      }
      return spacing
    }
    switch style {
    case _ where count == 1 || style == .packed:
      spacing.packed = Value.biased(.constant(0), free, bias, halfUp: false)
    case _ where free.isNegative:
      spacing.packed = Value.biased(.constant(0), free, 0.5, halfUp: false)
    case .spreadInside:
      for position in 0..<count { spacing.before[position] = Double(position) / Double(count - 1) }
    case .spread, .packed:
      for position in 0..<count {
        spacing.before[position] = Double(position + 1) / Double(count + 1)
      }
    }
    return spacing
  }

  /// The weight of each visible member's share of the free space: `0dp` spread members
  /// weigh their `layout_constraint*_weight`, or 1 each when no member sets one; a member
  /// without a weight among weighted ones gets nothing (`mHasComplexMatchWeights`).
  private func chainWeights(_ visible: [Int]) -> [Double] {
    let weighted = visible.filter { items[$0].isWeighted }
    let anyDefined = weighted.contains { items[$0].weight >= 0 }
    return visible.map { member in
      let item = items[member]
      guard item.isWeighted else { return 0 }
      if item.weight < 0 { return anyDefined ? 0 : 1 }
      return Double(item.weight)
    }
  }

  /// Sets every member's edges from `start` and the spacing; returns the last visible
  /// member's end.
  private mutating func assign(
    _ members: [Int],
    _ visible: [Int],
    from start: Value,
    free: Value,
    _ spacing: Spacing
  ) -> Value {
    var offset: Value = .constant(0)  // sizes and margins of the visible members so far
    var cursor = start
    var position = 0
    for member in members {
      let item = items[member]
      if item.isGone {
        set(member, begin: cursor, end: cursor)
        continue
      }
      if position > 0 { offset = offset + .constant(innerMargin(visible[position - 1], member)) }
      let shared = spacing.packed ?? free.portion(spacing.before[position])
      let begin = start + offset + shared
      let end: Value
      if item.isWeighted {
        let through = spacing.before[position] + spacing.own[position]
        end = start + offset + (spacing.packed ?? free.portion(through))
      } else {
        let itemLength = length(of: item)
        end = begin + itemLength
        offset = offset + itemLength
      }
      set(member, begin: begin, end: end)
      cursor = end
      position += 1
    }
    return cursor
  }
}
