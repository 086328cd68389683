extension Sampler {
  /// The nodes a plan draws, and how the sampler finds the views behind them.
  ///
  /// The nodes are the end scene's views in document order, except that each ghost's subtree
  /// comes after the others (a ghost is drawn in the overlay, above the scene's views; it is at
  /// the top level, its children inside it), then each disappearing subtree that Android draws
  /// in the scene root's overlay: its outermost view at the top level, the start views below it
  /// inside it.
  ///
  /// An end view's animators are its key's, except those in root space other than `matrix`
  /// (they belong to its overlay copy). A ghost is drawn on its own account while the ghost
  /// lasts, then while its end parent is drawn too: with `v` its own window and `p` its end
  /// parent's, until `min(v, max(ghost end, p))`.
  struct Tree: Sendable {
    /// The nodes, parents before children, in drawing order.
    var nodes: [DrawNode] = []
    /// The node of each end view, by end index.
    var nodeOfEnd: [Int]
    /// The node of each end view's parent in the end scene (a ghost's too), by node index
    /// (end views only).
    var endParents: [Int?] = []
    /// The start views that are not in the end scene (or have an overlay), in start order, each
    /// with its node when it is drawn in the overlay.
    var startOnly: [(start: Int, node: Int?)] = []

    /// Builds the tree of a plan.
    init(
      plan: Plan,
      start: FlatScene,
      end: FlatScene,
      animatorsByTarget: [String: [Animator]],
      presences: Presences
    ) {
      // Drawing order: by the number of ghosts from the view up (a ghost in a ghost's subtree
      // after that one), then document order; parents still come before their children.
      var layer: [Int] = []
      for entry in end.entries {
        let ghost = presences.ghosts[entry.key] == nil ? 0 : 1
        layer.append((entry.parent.map { layer[$0] } ?? 0) + ghost)
      }
      let order = end.entries.indices.sorted { (layer[$0], $0) < (layer[$1], $1) }
      nodeOfEnd = [Int](repeating: 0, count: end.count)
      for (n, i) in order.enumerated() { nodeOfEnd[i] = n }
      for i in order {
        addEnd(i, end: end, animators: animatorsByTarget[end.entries[i].key] ?? [], presences)
      }
      // The start views that are neither matched nor in the end scene, or have an overlay.
      let endKeys = Set(end.entries.map(\.key))
      let matchedStart = Set(plan.matches.map(\.from))
      var nodeOfStart: [Int: Int] = [:]
      for (i, entry) in start.entries.enumerated() {
        let view = entry.view
        let visible = view.visibility == .visible
        guard
          !matchedStart.contains(entry.key) && !endKeys.contains(entry.key)
            || presences.overlays[entry.key] != nil
        else { continue }
        var node: DrawNode?
        if let overlay = presences.overlays[entry.key] {
          node = DrawNode(
            key: entry.key,
            view: view,
            source: .overlayRoot(start: i),
            parent: nil,
            children: [],
            animators: animatorsByTarget[entry.key] ?? [],
            visibleUntilMs: visible ? overlay.untilMs : 0,
            drawnUntilMs: 0
          )
        } else if let p = entry.parent, let parent = nodeOfStart[p] {
          node = DrawNode(
            key: entry.key,
            view: view,
            source: .overlayChild(start: i),
            parent: parent,
            children: [],
            animators: [],
            visibleUntilMs: visible ? .infinity : 0,
            drawnUntilMs: 0
          )
        }
        if let node {
          nodeOfStart[i] = nodes.count
          nodes.append(node)
        }
        startOnly.append((i, nodeOfStart[i]))
      }
      for i in nodes.indices {
        nodes[i].drawnUntilMs = nodes[i].visibleUntilMs
        if let p = nodes[i].parent {
          nodes[p].children.append(i)
          nodes[i].drawnUntilMs = min(nodes[i].drawnUntilMs, nodes[p].drawnUntilMs)
        }
      }
    }

    /// Appends the node of end view `i`, whose end parent's node is already there.
    private mutating func addEnd(
      _ i: Int,
      end: FlatScene,
      animators: [Animator],
      _ presences: Presences
    ) {
      let entry = end.entries[i]
      let view = entry.view
      var visibleUntil =
        view.visibility == .visible ? .infinity : presences.keptInPlace[entry.key] ?? 0
      let endParent = entry.parent.map { nodeOfEnd[$0] }
      var parent = endParent
      var source = DrawNode.Source.end(i)
      if let ghost = presences.ghosts[entry.key] {
        let parentUntil = endParent.map { nodes[$0].drawnUntilMs } ?? .infinity
        visibleUntil = min(visibleUntil, max(ghost.untilMs, parentUntil))
        parent = nil
        source = .ghost(end: i)
      }
      endParents.append(endParent)
      nodes.append(
        DrawNode(
          key: entry.key,
          view: view,
          source: source,
          parent: parent,
          children: [],
          animators: animators.filter { $0.space != .root || $0.property == .matrix },
          visibleUntilMs: visibleUntil,
          drawnUntilMs: min(visibleUntil, parent.map { nodes[$0].drawnUntilMs } ?? .infinity)
        )
      )
    }
  }
}
