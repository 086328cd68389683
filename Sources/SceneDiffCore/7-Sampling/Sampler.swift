/// Evaluates a ``Plan`` at any instant with Android's semantics (reference §11).
///
/// Before an animator starts, its view holds the animator's start value (every `createAnimator`
/// applies its start state at time 0); while it runs, the value is interpolated with Android's
/// evaluators and rounding; after it ends, the view has its end-scene value. Views compose
/// through the end scene's hierarchy; disappearing views are drawn in the root overlay at their
/// start position while their animator runs.
///
/// The sampler is the one place that decides what is drawn: ``sample(at:)`` gives each view's
/// root-space result, and the package-level drawing API gives the same instant as a tree of
/// nodes with each node's state relative to its parent, which previews and exports draw. A
/// ChangeTransform ghost is drawn at the end parent's captured matrix, without the parent's
/// alpha, visibility or animated position, until the whole transition ends.
public struct Sampler: Sendable {
  /// The boxes the plan draws, parents before children, in drawing order: the end scene's views
  /// in document order (ghost subtrees last), then each disappearing subtree drawn in the
  /// overlay, in start-scene order.
  ///
  /// With a container transform, its scrim and its two layers come last (``DrawingOrder``).
  package var nodes: [DrawNode] { drawing?.nodes ?? tree.nodes }
  /// The nodes and how to find the views behind them.
  let tree: Tree
  /// The drawing order, when it is not the tree's (a plan with scrims).
  let drawing: DrawingOrder?
  /// The end scene's pixel grid, on which animated values are rounded.
  let grid: PixelGrid
  /// The number of end-scene views (the first nodes).
  let endCount: Int
  /// The end scene's flattened entries, by end index (shared with the nodes' views): an end
  /// node's view values are read from its entry when a frame needs them whole (``endBase(_:)``).
  let endEntries: [FlatScene.Entry]
  /// What a frame reads of each start-only view, in start order (``Tree/startOnly``).
  let startOnly: [StartOnlyView]
  /// The animators of the end nodes and start-only views as short records, each node's a
  /// range (``AnimatingFacts/animators``, ``StartOnlyView/animators``).
  let animatorTable: AnimatorTable
  /// The instant from which each start-only view's sample can change, in start order
  /// (``startChangeSpans(_:table:)``).
  let startChangesFrom: [Double]
  /// The instant from which each start-only view's sample no longer changes, in start order.
  let startChangesUntil: [Double]
  /// Whether the end nodes are in end-scene order (no ghost or hoisted view moved one): each
  /// end node's place among a frame's views is then its index.
  let endOrderIsIdentity: Bool
  /// Each end node's ChangeTransform ghost and Fade keep-in-place presence, by node index,
  /// looked up once here instead of by key in every frame.
  let endPresences: EndPresences
  /// What placing each end node reads of it, by node index (``PlacementFacts``).
  let placing: [PlacementFacts]
  /// What an animating end node's look reads of it, for each end node with animators in node
  /// order (``PlacementFacts/animating``).
  let animating: [AnimatingFacts]
  /// The end nodes by change span (``changeSpan(_:_:hasViewAnimations:presence:)``), and each
  /// one's end children (``ChangeGroups``).
  let changeGroups: ChangeGroups
  /// Each end node's place among a frame's views, by node index; empty when
  /// ``endOrderIsIdentity`` (each node's place is then its index).
  let slotOfNode: [Int]
  /// What an end node's sample reads of its state before its animators, by node index, for
  /// the nodes whose ``PlacementFacts`` do not hold it whole (``heldLookBefore(_:_:)``).
  let heldBefore: SparseByIndex<HeldLook>
  /// What each end node with animators reads of its state after them, by its position in
  /// ``animating``.
  let heldAfter: [HeldLook]
  /// The property animators of the few end nodes with any, in plan order, by node index.
  let endPropertyAnimators: SparseByIndex<[Animator]>
  /// The held looks that are not plain, each where its ``HeldLook/other`` says.
  let otherLooks: [NodeLook]
  /// The interaction that maps wall-clock time to the plan's time position, if any.
  public private(set) var interaction: InteractionTimeline?
  /// How animators turn time into progress in the instant being drawn.
  private(set) var mode: ProgressMode = .curved
  /// The working arrays ``sample(at:into:)`` keeps from frame to frame.
  private var scratch = Scratch()

