extension Sampler {
  /// Sets ``EndNode/fixed`` on every end node whose sample and composition are the same at
  /// every instant, so that frames copy them instead of computing them.
  ///
  /// Such a node has no animators and no view animations, is neither a ChangeTransform ghost
  /// nor kept in place by Fade, and its end parent, if any, is such a node too: its state is
  /// the same at every instant but for ``DrawNodeState/visible``, which a ``Frame`` does not
  /// report, and so is the composition it is drawn through. Its sample is the one a frame
  /// computes (at any instant; 0 here).
  mutating func fixNodes() {
    var composed: [Composition] = []
    composed.reserveCapacity(endCount)
    var progress = ProgressCache()
    // Only a node that can be fixed is drawn here; the others' compositions are never read
    // (no child of theirs can be fixed).
    let unread: Composition = (.identity, 0, false)
    for i in 0..<endCount {
      let presence = endPresences[i]
      guard ends[i].changesFromMs == .infinity, !ends[i].hasViewAnimations,
        presence.ghost == nil, presence.keptUntilMs == nil,
        tree.endParents[i].map({ ends[$0].fixed != nil }) ?? true
      else {
        composed.append(unread)
        continue
      }
      let drawn = endNode(i, at: 0, composed: composed, progress: &progress)
      composed.append(drawn.composition)
      ends[i].fixed = (drawn.sample, drawn.composition)
    }
  }
}
