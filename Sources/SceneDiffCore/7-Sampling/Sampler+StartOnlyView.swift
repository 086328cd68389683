extension Sampler {
  /// What a frame reads of one start view that is not in the end scene (or has an overlay),
  /// in start order: gathered once when the sampler is made, so that sampling neither copies
  /// views nor looks keys up.
  struct StartOnlyView: Sendable {
    /// The view key.
    var key: String
    /// The view's own values.
    var base: NodeBase
    /// Its start-scene matrix to root space.
    var toRoot: Matrix
    /// Its node, when it is drawn in the overlay.
    var node: Int?
    /// Its node's animators other than property animators (none without a node): their range
    /// of the sampler's ``AnimatorTable/records``.
    var animators: Range<Int>
    /// Its node's property animators (``Animator/isPropertyAnimator``), applied after the
    /// others.
    var propertyAnimators: [Animator]
    /// Until when its node is drawn on its own account (0 without a node).
    var visibleUntilMs: Double
    /// Its overlay presence, if any: the root-space rectangle and until when.
    var overlay: (rect: Rect, untilMs: Double)?
    /// The position of its start parent among the start-only views, when the parent is one.
    var parentSlot: Int?
    /// The end index of the end view with its key, if any (the frame then shows this view in
    /// that one's place while it is visible).
    var endIndex: Int?
  }
}

extension Sampler {
  /// What a frame reads of each of `tree`'s start-only views, in its order, their animators
  /// added to `table`.
  static func startOnlyViews(
    _ tree: Tree,
    start: FlatScene,
    endIndex: EndKeyIndex,
    table: inout AnimatorTable
  ) -> [StartOnlyView] {
    guard !tree.startOnly.isEmpty else { return [] }
    let toRoot = startMatrices(tree.startOnly.map(\.start), in: start)
    // The position of each start view among the start-only views, by start index, -1 for none.
    var slotOfStart = [Int32](repeating: -1, count: start.count)
    var result: [StartOnlyView] = []
    result.reserveCapacity(tree.startOnly.count)
    // Entries are read where the scene holds them; each view's overlay is the one the tree
    // found for it.
    for (k, (i, n, overlay)) in tree.startOnly.enumerated() {
      slotOfStart[i] = Int32(result.count)
      let span = n.map { tree.nodes[$0].animatorSpan } ?? 0..<0
      let parentSlot = start.entries[i].parent.map { Int(slotOfStart[$0]) }
      // A view without a node has no animators: an empty range where the next records start.
      let records = table.add(span, where: { !$0.pointee.isPropertyAnimator })
      result.append(
        StartOnlyView(
          key: start.entries[i].key,
          base: NodeBase(i, in: start.entries),
          toRoot: toRoot[k],
          node: n,
          animators: records,
          propertyAnimators: tree.nodeAnimators.filter(span) { $0.pointee.isPropertyAnimator },
          visibleUntilMs: n.map { tree.nodes[$0].visibleUntilMs } ?? 0,
          overlay: overlay,
          parentSlot: parentSlot.flatMap { $0 < 0 ? nil : $0 },
          // Without an overlay, a start-only view's key is not an end key (``Tree/startOnly``).
          endIndex: overlay == nil ? nil : endIndex[start.entries[i].key]
        )
      )
    }
    return result
  }
}