  /// Prepares a plan for sampling.
  ///
  /// When the plan has an ``Plan/interaction``, every instant given to the sampler is a
  /// wall-clock time, mapped to the plan's time position by ``InteractionTimeline``
  /// (Docs/interaction.md).
  public init(plan: Plan) {
    interaction = plan.interaction.map {
      InteractionTimeline($0, totalDurationMs: plan.totalDurationMs)
    }
    let (start, end) = plan.keyedScenes()
    grid = plan.toScene.pixelGrid
    // Each end key is looked up once, here: presences and start-only views find end views
    // by index.
    let endIndex = EndKeyIndex(end)
    let presences = Presences(plan.presences, endIndex: endIndex, endCount: end.count)
    endCount = end.count
    let tree = Tree(
      plan: plan,
      start: start,
      end: end,
      endIndex: endIndex,
      animators: AnimatorGroups(plan.animators, endIndex: endIndex, endCount: end.count),
      presences: presences,
      hoisted: Set(plan.animators.filter { $0.property == .scrimAlpha }.map(\.target))
    )
    self.tree = tree
    var table = AnimatorTable(animators: tree.nodeAnimators)
    // Room for every animator at once (nearly every record is one of the plan's animators):
    // the table's arrays are not copied as they grow.
    table.reserveCapacity(plan.animators.count)
    endOrderIsIdentity = tree.nodeOfEnd.indices.allSatisfy { tree.nodeOfEnd[$0] == $0 }
    endPresences = EndPresences(presences, nodeOfEnd: tree.nodeOfEnd)
    let ends = Sampler.endNodes(
      tree,
      end: end,
      count: end.count,
      grid: grid,
      presences: endPresences,
      table: &table
    )
    endEntries = end.entries
    startOnly = Sampler.startOnlyViews(
      tree,
      start: start,
      endIndex: endIndex,
      table: &table
    )
    table.finish()
    animatorTable = table
    (startChangesFrom, startChangesUntil) = Sampler.startChangeSpans(startOnly, table: table)
    changeGroups = ends.changeGroups(endParents: tree.endParents)
    placing = ends.placing
    animating = ends.animating
    heldBefore = ends.heldBefore
    heldAfter = ends.heldAfter
    otherLooks = ends.otherLooks
    endPropertyAnimators = ends.propertyAnimators
    // Read only when the end nodes are not in end-scene order: none is made when they are.
    slotOfNode = endOrderIsIdentity ? [] : Sampler.slots(of: tree.nodeOfEnd)
    drawing = Sampler.drawingOrder(plan, tree: tree)
  }

  /// Each end node's place among a frame's views, by node index, the node of each place being
  /// `nodeOfEnd` (by end index).
  private static func slots(of nodeOfEnd: [Int]) -> [Int] {
    var slotOfNode = [Int](repeating: 0, count: nodeOfEnd.count)
    for (slot, node) in nodeOfEnd.enumerated() { slotOfNode[node] = slot }
    return slotOfNode
  }

  /// The drawing order of `tree`'s nodes (the tree of `plan`) when the plan has scrims, else
  /// `nil`.
  private static func drawingOrder(_ plan: Plan, tree: Tree) -> DrawingOrder? {
    let scrims = ScrimLayer.all(plan.animators, tree: tree)
    guard !scrims.isEmpty else { return nil }
    return DrawingOrder(
      tree: tree.nodes,
      scrims: scrims,
      width: plan.toScene.width,
      height: plan.toScene.height
    )
  }

  /// The frame at `timeMs`.
  public func sample(at timeMs: Double) -> Frame {
    var scratch = Scratch()
    var frame = Frame(timeMs: timeMs, views: [])
    sample(at: timeMs, scratch: &scratch, into: &frame)
    return frame
  }

