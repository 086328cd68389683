extension Sampler {
  /// The nodes a plan draws, and the start views that are not in the end scene (in start order,
  /// each with its node when it is drawn in the overlay).
  ///
  /// The nodes are the end scene's views in document order, then each disappearing subtree that
  /// Android draws in the scene root's overlay: its outermost view at the top level, the start
  /// views below it inside it.
  static func tree(
    plan: Plan,
    start: FlatScene,
    end: FlatScene,
    animatorsByTarget: [String: [Animator]],
    overlays: [String: (rect: Rect, untilMs: Double)],
    keptInPlace: [String: Double]
  ) -> (nodes: [DrawNode], startOnly: [(start: Int, node: Int?)]) {
    var nodes: [DrawNode] = []
    for (i, entry) in end.entries.enumerated() {
      let view = entry.view
      nodes.append(
        DrawNode(
          key: entry.key,
          view: view,
          source: .end(i),
          parent: entry.parent,
          children: [],
          animators: (animatorsByTarget[entry.key] ?? []).filter { $0.space != .root },
          visibleUntilMs: view.visibility == .visible ? .infinity : keptInPlace[entry.key] ?? 0,
          drawnUntilMs: 0
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
          || overlays[entry.key] != nil
      else { continue }
      var node: DrawNode?
      if let overlay = overlays[entry.key] {
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
