/// A transition graph flattened into nodes with parent links, with Android's inheritance rules
/// (reference §8.2) resolved for every leaf.
package struct TransitionTree: Sendable {
  /// One transition of the graph.
  package struct Node: Sendable {
    /// The transition as written.
    package var transition: SceneTransition
    /// The enclosing set's node index, `nil` for the root.
    package var parent: Int?
    /// Child node indices, for sets.
    package var children: [Int]
    /// Duration after set inheritance (the outermost set with a duration wins).
    package var durationMs: Int?
    /// Timing curve after set inheritance (the outermost set with one set in code wins).
    package var curve: TimingCurve?
    /// Start delay after the set rule of §8.2 (added down the tree at `createAnimators`).
    package var startDelayMs: Int?
    /// Path motion after set inheritance (the outermost set with one wins); `nil`: straight.
    package var pathMotion: PathMotion?
    /// Propagation after set inheritance; `nil`: the transition's own default.
    package var propagation: Propagation?
    /// Epicenter after set inheritance.
    package var epicenter: Epicenter?
  }

  /// Every node, pre-order; node 0 is the root.
  package var nodes: [Node]

  /// Flattens a transition and resolves inheritance.
  package init(_ root: SceneTransition) {
    var nodes: [Node] = []
    func add(_ transition: SceneTransition, parent: Int?) -> Int {
      let index = nodes.count
      nodes.append(
        Node(
          transition: transition,
          parent: parent,
          children: [],
          durationMs: transition.durationMs,
          curve: transition.curve,
          startDelayMs: transition.startDelayMs,
          pathMotion: transition.pathMotion,
          propagation: transition.propagation,
          epicenter: transition.epicenter
        )
      )
      nodes[index].pathMotion = transition.pathMotion
      if let set = transition.kind as? TransitionSet {
        var kids: [Int] = []
        for child in set.children { kids.append(add(child, parent: index)) }
        nodes[index].children = kids
      }
      return index
    }
    _ = add(root, parent: nil)
    // Duration, curve, path motion, propagation, epicenter: a set overwrites its
    // children's values, and a set added to an outer set is overwritten in turn, so the
    // outermost value wins.
    for i in nodes.indices {
      guard let parent = nodes[i].parent else { continue }
      if let d = nodes[parent].durationMs, d >= 0 { nodes[i].durationMs = d }
      if let curve = nodes[parent].curve { nodes[i].curve = curve }
      if let pathMotion = nodes[parent].pathMotion { nodes[i].pathMotion = pathMotion }
      if let propagation = nodes[parent].propagation { nodes[i].propagation = propagation }
      if let epicenter = nodes[parent].epicenter { nodes[i].epicenter = epicenter }
    }
    // Start delay: a set's delay D > 0 goes to every child (together) or the first (sequential):
    // the child gets D + its own delay when that is > 0, else D. Parents are resolved first.
    for i in nodes.indices {
      guard let set = nodes[i].transition.kind as? TransitionSet,
        let d = nodes[i].startDelayMs, d > 0
      else { continue }
      let receivers =
        set.ordering == .together ? nodes[i].children : Array(nodes[i].children.prefix(1))
      for child in receivers {
        let own = nodes[child].startDelayMs ?? -1
        nodes[child].startDelayMs = own > 0 ? d + own : d
      }
    }
    self.nodes = nodes
  }

  /// The root transition.
  var root: SceneTransition { nodes[0].transition }

  /// Whether every transition from the root down to `node` accepts the view (§4.2).
  func targets(_ node: Int, _ view: ViewNode) -> Bool {
    var current: Int? = node
    while let n = current {
      if !nodes[n].transition.targets.isValidTarget(view) { return false }
      current = nodes[n].parent
    }
    return true
  }
}
