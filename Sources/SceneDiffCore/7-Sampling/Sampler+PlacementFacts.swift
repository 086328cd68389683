extension Sampler {
  /// What placing an end node reads of it in every frame that changes it, by node index: the
  /// few numbers and flags that every placement reads, kept together in one short record.
  ///
  /// The end node's long record (its views, held states and fixed sample, once) held the fields
  /// placement read hundreds of bytes apart: on a large plan each was a cache miss per node
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
    /// Whether view animations are started on it (``DrawNode/viewAnimations``).
    var hasViewAnimations: Bool
    /// Whether an end node is drawn inside it (its index is an end parent, ``Tree/endParents``).
    var hasChildren: Bool
    /// Whether it has a ChangeTransform ghost or a Fade keep-in-place presence: without one,
    /// its ``Sampler/EndPresence`` is `(nil, nil)` and is not read.
    var hasPresence: Bool
    /// Whether its held look before its animators is plain (``HeldLook/other`` is `-1`): the
    /// numbers above are then the whole look but for its scroll offsets.
    var isPlainBefore: Bool
    /// Whether both scroll offsets of its held look before its animators are `-0.0`, bit for
    /// bit (a view that does not scroll): with ``isPlainBefore`` the numbers above are then its
    /// whole held look before its animators, and ``Sampler/heldBefore`` has none for it.
    var scrollIsZero: Bool

    /// The facts of an end node whose held look before its animators is `look`, whose end
    /// parent is `parent` (a node index), whose ``AnimatingFacts`` are at `animating` (`-1`
    /// without animators), with the given flags.
    init(
      before look: HeldLook,
      parent: Int?,
      animating: Int32,
      isVisible: Bool,
      hasViewAnimations: Bool,
      hasChildren: Bool,
      hasPresence: Bool
    ) {
      let zero = (-0.0).bitPattern
      x = look.x
      y = look.y
      alpha = look.alpha
      width = look.width
      height = look.height
      self.parent = parent.map { Int32($0) } ?? -1
      self.animating = animating
      self.isVisible = isVisible
      self.hasViewAnimations = hasViewAnimations
      self.hasChildren = hasChildren
      self.hasPresence = hasPresence
      isPlainBefore = look.other < 0
      scrollIsZero = look.scrollX.bitPattern == zero && look.scrollY.bitPattern == zero
    }

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
}