  /// Writes the frame at `timeMs` into `frame`, reusing its storage: the same frame as
  /// ``sample(at:)``.
  ///
  /// Sampling many instants into one frame, and keeping the sampler between them, lets the
  /// arrays a frame needs grow once and be reused for every later instant, as a renderer
  /// reuses its frame buffer: nothing is allocated per view or per frame once they have grown.
  ///
  /// When `frame` holds this sampler's last frame, unchanged since, only the views that can
  /// differ at `timeMs` are rewritten; otherwise (a frame written by another sampler, by this
  /// one before its last call, or whose views the caller changed) the frame is written whole.
  public mutating func sample(at timeMs: Double, into frame: inout Frame) {
    var scratch = Scratch()
    swap(&scratch, &self.scratch)
    let reusable = drawing == nil && interaction == nil
    if reusable, let held = frame.written, held === scratch.issued {
      frame.timeMs = timeMs
      renderChanges(at: timeMs, since: held.timeMs, scratch: &scratch, views: &frame.views)
    } else {
      sample(at: timeMs, scratch: &scratch, into: &frame)
    }
    let stamp = reusable ? Stamp(timeMs: timeMs) : nil
    frame.written = stamp
    scratch.issued = stamp
    swap(&scratch, &self.scratch)
  }

  /// ``sample(at:into:)`` with the working arrays `scratch`.
  private func sample(at timeMs: Double, scratch: inout Scratch, into frame: inout Frame) {
    guard drawing == nil else {
      frame = draw(at: timeMs).frame
      return
    }
    var states: [DrawNodeState] = []
    frame.timeMs = timeMs
    render(at: timeMs, keepingNodes: false, scratch: &scratch, states: &states, views: &frame.views)
  }

  /// An end node's presences: its ghost's end parent matrix and end, and until when Fade keeps
  /// it drawn in place.
  typealias EndPresence = (
    ghost: (parentMatrix: Matrix, untilMs: Double)?, keptUntilMs: Double?
  )

  /// An end node's composed placement as its children read it: its matrix to root space
  /// scrolled by its scroll offsets (`through`; only for a node with end children), its alpha
  /// and visibility.
  typealias Composition = (through: Matrix, alpha: Double, visible: Bool)

  /// A start-only view's placement inside its overlay root while it is drawn: the offset of
  /// the overlay root from its start place, its composed alpha and visibility.
  typealias OverlayPlacement = (offset: Matrix, alpha: Double, visible: Bool)

  /// Every node's state and root-space result at `timeMs`, and the frame they make.
  ///
  /// The end nodes come first, parents before children, each composed through its parent
  /// (``endNode(_:at:composed:progress:)``); then the start views not in the end scene
  /// (``startOnlySamples(at:keepingNodes:since:scratch:states:views:)``). The frame lists the end
  /// views in end-scene order, a start view replacing the end view of its key while it is
  /// visible, then the other start views.
  package func draw(at timeMs: Double) -> DrawFrame {
    if let interaction {
      // The whole instant, scrims included, is drawn at the time position.
      let position = interaction.position(at: timeMs)
      var positioned = self
      positioned.interaction = nil
      positioned.mode = position.mode
      var drawn = positioned.draw(at: position.planMs)
      drawn.timeMs = timeMs
      drawn.frame.timeMs = timeMs
      return drawn
    }
    var scratch = Scratch()
    var states: [DrawNodeState] = []
    var views: [ViewSample] = []
    render(at: timeMs, keepingNodes: true, scratch: &scratch, states: &states, views: &views)
    let frame = DrawFrame(
      timeMs: timeMs,
      states: states,
      samples: scratch.samples,
      frame: Frame(timeMs: timeMs, views: views)
    )
    guard let drawing else { return frame }
    return inDrawingOrder(frame, drawing)
  }

