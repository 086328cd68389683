import SceneDiffCore

/// Places every child of a ConstraintLayout along one axis (§7), in the content box's
/// coordinates (0 = the parent's padded begin edge, ``size`` = its padded end edge).
///
/// Children are placed in dependency order: each child (or whole chain) once every sibling
/// it is constrained to has been placed (Kahn's algorithm over the constraint graph). When
/// only cyclic constraints are left, the first unplaced child is placed with its
/// constraints to unplaced siblings ignored, so a cycle falls back to the begin side and the
/// solver always ends after one placement per child.
struct ConstraintAxisSolver<Value: ConstraintCoordinate> {
  /// The children along this axis.
  let items: [ConstraintAxisItem]
  /// The chains among them.
  let chains: ConstraintChains
  /// The content size along the axis.
  let size: Value
  /// Whether a chain's head (style, bias) is its last member: horizontal chains in a
  /// right-to-left ConstraintLayout (`ChainHead`).
  let headIsLast: Bool
  /// Each child's left/top edge once solved.
  private(set) var begins: [Value]
  /// Each child's right/bottom edge once solved.
  private(set) var ends: [Value]
  /// What the content needs from ``size``: every value must be ≥ 0 (see ``ConstraintAffine``).
  private(set) var requirements: [Value] = []
  /// Whether each child has been placed.
  private var isPlaced: [Bool]

  /// A solver for `items` in a content box of `size`.
  init(_ items: [ConstraintAxisItem], size: Value, headIsLast: Bool) {
    self.items = items
    self.chains = ConstraintChains(items)
    self.size = size
    self.headIsLast = headIsLast
    begins = Array(repeating: .constant(0), count: items.count)
    ends = Array(repeating: .constant(0), count: items.count)
    isPlaced = Array(repeating: false, count: items.count)
  }

  /// Places every child.
  mutating func solve() {
    let count = items.count
    let unitCount = count + chains.members.count
    func unit(of child: Int) -> Int { chains.chainOf[child].map { count + $0 } ?? child }
    var dependents: [[Int]] = Array(repeating: [], count: unitCount)
    var waiting = Array(repeating: 0, count: unitCount)
    for current in 0..<unitCount {
      let needed = Set(targets(ofUnit: current).map(unit(of:))).subtracting([current])
      waiting[current] = needed.count
      for target in needed { dependents[target].append(current) }
    }
    var queue = (0..<unitCount).filter { waiting[$0] == 0 && isUnit($0) }
    var done = Array(repeating: false, count: unitCount)
    for current in 0..<unitCount where !isUnit(current) { done[current] = true }
    var head = 0
    var scan = 0
    while true {
      let current: Int
      if head < queue.count {
        current = queue[head]
        head += 1
        if done[current] { continue }
      } else {
        while scan < unitCount && done[scan] { scan += 1 }
        guard scan < unitCount else { break }
        current = scan  // only cycles are left: break one at its first member
      }
      done[current] = true
      place(unit: current)
      for dependent in dependents[current] where !done[dependent] {
        waiting[dependent] -= 1
        if waiting[dependent] == 0 { queue.append(dependent) }
      }
    }
  }

  // MARK: Units

  /// Whether unit `index` is placed on its own: a chain, or a child outside every chain.
  private func isUnit(_ index: Int) -> Bool {
    index >= items.count || chains.chainOf[index] == nil
  }

  /// The siblings whose positions unit `index` reads.
  private func targets(ofUnit index: Int) -> [Int] {
    if index >= items.count {
      let members = chains.members[index - items.count]
      return [items[members[0]].begin?.target, items[members[members.count - 1]].end?.target]
        .compactMap { $0 }
    }
    let item = items[index]
    return [item.begin?.target, item.end?.target, item.baseline?.target, item.circle?.target]
      .compactMap { $0 } + (item.barrier?.targets ?? [])
  }

  /// Places a unit.
  private mutating func place(unit index: Int) {
    if index >= items.count {
      placeChain(chains.members[index - items.count])
    } else {
      place(index)
    }
  }

  /// The position `link` points at (before its margin), or `nil` while its target is
  /// unplaced (a cycle).
  func position(_ link: ConstraintLink) -> Value? {
    guard let target = link.target else { return link.side == .begin ? .constant(0) : size }
    guard isPlaced[target] else { return nil }
    return link.side == .begin ? begins[target] : ends[target]
  }

  /// Records the edges of child `index`.
  mutating func set(_ index: Int, begin: Value, end: Value) {
    begins[index] = begin
    ends[index] = end
    isPlaced[index] = true
  }

  /// Records a requirement `value ≥ 0` of a child that takes space.
  mutating func require(_ value: Value, for index: Int) {
    if !items[index].isGone { requirements.append(value) }
  }

  // MARK: One child

