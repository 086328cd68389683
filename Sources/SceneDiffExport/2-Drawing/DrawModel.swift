import SceneDiffCore

/// A plan as a tree of drawn boxes with their state at any instant: what previews and exports
/// draw.
///
/// The nodes are the end scene's views in document order, then each disappearing subtree that
/// Android draws in the scene root's overlay, at the top level. ``state(of:at:)`` evaluates the
/// plan's animators exactly as ``Sampler`` does (same values, same rounding, same rules for
/// before-start and after-end), but keeps each node's state relative to its parent, which is
/// what nested HTML elements need.
struct DrawModel: Sendable {
  /// The plan.
  let plan: Plan
  /// Every node, parents before children.
  let nodes: [DrawNode]
  /// Child node indices of each node, in drawing order.
  let children: [[Int]]
  /// The sampler whose animator values the states use.
  let sampler: Sampler
  /// The start scene's root-space geometry (overlay views are drawn at their start place).
  private let startGeometry: SceneGeometry
  /// The plan's animators by target key, in plan order.
  private let animatorsByTarget: [String: [Animator]]
  /// Until when Fade keeps each in-place view drawn, by key.
  private let keptInPlace: [String: Double]

  /// Builds the tree of a plan.
  init(plan: Plan) {
    self.plan = plan
    sampler = Sampler(plan: plan)
    let start = FlatScene(plan.fromScene)
    let end = FlatScene(plan.toScene)
    startGeometry = SceneGeometry(start)
    animatorsByTarget = Dictionary(grouping: plan.animators, by: \.target)
    var overlays: [String: (Rect, Double)] = [:]
    var kept: [String: Double] = [:]
    for presence in plan.presences {
      switch presence.placement {
      case .overlay(let rect): overlays[presence.key] = (rect, presence.untilMs)
      case .inPlace: kept[presence.key] = presence.untilMs
      case .ghost: break  // DrawModel does not draw ghosts (yet)
      }
    }
    keptInPlace = kept

    var nodes: [DrawNode] = []
    for (i, entry) in end.entries.enumerated() {
      nodes.append(
        DrawNode(key: entry.key, view: entry.view, parent: entry.parent, source: .end(i))
      )
    }
    // The start views the sampler draws in the overlay: not matched and not in the end scene
    // (or given an overlay), inside an overlay root.
    let endKeys = Set(end.entries.map(\.key))
    let matchedStart = Set(plan.matches.map(\.from))
    var nodeOfStart: [Int: Int] = [:]
    for (i, entry) in start.entries.enumerated() {
      let startOnly =
        !matchedStart.contains(entry.key) && !endKeys.contains(entry.key)
        || overlays[entry.key] != nil
      guard startOnly else { continue }
      if let (rect, until) = overlays[entry.key] {
        nodeOfStart[i] = nodes.count
        nodes.append(
          DrawNode(
            key: entry.key,
            view: entry.view,
            parent: nil,
            source: .overlayRoot(start: i, rect: rect, untilMs: until)
          )
        )
      } else if let p = entry.parent, let parentNode = nodeOfStart[p] {
        nodeOfStart[i] = nodes.count
        nodes.append(
          DrawNode(
            key: entry.key,
            view: entry.view,
            parent: parentNode,
            source: .overlayChild(start: i)
          )
        )
      }
    }
    var children = [[Int]](repeating: [], count: nodes.count)
    for (i, node) in nodes.enumerated() {
      if let p = node.parent { children[p].append(i) }
    }
    self.nodes = nodes
    self.children = children
  }

  /// The animators that change a node, in plan order: for an end view those not drawn in the
  /// overlay, for an overlay root all of its key's (only alpha and translation take effect
  /// there), none for an overlay child.
  func animators(of node: Int) -> [Animator] {
    let all = animatorsByTarget[nodes[node].key] ?? []
    switch nodes[node].source {
    case .end: return all.filter { $0.space != .root }
    case .overlayRoot: return all
    case .overlayChild: return []
    }
  }

