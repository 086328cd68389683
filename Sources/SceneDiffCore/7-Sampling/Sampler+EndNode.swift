extension Sampler {
  /// What a frame reads of one end node (an end-scene view, a ghost or a hoisted view), by node
  /// index: gathered once when the sampler is made, so that sampling reads numbers instead of
  /// copying ``DrawNode``s and their views.
  struct EndNode: Sendable {
    /// The view key.
    var key: String
    /// The view's own values.
    var base: NodeBase
    /// Whether it is a top-level node drawn at its root-space placement (a ghost or a
    /// container transform's end layer).
    var isGhost: Bool
    /// Until when it is drawn on its own account (``DrawNode/visibleUntilMs``).
    var visibleUntilMs: Double
    /// Its animators (``DrawNode/animators``).
    var animators: [Animator]
    /// Whether view animations are started on it.
    var hasViewAnimations: Bool
    /// Its animated state and its state relative to its parent when no animator changes it
    /// (the same at every instant but for ``DrawNodeState/visible``), else `nil`.
    var still: (view: AnimatedViewState, state: DrawNodeState)?
  }
}

extension Sampler {
  /// What a frame reads of the first `count` nodes of `tree` (its end nodes).
  static func endNodes(_ tree: Tree, count: Int) -> [EndNode] {
    var result: [EndNode] = []
    result.reserveCapacity(count)
    for i in 0..<count {
      let node = tree.nodes[i]
      let base = NodeBase(node.view)
      var isGhost = false
      if case .ghost = node.source { isGhost = true }
      var still: (view: AnimatedViewState, state: DrawNodeState)?
      if node.animators.isEmpty {
        let view = AnimatedViewState(base)
        still = (view, state(of: base, until: node.visibleUntilMs, view, at: 0))
      }
      result.append(
        EndNode(
          key: node.key,
          base: base,
          isGhost: isGhost,
          visibleUntilMs: node.visibleUntilMs,
          animators: node.animators,
          hasViewAnimations: !node.viewAnimations.isEmpty,
          still: still
        )
      )
    }
    return result
  }
}
