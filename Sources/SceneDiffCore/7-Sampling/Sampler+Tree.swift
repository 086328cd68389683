extension Sampler {
  /// The nodes a plan draws, and the start views that are not in the end scene (in start order,
  /// each with its node when it is drawn in the overlay).
  ///
  /// The nodes are the end scene's views in document order (a ghost at the top level, its
  /// children inside it), then each disappearing subtree that Android draws in the scene root's
  /// overlay: its outermost view at the top level, the start views below it inside it.
  ///
  /// An end view's animators are its key's, except those in root space other than `matrix`
  /// (they belong to its overlay copy). A ghost is drawn on its own account while the ghost
  /// lasts, then while its end parent is drawn too: with `v` its own window and `p` its end
  /// parent's, until `min(v, max(ghost end, p))`.
  static func tree(
    plan: Plan,
    start: FlatScene,
    end: FlatScene,
    animatorsByTarget: [String: [Animator]],
    presences: Presences
  ) -> (nodes: [DrawNode], startOnly: [(start: Int, node: Int?)]) {
    var nodes: [DrawNode] = []
    for (i, entry) in end.entries.enumerated() {
      let view = entry.view
      var visibleUntil =
        view.visibility == .visible ? .infinity : presences.keptInPlace[entry.key] ?? 0
      var parent = entry.parent
      var source = DrawNode.Source.end(i)
      if let ghost = presences.ghosts[entry.key] {
        let parentUntil = entry.parent.map { nodes[$0].drawnUntilMs } ?? .infinity
        visibleUntil = min(visibleUntil, max(ghost.untilMs, parentUntil))
        parent = nil
        source = .ghost(end: i)
      }
      nodes.append(
        DrawNode(
          key: entry.key,
          view: view,
          source: source,
          parent: parent,
          children: [],
          animators: (animatorsByTarget[entry.key] ?? []).filter {
            $0.space != .root || $0.property == .matrix
          },
          visibleUntilMs: visibleUntil,
          drawnUntilMs: min(visibleUntil, parent.map { nodes[$0].drawnUntilMs } ?? .infinity)
        )
      )
    }
    // The start views that are neither matched nor in the end scene, or that have an overlay.
    let endKeys = Set(end.entries.map(\.key))
    let matchedStart = Set(plan.matches.map(\.from))
    var nodeOfStart: [Int: Int] = [:]
    var startOnly: [(start: Int, node: Int?)] = []
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
    return (nodes, startOnly)
  }
}
