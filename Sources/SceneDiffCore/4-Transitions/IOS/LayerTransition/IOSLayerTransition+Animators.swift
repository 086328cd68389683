extension IOSLayerTransition: LeafTransition {
  /// The animators of the two snapshots.
  ///
  /// Progress `p` runs from `startProgress` to `endProgress`, with `(dx, dy)` the unit vector toward the subtype's side (y down) and
  /// `W × H` the layer's size (reference platform-transitions.md §4):
  ///
  /// - `fade`: the old snapshot's `opacity` `1 − p`, the new one's `p` (times the view's alpha);
  /// - `push`: the new snapshot is offset by `(1 − p)·(dx·W, dy·H)`, the old by `−p·(dx·W, dy·H)`;
  /// - `moveIn`: the new snapshot as in `push`; the old one stays, and only the part the new one
  ///   does not cover yet is drawn (`visibleRect`);
  /// - `reveal`: the old snapshot is offset by `−p·(dx·W, dy·H)`; the new one stays.
  ///
  /// Offsets are `translationX`/`translationY` animators on top of the views' own translations.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let sides = SnapshotSides(self, timing: timing, context: context)
    let (p0, p1) = (startProgress, endProgress)
    if type == .fade {
      let (a0, a1) = sides.alphas(context)
      return sides.old(.opacity, .scalar(a0 * (1 - p0)), .scalar(a0 * (1 - p1)))
        + sides.new(.opacity, .scalar(a1 * p0), .scalar(a1 * p1))
    }
    let (w, h) = sides.size(context)
    let side = subtype ?? .fromLeft
    let travel = (x: side.direction.x * w, y: side.direction.y * h)
    var result: [PendingAnimator] = []
    if type == .push || type == .moveIn {
      result += offsets(sides, old: false, context) { p in
        (travel.x * (1 - p), travel.y * (1 - p))
      }
    }
    if type == .push || type == .reveal {
      result += offsets(sides, old: true, context) { p in (-travel.x * p, -travel.y * p) }
    }
    if type == .moveIn {
      let uncovered = { (p: Double) in IOSLayerTransition.uncovered(side, p: p, w: w, h: h) }
      result += sides.old(.visibleRect, .rect(uncovered(p0)), .rect(uncovered(p1)))
    }
    return result
  }

  /// The translation animators of one side: the offset at `startProgress` to the offset at
  /// `endProgress`, added to the view's own translation, for each axis that moves.
  private func offsets(
    _ sides: SnapshotSides,
    old: Bool,
    _ context: PlanningContext,
    _ offset: (Double) -> (x: Double, y: Double)
  ) -> [PendingAnimator] {
    let view: ViewNode? =
      old ? sides.start.map { context.start[$0.index] } : sides.end.map { context.end[$0.index] }
    guard let view else { return [] }
    let (from, to) = (offset(startProgress), offset(endProgress))
    var result: [PendingAnimator] = []
    let make = old ? sides.old : sides.new
    if from.x != 0 || to.x != 0 {
      let base = view.transform.translationX
      result += make(.translationX, .scalar(base + from.x), .scalar(base + to.x))
    }
    if from.y != 0 || to.y != 0 {
      let base = view.transform.translationY
      result += make(.translationY, .scalar(base + from.y), .scalar(base + to.y))
    }
    return result
  }

  /// The part of the old snapshot a `moveIn` from `side` has not covered at progress `p`,
  /// view-local.
  static func uncovered(_ side: IOSLayerTransitionSubtype, p: Double, w: Double, h: Double)
    -> Rect
  {
    switch side {
    case .fromRight: Rect(left: 0, top: 0, right: w * (1 - p), bottom: h)
    case .fromLeft: Rect(left: w * p, top: 0, right: w, bottom: h)
    case .fromTop: Rect(left: 0, top: h * p, right: w, bottom: h)
    case .fromBottom: Rect(left: 0, top: 0, right: w, bottom: h * (1 - p))
    }
  }
}