  /// The instant at `timeMs` as ``draw(at:)`` gives it, in tree order.
  ///
  /// With `keep`, each node's state goes to `states` and its sample to `scratch.samples`; the
  /// frame's views go to `views`, whose storage is reused. Without `keep` there are no node
  /// states or samples: ``sample(at:)`` takes this path only for plans without scrims.
  private func render(
    at timeMs: Double,
    keepingNodes keep: Bool,
    scratch: inout Scratch,
    states: inout [DrawNodeState],
    views: inout [ViewSample]
  ) {
    if let interaction {
      let position = interaction.position(at: timeMs)
      var positioned = self
      positioned.interaction = nil
      positioned.mode = position.mode
      positioned.render(
        at: position.planMs,
        keepingNodes: keep,
        scratch: &scratch,
        states: &states,
        views: &views
      )
      return
    }
    views.removeAll(keepingCapacity: true)
    scratch.samples.removeAll(keepingCapacity: true)
    scratch.composed.removeAll()
    if keep { states.reserveCapacity(tree.nodes.count) }
    // Without `keep`, in end-scene order, each sample goes straight into the frame.
    let direct = !keep && endOrderIsIdentity
    if direct {
      views.reserveCapacity(endCount + startOnly.count)
    } else {
      scratch.samples.reserveCapacity(keep ? tree.nodes.count : endCount)
    }
    scratch.composed.reserveCapacity(endCount)
    for i in 0..<endCount {
      // Without node states, a node is placed from its look as a reused frame places it.
      if !keep, let placed = placedEnd(i, at: timeMs, scratch: &scratch) {
        scratch.composed.append(placed.composition)
        if direct { views.append(placed.sample) } else { scratch.samples.append(placed.sample) }
        continue
      }
      let drawn = endNode(i, at: timeMs, composed: scratch.composed, progress: &scratch.progress)
      scratch.composed.append(drawn.composition)
      if keep { states.append(drawn.state) }
      if direct { views.append(drawn.sample) } else { scratch.samples.append(drawn.sample) }
    }
    if !direct {
      views.reserveCapacity(endCount + startOnly.count)
      for n in tree.nodeOfEnd { views.append(scratch.samples[n]) }
    }
    scratch.resetChanges(count: endCount)
    startOnlySamples(
      at: timeMs,
      keepingNodes: keep,
      since: nil,
      scratch: &scratch,
      states: &states,
      views: &views
    )
  }

  /// End node `i` at `timeMs`: its state relative to its parent, its root-space sample and its
  /// composition, given the states and compositions of the nodes before it.
  ///
  /// A view is visible when its parent is and it is VISIBLE or kept in place; its alpha is its
  /// parent's × its own × its `transitionAlpha`. A ghost node's state is its root-space
  /// placement.
  func endNode(
    _ i: Int,
    at timeMs: Double,
    composed: Compositions,
    progress: inout ProgressCache
  ) -> (state: DrawNodeState, sample: ViewSample, composition: Composition) {
    // Fields are read in place: copying a whole node record (its held states, its fixed
    // sample) for every view of every frame cost more than the sampling itself.
    let view = endBase(i)
    let (state, held) = endState(i, at: timeMs, progress: &progress)
    var local = held
    let animation =
      placing[i].hasViewAnimations ? Sampler.viewAnimation(tree.nodes[i], at: timeMs) : nil
    if let animation { Sampler.apply(animation, to: &local) }
    let own = local.matrix
    let presence = endPresences[i]
    let ghost = presence.ghost.flatMap { timeMs < $0.untilMs ? $0.parentMatrix : nil }
    let parent = parentComposition(i, ghost: ghost, composed: composed)
    let g = parent.through.map { $0.concatenating(own) } ?? own
    let kept = presence.keptUntilMs.map { timeMs < $0 } ?? false
    let visible = parent.visible && (view.isVisible || kept)
    let alpha = parent.alpha * state.drawnAlpha(view) * (animation?.alpha ?? 1)
    if Sampler.isGhost(tree.nodes[i].source) {
      // A top-level node: its state is its root-space placement.
      local.x = 0
      local.y = 0
      local.transform = g
      local.opacity = alpha
      local.visible = visible
    }
    let sample = ViewSample(
      key: tree.nodes[i].key,
      bounds: Sampler.box(g, width: state.frame.width, height: state.frame.height),
      alpha: alpha,
      visible: visible,
      transform: g.isTranslationOnly ? nil : g,
      clip: local.clip,
      clipRadius: local.clip == nil ? nil : local.clipRadius,
      imageMatrix: state.imageMatrix,
      inOverlay: ghost != nil,
      z: visible ? i : nil
    )
    // Only a node's children read `through`: a leaf skips the product.
    let through =
      placing[i].hasChildren ? g.concatenating(.translation(-local.scrollX, -local.scrollY)) : g
    return (local, sample, (through, alpha, visible))
  }

  /// End node `i`'s state at `timeMs` computed from its animators (its base, its animators
  /// and property animators in the sampler's mode and pixel grid).
  @inline(__always)
  func animatedState(ofEnd i: Int, at timeMs: Double, progress: inout ProgressCache)
    -> AnimatedViewState
  {
    let a = Int(placing[i].animating)
    return Sampler.viewState(
      endBase(i),
      a >= 0 ? animating[a].animators : 0..<0,
      of: animatorTable,
      endPropertyAnimators[i] ?? [],
      at: timeMs,
      mode: mode,
      grid: grid,
      progress: &progress
    )
  }

