extension IOSBlockAnimation: LeafTransition {
  /// One animator per changed property of every view in both scenes.
  ///
  /// Views are matched as usual; the properties are `frame` (parent space, the layout box without the transform), `matrix` (the view's
  /// transform about its pivot, interpolated element by element) and `opacity` (its `alpha`).
  /// Appearing and disappearing views get none, and neither does a view that moved to another
  /// superview (UIKit re-adds it at its new place at once).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for pair in context.match.pairs {
      guard let s = pair.start, let e = pair.end, Self.sameParent(s, e, context) else { continue }
      let (a, b) = (context.start[s], context.end[e])
      let key = context.end.entries[e].key
      let make = {
        (
          property: AnimatedProperty,
          space: AnimatorSpace,
          from: AnimatedValue,
          to: AnimatedValue
        ) in
        var pending = PendingAnimator(
          target: key,
          transition: Self.descriptor.className,
          property: property,
          space: space,
          from: from,
          to: to,
          pair: (s, e)
        )
        pending.animator = timing.applied(to: pending.animator)
        result.append(pending)
      }
      if a.frame != b.frame { make(.frame, .parent, .rect(a.frame), .rect(b.frame)) }
      let m0 = a.transform.matrix(width: a.width, height: a.height)
      let m1 = b.transform.matrix(width: b.width, height: b.height)
      if m0 != m1 { make(.matrix, .local, .matrix(m0), .matrix(m1)) }
      if a.alpha != b.alpha { make(.opacity, .parent, .scalar(a.alpha), .scalar(b.alpha)) }
    }
    return result
  }

  /// Whether the start view's parent and the end view's parent are the same view (both at the
  /// top level counts).
  static func sameParent(_ s: Int, _ e: Int, _ context: PlanningContext) -> Bool {
    let startParent = context.start.entries[s].parent.map { context.start.entries[$0].key }
    let endParent = context.end.entries[e].parent.map { context.end.entries[$0].key }
    return startParent == endParent
  }
}
