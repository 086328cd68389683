/// Places ConstraintLayout children along one axis (§7): single and double constraints with
/// bias and margins, match-constraint sizes, GONE views as points, and chains (`spread`,
/// `spread_inside`, `packed`, weights).
///
/// Positions are resolved in dependency order by repeated passes (each pass places every
/// child whose anchors are placed); children left in a constraint cycle go to the begin edge.
/// Fractional positions (bias, chain gaps) are rounded to the nearest pixel, halves away from
/// zero — ConstraintLayout's own rounding was not verified (`android-layout.md` §13).
struct ConstraintAxisSolver {
  /// The children's axes.
  var axes: [ConstraintAxis]
  /// The parent's padding at the begin edge.
  var paddingBegin: Int
  /// The parent's padding at the end edge.
  var paddingEnd: Int

  /// The size the children need when the parent wraps its content: the longest run of
  /// padding, margins and sizes from the begin edge through a child to the end edge.
  ///
  /// Children tied on both sides to the same sibling, and match-constraint children between
  /// two anchors, add nothing (they fit in the room the others make).
  func requiredSize() -> Int {
    var beginMemo: [Int: Int] = [:]
    var endMemo: [Int: Int] = [:]
    func extentBegin(_ i: Int, _ depth: Int) -> Int {
      if let known = beginMemo[i] { return known }
      guard depth < axes.count + 1, let anchor = axes[i].begin else { return paddingBegin }
      let margin = margin(i, towardBegin: true)
      let value: Int
      switch (anchor.target, anchor.side) {
      case (nil, _): value = paddingBegin + margin
      case (let j?, .end): value = extentBegin(j, depth + 1) + axes[j].wrappedSizeIfShown + margin
      case (let j?, .begin): value = extentBegin(j, depth + 1) + margin
      }
      beginMemo[i] = value
      return value
    }
    func extentEnd(_ i: Int, _ depth: Int) -> Int {
      if let known = endMemo[i] { return known }
      guard depth < axes.count + 1, let anchor = axes[i].end else { return paddingEnd }
      let margin = margin(i, towardBegin: false)
      let value: Int
      switch (anchor.target, anchor.side) {
      case (nil, _): value = paddingEnd + margin
      case (let j?, .begin): value = extentEnd(j, depth + 1) + axes[j].wrappedSizeIfShown + margin
      case (let j?, .end): value = extentEnd(j, depth + 1) + margin
      }
      endMemo[i] = value
      return value
    }
    var required = paddingBegin + paddingEnd
    // A child tied on both sides to one sibling is centred on it and needs no more room.
    for i in axes.indices
    where axes[i].begin?.target == nil || axes[i].begin?.target != axes[i].end?.target {
      required = max(required, extentBegin(i, 0) + axes[i].wrappedSizeIfShown + extentEnd(i, 0))
    }
    return required
  }

  /// The begin position and size of every child inside a parent `parentSize` long.
  func solve(parentSize: Int) -> [(position: Int, size: Int)] {
    let count = axes.count
    var position = [Int?](repeating: nil, count: count)
    var size = [Int?](repeating: nil, count: count)
    let parentBegin = paddingBegin
    let parentEnd = parentSize - paddingEnd
    for i in axes.indices {
      if axes[i].isGone { size[i] = 0 } else if case .known(let px) = axes[i].size { size[i] = px }
      if case .percent(let fraction) = axes[i].size, !axes[i].isGone {
        size[i] = axes[i].constrained(Int(Float(parentEnd - parentBegin) * fraction))
      }
      if let fixed = axes[i].fixedPosition {
        position[i] = fixed
        size[i] = 0
      }
    }
    func anchorPosition(_ anchor: ConstraintAxis.Anchor) -> Int? {
      guard let target = anchor.target else {
        return anchor.side == .begin ? parentBegin : parentEnd
      }
      guard let p = position[target], let s = size[target] else { return nil }
      return anchor.side == .begin ? p : p + s
    }
    let chains = self.chains()
    let inChain = Set(chains.flatMap { $0 })
    var progress = true
    var passes = 0
    while progress, passes <= count + 1 {
      progress = false
      passes += 1
      for chain in chains where chain.contains(where: { position[$0] == nil }) {
        if place(chain, &position, &size, anchorPosition) { progress = true }
      }
      for i in axes.indices where position[i] == nil && !inChain.contains(i) {
        let axis = axes[i]
        let begin = axis.begin.map { anchorPosition($0) }
        let end = axis.end.map { anchorPosition($0) }
        if begin == .some(nil) || end == .some(nil) { continue }
        let b = begin.flatMap { $0 }.map { $0 + margin(i, towardBegin: true) }
        let e = end.flatMap { $0 }.map { $0 - margin(i, towardBegin: false) }
        switch (b, e) {
        case (let b?, let e?):
          let s = size[i] ?? axis.constrained(e - b)
          size[i] = s
          position[i] = b + Self.round(Float(e - b - s) * axis.bias)
        case (let b?, nil):
          size[i] = size[i] ?? axis.wrappedSize
          position[i] = b
        case (nil, let e?):
          let s = size[i] ?? axis.wrappedSize
          size[i] = s
          position[i] = e - s
        case (nil, nil):
          size[i] = size[i] ?? axis.wrappedSize
          position[i] = parentBegin
        }
        progress = true
      }
    }
    return axes.indices.map { i in
      (position[i] ?? parentBegin, size[i] ?? axes[i].wrappedSize)
    }
  }