  /// End node `i`'s animated state and its state relative to its parent at `timeMs`: its held
  /// state before or after the span its animators change it in (the state they give at
  /// `-.infinity` or `.infinity`, where none runs), else computed from its animators.
  @inline(__always)
  private func endState(_ i: Int, at timeMs: Double, progress: inout ProgressCache)
    -> (AnimatedViewState, DrawNodeState)
  {
    // Without animators, the span is empty: `.infinity` to `-.infinity`.
    let a = Int(placing[i].animating)
    var time = timeMs
    if timeMs < (a >= 0 ? animating[a].changesFromMs : .infinity) {
      time = -.infinity
    } else if timeMs >= (a >= 0 ? animating[a].changesUntilMs : -.infinity) {
      time = .infinity
    }
    let state = animatedState(ofEnd: i, at: time, progress: &progress)
    return (
      state,
      Sampler.state(of: endBase(i), until: tree.nodes[i].visibleUntilMs, state, at: timeMs)
    )
  }

  /// What end node `i` is drawn through: the ghost's parent matrix while its ghost lasts
  /// (`ghost`), else its end parent's matrix to root space scrolled by the parent's scroll
  /// offsets, with the parent's alpha and visibility; `nil`, 1 and `true` at the top level.
  func parentComposition(
    _ i: Int,
    ghost: Matrix?,
    composed: Compositions
  ) -> (through: Matrix?, alpha: Double, visible: Bool) {
    if let ghost { return (ghost, 1, true) }
    guard let p = tree.endParents[i] else { return (nil, 1, true) }
    let parent = composed[p]
    return (parent.through, parent.alpha, parent.visible)
  }

  /// The samples of the start views not in the end scene, in start order, placed in `views`:
  /// each in the place of the end view of its key while it is visible, else appended.
  ///
  /// Each is drawn inside its overlay ancestor while that lasts. With `keep`, appends the
  /// state and sample of each one that is a node to `states` and `samples`.
  func startOnlySamples(
    at timeMs: Double,
    keepingNodes keep: Bool,
    since heldMs: Double?,
    scratch: inout Scratch,
    states: inout [DrawNodeState],
    views: inout [ViewSample]
  ) {
    guard !startOnly.isEmpty else { return }
    if heldMs == nil { scratch.resetPlacements(count: startOnly.count) }
    // With `heldMs`, the views after the end views are there already, to be overwritten.
    var next = heldMs == nil ? -1 : endCount
    // Each view is read where the array holds it: its address is passed down, and only the
    // fields a sample reads are loaded. (Passed as a `borrowing` value read through `pointee`,
    // the whole view was copied once per sample.)
    startOnly.withUnsafeBufferPointer { entries in
      guard let first = entries.baseAddress else { return }
      for k in entries.indices {
        let entry = first + k
        if let heldMs {
          // Whether it has an end view's key, as the frame written whole noted it: the view
          // itself is not read unless its sample changes.
          let keyless = scratch.keyless[k]
          // A view that keeps its sample since `heldMs` keeps its place in `views` too (one with
          // an end view's key is not shown: it has none).
          if startIsHeld(k, shown: scratch.shown[k], at: timeMs, since: heldMs) {
            if keyless { next += 1 }
            continue
          }
          if keyless {
            rewriteStart(entry, k, at: timeMs, since: heldMs, scratch: &scratch, into: &views[next])
            next += 1
            continue
          }
        }
        let endIndex = entry.pointee.endIndex
        if heldMs == nil { scratch.keyless[k] = endIndex == nil }
        var sample = ViewSample(keyed: entry.pointee.key)
        let local = startOnlySample(
          entry,
          k,
          at: timeMs,
          keepingState: keep,
          scratch: &scratch,
          into: &sample
        )
        if keep, let local {
          states.append(local)
          scratch.samples.append(sample)
        }
        if endIndex != nil { scratch.shown[k] = sample.visible }
        place(sample, endIndex: endIndex, next: &next, in: &views, covered: &scratch.covered)
      }
    }
  }

