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
  /// Weighted members keep their sizes in the ratio of their weights (the solver's
  /// `createRowEqualMatchDimensions` equalities), so a `layout_constraint*_max` caps every
  /// weighted member: they all shrink to the largest sizes that respect the weights and every
  /// maximum, and what is left is shared out as for fixed-size members.
  ///
  /// A chain too long for its space (spread styles) is packed and centred; a chain whose end
  /// is free stacks from its begin side, the last member only its own begin margin after its
  /// neighbour (ConstraintLayout's direct resolution places it as a view tied on one side);
  /// GONE members are points where their neighbour ends.
  mutating func placeChain(_ members: [Int]) {
    let visible = members.filter { !items[$0].isGone }
    let startTarget = items[members[0]].begin.flatMap { position($0) }
    let endTarget = items[members[members.count - 1]].end.flatMap { position($0) }
    guard let firstVisible = visible.first, let lastVisible = visible.last else {
      let point = startTarget ?? endTarget ?? .constant(0)
      for member in members { set(member, begin: point, end: point) }
      return
    }
    let chain = ChainGeometry(
      visible: visible,
      openEnd: startTarget != nil && endTarget == nil
    )
    let head = items[headIsLast ? members[members.count - 1] : members[0]]
    let leading = items[firstVisible].begin?.margin ?? 0
    let trailing = items[lastVisible].end?.margin ?? 0
    var fixed: Value = .constant(0)
    for (position, member) in visible.enumerated() {
      if !items[member].isWeighted { fixed = fixed + length(of: items[member]) }
      if position > 0 { fixed = fixed + .constant(margin(between: position, chain)) }
    }

    let start: Value
    var free: Value = .constant(0)
    var spacing = Spacing(
      before: Array(repeating: 0, count: visible.count),
      own: Array(repeating: 0, count: visible.count)
    )
    var capped: [Int: Value] = [:]
    switch (startTarget, endTarget) {
    case (let low?, let high?):
      start = low + .constant(leading)
      free = high - .constant(trailing) - start - fixed
      require(free, for: firstVisible)
      capped = cappedSizes(visible, free)
      for size in capped.values { free = free - size }
      spacing = self.spacing(
        visible,
        free,
        style: head.chainStyle,
        bias: head.bias,
        weighted: capped.isEmpty
      )
    case (nil, let high?):
      start = high - .constant(trailing) - fixed
      require(start, for: firstVisible)
    case (let low, nil):
      start = (low ?? .constant(0)) + .constant(leading)
    }
    let last = assign(members, chain, from: start, free: free, spacing, capped: capped)
    if endTarget == nil { require(size - last, for: firstVisible) }
  }

  /// The visible members of a chain and whether its end is free.
  private struct ChainGeometry {
    /// The members that are not GONE, begin side first.
    let visible: [Int]
    /// Whether the first member's begin is tied and the last member's end is not.
    let openEnd: Bool
  }

  /// The margin in front of the visible member at `position` (> 0): the previous one's end
  /// margin plus its own begin margin, or only its own begin margin for the last member of a
  /// chain with a free end.
  private func margin(between position: Int, _ chain: ChainGeometry) -> Int {
    let member = chain.visible[position]
    let own = items[member].begin?.margin ?? 0
    if chain.openEnd && position == chain.visible.count - 1 { return own }
    return (items[chain.visible[position - 1]].end?.margin ?? 0) + own
  }

  /// The sizes of the weighted members when a maximum caps them: each weighted member's size
  /// is `unit × weight` with `unit` the smallest of `free / total weight` and every
  /// `maximum / weight`; empty when no maximum binds (or while sizing a wrapping layout).
  private func cappedSizes(_ visible: [Int], _ free: Value) -> [Int: Value] {
    guard let space = free as? Int, space > 0 else { return [:] }
    let weights = chainWeights(visible)
    let total = weights.reduce(0, +)
    guard total > 0 else { return [:] }
    var unit = Double(space) / total
    var binds = false
    for (position, member) in visible.enumerated() where weights[position] > 0 {
      guard case .spread(_, let maximum) = items[member].size, maximum > 0 else { continue }
      let limit = Double(maximum) / weights[position]
      if limit < unit {
        unit = limit
        binds = true
      }
    }
    guard binds else { return [:] }
    var sizes: [Int: Value] = [:]
    for (position, member) in visible.enumerated() where items[member].isWeighted {
      sizes[member] = .constant(Int(javaCast: (unit * weights[position] + 0.5).rounded(.down)))
    }
    return sizes
  }

  /// The spacing for a chain with both ends constrained.
  private func spacing(
    _ visible: [Int],
    _ free: Value,
    style: ChainStyle,
    bias: Float,
    weighted: Bool
  ) -> Spacing {
    let count = visible.count
    var spacing = Spacing(
      before: Array(repeating: 0, count: count),
      own: Array(repeating: 0, count: count)
    )
    let weights = chainWeights(visible)
    if weighted && visible.contains(where: { items[$0].isWeighted }) {
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

  /// Sets every member's edges from `start` and the spacing.
  ///
  /// Returns the last visible member's end. `capped` members take their capped size like
  /// fixed-size members.
  private mutating func assign(
    _ members: [Int],
    _ chain: ChainGeometry,
    from start: Value,
    free: Value,
    _ spacing: Spacing,
    capped: [Int: Value]
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
      if position > 0 { offset = offset + .constant(margin(between: position, chain)) }
      let shared = spacing.packed ?? free.portion(spacing.before[position])
      let begin = start + offset + shared
      let end: Value
      if item.isWeighted && capped.isEmpty {
        let through = spacing.before[position] + spacing.own[position]
        end = start + offset + (spacing.packed ?? free.portion(through))
      } else {
        let itemLength = capped[member] ?? length(of: item)
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
