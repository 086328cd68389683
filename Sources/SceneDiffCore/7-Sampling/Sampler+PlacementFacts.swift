extension Sampler {
  /// What placing an end node reads of it in every frame that changes it, by node index: the
  /// few numbers and flags of its ``EndNode`` that every placement reads, kept together in a
  /// short record.
  ///
  /// An ``EndNode`` is long (its views, held states and fixed sample), and the fields placement
  /// read were hundreds of bytes apart in it: on a large plan each was a cache miss per node
  /// per frame. Here a frame reads a few records per cache line.
  struct PlacementFacts: Sendable {
    /// When its animators start to change its own state (``EndNode/changesFromMs``).
    var changesFromMs: Double
    /// When its animators stop changing its own state (``EndNode/changesUntilMs``).
    var changesUntilMs: Double
    /// Whether its view is VISIBLE (``NodeBase/isVisible``).
    var isVisible: Bool
    /// Whether view animations are started on it (``EndNode/hasViewAnimations``).
    var hasViewAnimations: Bool
    /// Whether an end node is drawn inside it (``EndNode/hasChildren``).
    var hasChildren: Bool
    /// Whether it has a ChangeTransform ghost or a Fade keep-in-place presence: without one,
    /// its ``Sampler/EndPresence`` is `(nil, nil)` and is not read.
    var hasPresence: Bool
    /// Its position in ``Sampler/animating`` (``AnimatingFacts``), `-1` without animators.
    var animating: Int32
  }

  /// The placement facts of every end node, by node index, whose presences are `presences`
  /// and whose animating facts are at `animating` (by node index).
  ///
  /// Fields are read from each ``EndNode`` in place: copying whole nodes to read five numbers
  /// cost more than the rest of the sampler's setup for them.
  static func placementFacts(
    _ ends: [EndNode],
    presences: EndPresences,
    animating: [Int32]
  ) -> [PlacementFacts] {
    var result: [PlacementFacts] = []
    result.reserveCapacity(ends.count)
    for i in ends.indices {
      result.append(
        PlacementFacts(
          changesFromMs: ends[i].changesFromMs,
          changesUntilMs: ends[i].changesUntilMs,
          isVisible: ends[i].base.isVisible,
          hasViewAnimations: ends[i].hasViewAnimations,
          hasChildren: ends[i].hasChildren,
          hasPresence: presences[i].ghost != nil || presences[i].keptUntilMs != nil,
          animating: animating[i]
        )
      )
    }
    return result
  }
}
