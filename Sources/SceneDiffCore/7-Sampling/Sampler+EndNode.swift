extension Sampler {
  /// What a frame reads of the first `count` nodes of `tree` (its end nodes, the views of
  /// `end`), sampled on `grid`, whose presences are `presences` (by node index), their
  /// animators added to `table`.
  ///
  /// The held states behind the held looks are not kept: a frame that needs one whole (a node
  /// with view animations, a drawn node) computes it again (``heldState(_:at:)``). Nothing is
  /// kept per node that a frame reads elsewhere: its key, source and `visibleUntilMs` are its
  /// ``DrawNode``'s, its view's values its entry's in `end` (``endBase(_:)``).
  static func endNodes(
    _ tree: Tree,
    end: FlatScene,
    count: Int,
    grid: PixelGrid,
    presences: EndPresences,
    table: inout AnimatorTable
  ) -> EndNodes {
    var hasChildren = [Bool](repeating: false, count: count)
    for parent in tree.endParents.prefix(count) { if let p = parent { hasChildren[p] = true } }
    var result = EndNodes(count: count)
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
      let before: HeldLook
      var animating: Int32 = -1
      if span.isEmpty {
        // Without animators both held looks are the view's own values (most nodes): the one
        // before them is kept, and read for both.
        before = result.held(ownLook(base))
      } else {
        before = result.held(look(-.infinity))
        let facts = AnimatingFacts(
          base,
          animators: animators,
          hasPropertyAnimators: !propertyAnimators.isEmpty,
          changesFromMs: from,
          changesUntilMs: until
        )
        let after = result.held(look(.infinity))
        animating = result.appendAnimating(
          i,
          facts,
          after: after,
          propertyAnimators: propertyAnimators
        )
      }
      result.append(
        i,
        before: before,
        animating: animating,
        of: (tree.endParents[i], base.isVisible, !tree.nodes[i].viewAnimations.isEmpty),
        hasChildren: hasChildren[i],
        presence: presences[i],
        animatorsSpan: (from, until)
      )
    }
    return result
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

  /// Whether a node from `source` is a ghost (``DrawNode/Source/ghost(end:)``): a top-level
  /// node drawn at its root-space placement.
  static func isGhost(_ source: DrawNode.Source) -> Bool {
    if case .ghost = source { return true }
    return false
  }
}

extension Sampler {
  /// End node `i`'s view values (``NodeBase``), read from its entry in the end scene: the few
  /// frames that need them whole (a node with view animations, an animating node whose look is
  /// not a move, a drawn node) read them here instead of every node keeping a copy.
  @inline(__always)
  func endBase(_ i: Int) -> NodeBase {
    NodeBase(tree.endOfNode[i], in: endEntries)
  }

  /// End node `i`'s held look before its animators, whose placement facts are `facts`: the
  /// numbers `facts` hold when the look is plain and does not scroll, else the look
  /// ``heldBefore`` keeps for it
  /// (``EndNodes/append(_:before:animating:of:hasChildren:presence:animatorsSpan:)``).
  @inline(__always)
  func heldLookBefore(_ i: Int, _ facts: PlacementFacts) -> HeldLook {
    let own = facts.heldLook(scrollX: -0.0, scrollY: -0.0)
    guard !facts.isPlainBefore || !facts.scrollIsZero else { return own }
    // Kept for every such node in the same step that made `facts`: `own` is never used here.
    return heldBefore[i] ?? own
  }
}
