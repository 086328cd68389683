extension Sampler {
  /// The bounds and `transitionAlpha` that the animators `run` (of ``animatorTable``) give a
  /// view whose own bounds are `frame` at `timeMs`, or `nil` when one of them animates anything
  /// else (a color's, which a view's state does not hold, aside).
  ///
  /// They are the ``AnimatedViewState/frame`` and ``AnimatedViewState/transitionAlpha`` of
  /// ``viewState(_:_:of:_:at:mode:grid:progress:)``, applied in the same order from the same
  /// values, for a view without property animators: the whole state is not made (nor copied
  /// out).
  @inline(__always)
  func animatedBoundsAndAlpha(
    _ frame: Rect,
    _ run: Range<Int>,
    at timeMs: Double,
    progress: inout ProgressCache
  ) -> (frame: Rect, transitionAlpha: Double)? {
    var frame = frame
    var transitionAlpha = 1.0
    // Matched, not compared: `==` of the indirect enum is a call.
    var curved = false
    if case .curved = mode { curved = true }
    let known = animatorTable.moves.withUnsafeBufferPointer { moves -> Bool in
      guard let first = moves.baseAddress else { return true }
      for k in run {
        let move = first + k
        let kind = move.pointee.kind
        // A color is not part of a view's state (``AnimatedViewState/apply(_:_:)`` ignores it).
        if kind == .color { continue }
        guard kind == .bounds || kind == .alpha else { return false }
        if move.pointee.isFast, curved {
          // Read from the short record's numbers: the same value as the whole record gives.
          guard
            let value = animatorTable.fastMove(
              move.pointee,
              at: timeMs,
              grid: grid,
              progress: &progress
            )
          else { continue }
          if kind == .bounds { frame = value } else { transitionAlpha = value.left }
          continue
        }
        // As ``Sampler/viewState(_:_:of:_:at:mode:grid:progress:)`` reads a record.
        let value = animatorTable.records.withUnsafeBufferPointer { records in
          records.baseAddress.flatMap {
            animatorTable.value($0 + k, k, at: timeMs, mode: mode, grid: grid, progress: &progress)
          }
        }
        switch (kind, value) {
        case (.bounds, .rect(let r)?): frame = r
        case (.alpha, .scalar(let a)?): transitionAlpha = a
        default: break
        }
      }
      return true
    }
    return known ? (frame, transitionAlpha) : nil
  }

  /// End node `i`'s look at `timeMs` as numbers, when only its bounds and alpha move.
  ///
  /// That is when its animators change only its bounds and `transitionAlpha` (a ChangeBounds or
  /// a Fade) and it has no property animators, clip or transform other than a translation; else
  /// the result is `nil`. `isPlain` is what ``NodeLook/notePlain()`` finds of the look the
  /// numbers stand for (``HeldLook/look(isPlain:)``).
  ///
  /// The numbers come from the two values (``animatedBoundsAndAlpha(_:_:at:progress:)``): the
  /// state's other values are its view's own, so that its matrix is the translation
  /// ``NodeLook/matrix(of:width:height:)`` computes for finite numbers, its alpha its view's
  /// alpha × `transitionAlpha` (no flip, no iOS opacity), and it has no clip or image matrix.
  /// The look is plain when its translation and scroll offsets are finite. No ``NodeLook`` (248
  /// bytes) is made: a plain look is placed from these numbers.
  @inline(__always)
  func animatedMove(ofEnd i: Int, at timeMs: Double, progress: inout ProgressCache)
    -> (look: HeldLook, isPlain: Bool)?
  {
    let a = Int(placing[i].animating)
    guard a >= 0 else { return nil }
    // Read in place from the short record: no other record of the node is touched.
    return animating.withUnsafeBufferPointer { facts -> (look: HeldLook, isPlain: Bool)? in
      guard let first = facts.baseAddress else { return nil }
      let node = first + a
      guard node.pointee.movesOnly,
        let (frame, transitionAlpha) = animatedBoundsAndAlpha(
          node.pointee.frame,
          node.pointee.animators,
          at: timeMs,
          progress: &progress
        )
      else { return nil }
      let tx = node.pointee.translationX
      let ty = node.pointee.translationY
      guard frame.left.isFinite, frame.top.isFinite, tx.isFinite, ty.isFinite else { return nil }
      let look = HeldLook(
        x: (tx + 0 * ty) + frame.left,
        y: (0 * tx + ty) + frame.top,
        alpha: node.pointee.alpha * transitionAlpha,
        width: frame.width,
        height: frame.height,
        scrollX: node.pointee.scrollX,
        scrollY: node.pointee.scrollY
      )
      let isPlain =
        look.x.isFinite && look.y.isFinite && look.scrollX.isFinite && look.scrollY.isFinite
      return (look, isPlain)
    }
  }

  /// The animated state of the start-only view at `entry` at `timeMs`, as
  /// ``viewState(_:_:of:_:at:mode:grid:progress:)`` gives it: its view's own values with the
  /// bounds and `transitionAlpha` its animators give it when they change only those and it has
  /// no property animators (a Fade's overlay root; ``animatedBoundsAndAlpha(_:_:at:progress:)``),
  /// else every animator's value applied.
  func animatedState(
    ofStart entry: UnsafePointer<StartOnlyView>,
    at timeMs: Double,
    progress: inout ProgressCache
  ) -> AnimatedViewState {
    if entry.pointee.propertyAnimators.isEmpty,
      let (frame, transitionAlpha) = animatedBoundsAndAlpha(
        entry.pointee.base.frame,
        entry.pointee.animators,
        at: timeMs,
        progress: &progress
      )
    {
      var state = AnimatedViewState(entry.pointee.base)
      state.frame = frame
      state.transitionAlpha = transitionAlpha
      return state
    }
    return Sampler.viewState(
      entry.pointee.base,
      entry.pointee.animators,
      of: animatorTable,
      entry.pointee.propertyAnimators,
      at: timeMs,
      mode: mode,
      grid: grid,
      progress: &progress
    )
  }

  /// The alpha of a fading overlay root at `timeMs`, when its sample differs only by it.
  ///
  /// The start-only view at `entry` (position `k`) qualifies when it is an overlay root drawn in
  /// the overlay at both `timeMs` and `heldMs` whose animators change only its bounds and
  /// `transitionAlpha` and that has no property animators; else the result is `nil` and nothing
  /// changes. With a value, its overlay placement and composed alpha in `scratch` are updated.
  ///
  /// Such a root's state at any instant is its view's own but for its bounds, which its sample
  /// does not read, and `transitionAlpha`
  /// (``animatedState(ofStart:at:progress:)``): the offset, box, matrix, clip and visibility
  /// of its sample (``overlayRoot(_:overlay:at:keepingState:progress:)``) are those it had at
  /// `heldMs`, and its alpha is its view's alpha × `transitionAlpha` (no flip, no iOS opacity).
  func overlayRootAlpha(
    _ entry: UnsafePointer<StartOnlyView>,
    _ k: Int,
    at timeMs: Double,
    since heldMs: Double,
    scratch: inout Scratch
  ) -> Double? {
    guard let overlay = entry.pointee.overlay, entry.pointee.node != nil,
      timeMs < overlay.untilMs, heldMs < overlay.untilMs,
      entry.pointee.propertyAnimators.isEmpty, let placement = scratch.drawn[k],
      let (_, transitionAlpha) = animatedBoundsAndAlpha(
        entry.pointee.base.frame,
        entry.pointee.animators,
        at: timeMs,
        progress: &scratch.progress
      )
    else { return nil }
    let alpha = entry.pointee.base.alpha * transitionAlpha
    scratch.composedAlpha[k] = alpha
    scratch.drawn[k] = (placement.offset, alpha, placement.visible)
    return alpha
  }
}