  /// Places a chain once its ends can be resolved; `false` when they cannot yet.
  private func place(
    _ chain: [Int],
    _ position: inout [Int?],
    _ size: inout [Int?],
    _ anchorPosition: (ConstraintAxis.Anchor) -> Int?
  ) -> Bool {
    guard let head = chain.first, let tail = chain.last else { return false }
    let beginEdge = axes[head].begin.map { anchorPosition($0) }
    let endEdge = axes[tail].end.map { anchorPosition($0) }
    if beginEdge == .some(nil) || endEdge == .some(nil) { return false }
    let begin = beginEdge.flatMap { $0 }.map { $0 + margin(head, towardBegin: true) }
    let end = endEdge.flatMap { $0 }.map { $0 - margin(tail, towardBegin: false) }
    // Margins inside the chain: each member's end margin and the next one's begin margin.
    var inner = 0
    for (index, member) in chain.enumerated() {
      if index > 0 { inner += margin(member, towardBegin: true) }
      if index < chain.count - 1 { inner += margin(member, towardBegin: false) }
    }
    let shown = chain.filter { !axes[$0].isGone }
    let matching = shown.filter {
      if case .matchConstraint = axes[$0].size { return size[$0] == nil }
      return false
    }
    let fixed = chain.reduce(0) {
      $0 + (size[$1] ?? (matching.contains($1) ? 0 : axes[$1].wrappedSize))
    }
    guard let begin, let end else {
      // An open end: the members stack from the end that is tied.
      var cursor = begin ?? ((end ?? 0) - fixed - inner)
      for (index, member) in chain.enumerated() {
        if index > 0 { cursor += margin(member, towardBegin: true) }
        let s = size[member] ?? axes[member].wrappedSize
        size[member] = s
        position[member] = cursor
        cursor += s + margin(member, towardBegin: false)
      }
      return true
    }
    var free = end - begin - fixed - inner
    if !matching.isEmpty {
      let weights = matching.map { axes[$0].weight > 0 ? axes[$0].weight : 1 }
      let total = weights.reduce(0, +)
      var given = 0
      for (offset, member) in matching.enumerated() {
        let share =
          offset == matching.count - 1
          ? max(0, free) - given : Int(Float(max(0, free)) * weights[offset] / total)
        given += share
        size[member] = axes[member].constrained(share)
      }
      free = 0
    }
    let style = axes[head].chainStyle
    let n = shown.count
    var gaps: (before: Float, between: Float)
    switch style {
    case _ where free <= 0 || n == 0: gaps = (0, 0)
    case .spread: gaps = (Float(free) / Float(n + 1), Float(free) / Float(n + 1))
    case .spreadInside:
      gaps = n > 1 ? (0, Float(free) / Float(n - 1)) : (Float(free) / 2, 0)
    case .packed: gaps = (Float(free) * axes[head].bias, 0)
    }
    var cursor = Float(begin) + gaps.before
    var shownIndex = 0
    for (index, member) in chain.enumerated() {
      if index > 0 { cursor += Float(margin(member, towardBegin: true)) }
      let s = size[member] ?? axes[member].wrappedSize
      size[member] = s
      position[member] = Self.round(cursor)
      cursor += Float(s + margin(member, towardBegin: false))
      if !axes[member].isGone {
        shownIndex += 1
        if shownIndex < n { cursor += gaps.between }
      }
    }
    return true
  }

  /// The chains on this axis, each from its first member: children linked both ways (A's end
  /// to B's begin and B's begin to A's end).
  func chains() -> [[Int]] {
    func next(_ i: Int) -> Int? {
      guard let anchor = axes[i].end, let j = anchor.target, anchor.side == .begin,
        let back = axes[j].begin, back.target == i, back.side == .end
      else { return nil }
      return j
    }
    var previous: [Int: Int] = [:]
    for i in axes.indices { if let j = next(i) { previous[j] = i } }
    var chains: [[Int]] = []
    for head in axes.indices where previous[head] == nil && next(head) != nil {
      var chain = [head]
      var seen: Set<Int> = [head]
      while let j = next(chain[chain.count - 1]), !seen.contains(j) {
        chain.append(j)
        seen.insert(j)
      }
      chains.append(chain)
    }
    return chains
  }

  /// The margin child `i` keeps toward one anchor: none when GONE, the gone margin when the
  /// target is GONE and one is set.
  private func margin(_ i: Int, towardBegin: Bool) -> Int {
    let axis = axes[i]
    if axis.isGone { return 0 }
    let anchor = towardBegin ? axis.begin : axis.end
    if let target = anchor?.target, axes[target].isGone,
      let gone = towardBegin ? axis.beginGoneMargin : axis.endGoneMargin
    {
      return gone
    }
    return towardBegin ? axis.beginMargin : axis.endMargin
  }

  /// Rounds to the nearest integer, halves away from zero.
  static func round(_ value: Float) -> Int { Int(value.rounded(.toNearestOrAwayFromZero)) }
}

extension ConstraintAxis {
  /// The size a wrapping parent counts: 0 when GONE, and 0 for a match-constraint size
  /// between two anchors (it stretches into whatever the other children leave).
  var wrappedSizeIfShown: Int {
    if isGone { return 0 }
    if case .matchConstraint = size, begin != nil, end != nil { return 0 }
    if case .percent = size { return 0 }
    return wrappedSize
  }
}
