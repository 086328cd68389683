extension Sampler {
  /// What an animating end node's look reads of it while its animators change only its bounds
  /// and `transitionAlpha` (``Sampler/animatedMove(ofEnd:at:progress:)``), kept together in a
  /// short record.
  ///
  /// The fields were read from the node's long per-node record: on a large plan each node's
  /// read was several cache misses in every frame that animated it. The records of the nodes
  /// with animators are listed in node order (``PlacementFacts/animating``), so that a frame
  /// reads them one after another.
  struct AnimatingFacts: Sendable {
    /// When its animators start to change its own state (``Sampler/NodeAnimators/timeSpan(_:)``).
    var changesFromMs: Double
    /// When its animators stop changing its own state (``Sampler/NodeAnimators/timeSpan(_:)``).
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
    /// Its animators' records in the sampler's ``AnimatorTable`` (none of them a property
    /// animator).
    var animators: Range<Int>
    /// Whether its look can come from its bounds and `transitionAlpha` alone: it has no
    /// property animators, no clip, and a transform that only translates.
    var movesOnly: Bool

    /// The facts of a view with `base` values whose animators other than property animators
    /// are the records `animators`, which has property animators or not as
    /// `hasPropertyAnimators` says, and whose animators change its own state from
    /// `changesFromMs` until `changesUntilMs`.
    init(
      _ base: NodeBase,
      animators: Range<Int>,
      hasPropertyAnimators: Bool,
      changesFromMs: Double,
      changesUntilMs: Double
    ) {
      self.changesFromMs = changesFromMs
      self.changesUntilMs = changesUntilMs
      frame = base.frame
      translationX = base.transform.translationX
      translationY = base.transform.translationY
      alpha = base.alpha
      scrollX = -base.scrollX
      scrollY = -base.scrollY
      self.animators = animators
      movesOnly = !hasPropertyAnimators && base.clip == nil && base.transform.isTranslationOnly
    }
  }
}
