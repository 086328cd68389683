extension Sampler {
  /// The view animations of a node composed at `timeMs` (normally one: a view runs one
  /// animation at a time), or `nil` when none applies then.
  static func viewAnimation(_ node: DrawNode, at timeMs: Double) -> ViewAnimationTransformation? {
    var result: ViewAnimationTransformation?
    for run in node.viewAnimations {
      guard let t = run.transformation(at: timeMs) else { continue }
      result = (result ?? ViewAnimationTransformation()).composing(t)
    }
    return result
  }

  /// Draws a view animation's transformation on a node's state as `View.draw` does
  /// (`platform-transitions.md` §1.8): its matrix between the offset into the parent and the
  /// view's own transform, its alpha × the view's, its clip inside the view's clip.
  static func apply(_ animation: ViewAnimationTransformation, to state: inout DrawNodeState) {
    state.transform = animation.matrix.concatenating(state.transform)
    state.opacity *= animation.alpha
    if let clip = animation.clip {
      if let own = state.clip {
        state.clip = Rect(
          left: max(own.left, clip.left),
          top: max(own.top, clip.top),
          right: max(max(own.left, clip.left), min(own.right, clip.right)),
          bottom: max(max(own.top, clip.top), min(own.bottom, clip.bottom))
        )
      } else {
        state.clip = clip
      }
    }
  }
}
