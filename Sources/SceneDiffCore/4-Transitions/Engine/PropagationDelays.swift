/// Android's transition propagations (reference §10): each animator's own start delay from the
/// position of the view that produced it, normalised per leaf so the earliest starts at 0
/// (§7 step 5).
package enum PropagationDelays {
  /// Android's default `propagationSpeed`.
  package static let defaultSpeed: Float = 3

  /// The propagation leaf `node` uses: its own or a set's (§8.2), else the transition's
  /// default — SidePropagation on Slide's edge, CircularPropagation for Explode, none otherwise.
  static func propagation(of node: Int, _ context: PlanningContext) -> Propagation? {
    let n = context.tree.nodes[node]
    if let propagation = n.propagation { return propagation }
    return (n.transition.kind as? any LeafTransition)?.defaultPropagation
  }

  /// Sets each animator's `startMs` to `delay − minDelay + startMs`, where `delay` is the
  /// propagation's start delay for the pair that produced it; does nothing without a
  /// propagation (or with a speed of 0, which Android rejects, or not finite).
  static func apply(node: Int, context: PlanningContext, to pending: inout [PendingAnimator]) {
    guard !pending.isEmpty, let propagation = propagation(of: node, context),
      propagation != .none
    else { return }
    let screen = ScreenPixels(context)
    let resolved = context.tree.nodes[node].durationMs ?? -1
    let duration = resolved >= 0 ? resolved : 300
    let epicenter = screen.epicenter(node, context)
    // Transitions that do not record their pair are found by target key.
    let needsKeys = pending.contains { $0.pair == nil }
    let keys = (
      start: needsKeys ? context.start.indexByKey() : [:],
      end: needsKeys ? context.end.indexByKey() : [:]
    )
    let delays = pending.map { item -> Double in
      let pair = item.pair ?? self.pair(of: item, node: node, context, keys)
      switch propagation {
      case .none: return 0
      case .circular(let speed):
        return circular(pair, speed: speed, duration: duration, epicenter, context, screen)
      case .side(let edge, let speed):
        return side(pair, edge, speed: speed, duration: duration, epicenter, context, screen)
      }
    }
    guard let minDelay = delays.min() else { return }
    for i in pending.indices {
      pending[i].animator.startMs = delays[i] - minDelay + pending[i].animator.startMs
    }
  }

  /// The pair an animator came from, found by its target key (the start view's for an overlay,
  /// else the end view's), with the sides the leaf did not capture removed (§7 step 1).
  private static func pair(
    of item: PendingAnimator,
    node: Int,
    _ context: PlanningContext,
    _ keys: (start: [String: Int], end: [String: Int])
  ) -> (start: Int?, end: Int?) {
    let key = item.animator.target
    var index: Int?
    if case .overlay = item.presence {
      index = keys.start[key].flatMap { context.match.pairOfStart[$0] }
    } else {
      index =
        keys.end[key].flatMap { context.match.pairOfEnd[$0] }
        ?? keys.start[key].flatMap { context.match.pairOfStart[$0] }
    }
    guard let index else { return (nil, nil) }
    let pair = context.match.pairs[index]
    return (
      pair.start.flatMap { context.targetsStart(node, $0) ? $0 : nil },
      pair.end.flatMap { context.targetsEnd(node, $0) ? $0 : nil }
    )
  }

  /// Which side's centre to measure and the sign of the delay (§10.1): the start centre and −1
  /// when there is no end or the start view is VISIBLE; otherwise the end centre and +1.
  private static func position(
    _ pair: (start: Int?, end: Int?),
    _ context: PlanningContext,
    _ screen: ScreenPixels
  ) -> (center: Point, direction: Int)? {
    if let s = pair.start, pair.end == nil || context.start.entries[s].visibility == .visible {
      return (center(context.start.entries[s], context.startGeometry.location(of: s), screen), -1)
    }
    if let e = pair.end {
      return (center(context.end.entries[e], context.endGeometry.location(of: e), screen), 1)
    }
    return nil
  }

  /// VisibilityPropagation's captured centre, in pixels.
  ///
  /// `x = screenX + round(translationX) + width / 2` (integer half), `y` likewise. The screen
  /// location already includes the translation, so, as in Android, the translation counts twice.
  private static func center(
    _ view: FlatScene.Entry,
    _ location: Point,
    _ screen: ScreenPixels
  ) -> Point {
    let density = screen.grid.density
    return Point(
      x: screen.pixels(location.x)
        + ScreenPixels.round(Float(view.transform.translationX * density))
        + ScreenPixels.half(screen.pixels(view.width)),
      y: screen.pixels(location.y)
        + ScreenPixels.round(Float(view.transform.translationY * density))
        + ScreenPixels.half(screen.pixels(view.height))
    )
  }

  /// `round(duration × direction / speed × fraction)` in float, as Android computes it.
  private static func delay(duration: Int, direction: Int, speed: Float, fraction: Float) -> Double
  {
    guard speed != 0, speed.isFinite else { return 0 }
    return ScreenPixels.round(Float(duration * direction) / speed * fraction)
  }

  /// CircularPropagation (§10.2): distance from the epicenter over the root's diagonal.
  private static func circular(
    _ pair: (start: Int?, end: Int?),
    speed: Float,
    duration: Int,
    _ epicenter: Point?,
    _ context: PlanningContext,
    _ screen: ScreenPixels
  ) -> Double {
    guard let (view, direction) = position(pair, context, screen) else { return 0 }
    // Without an epicenter: round(rootX + W / 2 + root.translationX), with rootX and the
    // translation 0.
    let e =
      epicenter ?? Point(x: ScreenPixels.half(screen.width), y: ScreenPixels.half(screen.height))
    let d = Explode.distance(Float(e.x - view.x), Float(e.y - view.y))
    let maxD = Explode.distance(Float(screen.width), Float(screen.height))
    return delay(duration: duration, direction: direction, speed: speed, fraction: d / maxD)
  }

  /// SidePropagation (§10.3): distance from the edge plus the offset from the epicenter along
  /// it, over the root's width (left, right) or height (top, bottom).
  private static func side(
    _ pair: (start: Int?, end: Int?),
    _ edge: SlideEdge,
    speed: Float,
    duration: Int,
    _ epicenter: Point?,
    _ context: PlanningContext,
    _ screen: ScreenPixels
  ) -> Double {
    guard let (view, direction) = position(pair, context, screen) else { return 0 }
    // The root's screen rectangle: (0, 0, W, H); its centre in ints without an epicenter.
    let (left, top, right, bottom) = (0.0, 0.0, screen.width, screen.height)
    let e =
      epicenter ?? Point(x: ScreenPixels.half(left + right), y: ScreenPixels.half(top + bottom))
    let distance: Double
    let maxDistance: Double
    switch edge.resolved(rightToLeft: screen.isRightToLeft) {
    case .left:
      distance = right - view.x + abs(e.y - view.y)
      maxDistance = screen.width
    case .right:
      distance = view.x - left + abs(e.y - view.y)
      maxDistance = screen.width
    case .top:
      distance = bottom - view.y + abs(e.x - view.x)
      maxDistance = screen.height
    default:
      distance = view.y - top + abs(e.x - view.x)
      maxDistance = screen.height
    }
    return delay(
      duration: duration,
      direction: direction,
      speed: speed,
      fraction: Float(distance) / Float(maxDistance)
    )
  }
}
