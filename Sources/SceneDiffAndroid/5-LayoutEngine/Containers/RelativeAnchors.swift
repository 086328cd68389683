/// One of RelativeLayout's dependency graphs (``RelativeDependencyGraph``): each child's
/// anchors, the children its rules name, in one flat list.
///
/// Child `i`'s anchors are `anchors[starts[i]..<starts[i + 1]]`, in the order its rules first
/// name them, each once, never the child itself (a rule naming its own view is no
/// dependency).
struct RelativeAnchors: Sendable {
  /// Every child's anchors, child after child.
  private var anchors: [Int] = []
  /// Where each child's anchors start in ``anchors``, and (last) their end.
  private var starts: [Int] = [0]

  /// An empty graph with room for `children` children.
  init(children: Int) {
    starts.reserveCapacity(children + 1)
    anchors.reserveCapacity(children)
  }

  /// The number of children added.
  var count: Int { starts.count - 1 }

  /// Begins the next child's anchors.
  mutating func startChild() { starts.append(anchors.count) }

  /// Adds the child `id` names (`byId` gives each id's first child) to the anchors of the
  /// current child, `index`, unless it is that child or already one of its anchors.
  mutating func add(_ id: String?, of index: Int, _ byId: [String: Int]) {
    guard let id, let anchor = byId[id], anchor != index else { return }
    let first = starts[starts.count - 2]
    guard !anchors[first...].contains(anchor) else { return }
    anchors.append(anchor)
    starts[starts.count - 1] = anchors.count
  }

  /// The anchors of child `index`.
  func anchors(of index: Int) -> ArraySlice<Int> { anchors[starts[index]..<starts[index + 1]] }

  /// Android's order for the graph, and one circle of children when some are in one.
  ///
  /// A ready list of dependency-free children in child order; the last is taken, emitted,
  /// and the children it frees are appended. Children left in a cycle follow
  /// in child order, so measuring never stops.
  func sorted() -> ([Int], [Int]?) {
    let count = self.count
    // Each child's anchors are distinct: a count of those not yet emitted stands for the set
    // of them. Each child's dependents, in ascending child order (the order freed children
    // join the ready list in), are one more flat list.
    var remaining = (0..<count).map { starts[$0 + 1] - starts[$0] }
    // `positions[i]` counts child i's dependents, then (summed) is where its list ends, then
    // (filled from the last child down) where it starts; `positions[count]` is the total.
    var positions = Array(repeating: 0, count: count + 1)
    for anchor in anchors { positions[anchor] += 1 }
    for index in positions.indices.dropFirst() { positions[index] += positions[index - 1] }
    var dependents = Array(repeating: 0, count: anchors.count)
    for index in (0..<count).reversed() {
      for anchor in anchors(of: index) {
        positions[anchor] -= 1
        dependents[positions[anchor]] = index
      }
    }
    var ready = (0..<count).filter { remaining[$0] == 0 }
    var order: [Int] = []
    order.reserveCapacity(count)
    // An emitted child's count of anchors left becomes -1.
    while let next = ready.popLast() {
      order.append(next)
      remaining[next] = -1
      for dependent in dependents[positions[next]..<positions[next + 1]] {
        remaining[dependent] -= 1
        if remaining[dependent] == 0 { ready.append(dependent) }
      }
    }
    guard order.count < count else { return (order, nil) }
    // Find one circle among the children left: follow unemitted anchors until one repeats.
    let start = (0..<count).first { remaining[$0] >= 0 } ?? 0
    var path: [Int] = []
    var seen: [Int: Int] = [:]
    var current = start
    while seen[current] == nil {
      seen[current] = path.count
      path.append(current)
      guard let next = anchors(of: current).first(where: { remaining[$0] >= 0 }) else { break }
      current = next
    }
    let circle = seen[current].map { Array(path[$0...]) } ?? path
    return (order + (0..<count).filter { remaining[$0] >= 0 }, circle)
  }
}