  /// Until when a node is drawn on its own account: `.infinity` (always), 0 (never), or the
  /// end of the animator that keeps it drawn.
  func ownVisibleUntil(_ node: Int) -> Double {
    let n = nodes[node]
    let visible = n.view.visibility == .visible
    switch n.source {
    case .end:
      if visible { return .infinity }
      return keptInPlace[n.key] ?? 0
    case .overlayRoot(_, _, let until): return visible ? until : 0
    case .overlayChild: return visible ? .infinity : 0
    }
  }

  /// Until when a node is drawn, its ancestors included.
  func visibleUntil(_ node: Int) -> Double {
    var until = ownVisibleUntil(node)
    var current = nodes[node].parent
    while let p = current {
      until = min(until, ownVisibleUntil(p))
      current = nodes[p].parent
    }
    return until
  }

  /// A node's animatable state at `timeMs`: its own view values with every running (or not yet
  /// started) animator's value applied, as the sampler applies them.
  func viewState(of node: Int, at timeMs: Double) -> AnimatedViewState {
    var state = AnimatedViewState(nodes[node].view)
    for animator in animators(of: node) {
      guard let value = sampler.value(of: animator, at: timeMs) else { continue }
      state.apply(animator.property, value)
    }
    return state
  }

  /// A node's state at `timeMs`, relative to its parent.
  func state(of node: Int, at timeMs: Double) -> DrawState {
    let n = nodes[node]
    let view = n.view
    let state = viewState(of: node, at: timeMs)
    var result = DrawState(
      matrix: .identity,
      width: state.frame.width,
      height: state.frame.height,
      opacity: view.alpha * state.transitionAlpha,
      visible: timeMs < ownVisibleUntil(node),
      clip: state.clip,
      scrollX: state.scrollX,
      scrollY: state.scrollY,
      imageMatrix: state.imageMatrix
    )
    switch n.source {
    case .end:
      result.matrix = Matrix.translation(state.frame.left, state.frame.top)
        .concatenating(
          state.animationMatrix
            ?? state.transform.matrix(width: state.frame.width, height: state.frame.height)
        )
    case .overlayRoot(let start, let rect, _):
      // Drawn at its start position in the overlay, moved only by its translation animators
      // and faded by its alpha; its own layout values stay those of the start scene.
      let g0 = startGeometry.toRoot[start]
      let origin = g0.map(Point(x: 0, y: 0))
      let dx = state.transform.translationX - view.transform.translationX
      let dy = state.transform.translationY - view.transform.translationY
      result.matrix = Matrix.translation(rect.left - origin.x + dx, rect.top - origin.y + dy)
        .concatenating(g0)
      result.width = view.width
      result.height = view.height
      result.clip = view.clip
      result.scrollX = view.scrollX
      result.scrollY = view.scrollY
      result.imageMatrix = nil
    case .overlayChild:
      result.matrix = Matrix.translation(view.x, view.y)
        .concatenating(view.transform.matrix(width: view.width, height: view.height))
    }
    return result
  }

  /// Every node's state at `timeMs`.
  func states(at timeMs: Double) -> [DrawState] {
    nodes.indices.map { state(of: $0, at: timeMs) }
  }

  /// Composes states down the tree: each node's view-to-root matrix, drawn alpha and
  /// visibility (what ``Sampler`` reports as `transform`/`bounds`, `alpha` and `visible`).
  func compose(_ states: [DrawState]) -> [(toRoot: Matrix, alpha: Double, visible: Bool)] {
    var result: [(toRoot: Matrix, alpha: Double, visible: Bool)] = []
    result.reserveCapacity(states.count)
    for (i, state) in states.enumerated() {
      guard let p = nodes[i].parent else {
        result.append((state.matrix, state.opacity, state.visible))
        continue
      }
      let parent = result[p]
      let scroll = Matrix.translation(-states[p].scrollX, -states[p].scrollY)
      result.append(
        (
          parent.toRoot.concatenating(scroll).concatenating(state.matrix),
          parent.alpha * state.opacity,
          parent.visible && state.visible
        )
      )
    }
    return result
  }
}
