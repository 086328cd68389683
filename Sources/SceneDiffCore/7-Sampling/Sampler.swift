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
  package var nodes: [DrawNode] { tree.nodes }
  /// The nodes and how to find the views behind them.
  private let tree: Tree
  /// The start scene, flattened.
  private let start: FlatScene
  /// The start scene's root-space geometry (overlay views are drawn at their start place).
  private let startGeometry: SceneGeometry
  /// The end scene's pixel grid, on which animated values are rounded.
  private let grid: PixelGrid
  /// The plan's presences by key.
  private let presences: Presences
  /// The number of end-scene views (the first nodes).
  private let endCount: Int
  /// The end index of each end key.
  private let endIndex: [String: Int]
  /// Each end node's ChangeTransform ghost and Fade keep-in-place presence, by node index,
  /// looked up once here instead of by key in every frame.
  private let endPresences: [EndPresence]
  /// The interaction that maps wall-clock time to the plan's time position, if any.
  public private(set) var interaction: InteractionTimeline?
  /// How animators turn time into progress in the instant being drawn.
  private var mode: ProgressMode = .curved

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
    self.start = start
    startGeometry = SceneGeometry(start)
    grid = plan.toScene.pixelGrid
    let presences = Presences(plan.presences)
    self.presences = presences
    endCount = end.count
    endIndex = Dictionary(end.entries.enumerated().map { ($1.key, $0) }) { first, _ in first }
    tree = Tree(
      plan: plan,
      start: start,
      end: end,
      animatorsByTarget: Dictionary(grouping: plan.animators, by: \.target),
      presences: presences
    )
    endPresences = tree.nodes.prefix(end.count).map {
      (presences.ghosts[$0.key], presences.keptInPlace[$0.key])
    }
  }

  /// The frame at `timeMs`.
  public func sample(at timeMs: Double) -> Frame {
    draw(at: timeMs).frame
  }

  /// An end node's presences: its ghost's end parent matrix and end, and until when Fade keeps
  /// it drawn in place.
  private typealias EndPresence = (
    ghost: (parentMatrix: Matrix, untilMs: Double)?, keptUntilMs: Double?
  )

  /// An end node's composed placement: its matrix to root space, alpha and visibility.
  private typealias Composition = (toRoot: Matrix, alpha: Double, visible: Bool)

  /// A start-only view's placement inside its overlay root while it is drawn: the offset of
  /// the overlay root from its start place, its composed alpha and visibility.
  private typealias OverlayPlacement = (offset: Matrix, alpha: Double, visible: Bool)

  /// Every node's state and root-space result at `timeMs`, and the frame they make.
  ///
  /// The end nodes come first, parents before children, each composed through its parent
  /// (``endNode(_:at:states:composed:)``); then the start views not in the end scene
  /// (``startOnlySamples(at:states:samples:)``). The frame lists the end views in end-scene
  /// order, a start view replacing the end view of its key while it is visible, then the
  /// other start views.
  package func draw(at timeMs: Double) -> DrawFrame {
    if let interaction {
      let position = interaction.position(at: timeMs)
      var positioned = self
      positioned.interaction = nil
      positioned.mode = position.mode
      var drawn = positioned.draw(at: position.planMs)
      drawn.timeMs = timeMs
      drawn.frame.timeMs = timeMs
      return drawn
    }
    var states: [DrawNodeState] = []
    var samples: [ViewSample] = []
    var composed: [Composition] = []
    states.reserveCapacity(nodes.count)
    samples.reserveCapacity(nodes.count)
    composed.reserveCapacity(endCount)
    for i in 0..<endCount {
      let drawn = endNode(i, at: timeMs, states: states, composed: composed)
      composed.append(drawn.composition)
      states.append(drawn.state)
      samples.append(drawn.sample)
    }
    var views = tree.nodeOfEnd.map { samples[$0] }
    for sample in startOnlySamples(at: timeMs, states: &states, samples: &samples) {
      if let i = endIndex[sample.key] {
        if sample.visible { views[i] = sample }
      } else {
        views.append(sample)
      }
    }
    return DrawFrame(
      timeMs: timeMs,
      states: states,
      samples: samples,
      frame: Frame(timeMs: timeMs, views: views)
    )
  }

  /// End node `i` at `timeMs`: its state relative to its parent, its root-space sample and its
  /// composition, given the states and compositions of the nodes before it.
  ///
  /// A view is visible when its parent is and it is VISIBLE or kept in place; its alpha is its
  /// parent's × its own × its `transitionAlpha`. A ghost node's state is its root-space
  /// placement.
  private func endNode(
    _ i: Int,
    at timeMs: Double,
    states: [DrawNodeState],
    composed: [Composition]
  ) -> (state: DrawNodeState, sample: ViewSample, composition: Composition) {
    let node = nodes[i]
    let view = node.view
    let state = viewState(view, node.animators, at: timeMs)
    var local = Sampler.state(of: node, state, at: timeMs)
    let animation = Sampler.viewAnimation(node, at: timeMs)
    if let animation { Sampler.apply(animation, to: &local) }
    let own = local.matrix
    let presence = endPresences[i]
    let ghost = presence.ghost.flatMap { timeMs < $0.untilMs ? $0.parentMatrix : nil }
    let parent = parentComposition(i, ghost: ghost, states: states, composed: composed)
    let g = parent.through.map { $0.concatenating(own) } ?? own
    let kept = presence.keptUntilMs.map { timeMs < $0 } ?? false
    let visible = parent.visible && (view.visibility == .visible || kept)
    let alpha = parent.alpha * state.drawnAlpha(view) * (animation?.alpha ?? 1)
    if case .ghost = node.source {
      // A top-level node: its state is its root-space placement.
      local.x = 0
      local.y = 0
      local.transform = g
      local.opacity = alpha
      local.visible = visible
    }
    let sample = ViewSample(
      key: node.key,
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
    return (local, sample, (g, alpha, visible))
  }

  /// What end node `i` is drawn through: the ghost's parent matrix while its ghost lasts
  /// (`ghost`), else its end parent's matrix to root space scrolled by the parent's scroll
  /// offsets, with the parent's alpha and visibility; `nil`, 1 and `true` at the top level.
  private func parentComposition(
    _ i: Int,
    ghost: Matrix?,
    states: [DrawNodeState],
    composed: [Composition]
  ) -> (through: Matrix?, alpha: Double, visible: Bool) {
    if let ghost { return (ghost, 1, true) }
    guard let p = tree.endParents[i] else { return (nil, 1, true) }
    let through = composed[p].toRoot.concatenating(
      .translation(-states[p].scrollX, -states[p].scrollY)
    )
    return (through, composed[p].alpha, composed[p].visible)
  }

  /// The samples of the start views not in the end scene, in start order.
  ///
  /// Each is drawn inside its overlay ancestor while that lasts. Appends the state and sample
  /// of each one that is a node to `states` and `samples`.
  private func startOnlySamples(
    at timeMs: Double,
    states: inout [DrawNodeState],
    samples: inout [ViewSample]
  ) -> [ViewSample] {
    var result: [ViewSample] = []
    var drawn: [Int: OverlayPlacement] = [:]
    // Composed alpha of every start-only view, drawn or not, so children always multiply in
    // their ancestors' alpha as documented.
    var composedAlpha: [Int: Double] = [:]
    for (i, n) in tree.startOnly {
      let entry = start.entries[i]
      let view = entry.view
      let g0 = startGeometry.toRoot[i]
      var local = n.map { startState(of: view, node: $0, at: timeMs) }
      var placement: (offset: Matrix?, alpha: Double, visible: Bool)?
      var inOverlay = false
      if let overlay = presences.overlays[entry.key], let n {
        let root = overlayRoot(view, node: n, overlay: overlay, toRoot: g0, at: timeMs)
        local = root.state
        if timeMs < overlay.untilMs {
          placement = (root.offset, root.alpha, view.visibility == .visible)
          inOverlay = true
        }
      }
      let (offset, alpha, visible) =
        placement
        ?? Sampler.insideParent(
          entry.parent,
          alpha: view.alpha,
          visible: view.visibility == .visible,
          drawn: drawn,
          composedAlpha: composedAlpha
        )
      composedAlpha[i] = alpha
      if let offset { drawn[i] = (offset, alpha, visible) }
      let g = (offset ?? .identity).concatenating(g0)
      let sample = ViewSample(
        key: entry.key,
        bounds: Sampler.box(g, width: view.width, height: view.height),
        alpha: alpha,
        visible: visible && offset != nil,
        transform: g.isTranslationOnly ? nil : g,
        clip: inOverlay ? (local?.clip ?? view.clip) : view.clip,
        clipRadius: inOverlay && local?.clip != nil ? local?.clipRadius : nil,
        inOverlay: inOverlay,
        z: visible && offset != nil ? n : nil
      )
      if let local {
        states.append(local)
        samples.append(sample)
      }
      result.append(sample)
    }
    return result
  }

  /// A start-only node's state drawn inside its overlay ancestor: its own start-scene values,
  /// relative to its start parent.
  private func startState(of view: ViewNode, node n: Int, at timeMs: Double) -> DrawNodeState {
    DrawNodeState(
      x: view.x,
      y: view.y,
      width: view.frame.width,
      height: view.frame.height,
      transform: view.transform.matrix(width: view.width, height: view.height),
      opacity: view.alpha,
      visible: timeMs < nodes[n].visibleUntilMs,
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
  ///   - view: The start view.
  ///   - n: Its node.
  ///   - overlay: Its overlay presence.
  ///   - g0: Its start-scene matrix to root space.
  ///   - timeMs: The instant.
  /// - Returns: Its top-level state, the offset from its start place, and the alpha it is
  ///   drawn with (its own × `transitionAlpha`, or an iOS animator's).
  ///
  /// An iOS snapshot's flip and visible part (`flipX`, `flipY`, `visibleRect`) apply here too.
  private func overlayRoot(
    _ view: ViewNode,
    node n: Int,
    overlay: (rect: Rect, untilMs: Double),
    toRoot g0: Matrix,
    at timeMs: Double
  ) -> (state: DrawNodeState, offset: Matrix, alpha: Double) {
    let origin = g0.map(Point(x: 0, y: 0))
    let state = viewState(view, nodes[n].animators, at: timeMs)
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
    let local = DrawNodeState(
      x: 0,
      y: 0,
      width: view.width,
      height: view.height,
      transform: offset.concatenating(g0),
      opacity: state.drawnAlpha(view),
      visible: timeMs < nodes[n].visibleUntilMs,
      clip: state.clip,
      clipRadius: state.clipRadius,
      scrollX: view.scrollX,
      scrollY: view.scrollY
    )
    return (local, offset, state.drawnAlpha(view))
  }

  /// How a start-only view that is not drawn as an overlay root composes with its start
  /// parent: inside its parent's overlay root when the parent is drawn (the parent's offset,
  /// alpha × the parent's, visible when both are), else not drawn, its alpha × its ancestors'.
  private static func insideParent(
    _ parent: Int?,
    alpha: Double,
    visible: Bool,
    drawn: [Int: OverlayPlacement],
    composedAlpha: [Int: Double]
  ) -> (offset: Matrix?, alpha: Double, visible: Bool) {
    if let p = parent, let placement = drawn[p] {
      return (placement.offset, alpha * placement.alpha, visible && placement.visible)
    }
    return (nil, alpha * (parent.flatMap { composedAlpha[$0] } ?? 1), false)
  }

  /// An end node's state relative to its parent, from its animated view state.
  private static func state(of node: DrawNode, _ s: AnimatedViewState, at timeMs: Double)
    -> DrawNodeState
  {
    DrawNodeState(
      x: s.frame.left,
      y: s.frame.top,
      width: s.frame.width,
      height: s.frame.height,
      transform: s.localMatrix(width: s.frame.width, height: s.frame.height),
      opacity: s.drawnAlpha(node.view),
      visible: timeMs < node.visibleUntilMs,
      clip: s.clip,
      clipRadius: s.clipRadius,
      scrollX: s.scrollX,
      scrollY: s.scrollY,
      imageMatrix: s.imageMatrix
    )
  }

  /// A view's animatable state at `timeMs`: its own values with the value of every animator
  /// that has not ended applied, in order.
  private func viewState(_ view: ViewNode, _ animators: [Animator], at timeMs: Double)
    -> AnimatedViewState
  {
    var state = AnimatedViewState(view)
    var propertyAnimators: [Animator] = []
    for animator in animators {
      if animator.isPropertyAnimator {
        propertyAnimators.append(animator)
        continue
      }
      guard let value = value(of: animator, at: timeMs) else { continue }
      state.apply(animator.property, value)
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
    let corners = [
      m.map(Point(x: 0, y: 0)), m.map(Point(x: width, y: 0)),
      m.map(Point(x: 0, y: height)), m.map(Point(x: width, y: height)),
    ]
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(
      left: xs.min() ?? 0,
      top: ys.min() ?? 0,
      right: xs.max() ?? 0,
      bottom: ys.max() ?? 0
    )
  }
}
