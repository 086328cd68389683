extension Sampler {
  /// One sampling into a frame (``Sampler/sample(at:into:)``): the frame holds its views while
  /// it keeps this stamp, and the sampler knows the stamp it gave last.
  ///
  /// A new stamp is made for every sampling, so a frame written by another sampler (or a copy
  /// of this one that has sampled since), by this sampler before its latest sampling, or
  /// changed by the caller (``Frame/views`` forgets its stamp) never matches.
  final class Stamp: Sendable {
    /// The instant the frame's views were sampled at.
    let timeMs: Double

    /// A stamp for views sampled at `timeMs`.
    init(timeMs: Double) {
      self.timeMs = timeMs
    }
  }

  /// When an end node's own state can change: it is the same at every instant before `from`
  /// and at every instant from `until` on (`from` is `.infinity` for a node whose own state
  /// never changes).
  ///
  /// A node's span covers its animators (`animatorsFrom` to `animatorsUntil`,
  /// ``NodeAnimators/timeSpan(_:)``), the end of its ghost and of its Fade keep-in-place presence
  /// (`presence`); a node with view animations changes at any instant. Its sample and
  /// composition also change when its end parent's composition does, which a frame finds out
  /// as it goes (``renderChanges(at:since:scratch:views:)``).
  static func changeSpan(
    _ animatorsFrom: Double,
    _ animatorsUntil: Double,
    hasViewAnimations: Bool,
    presence: EndPresence
  ) -> (from: Double, until: Double) {
    var lo = animatorsFrom
    var hi = animatorsUntil
    if hasViewAnimations {
      lo = -.infinity
      hi = .infinity
    }
    // The two edges one at a time: a list of them allocated for every node.
    if let edge = presence.ghost?.untilMs {
      lo = min(lo, edge)
      hi = max(hi, edge)
    }
    if let edge = presence.keptUntilMs {
      lo = min(lo, edge)
      hi = max(hi, edge)
    }
    return (lo, hi)
  }

  /// When each start-only view's sample can change, in start order: the same at every instant
  /// before `from` and at every instant from `until` on.
  ///
  /// A view's span covers its animators and property animators, the end of its overlay
  /// presence and its start parent's span when the parent is a start-only view too (it is
  /// drawn inside the parent and multiplies in its alpha).
  ///
  /// `table` holds the views' animators (``StartOnlyView/animators``).
  static func startChangeSpans(_ views: [StartOnlyView], table: AnimatorTable) -> (
    from: [Double], until: [Double]
  ) {
    var from = [Double](repeating: .infinity, count: views.count)
    var until = [Double](repeating: -.infinity, count: views.count)
    for k in views.indices {
      var lo = Double.infinity
      var hi = -Double.infinity
      // Each record's start and end are its animator's: read from the record, no animator is
      // copied (nor an array made) for it.
      for r in views[k].animators {
        lo = min(lo, table.records[r].startMs)
        hi = max(hi, table.records[r].startMs, table.records[r].endMs)
      }
      for animator in views[k].propertyAnimators {
        lo = min(lo, animator.startMs)
        hi = max(hi, animator.startMs, animator.endMs)
      }
      if let overlay = views[k].overlay {
        lo = min(lo, overlay.untilMs)
        hi = max(hi, overlay.untilMs)
      }
      if let p = views[k].parentSlot {
        lo = min(lo, from[p])
        hi = max(hi, until[p])
      }
      from[k] = lo
      until[k] = hi
    }
    return (from, until)
  }

  /// Rewrites, in `views` (the frame sampled at `heldMs` by this sampler, with
  /// `scratch.composed` and `scratch.covered` as that sampling left them), only the views whose
  /// sample can differ at `timeMs`: the end nodes whose own change span holds either instant or
  /// lies between them, or whose end parent's composition changed in this frame (compared bit
  /// for bit), the end views a start view covered, and the start-only views whose change span
  /// holds either instant or lies between them, or that showed in an end view's place at
  /// `heldMs` (``Scratch/shown``).
  ///
  /// An end node whose own state is held and whose parent's composition did not change keeps
  /// its sample and composition: both are computed from those alone. The views are then those
  /// ``render(at:keepingNodes:scratch:states:views:)`` writes. The other end nodes are not
  /// visited: the nodes to rewrite are found by span (``ChangeGroups``) and through their
  /// parents.
  func renderChanges(
    at timeMs: Double,
    since heldMs: Double,
    scratch: inout Scratch,
    views: inout [ViewSample]
  ) {
    // The bits are taken out of `scratch` while the frame reads and writes them in place.
    var dirty: [UInt64] = []
    swap(&dirty, &scratch.dirty)
    // The views are written through a buffer pointer too: through the array, every node's
    // write asked whether its storage was uniquely referenced.
    views.withUnsafeMutableBufferPointer { views in
      dirty.withUnsafeMutableBufferPointer { bits in
        rewriteEnds(at: timeMs, since: heldMs, scratch: &scratch, bits: bits, views: views)
      }
    }
    swap(&dirty, &scratch.dirty)
    var states: [DrawNodeState] = []
    startOnlySamples(
      at: timeMs,
      keepingNodes: false,
      since: heldMs,
      scratch: &scratch,
      states: &states,
      views: &views
    )
  }

  /// Rewrites the end nodes marked in `bits` into `views` at `timeMs` (the frame held since
  /// `heldMs`), after marking those that change before any parent's composition is known
  /// (``markChanges(at:since:covered:bits:)``).
  ///
  /// The marked nodes are rewritten in ascending order (parents before children): a node whose
  /// composition changes marks its end children, which come after it.
  private func rewriteEnds(
    at timeMs: Double,
    since heldMs: Double,
    scratch: inout Scratch,
    bits: UnsafeMutableBufferPointer<UInt64>,
    views: UnsafeMutableBufferPointer<ViewSample>
  ) {
    markChanges(at: timeMs, since: heldMs, covered: &scratch, bits: bits)
    // Where a placement writes a composition that is not a finite exact translation.
    var general: Composition = (.identity, 1, false)
    for w in bits.indices {
      while bits[w] != 0 {
        let word = bits[w]
        bits[w] = word & (word - 1)
        let i = w << 6 | word.trailingZeroBitCount
        let placed = renderEnd(i, at: timeMs, scratch: &scratch, views: views, general: &general)
        // Only a node's end children read its composition.
        guard placing[i].hasChildren else { continue }
        if scratch.composed.replace(i, with: placed, general: general) {
          for k in changeGroups.firstChild[i]..<changeGroups.firstChild[i + 1] {
            let child = changeGroups.children[k]
            bits[child >> 6] |= 1 << UInt64(child & 63)
          }
        }
      }
    }
  }

  /// Marks in `bits` (one per end node) the end nodes a frame at `timeMs` rewrites before any
  /// parent's composition is known: those whose own change span holds either instant or lies
  /// between them (`timeMs` and `heldMs`), by group, and those a start view covered in the last
  /// frame (``Scratch/covered``, emptied; each place is noted ``SlotContents/foreign`` in
  /// `scratch`).
  private func markChanges(
    at timeMs: Double,
    since heldMs: Double,
    covered scratch: inout Scratch,
    bits: UnsafeMutableBufferPointer<UInt64>
  ) {
    for node in scratch.covered {
      scratch.contents[node] = .foreign
      bits[node >> 6] |= 1 << UInt64(node & 63)
    }
    scratch.covered.removeAll(keepingCapacity: true)
    for group in changeGroups.from.indices {
      let from = changeGroups.from[group]
      let until = changeGroups.until[group]
      let held = (timeMs < from && heldMs < from) || (timeMs >= until && heldMs >= until)
      if held { continue }
      for k in changeGroups.firstNode[group]..<changeGroups.firstNode[group + 1] {
        let node = changeGroups.nodes[k]
        bits[node >> 6] |= 1 << UInt64(node & 63)
      }
    }
  }

  /// Writes end node `i`'s sample at `timeMs` into its place in `views` and returns its
  /// composition (one that is not a finite exact translation written to `general`;
  /// ``PlacedComposition``); `scratch.composed` holds the compositions of the nodes before it
  /// at `timeMs` (its own still the last frame's).
  @inline(__always)
  private func renderEnd(
    _ i: Int,
    at timeMs: Double,
    scratch: inout Scratch,
    views: UnsafeMutableBufferPointer<ViewSample>,
    general: inout Composition
  ) -> PlacedComposition {
    // A covered place holds a start view's sample, with another key.
    var contents = scratch.contents[i]
    let before = contents
    let slot = endOrderIsIdentity ? i : slotOfNode[i]
    if let placed = placeEnd(
      i,
      at: timeMs,
      composed: scratch.composed,
      progress: &scratch.progress,
      into: &views[slot],
      contents: &contents,
      general: &general
    ) {
      // Written only when it changes: most nodes are placed as they were.
      if contents != before { scratch.contents[i] = contents }
      return placed
    }
    let drawn = endNode(i, at: timeMs, composed: scratch.composed, progress: &scratch.progress)
    views[slot] = drawn.sample
    if before != .keyed { scratch.contents[i] = .keyed }
    return PlacedComposition(drawn.composition, general: &general)
  }

  /// Whether start-only view `k` keeps at `timeMs` the sample, placement and alpha it had at
  /// `heldMs`: both instants are on the same side of its change span and it did not show in an
  /// end view's place at `heldMs` (`shown`; one that did is always placed again: that end view
  /// may have been rewritten).
  ///
  /// A held view with an end view's key is not shown at `timeMs` either: its end view keeps its
  /// place.
  func startIsHeld(_ k: Int, shown: Bool, at timeMs: Double, since heldMs: Double) -> Bool {
    guard !shown else { return false }
    let from = startChangesFrom[k]
    let until = startChangesUntil[k]
    return (timeMs < from && heldMs < from) || (timeMs >= until && heldMs >= until)
  }
}
