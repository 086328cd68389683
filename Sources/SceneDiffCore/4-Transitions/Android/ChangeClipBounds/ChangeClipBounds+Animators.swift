extension ChangeClipBounds: LeafTransition {
  /// `ChangeClipBounds.createAnimators` for one leaf (reference §9.3).
  ///
  /// Both views must be captured (neither GONE). When neither has a clip nothing animates;
  /// otherwise a missing clip stands for the view's own box `(0, 0, width, height)`, and the
  /// clip animates from the start's to the end's with Android's rect evaluator (each edge
  /// truncated). Equal rectangles make no animator. After the end the view has the end scene's
  /// clip again (none, if it had none).
  ///
  /// AndroidX applies the start clip as captured, so a view whose start clip was null is
  /// unclipped until the animator's first frame; SceneDiff holds `from` from time 0, as the
  /// platform does (a deliberate difference, visible only during a start delay).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      let start = context.start[s]
      let end = context.end[e]
      guard start.visibility != .gone, end.visibility != .gone else { continue }
      guard start.clip != nil || end.clip != nil else { continue }
      let from = start.clip ?? Rect(x: 0, y: 0, width: start.width, height: start.height)
      let to = end.clip ?? Rect(x: 0, y: 0, width: end.width, height: end.height)
      guard from != to else { continue }
      result.append(
        PendingAnimator(
          target: context.end.entries[e].key,
          transition: "ChangeClipBounds",
          property: .clipBounds,
          space: .local,
          from: .rect(from),
          to: .rect(to)
        )
      )
    }
    return result
  }
}
