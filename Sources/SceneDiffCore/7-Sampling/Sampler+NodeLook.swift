extension Sampler {
  /// What an end node's sample and composition read of its own state: for its held states
  /// (before and after its animators) computed once when the sampler is made, so that a
  /// node whose own state is held is placed through its parent with one matrix product and no
  /// copy of its states.
  struct NodeLook: Sendable {
    /// Its box's matrix in its parent's content (``DrawNodeState/matrix``).
    var own: Matrix
    /// The alpha it is drawn with before its parent's (``AnimatedViewState/drawnAlpha(_:)``).
    var alpha: Double
    /// Its laid-out width.
    var width: Double
    /// Its laid-out height.
    var height: Double
    /// Its clip bounds, view-local.
    var clip: Rect?
    /// Whether it only moves its box.
    ///
    /// It does when ``own`` is an exact translation by finite amounts
    /// (``Matrix/isExactTranslation``), its scroll offsets are finite, and it has no clip or
    /// image matrix. Such a look is placed through a translated parent from numbers alone
    /// (``Sampler/placeMoved(_:_:_:parent:into:contents:general:)``); `false` until
    /// ``notePlain()``.
    ///
    /// Declared after ``clip``, in the padding that follows it.
    var isPlain = false
    /// The radius of its clip's corners (`nil` without a clip).
    var clipRadius: Double?
    /// Its image matrix.
    var imageMatrix: Matrix?
    /// The horizontal translation its children are drawn through: its scroll offset, negated.
    var scrollX: Double
    /// The vertical translation its children are drawn through: its scroll offset, negated.
    var scrollY: Double

    /// The look of a node whose view has `base` values and whose animated state is `state`,
    /// as ``Sampler/endNode(_:at:composed:progress:)`` reads it through ``Sampler/state(of:until:_:at:)``.
    init(_ state: AnimatedViewState, base: NodeBase) {
      let width = state.frame.width
      let height = state.frame.height
      own = NodeLook.matrix(of: state, width: width, height: height)
      alpha = state.drawnAlpha(base)
      self.width = width
      self.height = height
      clip = state.clip
      clipRadius = state.clip == nil ? nil : state.clipRadius
      imageMatrix = state.imageMatrix
      scrollX = -state.scrollX
      scrollY = -state.scrollY
    }

    /// The look of a node whose box's matrix is `own`, drawn with `alpha`, of laid-out size
    /// `width` × `height`, whose children are drawn through `(scrollX, scrollY)`, without a clip
    /// or image matrix (``Sampler/animatedMove(ofEnd:at:progress:)``).
    init(
      translatedBy own: Matrix,
      alpha: Double,
      width: Double,
      height: Double,
      scrollX: Double,
      scrollY: Double
    ) {
      self.own = own
      self.alpha = alpha
      self.width = width
      self.height = height
      clip = nil
      clipRadius = nil
      imageMatrix = nil
      self.scrollX = scrollX
      self.scrollY = scrollY
    }

    /// `T(left, top) · localMatrix` of `state` (its box's matrix in its parent's content), bit
    /// for bit as ``Matrix/concatenating(_:)`` gives it.
    ///
    /// For a transform that only translates, with no animation matrix or flip, and finite
    /// numbers, the local matrix is `T(tx, ty)` and the product's terms reduce to `1`, `+0` and
    /// `(tx + 0·ty) + left`, `(0·tx + ty) + top` (``Matrix/concatenatingTranslations(_:)``):
    /// computed from them, without the general product.
    static func matrix(of state: AnimatedViewState, width: Double, height: Double) -> Matrix {
      let left = state.frame.left
      let top = state.frame.top
      let tx = state.transform.translationX
      let ty = state.transform.translationY
      if state.animationMatrix == nil, state.flipX == 0, state.flipY == 0,
        state.transform.isTranslationOnly, left.isFinite, top.isFinite, tx.isFinite, ty.isFinite
      {
        return .translation((tx + 0 * ty) + left, (0 * tx + ty) + top)
      }
      return Matrix.translation(left, top)
        .concatenating(state.localMatrix(width: width, height: height))
    }

    /// Notes whether this look is plain (``isPlain``): apart from the initializer, which it
    /// made cost more for every animating node's look.
    mutating func notePlain() {
      isPlain =
        own.finiteTranslation != nil && scrollX.isFinite && scrollY.isFinite && clip == nil
        && imageMatrix == nil
    }
  }

  /// End node `i`'s sample and composition at `timeMs`, placed from its look as a reused frame
  /// places it (``placeEnd(_:at:composed:progress:into:contents:general:)``), the
  /// compositions of the nodes before it being in `scratch.composed`; `nil` for a node with view
  /// animations.
  ///
  /// A frame written whole places its end nodes so: they are the sample and composition
  /// ``endNode(_:at:composed:progress:)`` computes, without its node state.
  func placedEnd(_ i: Int, at timeMs: Double, scratch: inout Scratch) -> (
    sample: ViewSample, composition: Composition
  )? {
    guard !placing[i].hasViewAnimations else { return nil }
    // Every field but the key (the node's) is written by the placement.
    var contents = SlotContents.keyed
    var sample = ViewSample(
      key: tree.nodes[i].key,
      bounds: Rect(x: 0, y: 0, width: 0, height: 0),
      alpha: 0,
      visible: false,
      transform: nil,
      clip: nil,
      imageMatrix: nil,
      inOverlay: false
    )
    var general: Composition = (.identity, 1, false)
    guard
      let placed = placeEnd(
        i,
        at: timeMs,
        composed: scratch.composed,
        progress: &scratch.progress,
        into: &sample,
        contents: &contents,
        general: &general
      )
    else { return nil }
    return (sample, placed.composition(general: general))
  }

  /// Writes end node `i`'s sample at `timeMs` into `sample` and returns its composition, or
  /// returns `nil`, writing nothing, when it has view animations: placed with its held look
  /// outside the span its animators change it in, else with the look of the state they give it
  /// then (as ``endNode(_:at:composed:progress:)`` computes it).
  ///
  /// `contents` says what `sample` holds; it is set to what it holds once written. The
  /// composition is returned as a ``PlacedComposition``: one whose matrix is not a finite exact
  /// translation is written to `general` (as by every placement below).
  @inline(__always)
  func placeEnd(
    _ i: Int,
    at timeMs: Double,
    composed: Compositions,
    progress: inout ProgressCache,
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition? {
    let facts = placing[i]
    guard !facts.hasViewAnimations else { return nil }
    let a = Int(facts.animating)
    // Without animators (`a < 0`) its own state is always its held look before them.
    let from = a >= 0 ? animating[a].changesFromMs : .infinity
    let until = a >= 0 ? animating[a].changesUntilMs : .infinity
    let isBefore = a < 0 || timeMs < from
    if isBefore,
      let composition = placeFromFacts(
        i,
        facts,
        composed: composed,
        into: &sample,
        contents: &contents,
        general: &general
      )
    {
      return composition
    }
    if isBefore || timeMs >= until {
      return placeHeld(
        i,
        isBefore ? heldLookBefore(i, facts) : heldAfter[a],
        facts,
        at: timeMs,
        composed: composed,
        into: &sample,
        contents: &contents,
        general: &general
      )
    }
    return placeAnimated(
      i,
      facts,
      at: timeMs,
      composed: composed,
      progress: &progress,
      into: &sample,
      contents: &contents,
      general: &general
    )
  }

  /// Writes end node `i`'s sample into `sample` and returns its composition, its own state
  /// being its held look before its animators, from the numbers of that look in its placement
  /// `facts` when the look is plain, it has no presence and its end parent is drawn through a
  /// translation (``Compositions/translation(_:)``); else returns `nil`, writing nothing.
  ///
  /// Its held look (``Sampler/heldBefore``) is not read, but for its scroll offsets when they
  /// are not zero and it has children (only they read them): on a large plan that first read
  /// was a cache miss per node in every frame that rewrote it. The sample and composition are
  /// those ``placeHeld(_:_:_:at:composed:into:contents:general:)`` computes from that held
  /// look.
  ///
  /// `contents` says what `sample` holds; it is set to what it holds once written.
  @inline(__always)
  private func placeFromFacts(
    _ i: Int,
    _ facts: PlacementFacts,
    composed: Compositions,
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition? {
    guard facts.isPlainBefore, !facts.hasPresence, facts.parent >= 0,
      let parent = composed.translation(Int(facts.parent))
    else { return nil }
    var scrollX = -0.0
    var scrollY = -0.0
    if facts.hasChildren, !facts.scrollIsZero {
      let held = heldLookBefore(i, facts)
      scrollX = held.scrollX
      scrollY = held.scrollY
    }
    let look = facts.heldLook(scrollX: scrollX, scrollY: scrollY)
    return placeMoved(
      i,
      look,
      facts,
      parent: parent,
      into: &sample,
      contents: &contents,
      general: &general
    )
  }

  /// Writes end node `i`'s sample at `timeMs` into `sample` and returns its composition, its
  /// own state being its held look `held` (before or after its animators; `facts` are its
  /// placement facts): from the look's numbers when it is plain, it has no presence and its
  /// parent is drawn through a translation, else from its whole look.
  ///
  /// `contents` says what `sample` holds; it is set to what it holds once written.
  @inline(__always)
  private func placeHeld(
    _ i: Int,
    _ held: HeldLook,
    _ facts: PlacementFacts,
    at timeMs: Double,
    composed: Compositions,
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition {
    // A plain look under a translated parent, with no presence: placed from numbers alone.
    if held.other < 0, !facts.hasPresence, facts.parent >= 0,
      let parent = composed.translation(Int(facts.parent))
    {
      return placeMoved(
        i,
        held,
        facts,
        parent: parent,
        into: &sample,
        contents: &contents,
        general: &general
      )
    }
    if held.other >= 0 {
      // Read in place, not copied.
      return place(
        i,
        otherLooks[Int(held.other)],
        facts,
        at: timeMs,
        composed: composed,
        into: &sample,
        contents: &contents,
        general: &general
      )
    }
    return place(
      i,
      held.look,
      facts,
      at: timeMs,
      composed: composed,
      into: &sample,
      contents: &contents,
      general: &general
    )
  }

  /// Writes end node `i`'s sample at `timeMs`, inside the span its animators change it in,
  /// into `sample` and returns its composition: placed with the look of the state they give it
  /// (``placeEnd(_:at:composed:progress:into:contents:general:)``; `facts` are its placement
  /// facts).
  ///
  /// `contents` says what `sample` holds; it is set to what it holds once written.
  @inline(__always)
  private func placeAnimated(
    _ i: Int,
    _ facts: PlacementFacts,
    at timeMs: Double,
    composed: Compositions,
    progress: inout ProgressCache,
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition {
    // A moving node's plain look is placed from its numbers, as a held one is.
    if let (move, isPlain) = animatedMove(ofEnd: i, at: timeMs, progress: &progress) {
      if isPlain, !facts.hasPresence, facts.parent >= 0,
        let parent = composed.translation(Int(facts.parent))
      {
        return placeMoved(
          i,
          move,
          facts,
          parent: parent,
          into: &sample,
          contents: &contents,
          general: &general
        )
      }
      return place(
        i,
        move.look(isPlain: isPlain),
        facts,
        at: timeMs,
        composed: composed,
        into: &sample,
        contents: &contents,
        general: &general
      )
    }
    let state = animatedState(ofEnd: i, at: timeMs, progress: &progress)
    var look = NodeLook(state, base: endBase(i))
    look.notePlain()
    return place(
      i,
      look,
      facts,
      at: timeMs,
      composed: composed,
      into: &sample,
      contents: &contents,
      general: &general
    )
  }

  /// Writes end node `i`'s sample at `timeMs` into `sample` and returns its composition, its
  /// own state being `look`: the same sample and composition as
  /// ``endNode(_:at:composed:progress:)``, computed from the look, the node's placement `facts` and its
  /// parent's composition.
  ///
  /// `contents` says what `sample` holds; it is set to what it holds once written.
  @inline(__always)
  func place(
    _ i: Int,
    _ look: borrowing NodeLook,
    _ facts: PlacementFacts,
    at timeMs: Double,
    composed: Compositions,
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition {
    // A plain look under a translated parent, with no presence: placed from numbers alone.
    if !facts.hasPresence, look.isPlain, facts.parent >= 0,
      let parent = composed.translation(Int(facts.parent))
    {
      return placeMoved(
        i,
        HeldLook(look),
        facts,
        parent: parent,
        into: &sample,
        contents: &contents,
        general: &general
      )
    }
    let presence: EndPresence = facts.hasPresence ? endPresences[i] : (nil, nil)
    let ghost = presence.ghost.flatMap { timeMs < $0.untilMs ? $0.parentMatrix : nil }
    let parent = parentComposition(i, ghost: ghost, composed: composed)
    let own = look.own
    let g = parent.through.map { $0.concatenatingTranslations(own) } ?? own
    let kept = presence.keptUntilMs.map { timeMs < $0 } ?? false
    let visible = parent.visible && (facts.isVisible || kept)
    // As ``endNode(_:at:composed:progress:)`` multiplies: parent × own × the view animation's (1 here).
    let alpha = parent.alpha * look.alpha * 1
    if contents == .foreign { sample.key = tree.nodes[i].key }
    contents = .keyed
    sample.bounds = Sampler.box(g, width: look.width, height: look.height)
    sample.alpha = alpha
    sample.visible = visible
    sample.setRare(
      transform: g.isTranslationOnly ? nil : g,
      clip: look.clip,
      clipRadius: look.clipRadius,
      imageMatrix: look.imageMatrix
    )
    sample.inOverlay = ghost != nil
    sample.z = visible ? i : nil
    let through =
      facts.hasChildren
      ? g.concatenatingTranslations(.translation(look.scrollX, look.scrollY)) : g
    return PlacedComposition((through, alpha, visible), general: &general)
  }

  /// Writes end node `i`'s sample into `sample` and returns its composition, its `look` being
  /// the numbers of a plain look (``HeldLook``), it having no presence and its end parent's
  /// composition being drawn through an exact translation by finite amounts, `parent` (that
  /// translation, the parent's alpha and visibility; ``Compositions/translation(_:)``).
  ///
  /// The sample and composition are those ``place(_:_:_:at:composed:into:contents:general:)``
  /// computes:
  /// the product of the two translations is ``Matrix/concatenatingTranslations(_:)``'s,
  /// `(x + 0·y) + a` and `(0·x + y) + b`, a translation whose box is its laid-out size moved
  /// by it, with no transform, clip or image matrix; not in the overlay, as it has no ghost.
  ///
  /// `contents` says what `sample` holds (with ``SlotContents/plainVisible`` or
  /// ``SlotContents/plainHidden``, only the box and alpha are written, and the visibility and
  /// drawing order when the visibility changes; the sample is not read); it is one of those two
  /// once written.
  @inline(__always)
  func placeMoved(
    _ i: Int,
    _ look: HeldLook,
    _ facts: PlacementFacts,
    parent: (x: Double, y: Double, alpha: Double, visible: Bool),
    into sample: inout ViewSample,
    contents: inout SlotContents,
    general: inout Composition
  ) -> PlacedComposition {
    let px = parent.x
    let py = parent.y
    let ox = look.x
    let oy = look.y
    let x = (ox + 0 * oy) + px
    let y = (0 * ox + oy) + py
    let visible = parent.visible && facts.isVisible
    let alpha = parent.alpha * look.alpha * 1
    sample.bounds = Rect(x: x, y: y, width: look.width, height: look.height)
    sample.alpha = alpha
    if contents.isPlain {
      // The other fields are as this placement writes them; the drawing order follows the
      // visibility, which `contents` knows without reading the sample.
      if (contents == .plainVisible) != visible {
        sample.visible = visible
        sample.z = visible ? i : nil
        contents = .plain(visible: visible)
      }
    } else {
      if contents == .foreign { sample.key = tree.nodes[i].key }
      sample.visible = visible
      sample.setRare(transform: nil, clip: nil, clipRadius: nil, imageMatrix: nil)
      sample.inOverlay = false
      sample.z = visible ? i : nil
      contents = .plain(visible: visible)
    }
    let sx = look.scrollX
    let sy = look.scrollY
    // With finite numbers the composition is the translation below, the terms of
    // ``Matrix/concatenatingTranslations(_:)`` for a node with children, and a finite one is
    // returned as its two numbers, without the matrix or its checks.
    if !facts.hasChildren, x.isFinite, y.isFinite {
      return PlacedComposition(x: x, y: y, alpha: alpha, visible: visible)
    }
    if facts.hasChildren, x.isFinite, y.isFinite, sx.isFinite, sy.isFinite {
      let cx = (sx + 0 * sy) + x
      let cy = (0 * sx + sy) + y
      if cx.isFinite, cy.isFinite {
        return PlacedComposition(x: cx, y: cy, alpha: alpha, visible: visible)
      }
    }
    let g = Matrix.translation(x, y)
    let composed = facts.hasChildren ? g.concatenatingTranslations(.translation(sx, sy)) : g
    return PlacedComposition((composed, alpha, visible), general: &general)
  }
}