  /// Rewrites start-only view `k` (at `entry`, in ``startOnly``, without an end view's key) at
  /// `timeMs` in its place after the end views, `sample`, which holds its own sample of the
  /// frame sampled at `heldMs`, key included: its alpha alone for an overlay root whose sample
  /// differs only by it (``overlayRootAlpha(_:_:at:since:scratch:)``), else every field but
  /// the key (a whole sample copied in was most of a start-only view's cost).
  private func rewriteStart(
    _ entry: UnsafePointer<StartOnlyView>,
    _ k: Int,
    at timeMs: Double,
    since heldMs: Double,
    scratch: inout Scratch,
    into sample: inout ViewSample
  ) {
    if let alpha = overlayRootAlpha(entry, k, at: timeMs, since: heldMs, scratch: &scratch) {
      sample.alpha = alpha
      return
    }
    _ = startOnlySample(
      entry,
      k,
      at: timeMs,
      keepingState: false,
      scratch: &scratch,
      into: &sample
    )
  }

  /// Start-only view `k` (at `entry`, in ``startOnly``) at `timeMs`: writes its sample into
  /// `sample` (every field but the key, which `sample` holds already) and returns, when it is a
  /// node and `keep` is set, its state; notes its composed alpha and overlay placement in
  /// `scratch` for the views inside it.
  private func startOnlySample(
    _ entry: UnsafePointer<StartOnlyView>,
    _ k: Int,
    at timeMs: Double,
    keepingState keep: Bool,
    scratch: inout Scratch,
    into sample: inout ViewSample
  ) -> DrawNodeState? {
    var local: DrawNodeState?
    var placement: (offset: Matrix?, alpha: Double, visible: Bool)?
    var inOverlay = false
    // In the overlay, the clip is the root's animated one (else the view's own).
    var overlayClip: (clip: Rect?, radius: Double?) = (nil, nil)
    let isVisible = entry.pointee.base.isVisible
    if let overlay = entry.pointee.overlay, entry.pointee.node != nil {
      // An overlay root's state is its root placement's (its own start state is not drawn).
      let root = overlayRoot(
        entry,
        overlay: overlay,
        at: timeMs,
        keepingState: keep,
        progress: &scratch.progress
      )
      local = root.state
      if timeMs < overlay.untilMs {
        placement = (root.offset, root.alpha, isVisible)
        inOverlay = true
        overlayClip = (
          root.clip ?? entry.pointee.base.clip, root.clip != nil ? root.clipRadius : nil
        )
      }
    } else if entry.pointee.node != nil, keep {
      local = startState(of: entry.pointee.base, until: entry.pointee.visibleUntilMs, at: timeMs)
    }
    let (offset, alpha, visible) =
      placement
      ?? Sampler.insideParent(
        entry.pointee.parentSlot,
        alpha: entry.pointee.base.alpha,
        visible: isVisible,
        drawn: scratch.drawn,
        composedAlpha: scratch.composedAlpha
      )
    scratch.composedAlpha[k] = alpha
    scratch.drawn[k] = offset.map { ($0, alpha, visible) }
    Sampler.writeStartSample(
      entry,
      offset: offset,
      alpha: alpha,
      visible: visible,
      clip: inOverlay ? overlayClip.clip : entry.pointee.base.clip,
      clipRadius: overlayClip.radius,
      inOverlay: inOverlay,
      into: &sample
    )
    return local
  }

  /// Puts a start-only view's sample in the frame: in the place of the end view of its key
  /// (`endIndex`) while it is visible, noting that end view's node in `covered`, else after the
  /// end views: appended, or at `next` (then advanced) when `next` is not negative.
  private func place(
    _ sample: ViewSample,
    endIndex: Int?,
    next: inout Int,
    in views: inout [ViewSample],
    covered: inout [Int]
  ) {
    if let i = endIndex {
      if sample.visible {
        views[i] = sample
        covered.append(tree.nodeOfEnd[i])
      }
    } else if next >= 0 {
      views[next] = sample
      next += 1
    } else {
      views.append(sample)
    }
  }

  /// A start-only node's state drawn inside its overlay ancestor: its own start-scene values,
  /// relative to its start parent.
  private func startState(of view: NodeBase, until visibleUntilMs: Double, at timeMs: Double)
    -> DrawNodeState
  {
    DrawNodeState(
      x: view.x,
      y: view.y,
      width: view.frame.width,
      height: view.frame.height,
      transform: view.transform.matrix(width: view.width, height: view.height),
      opacity: view.alpha,
      visible: timeMs < visibleUntilMs,
      clip: view.clip,
      scrollX: view.scrollX,
      scrollY: view.scrollY
    )
  }

