extension Sampler {
  /// What an animating end node's look reads of it while its animators change only its bounds
  /// and `transitionAlpha` (``Sampler/animatedMove(ofEnd:at:progress:)``), kept together in a
  /// short record.
  ///
  /// The fields were read from the node's ``EndNode``, hundreds of bytes long: on a large plan
  /// each node's read was several cache misses in every frame that animated it. The records
  /// of the nodes with animators are listed in node order (``PlacementFacts/animating``), so
  /// that a frame reads them one after another.
  struct AnimatingFacts: Sendable {
    /// When its animators start to change its own state (``EndNode/changesFromMs``).
    var changesFromMs: Double
    /// When its animators stop changing its own state (``EndNode/changesUntilMs``).
    var changesUntilMs: Double
    /// The view's laid-out bounds (``NodeBase/frame``).
    var frame: Rect
    /// The view's own horizontal translation.
    var translationX: Double
    /// The view's own vertical translation.
    var translationY: Double
    /// The view's own alpha.
    var alpha: Double
    /// The horizontal translation its children are drawn through: its scroll offset, negated.
    var scrollX: Double
    /// The vertical translation its children are drawn through: its scroll offset, negated.
    var scrollY: Double
    /// Its animators' records in the sampler's ``AnimatorTable`` (``EndNode/animators``).
    var animators: Range<Int>
    /// Whether its look can come from its bounds and `transitionAlpha` alone: it has no
    /// property animators, no clip, and a transform that only translates.
    var movesOnly: Bool

    /// The facts of `node`.
    init(_ node: borrowing EndNode) {
      changesFromMs = node.changesFromMs
      changesUntilMs = node.changesUntilMs
      frame = node.base.frame
      translationX = node.base.transform.translationX
      translationY = node.base.transform.translationY
      alpha = node.base.alpha
      scrollX = -node.base.scrollX
      scrollY = -node.base.scrollY
      animators = node.animators
      movesOnly =
        node.propertyAnimators.isEmpty && node.base.clip == nil
        && node.base.transform.isTranslationOnly
    }
  }

  /// The animating facts of every end node with animators, in node order, and each end node's
  /// position among them (`-1` for a node without animators), by node index.
  static func animatingFacts(_ ends: [EndNode]) -> (facts: [AnimatingFacts], index: [Int32]) {
    var facts: [AnimatingFacts] = []
    var index = [Int32](repeating: -1, count: ends.count)
    for i in ends.indices where !ends[i].animators.isEmpty || !ends[i].propertyAnimators.isEmpty {
      index[i] = Int32(facts.count)
      facts.append(AnimatingFacts(ends[i]))
    }
    return (facts, index)
  }
}
