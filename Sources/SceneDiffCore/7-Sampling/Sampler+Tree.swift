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
    /// The end view of each end node, by node index (the end views in drawing order).
    var endOfNode: [Int] = []
    /// The node of each end view's parent in the end scene (a ghost's too), by node index
    /// (end views only).
    var endParents: [Int?] = []
    /// The start views that are not in the end scene (or have an overlay), in start order, each
    /// with its node when it is drawn in the overlay.
    var startOnly: [(start: Int, node: Int?)] = []

    /// The end views drawn at the top level as a container transform's end layer, by key.
    var hoisted: Set<String> = []

    /// Builds the tree of a plan: the end nodes in drawing order, then the start-only views,
    /// then each node's children and drawn window.
    ///
    /// The end views in `hoisted` (a container transform's end layer) are top-level nodes, as
    /// ghosts are: Android draws them in the content view's overlay, apart from their parents.
    ///
    /// `endIndex` gives the end index of each end key; `animators` are the plan's, grouped by
    /// target.
    init(
      plan: Plan,
      start: FlatScene,
      end: FlatScene,
      endIndex: [String: Int],
      animators: AnimatorGroups,
      presences: Presences,
      hoisted: Set<String> = []
    ) {
      self.hoisted = hoisted
      let order = Tree.drawingOrder(end, presences, hoisted)
      endOfNode = order
      nodeOfEnd = [Int](repeating: 0, count: end.count)
      for (n, i) in order.enumerated() { nodeOfEnd[i] = n }
      // The nodes read their views back from the scenes when asked: none is copied here.
      let endViews = FlattenedViews(end)
      let runs = Dictionary(grouping: plan.viewAnimations, by: \.target)
      nodes.reserveCapacity(end.count)
      endParents.reserveCapacity(end.count)
      for i in order {
        let own = animators.ofEnd(i, key: end.entries[i].key, endIndex: endIndex)
        addEnd(i, end: end, views: endViews, animators: own, presences)
        nodes[nodes.count - 1].viewAnimations = runs[end.entries[i].key] ?? []
      }
      addStartOnly(
        plan: plan,
        start: FlattenedViews(start),
        endIndex: endIndex,
        animators: animators,
        presences
      )
      linkChildren()
    }

    /// The end views in drawing order: by the number of ghosts from the view up (a ghost in a
    /// ghost's subtree after that one), then document order; parents still come before their
    /// children.
    private static func drawingOrder(
      _ end: FlatScene,
      _ presences: Presences,
      _ hoisted: Set<String>
    ) -> [Int] {
      // Without ghosts or hoisted views every layer is 0: document order, not sorted.
      guard !hoisted.isEmpty || presences.ghosts.contains(where: { $0 != nil }) else {
        return Array(end.entries.indices)
      }
      var layer: [Int] = []
      for (i, entry) in end.entries.enumerated() {
        let ghost = presences.ghosts[i] == nil && !hoisted.contains(entry.key) ? 0 : 1
        layer.append((entry.parent.map { layer[$0] } ?? 0) + ghost)
      }
      return end.entries.indices.sorted { (layer[$0], $0) < (layer[$1], $1) }
    }

    /// Appends the start views that are neither matched nor in the end scene, or have an
    /// overlay, to ``startOnly``, and the node of each one drawn in the overlay: an overlay
    /// root for a view with an overlay presence, an overlay child for a view whose start
    /// parent is drawn there.
    private mutating func addStartOnly(
      plan: Plan,
      start views: FlattenedViews,
      endIndex: [String: Int],
      animators: AnimatorGroups,
      _ presences: Presences
    ) {
      let start = views.scene
      let matchedStart = Set(plan.matches.map(\.from))
      var nodeOfStart: [Int: Int] = [:]
      // Entries are read where the scene holds them: copying one retains every string it holds.
      for i in start.entries.indices {
        let overlay = presences.overlays[start.entries[i].key]
        // A view with an overlay is drawn whatever its key; another only when its key is
        // neither an end key nor matched (looked up in that order: most keys are end keys).
        guard
          overlay != nil
            || endIndex[start.entries[i].key] == nil
              && !matchedStart.contains(start.entries[i].key)
        else { continue }
        let node = Tree.startOnlyNode(
          i,
          start.entries[i],
          views: views,
          // Only an overlay root is drawn with its animators.
          animators: overlay == nil
            ? [] : animators.ofKey(start.entries[i].key, endIndex: endIndex),
          overlay: overlay,
          parentNode: start.entries[i].parent.flatMap { nodeOfStart[$0] }
        )
        if let node {
          nodeOfStart[i] = nodes.count
          nodes.append(node)
        }
        startOnly.append((i, nodeOfStart[i]))
      }
    }

    /// The node of start-only view `i`, or `nil` when it is not drawn.
    ///
    /// An overlay root while its `overlay` presence lasts (when the view is VISIBLE), an
    /// overlay child of `parentNode` when its parent is drawn. Its ``DrawNode/drawnUntilMs`` is
    /// set by ``linkChildren()``.
    private static func startOnlyNode(
      _ i: Int,
      _ entry: borrowing FlatScene.Entry,
      views: FlattenedViews,
      animators: [Animator],
      overlay: (rect: Rect, untilMs: Double)?,
      parentNode: Int?
    ) -> DrawNode? {
      let visible = entry.visibility == .visible
      if let overlay {
        return DrawNode(
          key: entry.key,
          viewSource: .flattened(views, i),
          source: .overlayRoot(start: i),
          parent: nil,
          children: [],
          animators: animators,
          visibleUntilMs: visible ? overlay.untilMs : 0,
          drawnUntilMs: 0
        )
      }
      guard let parentNode else { return nil }
      return DrawNode(
        key: entry.key,
        viewSource: .flattened(views, i),
        source: .overlayChild(start: i),
        parent: parentNode,
        children: [],
        animators: [],
        visibleUntilMs: visible ? .infinity : 0,
        drawnUntilMs: 0
      )
    }

    /// Lists each node among its parent's children and bounds its drawn window by its
    /// parent's, parents first.
    private mutating func linkChildren() {
      for i in nodes.indices {
        nodes[i].drawnUntilMs = nodes[i].visibleUntilMs
        if let p = nodes[i].parent {
          nodes[p].children.append(i)
          nodes[i].drawnUntilMs = min(nodes[i].drawnUntilMs, nodes[p].drawnUntilMs)
        }
      }
    }

    /// Appends the node of end view `i` of `end` (shared with the node as `views`), whose end
    /// parent's node is already there.
    private mutating func addEnd(
      _ i: Int,
      end: FlatScene,
      views: FlattenedViews,
      animators: [Animator],
      _ presences: Presences
    ) {
      // The entry's fields are read in place; the node reads its view back when asked.
      var visibleUntil =
        end.entries[i].visibility == .visible ? .infinity : presences.keptInPlace[i] ?? 0
      let endParent = end.entries[i].parent.map { nodeOfEnd[$0] }
      var parent = endParent
      var source = DrawNode.Source.end(i)
      if let ghost = presences.ghosts[i] {
        let parentUntil = endParent.map { nodes[$0].drawnUntilMs } ?? .infinity
        visibleUntil = min(visibleUntil, max(ghost.untilMs, parentUntil))
        parent = nil
        source = .ghost(end: i)
      } else if !hoisted.isEmpty && hoisted.contains(end.entries[i].key) {
        parent = nil
        source = .ghost(end: i)
      }
      endParents.append(endParent)
      nodes.append(
        DrawNode(
          key: end.entries[i].key,
          viewSource: .flattened(views, i),
          source: source,
          parent: parent,
          children: [],
          animators: animators.filter {
            ($0.space != .root || $0.property == .matrix) && !$0.property.isViewAnimation
          },
          visibleUntilMs: visibleUntil,
          drawnUntilMs: min(visibleUntil, parent.map { nodes[$0].drawnUntilMs } ?? .infinity)
        )
      )
    }
  }
}
