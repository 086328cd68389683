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
    for (index, child) in children.enumerated() {
      if let id = child.id, byId[id] == nil { byId[id] = index }
    }
    let ids = byId
    func edges(_ anchors: (ResolvedRelativeRules) -> [String]) -> [[Int]] {
      rules.enumerated().map { index, rule in
        anchors(rule).compactMap { ids[$0] }.filter { $0 != index }
      }
    }
    let horizontal = edges(\.horizontalAnchors)
    let vertical = edges(\.verticalAnchors)
    let (hOrder, hCycle) = Self.sort(horizontal)
    let (vOrder, vCycle) = Self.sort(vertical)
    horizontalOrder = hOrder
    verticalOrder = vOrder
    cycle = (hCycle ?? vCycle).map { $0.map { children[$0].id ?? "#\($0)" } }
  }

  /// Android's order for one graph.
  ///
  /// A ready list of dependency-free children in child order; the last is taken, emitted,
  /// and the children it frees are appended. Children left in a cycle follow
  /// in child order, so measuring never stops.
  private static func sort(_ dependencies: [[Int]]) -> ([Int], [Int]?) {
    let count = dependencies.count
    var remaining = dependencies.map { Set($0) }
    var dependents = Array(repeating: [Int](), count: count)
    for (index, anchors) in dependencies.enumerated() {
      for anchor in Set(anchors) { dependents[anchor].append(index) }
    }
    var ready = (0..<count).filter { remaining[$0].isEmpty }
    var order: [Int] = []
    var emitted = Array(repeating: false, count: count)
    while let next = ready.popLast() {
      order.append(next)
      emitted[next] = true
      for dependent in dependents[next].sorted() {
        remaining[dependent].remove(next)
        if remaining[dependent].isEmpty { ready.append(dependent) }
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
