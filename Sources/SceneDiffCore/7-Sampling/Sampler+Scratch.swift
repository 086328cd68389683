extension Sampler {
  /// The working arrays of one frame, kept from frame to frame by ``Sampler/sample(at:into:)``
  /// so that, once they have grown, a frame allocates nothing.
  ///
  /// Each frame empties them (keeping their storage) before filling them; nothing read from
  /// them outlives the frame.
  struct Scratch: Sendable {
    /// Each end node's composition, by node index (only end children read it: a reused frame
    /// does not rewrite the composition of a node without any).
    var composed = Compositions()
    /// Each node's sample, by node index, when the frame needs them apart from its views
    /// (``DrawFrame/samples``, or end nodes out of end-scene order).
    var samples: [ViewSample] = []
    /// Each start-only view's placement while it is drawn in the overlay, by position.
    var drawn: [OverlayPlacement?] = []
    /// Each start-only view's composed alpha, by position.
    var composedAlpha: [Double] = []
    /// Whether each start-only view with an end view's key showed in that view's place in the
    /// last frame (its sample was visible), by position; `false` for the others.
    var shown: [Bool] = []
    /// Whether each start-only view has no end view's key (its place is after the end views),
    /// by position: noted by every frame written whole, so that a reused frame reads it here
    /// for a view it keeps (``StartOnlyView/endIndex``, hundreds of bytes into each view, was
    /// a cache miss per start-only view per frame).
    var keyless: [Bool] = []
    /// The end nodes whose end view a start view covered in the last frame (it showed in their
    /// place), by node index.
    var covered: [Int] = []
    /// What each end node's place in the frame holds, by node index (``SlotContents``):
    /// ``SlotContents/foreign`` when a start view covered it, and the next frame must rewrite
    /// it whatever its change span.
    var contents: [SlotContents] = []
    /// The end nodes the frame being rewritten still has to rewrite, one bit per node by node
    /// index, 64 to a word (``Sampler/renderChanges(at:since:scratch:views:)``; all clear
    /// between frames).
    var dirty: [UInt64] = []
    /// The progress of each timing run at the instant last drawn.
    var progress = ProgressCache()
    /// The stamp given to the frame last sampled into (``Sampler/sample(at:into:)``).
    var issued: Stamp?

    /// Sets every start-only view of `count` as not drawn and not shown in an end view's
    /// place, with a composed alpha of 1 (and ``keyless`` `false` until the frame notes it).
    ///
    /// Composed alpha is kept for every start-only view, drawn or not, so that children always
    /// multiply in their ancestors' alpha as documented.
    mutating func resetPlacements(count: Int) {
      drawn.removeAll(keepingCapacity: true)
      drawn.append(contentsOf: repeatElement(nil, count: count))
      composedAlpha.removeAll(keepingCapacity: true)
      composedAlpha.append(contentsOf: repeatElement(1, count: count))
      shown.removeAll(keepingCapacity: true)
      shown.append(contentsOf: repeatElement(false, count: count))
      keyless.removeAll(keepingCapacity: true)
      keyless.append(contentsOf: repeatElement(false, count: count))
    }

    /// Forgets which end nodes a start view covered and which must be rewritten, for a frame
    /// of `count` end nodes written whole: each place holds its node's sample, with its key.
    mutating func resetChanges(count: Int) {
      contents.removeAll(keepingCapacity: true)
      contents.append(contentsOf: repeatElement(.keyed, count: count))
      let words = (count + 63) >> 6
      if dirty.count != words { dirty = [UInt64](repeating: 0, count: words) }
      covered.removeAll(keepingCapacity: true)
    }
  }
}
