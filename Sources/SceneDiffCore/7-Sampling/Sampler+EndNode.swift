extension Sampler {
  /// What a frame reads of one end node (an end-scene view, a ghost or a hoisted view), by node
  /// index: gathered once when the sampler is made, so that sampling reads numbers instead of
  /// copying ``DrawNode``s and their views.
  struct EndNode: Sendable {
    /// The view key.
    var key: String
    /// The view's own values.
    var base: NodeBase
    /// Until when it is drawn on its own account (``DrawNode/visibleUntilMs``).
    var visibleUntilMs: Double
    /// Its animators (``DrawNode/animators``) other than property animators, in plan order:
    /// their range of the sampler's ``AnimatorTable/records``.
    var animators: Range<Int>
    /// Its property animators (``Animator/isPropertyAnimator``), in plan order: they are applied
    /// after the others.
    var propertyAnimators: [Animator]
    /// The earliest start of its animators (`.infinity` without any): before it, every
    /// animator holds its start value and its state is the one they give at `-.infinity`.
    var changesFromMs: Double
    /// The latest start or end of its animators (`-.infinity` without any): from it on, every
    /// animator has ended and its state is the one they give at `.infinity`.
    var changesUntilMs: Double
    // The three flags come last, together: each between two 8-byte fields took 8 bytes with
    // its padding (a node was 136 bytes, now 128).
    /// Whether it is a top-level node drawn at its root-space placement (a ghost or a
    /// container transform's end layer).
    var isGhost: Bool
    /// Whether view animations are started on it.
    var hasViewAnimations: Bool
    /// Whether an end node is drawn inside it (its composition is read by a child).
    var hasChildren: Bool
  }
}

extension Sampler {
  /// What a frame reads of the first `count` nodes of `tree` (its end nodes, the views of
  /// `end`), sampled on `grid`, their animators added to `table`, and each one's held looks
  /// before and after its animators, by node index (``HeldLook``; the looks that are not plain
  /// in `others`).
  ///
  /// The held states behind the looks are not kept: a frame that needs one whole (a node with
  /// view animations, a drawn node) computes it again (``heldState(_:at:)``).
  static func endNodes(
    _ tree: Tree,
    end: FlatScene,
    count: Int,
    grid: PixelGrid,
    table: inout AnimatorTable
  ) -> (ends: [EndNode], before: [HeldLook], after: [HeldLook], others: [NodeLook]) {
    var hasChildren = [Bool](repeating: false, count: count)
    for parent in tree.endParents.prefix(count) { if let p = parent { hasChildren[p] = true } }
    var result: [EndNode] = []
    result.reserveCapacity(count)
    var before: [HeldLook] = []
    var after: [HeldLook] = []
    var others: [NodeLook] = []
    before.reserveCapacity(count)
    after.reserveCapacity(count)
    for i in 0..<count {
      // The node's fields are read where the tree holds them, its view's in its entry: copying
      // the whole `DrawNode` (its arrays) for each end node cost more than the rest of this.
      let base = NodeBase(tree.endOfNode[i], in: end.entries)
      let span = tree.nodes[i].animatorSpan
      let animators = table.add(span, where: { !$0.pointee.isPropertyAnimator })
      let propertyAnimators = tree.nodeAnimators.filter(span) { $0.pointee.isPropertyAnimator }
      let (from, until) = tree.nodeAnimators.timeSpan(span)
      func look(_ timeMs: Double) -> NodeLook {
        heldLook(base, animators, of: table, propertyAnimators, at: timeMs, grid: grid)
      }
      if span.isEmpty {
        // Without animators both held looks are the view's own values (most nodes).
        HeldLook.append(ownLook(base), to: &before, others: &others)
        after.append(before[i])
      } else {
        HeldLook.append(look(-.infinity), to: &before, others: &others)
        HeldLook.append(look(.infinity), to: &after, others: &others)
      }
      result.append(
        EndNode(
          key: tree.nodes[i].key,
          base: base,
          visibleUntilMs: tree.nodes[i].visibleUntilMs,
          animators: animators,
          propertyAnimators: propertyAnimators,
          changesFromMs: from,
          changesUntilMs: until,
          isGhost: Sampler.isGhost(tree.nodes[i].source),
          hasViewAnimations: !tree.nodes[i].viewAnimations.isEmpty,
          hasChildren: hasChildren[i]
        )
      )
    }
    return (result, before, after, others)
  }

  /// The look (``NodeLook/isPlain`` noted) of a view with `base` values whose animators are the
  /// records `run` of `table` and `propertyAnimators`, at `timeMs`: `-.infinity` before every
  /// start (each animator gives its first keyframe and no property animator has started),
  /// `.infinity` after every end (none gives a value and each property animator its last).
  static func heldLook(
    _ base: NodeBase,
    _ run: Range<Int>,
    of table: AnimatorTable,
    _ propertyAnimators: [Animator],
    at timeMs: Double,
    grid: PixelGrid
  ) -> NodeLook {
    // No animator runs at either end of time: nothing is computed from progress.
    var progress = ProgressCache()
    let view = viewState(
      base,
      run,
      of: table,
      propertyAnimators,
      at: timeMs,
      mode: .curved,
      grid: grid,
      progress: &progress
    )
    var look = NodeLook(view, base: base)
    look.notePlain()
    return look
  }

  /// The look (``NodeLook/isPlain`` noted) of a view with `base` values and no animators: the
  /// one ``heldLook(_:_:of:_:at:grid:)`` gives it at either end of time, without reading the
  /// table or making a progress cache.
  static func ownLook(_ base: NodeBase) -> NodeLook {
    var look = NodeLook(AnimatedViewState(base), base: base)
    look.notePlain()
    return look
  }

  /// The earliest start and the latest start or end of `animators`: `.infinity` and
  /// `-.infinity` without any.
  static func span(of animators: [Animator]) -> (from: Double, until: Double) {
    var from = Double.infinity
    var until = -Double.infinity
    for k in animators.indices {
      from = min(from, animators[k].startMs)
      until = max(until, animators[k].startMs, animators[k].endMs)
    }
    return (from, until)
  }

  /// Whether a node from `source` is a ghost (``DrawNode/Source/ghost(end:)``): a top-level
  /// node drawn at its root-space placement.
  static func isGhost(_ source: DrawNode.Source) -> Bool {
    if case .ghost = source { return true }
    return false
  }
}
