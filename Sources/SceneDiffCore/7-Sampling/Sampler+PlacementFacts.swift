extension Sampler {
  /// What placing an end node reads of it in every frame that changes it, by node index: the
  /// few numbers and flags that every placement reads, kept together in one short record.
  ///
  /// An ``EndNode`` is long (its views, held states and fixed sample), and the fields placement
  /// read were hundreds of bytes apart in it: on a large plan each was a cache miss per node
  /// per frame. Then a node whose own state is held read its facts, its held look and its end
  /// parent from three arrays, each a cache miss where a frame rewrote most nodes (a
  /// ChangeBounds moving every node inside the views it moves). Here a node without animators
  /// is placed from this record alone (with its own and its parent's compositions): its held
  /// look's numbers are in it, and its change span, which only animators give, is read from its
  /// ``AnimatingFacts`` for the nodes that have one.
  struct PlacementFacts: Sendable {
    /// Its held look's box's horizontal translation before its animators (``HeldLook/x``; its
    /// only held look without animators).
    var x: Double
    /// Its held look's box's vertical translation before its animators (``HeldLook/y``).
    var y: Double
    /// Its held look's alpha before its animators (``HeldLook/alpha``).
    var alpha: Double
    /// Its held look's laid-out width before its animators (``HeldLook/width``).
    var width: Double
    /// Its held look's laid-out height before its animators (``HeldLook/height``).
    var height: Double
    /// Its end parent's node index, `-1` at the top level (``Tree/endParents``).
    var parent: Int32
    /// Its position in ``Sampler/animating`` (``AnimatingFacts``), `-1` without animators.
    var animating: Int32
    /// Whether its view is VISIBLE (``NodeBase/isVisible``).
    var isVisible: Bool
    /// Whether view animations are started on it (``EndNode/hasViewAnimations``).
    var hasViewAnimations: Bool
    /// Whether an end node is drawn inside it (``EndNode/hasChildren``).
    var hasChildren: Bool
    /// Whether it has a ChangeTransform ghost or a Fade keep-in-place presence: without one,
    /// its ``Sampler/EndPresence`` is `(nil, nil)` and is not read.
    var hasPresence: Bool
    /// Whether its held look before its animators is plain (``HeldLook/other`` is `-1`): the
    /// numbers above are then the whole look but for its scroll offsets.
    var isPlainBefore: Bool
    /// Whether both scroll offsets of its held look before its animators are `-0.0`, bit for
    /// bit (a view that does not scroll): they are then not read from ``Sampler/heldBefore``.
    var scrollIsZero: Bool

    /// The held look before its animators as ``HeldLook`` numbers, for a plain look, with
    /// `scrollX` and `scrollY` as its scroll offsets (read only for a node with children).
    @inline(__always)
    func heldLook(scrollX: Double, scrollY: Double) -> HeldLook {
      HeldLook(
        x: x,
        y: y,
        alpha: alpha,
        width: width,
        height: height,
        scrollX: scrollX,
        scrollY: scrollY
      )
    }
  }

  /// The animating facts of the end nodes with animators, in node order (``animatingFacts(_:)``),
  /// and the placement facts of every end node, by node index
  /// (``placementFacts(_:presences:animating:held:parents:)``).
  static func nodeFacts(
    _ ends: [EndNode],
    presences: EndPresences,
    held: [HeldLook],
    parents: [Int?]
  ) -> (animating: [AnimatingFacts], placing: [PlacementFacts]) {
    let (animating, index) = animatingFacts(ends)
    let placing = placementFacts(
      ends,
      presences: presences,
      animating: index,
      held: held,
      parents: parents
    )
    return (animating, placing)
  }

  /// The placement facts of every end node, by node index, whose presences are `presences`,
  /// whose animating facts are at `animating`, whose held looks before their animators are
  /// `held` and whose end parents are `parents` (by node index).
  ///
  /// Fields are read from each ``EndNode`` in place: copying whole nodes to read five numbers
  /// cost more than the rest of the sampler's setup for them.
  static func placementFacts(
    _ ends: [EndNode],
    presences: EndPresences,
    animating: [Int32],
    held: [HeldLook],
    parents: [Int?]
  ) -> [PlacementFacts] {
    let zero = (-0.0).bitPattern
    var result: [PlacementFacts] = []
    result.reserveCapacity(ends.count)
    for i in ends.indices {
      let look = held[i]
      result.append(
        PlacementFacts(
          x: look.x,
          y: look.y,
          alpha: look.alpha,
          width: look.width,
          height: look.height,
          parent: parents[i].map { Int32($0) } ?? -1,
          animating: animating[i],
          isVisible: ends[i].base.isVisible,
          hasViewAnimations: ends[i].hasViewAnimations,
          hasChildren: ends[i].hasChildren,
          hasPresence: presences[i].ghost != nil || presences[i].keptUntilMs != nil,
          isPlainBefore: look.other < 0,
          scrollIsZero: look.scrollX.bitPattern == zero && look.scrollY.bitPattern == zero
        )
      )
    }
    return result
  }
}
