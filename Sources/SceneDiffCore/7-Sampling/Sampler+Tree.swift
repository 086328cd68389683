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
    /// with its node when it is drawn in the overlay and its overlay presence, if any (found
    /// once, here: ``Sampler/startOnlyViews(_:start:endIndex:table:)`` reads it).
    var startOnly: [(start: Int, node: Int?, overlay: (rect: Rect, untilMs: Double)?)] = []

    /// The end views drawn at the top level as a container transform's end layer, by key.
    var hoisted: Set<String> = []
    /// The animators of every node, each node's its ``DrawNode/animatorSpan`` of them.
    var nodeAnimators: NodeAnimators

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
      endIndex: EndKeyIndex,
      animators: AnimatorGroups,
      presences: Presences,
      hoisted: Set<String> = []
    ) {
      self.hoisted = hoisted
      nodeAnimators = NodeAnimators(animators.all)
      let order = Tree.drawingOrder(end, presences, hoisted)
      endOfNode = order
      nodeOfEnd = [Int](repeating: 0, count: end.count)
      for (n, i) in order.enumerated() { nodeOfEnd[i] = n }
      // The nodes read their views back from the scenes when asked: none is copied here.
      let endViews = FlattenedViews(end)
      let runs = Dictionary(grouping: plan.viewAnimations, by: \.target)
      let startViews = Tree.startOnlyViews(plan: plan, start: start, end: end, endIndex, presences)
      // Room for every node at once: the start-only views' nodes come after the end views'.
      nodes.reserveCapacity(end.count + startViews.count)
      endParents.reserveCapacity(end.count)
      nodeAnimators.reserveCapacity(animators.all.count)
      for i in order {
        let own = animators.ofEnd(i, key: end.entries[i].key, endIndex: endIndex)
        addEnd(i, end: end, views: endViews, animators: own, presences)
        nodes[nodes.count - 1].viewAnimations = runs[end.entries[i].key] ?? []
      }
      addStartOnly(startViews, start: FlattenedViews(start), endIndex, animators)
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
      guard !hoisted.isEmpty || !presences.ghosts.isEmpty else {
        return Array(end.entries.indices)
      }
      var layer: [Int] = []
      for (i, entry) in end.entries.enumerated() {
        let ghost = presences.ghosts[i] == nil && !hoisted.contains(entry.key) ? 0 : 1
        layer.append((entry.parent.map { layer[$0] } ?? 0) + ghost)
      }
      return end.entries.indices.sorted { (layer[$0], $0) < (layer[$1], $1) }
    }

    /// A start view that is neither matched nor in the end scene, or has an overlay: its start
    /// index and its overlay presence, if any.
    typealias StartOnlyCandidate = (start: Int, overlay: (rect: Rect, untilMs: Double)?)

    /// The start views that are neither matched nor in the end scene, or have an overlay, in
    /// start order, each with its overlay presence.
    ///
    /// Whether a start key is an end key is asked in start order of `end`, whose views mostly
    /// keep that order (``EndKeys``); only the matches between two different keys are kept in a
    /// set: a start view whose key is not an end key can be matched to no other. Only the
    /// views that may have an overlay (``Presences/overlayCandidates(in:screenChange:)``) have
    /// their key looked up among the overlays.
    private static func startOnlyViews(
      plan: Plan,
      start: FlatScene,
      end: FlatScene,
      _ endIndex: EndKeyIndex,
      _ presences: Presences
    ) -> [StartOnlyCandidate] {
      let matchedElsewhere = Set(plan.matches.lazy.filter { $0.from != $0.to }.map(\.from))
      var endKeys = EndKeys(end, endIndex: endIndex)
      let hasOverlays = !presences.overlays.isEmpty
      let candidates = presences.overlayCandidates(
        in: start,
        screenChange: plan.screenChange != nil
      )
      var result: [StartOnlyCandidate] = []
      // Entries are read where the scene holds them: copying one retains every string it holds.
      for i in start.entries.indices {
        let mayHaveOverlay =
          candidates.map { $0.contains(i, key: start.entries[i].key) } ?? hasOverlays
        let overlay = mayHaveOverlay ? presences.overlays[start.entries[i].key] : nil
        // A view with an overlay is drawn whatever its key; another only when its key is
        // neither an end key nor matched (looked up in that order: most keys are end keys).
        guard
          overlay != nil
            || !endKeys.contains(start.entries[i].key)
              && !matchedElsewhere.contains(start.entries[i].key)
        else { continue }
        result.append((i, overlay))
      }
      return result
    }

    /// Appends the start-only views `startViews` (``startOnlyViews(plan:start:end:_:_:)``) to
    /// ``startOnly``, and the node of each one drawn in the overlay: an overlay root for a view
    /// with an overlay presence, an overlay child for a view whose start parent is drawn there.
    private mutating func addStartOnly(
      _ startViews: [StartOnlyCandidate],
      start views: FlattenedViews,
      _ endIndex: EndKeyIndex,
      _ animators: AnimatorGroups
    ) {
      let start = views.scene
      // The node of each start view drawn in the overlay, by start index, -1 for none.
      var nodeOfStart = [Int32](repeating: -1, count: start.count)
      startOnly.reserveCapacity(startViews.count)
      for (i, overlay) in startViews {
        let parentNode = start.entries[i].parent.map { Int(nodeOfStart[$0]) }
        let count = nodes.count
        appendStartOnlyNode(
          i,
          of: start,
          views: views,
          // Only an overlay root is drawn with its animators, all of its key's.
          animators: overlay == nil
            ? 0..<0
            : nodeAnimators.append(
              animators.ofKey(start.entries[i].key, endIndex: endIndex),
              where: { _ in true }
            ),
          overlay: overlay,
          parentNode: parentNode.flatMap { $0 < 0 ? nil : $0 }
        )
        if nodes.count > count { nodeOfStart[i] = Int32(count) }
        startOnly.append((i, nodeOfStart[i] < 0 ? nil : Int(nodeOfStart[i]), overlay))
      }
    }

    /// Appends the node of start-only view `i` of `start` (the scene of `views`), if it is
    /// drawn.
    ///
    /// An overlay root while its `overlay` presence lasts (when the view is VISIBLE), with
    /// `animators` (its range of ``nodeAnimators``), an overlay child of `parentNode` when its
    /// parent is drawn. Its ``DrawNode/drawnUntilMs`` is set by ``linkChildren()``.
    ///
    /// The node is appended here, and the view's entry read where its scene holds it: made
    /// elsewhere and returned as an optional, each node was copied into the array and the
    /// optional destroyed, and the entry passed in was copied.
    private mutating func appendStartOnlyNode(
      _ i: Int,
      of start: FlatScene,
      views: FlattenedViews,
      animators: Range<Int32>,
      overlay: (rect: Rect, untilMs: Double)?,
      parentNode: Int?
    ) {
      let visible = start.entries[i].visibility == .visible
      let source: DrawNode.Source
      let span: Range<Int32>
      let visibleUntilMs: Double
      if let overlay {
        (source, span, visibleUntilMs) = (.overlayRoot(start: i), animators, overlay.untilMs)
      } else if parentNode != nil {
        (source, span, visibleUntilMs) = (.overlayChild(start: i), 0..<0, .infinity)
      } else {
        return
      }
      nodes.append(
        DrawNode(
          key: start.entries[i].key,
          viewSource: .flattened(views, i),
          source: source,
          // An overlay root is drawn at the top level, an overlay child in its parent.
          parent: overlay == nil ? parentNode : nil,
          children: [],
          animatorSpan: span,
          visibleUntilMs: visible ? visibleUntilMs : 0,
          drawnUntilMs: 0
        )
      )
    }

    /// Lists each node among its parent's children and bounds its drawn window by its
    /// parent's, parents first.
    private mutating func linkChildren() {
      // Each parent's list is made once at its size, not grown child by child.
      var counts = [Int32](repeating: 0, count: nodes.count)
      for i in nodes.indices { if let p = nodes[i].parent { counts[p] += 1 } }
      for i in nodes.indices where counts[i] > 0 {
        nodes[i].children.reserveCapacity(Int(counts[i]))
      }
      for i in nodes.indices {
        nodes[i].drawnUntilMs = nodes[i].visibleUntilMs
        if let p = nodes[i].parent {
          nodes[p].children.append(i)
          nodes[i].drawnUntilMs = min(nodes[i].drawnUntilMs, nodes[p].drawnUntilMs)
        }
      }
    }

    /// Whether an animator of an end view's key is the end node's own: not one in root space
    /// other than `matrix` (those belong to its overlay copy), nor a view animation.
    private static func isOwn(_ animator: UnsafePointer<Animator>) -> Bool {
      (animator.pointee.space != .root || animator.pointee.property == .matrix)
        && !animator.pointee.property.isViewAnimation
    }

    /// Appends the node of end view `i` of `end` (shared with the node as `views`), whose end
    /// parent's node is already there, with its own of the animators at `animators` (positions
    /// in the plan's animators).
    private mutating func addEnd(
      _ i: Int,
      end: FlatScene,
      views: FlattenedViews,
      animators: ArraySlice<Int32>,
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
          // Positions of its own animators, tested in place: no animator is copied.
          animatorSpan: nodeAnimators.append(animators, where: Tree.isOwn),
          visibleUntilMs: visibleUntil,
          drawnUntilMs: min(visibleUntil, parent.map { nodes[$0].drawnUntilMs } ?? .infinity)
        )
      )
    }
  }
}