  /// An overlay root at `timeMs`: drawn at its start position in the overlay (`overlay.rect`),
  /// moved by the change of its translation, scaled by the change of its scale (the Material
  /// patterns' `ScaleProvider`), clipped by its animated clip bounds (a container transform's
  /// start layer), with the `transitionAlpha` its Visibility
  /// animators give it.
  ///
  /// - Parameters:
  ///   - entry: The start view, drawn as a node.
  ///   - overlay: Its overlay presence.
  ///   - timeMs: The instant.
  ///   - keep: Whether to make its top-level state (a frame without node states has no use
  ///     for it, and its matrix is a general product).
  ///   - progress: The timing runs' progress at the instant, shared by its animators.
  /// - Returns: Its top-level state (with `keep`), the offset from its start place, the alpha
  ///   it is drawn with (its own × `transitionAlpha`, or an iOS animator's), and its animated
  ///   clip and the clip's corner radius (the state's).
  ///
  /// An iOS snapshot's flip and visible part (`flipX`, `flipY`, `visibleRect`) apply here too.
  private func overlayRoot(
    _ entry: UnsafePointer<StartOnlyView>,
    overlay: (rect: Rect, untilMs: Double),
    at timeMs: Double,
    keepingState keep: Bool,
    progress: inout ProgressCache
  ) -> (state: DrawNodeState?, offset: Matrix, alpha: Double, clip: Rect?, clipRadius: Double?) {
    let view = entry.pointee.base
    let g0 = entry.pointee.toRoot
    let origin = g0.map(Point(x: 0, y: 0))
    let state = animatedState(ofStart: entry, at: timeMs, progress: &progress)
    let dx = state.transform.translationX - view.transform.translationX
    let dy = state.transform.translationY - view.transform.translationY
    let moved = Matrix.translation(
      overlay.rect.left - origin.x + dx,
      overlay.rect.top - origin.y + dy
    )
    // A flip turns the snapshot about its own centre: in root space, g0 · flip · g0⁻¹; so does
    // an animated scale (Material's ScaleProvider), about the view's pivot.
    var offset = moved
    if let scale = Sampler.scaleChange(view, to: state.transform), let back = g0.inverted() {
      offset = offset.concatenating(g0).concatenating(scale).concatenating(back)
    }
    if let flip = state.flipMatrix(width: view.width, height: view.height) {
      offset = offset.concatenating(g0).concatenating(flip)
        .concatenating(g0.inverted() ?? .identity)
    }
    let alpha = state.drawnAlpha(view)
    let local =
      keep
      ? DrawNodeState(
        x: 0,
        y: 0,
        width: view.width,
        height: view.height,
        transform: offset.concatenating(g0),
        opacity: alpha,
        visible: timeMs < entry.pointee.visibleUntilMs,
        clip: state.clip,
        clipRadius: state.clipRadius,
        scrollX: view.scrollX,
        scrollY: view.scrollY
      ) : nil
    return (local, offset, alpha, state.clip, state.clipRadius)
  }

  /// How a start-only view that is not drawn as an overlay root composes with its start
  /// parent: inside its parent's overlay root when the parent is drawn (the parent's offset,
  /// alpha × the parent's, visible when both are), else not drawn, its alpha × its ancestors'.
  ///
  /// `parent` is the start parent's position among the start-only views (`nil` when the parent
  /// is not one of them); `drawn` and `composedAlpha` are by that position.
  private static func insideParent(
    _ parent: Int?,
    alpha: Double,
    visible: Bool,
    drawn: [OverlayPlacement?],
    composedAlpha: [Double]
  ) -> (offset: Matrix?, alpha: Double, visible: Bool) {
    if let p = parent, let placement = drawn[p] {
      return (placement.offset, alpha * placement.alpha, visible && placement.visible)
    }
    return (nil, alpha * (parent.map { composedAlpha[$0] } ?? 1), false)
  }

