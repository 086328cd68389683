import SceneDiffCore

/// RelativeLayout's two dependency graphs (§6.2): the order children are measured in, per
/// axis, and the anchor lookups that skip GONE views.
struct RelativeDependencyGraph: Sendable {
  /// Child indexes in horizontal dependency order (every child after its anchors).
  var horizontalOrder: [Int]
  /// Child indexes in vertical dependency order.
  var verticalOrder: [Int]
  /// One circle of ids, if either graph has one.
  var cycle: [String]?
  /// The first child with each id.
  private var byId: [String: Int] = [:]

  /// The graphs of `children` with their resolved `rules`.
  init(_ children: [LayoutNode], _ rules: [ResolvedRelativeRules]) {
    for index in children.indices {
      if let id = children[index].id, byId[id] == nil { byId[id] = index }
    }
    var horizontal: [[Int]] = []
    var vertical: [[Int]] = []
    horizontal.reserveCapacity(rules.count)
    vertical.reserveCapacity(rules.count)
    // Each rule is read in place (a copy of one retains and releases its nine ids).
    for index in rules.indices {
      horizontal.append(
        Self.anchors(
          [
            rules[index].leftOf, rules[index].rightOf, rules[index].alignLeft,
            rules[index].alignRight,
          ],
          index,
          byId
        )
      )
      vertical.append(
        Self.anchors(
          [
            rules[index].above, rules[index].below, rules[index].alignBaseline,
            rules[index].alignTop, rules[index].alignBottom,
          ],
          index,
          byId
        )
      )
    }
    let (hOrder, hCycle) = Self.sort(horizontal)
    let (vOrder, vCycle) = Self.sort(vertical)
    horizontalOrder = hOrder
    verticalOrder = vOrder
    cycle = (hCycle ?? vCycle).map { $0.map { children[$0].id ?? "#\($0)" } }
  }

  /// The children the rule ids in `ids` name (`byId` gives each id's first child), in the
  /// order first named, each once, without child `index` itself (a rule naming its own view
  /// is no dependency).
  private static func anchors(_ ids: [String?], _ index: Int, _ byId: [String: Int]) -> [Int] {
    var found: [Int] = []
    for case let id? in ids {
      guard let anchor = byId[id], anchor != index, !found.contains(anchor) else { continue }
      found.append(anchor)
    }
    return found
  }

  /// Android's order for one graph.
  ///
  /// A ready list of dependency-free children in child order; the last is taken, emitted,
  /// and the children it frees are appended. Children left in a cycle follow
  /// in child order, so measuring never stops.
  private static func sort(_ dependencies: [[Int]]) -> ([Int], [Int]?) {
    let count = dependencies.count
    // Each child's anchors are distinct (``anchors(_:_:_:)``): a count of those not yet
    // emitted stands for the set of them, and each list of dependents is filled in ascending
    // child order, the order freed children join the ready list in.
    var remaining = dependencies.map(\.count)
    var dependents = Array(repeating: [Int](), count: count)
    for (index, anchors) in dependencies.enumerated() {
      for anchor in anchors { dependents[anchor].append(index) }
    }
    var ready = (0..<count).filter { remaining[$0] == 0 }
    var order: [Int] = []
    order.reserveCapacity(count)
    var emitted = Array(repeating: false, count: count)
    while let next = ready.popLast() {
      order.append(next)
      emitted[next] = true
      for dependent in dependents[next] {
        remaining[dependent] -= 1
        if remaining[dependent] == 0 { ready.append(dependent) }
      }
    }
    guard order.count < count else { return (order, nil) }
    // Find one circle among the children left: follow unemitted anchors until one repeats.
    let start = (0..<count).first { !emitted[$0] } ?? 0
    var path: [Int] = []
    var seen: [Int: Int] = [:]
    var current = start
    while seen[current] == nil {
      seen[current] = path.count
      path.append(current)
      guard let next = dependencies[current].first(where: { !emitted[$0] }) else { break }
      current = next
    }
    let circle = seen[current].map { Array(path[$0...]) } ?? path
    return (order + (0..<count).filter { !emitted[$0] }, circle)
  }

  /// `getRelatedView`: the child `id` names, following GONE anchors' own rule of the same
  /// relation; `nil` when the chain ends or loops.
  func relatedView(
    _ id: String?,
    _ relation: KeyPath<ResolvedRelativeRules, String?>,
    _ children: [LayoutNode],
    _ rules: [ResolvedRelativeRules]
  ) -> Int? {
    guard let id, var index = byId[id] else { return nil }
    var visited: Set<Int> = []
    while !children[index].isLaidOut {
      visited.insert(index)
      guard let next = rules[index][keyPath: relation], let found = byId[next],
        !visited.contains(found)
      else { return nil }
      index = found
    }
    return index
  }
}