  /// Places child `index` (not in a chain) by its constraints.
  private mutating func place(_ index: Int) {
    let item = items[index]
    if item.isInert {
      set(index, begin: .constant(0), end: .constant(0))
      return
    }
    if let guide = item.guide {
      placeGuide(index, guide)
      return
    }
    if let barrier = item.barrier {
      placeBarrier(index, barrier)
      return
    }
    if let circle = item.circle, isPlaced[circle.target] {
      placeOnCircle(index, circle)
      return
    }
    if case .fillParent(let beginMargin, let endMargin) = item.size {
      set(index, begin: .constant(beginMargin), end: size - .constant(endMargin))
      return
    }
    if let baseline = item.baseline,
      let top = position(ConstraintLink(target: baseline.target, side: .begin, margin: 0))
    {
      let begin = top + .constant(baseline.offset)
      set(index, begin: begin, end: begin + length(of: item))
      require(size - ends[index], for: index)
      return
    }
    let beginTarget = item.begin.flatMap { position($0) }
    let endTarget = item.end.flatMap { position($0) }
    switch (beginTarget, endTarget) {
    case (let start?, let finish?):
      placeBetween(index, start, finish)
    case (let start?, nil):
      let begin = start + .constant(item.begin?.margin ?? 0)
      set(index, begin: begin, end: begin + length(of: item))
      require(size - ends[index], for: index)
    case (nil, let finish?):
      let end = finish - .constant(item.end?.margin ?? 0)
      set(index, begin: end - length(of: item), end: end)
      require(begins[index], for: index)
    case (nil, nil):
      set(index, begin: .constant(0), end: length(of: item))
      require(size - ends[index], for: index)
    }
  }

  /// Places a Barrier at the farthest edge of its placed targets, plus its margin.
  private mutating func placeBarrier(_ index: Int, _ barrier: ConstraintBarrierLink) {
    let edges = barrier.targets.filter { isPlaced[$0] && !items[$0].isInert }.map {
      barrier.isMax ? ends[$0] : begins[$0]
    }
    let position = Value.extreme(edges, largest: barrier.isMax) + .constant(barrier.margin)
    set(index, begin: position, end: position)
  }

  /// Places child `index` on its circular constraint around a placed target.
  private mutating func placeOnCircle(_ index: Int, _ circle: ConstraintCircleLink) {
    let length = length(of: items[index])
    let begin = Value.circled(
      begins[circle.target],
      ends[circle.target],
      offset: circle.offset,
      length: length
    )
    set(index, begin: begin, end: begin + length)
    require(begin, for: index)
    require(size - ends[index], for: index)
  }

  /// Places child `index` between two anchors (`solveHorizontalCenterConstraints` and
  /// `solveHorizontalMatchConstraint`): the bias shares out the space the child leaves.
  private mutating func placeBetween(_ index: Int, _ start: Value, _ finish: Value) {
    let item = items[index]
    var bias = item.bias
    var low = start + .constant(item.begin?.margin ?? 0)
    var high = finish - .constant(item.end?.margin ?? 0)
    if start == finish {
      // Both anchors at one place: centred on it, margins ignored.
      (low, high, bias) = (start, finish, 0.5)
    }
    let space = high - low
    let width: Value
    let needed: Value
    var halfUp = false
    switch item.size {
    case .spread(let minimum, let maximum):
      width = space.clampedSize(minimum: minimum, maximum: maximum)
      needed = space - .constant(minimum)
      halfUp = true
    case .wrap(let measured):
      width = space.limiting(measured)
      needed = space - .constant(measured)
    case .percent, .fixed, .fillParent:
      width = length(of: item)
      needed = space - width
    }
    let begin = Value.biased(low, space - width, bias, halfUp: halfUp)
    set(index, begin: begin, end: begin + width)
    require(needed, for: index)
  }

  /// Places a Guideline: `begin` px from the begin edge, `end` px from the end edge, or
  /// `(int) (0.5f + percent × size)`.
  private mutating func placeGuide(_ index: Int, _ guide: GuidePosition) {
    let position: Value
    switch guide {
    case .begin(let px):
      position = .constant(px)
      requirements.append(size - position)
    case .end(let px):
      position = size - .constant(px)
      requirements.append(position)
    case .percent(let fraction):
      position = size.floatPortion(fraction)
    }
    set(index, begin: position, end: position)
  }

  /// The child's size when no pair of anchors shares space out: fixed and measured sizes,
  /// a percent of the parent, or a match-constraint child's measured size within min/max.
  func length(of item: ConstraintAxisItem) -> Value {
    switch item.size {
    case .fixed(let px), .wrap(let px): .constant(px)
    case .fillParent: .constant(item.measured)
    case .spread(let minimum, let maximum):
      .constant(item.measured.clampedSize(minimum: minimum, maximum: maximum))
    case .percent(let fraction, let minimum, let maximum):
      size.floatPortion(fraction).clampedSize(minimum: minimum, maximum: maximum)
    }
  }
}
