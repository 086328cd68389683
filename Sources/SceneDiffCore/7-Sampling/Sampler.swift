/// Evaluates a ``Plan`` at any instant with Android's semantics (reference §11).
///
/// Before an animator starts, its view holds the animator's start value (every `createAnimator`
/// applies its start state at time 0); while it runs, the value is interpolated with Android's
/// evaluators and rounding; after it ends, the view has its end-scene value. Views compose
/// through the end scene's hierarchy; disappearing views are drawn in the root overlay at their
/// start position while their animator runs.
public struct Sampler: Sendable {
  private let plan: Plan
  private let start: FlatScene
  private let end: FlatScene
  private let startGeometry: SceneGeometry
  private let grid: PixelGrid
  private let animatorsByTarget: [String: [Animator]]
  private let overlays: [String: (rect: Rect, untilMs: Double)]
  private let keptInPlace: [String: Double]
  private let startOnly: [Int]
  private let ghosts: [String: (parentMatrix: Matrix, untilMs: Double)]

  /// Prepares a plan for sampling.
  public init(plan: Plan) {
    self.plan = plan
    start = FlatScene(plan.fromScene)
    end = FlatScene(plan.toScene)
    startGeometry = SceneGeometry(start)
    grid = plan.toScene.pixelGrid
    animatorsByTarget = Dictionary(grouping: plan.animators, by: \.target)
    var overlays: [String: (Rect, Double)] = [:]
    var kept: [String: Double] = [:]
    var ghosts: [String: (Matrix, Double)] = [:]
    for presence in plan.presences {
      switch presence.placement {
      case .overlay(let rect): overlays[presence.key] = (rect, presence.untilMs)
      case .inPlace: kept[presence.key] = presence.untilMs
      case .ghost(let parentMatrix): ghosts[presence.key] = (parentMatrix, presence.untilMs)
      }
    }
    self.ghosts = ghosts
    self.overlays = overlays
    keptInPlace = kept
    let endKeys = Set(end.entries.map(\.key))
    let matchedStart = Set(plan.matches.map(\.from))
    let startEntries = start.entries
    startOnly = startEntries.indices.filter {
      let key = startEntries[$0].key
      return !matchedStart.contains(key) && !endKeys.contains(key) || overlays[key] != nil
    }
  }

  /// The frame at `timeMs`.
  public func sample(at timeMs: Double) -> Frame {
    var samples: [ViewSample] = []
    samples.reserveCapacity(end.count + startOnly.count)
    var toRoot: [Matrix] = []
    toRoot.reserveCapacity(end.count)
    var alphas: [Double] = []
    var visibles: [Bool] = []
    var index: [String: Int] = [:]
    var scrolls: [(x: Double, y: Double)] = []
    for entry in end.entries {
      let view = entry.view
      var state = AnimatedViewState(view)
      for animator in animatorsByTarget[entry.key] ?? []
      where animator.space != .root || animator.property == .matrix {
        guard let value = value(of: animator, at: timeMs) else { continue }
        state.apply(animator.property, value)
      }
      let own = Matrix.translation(state.frame.left, state.frame.top)
        .concatenating(
          state.animationMatrix
            ?? state.transform.matrix(width: state.frame.width, height: state.frame.height)
        )
      var g = own
      var parentAlpha = 1.0
      var parentVisible = true
      let ghost = ghosts[entry.key].flatMap { timeMs < $0.untilMs ? $0.parentMatrix : nil }
      if let ghost {
        g = ghost.concatenating(own)
      } else if let p = entry.parent {
        g = toRoot[p].concatenating(.translation(-scrolls[p].x, -scrolls[p].y)).concatenating(own)
        parentAlpha = alphas[p]
        parentVisible = visibles[p]
      }
      let kept = keptInPlace[entry.key].map { timeMs < $0 } ?? false
      let visible = parentVisible && (view.visibility == .visible || kept)
      let alpha = parentAlpha * view.alpha * state.transitionAlpha
      toRoot.append(g)
      alphas.append(alpha)
      visibles.append(visible)
      scrolls.append((state.scrollX, state.scrollY))
      index[entry.key] = samples.count
      samples.append(
        ViewSample(
          key: entry.key,
          bounds: Sampler.box(g, width: state.frame.width, height: state.frame.height),
          alpha: alpha,
          visible: visible,
          transform: g.isTranslationOnly ? nil : g,
          clip: state.clip,
          imageMatrix: state.imageMatrix,
          inOverlay: ghost != nil
        )
      )
    }
    for sample in overlaySamples(at: timeMs) {
      if let i = index[sample.key] {
        if sample.visible { samples[i] = sample }
      } else {
        samples.append(sample)
      }
    }
    return Frame(timeMs: timeMs, views: samples)
  }

  /// Start views not in the end scene: drawn inside their overlay ancestor while it lasts.
  private func overlaySamples(at timeMs: Double) -> [ViewSample] {
    var result: [ViewSample] = []
    var drawn: [Int: (offset: Matrix, alpha: Double, visible: Bool)] = [:]
    // Composed alpha of every start-only view, drawn or not, so children always multiply in
    // their ancestors' alpha as documented.
    var composedAlpha: [Int: Double] = [:]
    for i in startOnly {
      let entry = start.entries[i]
      let view = entry.view
      let g0 = startGeometry.toRoot[i]
      var offset: Matrix?
      var alpha = view.alpha
      var visible = view.visibility == .visible
      var inOverlay = false
      if let overlay = overlays[entry.key], timeMs < overlay.untilMs {
        // Drawn at its start position in the overlay; Visibility transitions animate its
        // transitionAlpha and translation there.
        let origin = g0.map(Point(x: 0, y: 0))
        var state = AnimatedViewState(view)
        for animator in animatorsByTarget[entry.key] ?? [] {
          if let value = value(of: animator, at: timeMs) { state.apply(animator.property, value) }
        }
        let dx = state.transform.translationX - view.transform.translationX
        let dy = state.transform.translationY - view.transform.translationY
        offset = .translation(overlay.rect.left - origin.x + dx, overlay.rect.top - origin.y + dy)
        alpha *= state.transitionAlpha
        inOverlay = true
      } else if let p = entry.parent, let parent = drawn[p] {
        offset = parent.offset
        alpha *= parent.alpha
        visible = visible && parent.visible
      } else {
        alpha *= entry.parent.flatMap { composedAlpha[$0] } ?? 1
        visible = false
      }
      composedAlpha[i] = alpha
      if let offset { drawn[i] = (offset, alpha, visible) }
      let g = (offset ?? .identity).concatenating(g0)
      result.append(
        ViewSample(
          key: entry.key,
          bounds: Sampler.box(g, width: view.width, height: view.height),
          alpha: alpha,
          visible: visible && offset != nil,
          transform: g.isTranslationOnly ? nil : g,
          clip: view.clip,
          inOverlay: inOverlay
        )
      )
    }
    return result
  }

  /// An animator's value at `timeMs`: its start value before it starts, the evaluated value
  /// while it runs, `nil` once it has ended (the view then shows its end-scene value).
  package func value(of animator: Animator, at timeMs: Double) -> AnimatedValue? {
    if timeMs < animator.startMs { return animator.from }
    guard timeMs < animator.endMs else { return nil }
    let elapsed = Float((timeMs - animator.startMs) / animator.durationMs)
    let fraction: Float
    switch animator.timing {
    case .interpolator(let interpolator): fraction = interpolator.value(at: elapsed)
    }
    return AnimatedValue.evaluate(animator, fraction: fraction, grid: grid)
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
