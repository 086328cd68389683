extension Sampler {
  /// What a frame reads of the end nodes (the end-scene views, ghosts and hoisted views),
  /// gathered once when the sampler is made (``endNodes(_:end:count:grid:presences:table:)``).
  ///
  /// Every array is written once, in node order, and holds only what a frame reads: a node
  /// without animators has a ``PlacementFacts`` record and nothing else, since its held look
  /// before its animators is the one that record holds (but for a look that is not plain or
  /// scrolls, kept in ``heldBefore``) and its look after them is the same. The long per-node
  /// record this replaced (128 bytes) and a second held look for every node were a quarter of
  /// the sampler's fresh pages at a large plan, and most of their fields were read only while
  /// the sampler was made.
  struct EndNodes: Sendable {
    /// What placing each end node reads of it, by node index.
    var placing: [PlacementFacts] = []
    /// What an animating end node's look reads of it, for each end node with animators in node
    /// order (``PlacementFacts/animating``).
    var animating: [AnimatingFacts] = []
    /// Each end node's held look after its animators, for each end node with animators, by
    /// the same position as ``animating``; a node without animators holds its look before
    /// them.
    var heldAfter: [HeldLook] = []
    /// The held looks before their animators that ``placing`` does not hold whole (a look that
    /// is not plain, or whose scroll offsets are not `-0.0`), by node index.
    var heldBefore: SparseByIndex<HeldLook>
    /// The held looks that are not plain, each where its ``HeldLook/other`` says.
    var otherLooks: [NodeLook] = []
    /// The property animators (``Animator/isPropertyAnimator``) of the few end nodes with any,
    /// in plan order, by node index.
    var propertyAnimators: SparseByIndex<[Animator]>
    /// The instant from which each end node's own state can change, by node index
    /// (``Sampler/changeSpan(_:_:hasViewAnimations:presence:)``).
    var changesFrom: [Double] = []
    /// The instant from which each end node's own state no longer changes, by node index.
    var changesUntil: [Double] = []

    /// No node yet, with room for `count`.
    init(count: Int) {
      heldBefore = SparseByIndex(count: count)
      propertyAnimators = SparseByIndex(count: count)
      placing.reserveCapacity(count)
      changesFrom.reserveCapacity(count)
      changesUntil.reserveCapacity(count)
    }

    /// The end nodes grouped by change span, and each one's end children by `endParents` (by
    /// node index, of every node: only the end nodes' are read, and no prefix is copied).
    func changeGroups(endParents: [Int?]) -> ChangeGroups {
      ChangeGroups(from: changesFrom, until: changesUntil, endParents: endParents)
    }

    /// The held-look numbers of `look` (its plainness noted), a look that is not plain being
    /// appended to ``otherLooks``.
    mutating func held(_ look: borrowing NodeLook) -> HeldLook {
      if look.isPlain { return HeldLook(look) }
      otherLooks.append(copy look)
      return HeldLook(look, other: Int32(otherLooks.count - 1))
    }

    /// Adds the next end node, `i`: its held look `before` its animators, its position in
    /// ``animating`` (`-1` without animators), its end parent (a node index), whether its view
    /// is VISIBLE and has view animations (`node`), whether an end node is drawn inside it, its
    /// presences and the span its animators change it in (``Sampler/NodeAnimators/timeSpan(_:)``).
    ///
    /// Its ``PlacementFacts`` are made from the look, which is kept in ``heldBefore`` unless
    /// they hold it whole, and its change span
    /// (``Sampler/changeSpan(_:_:hasViewAnimations:presence:)``).
    mutating func append(
      _ i: Int,
      before: HeldLook,
      animating: Int32,
      of node: (parent: Int?, isVisible: Bool, hasViewAnimations: Bool),
      hasChildren: Bool,
      presence: EndPresence,
      animatorsSpan: (from: Double, until: Double)
    ) {
      let facts = PlacementFacts(
        before: before,
        parent: node.parent,
        animating: animating,
        isVisible: node.isVisible,
        hasViewAnimations: node.hasViewAnimations,
        hasChildren: hasChildren,
        hasPresence: presence.ghost != nil || presence.keptUntilMs != nil
      )
      if !facts.isPlainBefore || !facts.scrollIsZero { heldBefore[i] = before }
      placing.append(facts)
      let span = Sampler.changeSpan(
        animatorsSpan.from,
        animatorsSpan.until,
        hasViewAnimations: node.hasViewAnimations,
        presence: presence
      )
      changesFrom.append(span.from)
      changesUntil.append(span.until)
    }

    /// Adds the animating facts `facts` and held look `after` its animators of an end node with
    /// animators, `i`, whose property animators are `propertyAnimators`; returns its position
    /// in ``animating`` (``PlacementFacts/animating``).
    mutating func appendAnimating(
      _ i: Int,
      _ facts: AnimatingFacts,
      after: HeldLook,
      propertyAnimators: [Animator]
    ) -> Int32 {
      if !propertyAnimators.isEmpty { self.propertyAnimators[i] = propertyAnimators }
      animating.append(facts)
      heldAfter.append(after)
      return Int32(animating.count - 1)
    }
  }
}