  /// An end node's state relative to its parent, from its animated view state.
  static func state(
    of view: NodeBase,
    until visibleUntilMs: Double,
    _ s: AnimatedViewState,
    at timeMs: Double
  ) -> DrawNodeState {
    DrawNodeState(
      x: s.frame.left,
      y: s.frame.top,
      width: s.frame.width,
      height: s.frame.height,
      transform: s.localMatrix(width: s.frame.width, height: s.frame.height),
      opacity: s.drawnAlpha(view),
      visible: timeMs < visibleUntilMs,
      clip: s.clip,
      clipRadius: s.clipRadius,
      scrollX: s.scrollX,
      scrollY: s.scrollY,
      imageMatrix: s.imageMatrix
    )
  }

  /// A view's animatable state at `timeMs`: its own values with the value of every animator
  /// that has not ended applied, in order, then its property animators'.
  ///
  /// Progress follows `mode` (``Animator/value(atPlanMs:mode:grid:)``); values are rounded on
  /// `grid`.
  ///
  /// The animators are the records `run` of `table` (``AnimatorTable``); running ones take
  /// their progress from `progress`, shared by the animators of one timing run.
  static func viewState(
    _ view: NodeBase,
    _ run: Range<Int>,
    of table: AnimatorTable,
    _ propertyAnimators: [Animator],
    at timeMs: Double,
    mode: ProgressMode,
    grid: PixelGrid,
    progress: inout ProgressCache
  ) -> AnimatedViewState {
    var state = AnimatedViewState(view)
    // Each record is read where the table holds it.
    table.records.withUnsafeBufferPointer { records in
      guard let base = records.baseAddress else { return }
      for k in run {
        let record = base + k
        // Outside its run an animator gives its first keyframe's value, or nothing once it has
        // ended: read without evaluating it (``AnimatorTable/value(_:_:at:mode:grid:progress:)``).
        let value = table.value(record, k, at: timeMs, mode: mode, grid: grid, progress: &progress)
        guard let value else { continue }
        state.apply(record.pointee.kind, value)
      }
    }
    if !propertyAnimators.isEmpty {
      state.applyPropertyAnimators(propertyAnimators, at: timeMs, grid: grid)
    }
    return state
  }

  /// An animator's value at `timeMs`: its start value before it starts, the evaluated value
  /// while it runs, `nil` once it has ended (the view then shows its end-scene value).
  ///
  /// While ``draw(at:)`` samples an interaction, `timeMs` is the time position and progress
  /// follows the position's mode (``Animator/value(atPlanMs:mode:grid:)``).
  package func value(of animator: Animator, at timeMs: Double) -> AnimatedValue? {
    animator.value(atPlanMs: timeMs, mode: mode, grid: grid)
  }

  /// The value `animator` shows at wall-clock `timeMs` (through the plan's interaction, if
  /// any): its start value before it starts, its end value once it has ended.
  public func shownValue(of animator: Animator, at timeMs: Double) -> AnimatedValue {
    let position =
      interaction?.position(at: timeMs) ?? TransitionPosition(planMs: timeMs, mode: .curved)
    return animator.value(atPlanMs: position.planMs, mode: position.mode, grid: grid)
      ?? animator.to
  }

  /// The axis-aligned box of the rectangle `(0, 0, width, height)` mapped by `m`.
  package static func box(_ m: Matrix, width: Double, height: Double) -> Rect {
    if m.isTranslationOnly {
      return Rect(x: m.translationX, y: m.translationY, width: width, height: height)
    }
    let a = m.map(Point(x: 0, y: 0))
    let b = m.map(Point(x: width, y: 0))
    let c = m.map(Point(x: 0, y: height))
    let d = m.map(Point(x: width, y: height))
    // The first smallest and largest of the four, as `min()` and `max()` of a list give them,
    // without allocating one.
    func least(_ v: Double, _ w: Double, _ x: Double, _ y: Double) -> Double {
      var r = v
      if w < r { r = w }
      if x < r { r = x }
      if y < r { r = y }
      return r
    }
    func greatest(_ v: Double, _ w: Double, _ x: Double, _ y: Double) -> Double {
      var r = v
      if r < w { r = w }
      if r < x { r = x }
      if r < y { r = y }
      return r
    }
    return Rect(
      left: least(a.x, b.x, c.x, d.x),
      top: least(a.y, b.y, c.y, d.y),
      right: greatest(a.x, b.x, c.x, d.x),
      bottom: greatest(a.y, b.y, c.y, d.y)
    )
  }
}
