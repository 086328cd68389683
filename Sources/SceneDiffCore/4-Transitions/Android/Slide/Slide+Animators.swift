extension Slide: LeafTransition {
  /// Side propagation towards the slide edge, Android's default for `Slide`.
  package var defaultPropagation: Propagation? {
    .side(edge: edge, speed: PropagationDelays.defaultSpeed)
  }

  /// `Slide.createAnimators` for one leaf (reference §9.8 on top of §9.6).
  ///
  /// Appearing views move from the "gone" translation to their own; disappearing views (kept in
  /// place, or in the overlay) from their own to the gone one. The gone translation is the
  /// view's translation moved by the full scene-root width or height towards the edge.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let screen = ScreenPixels(context)
    let width = screen.units(screen.width)
    let height = screen.units(screen.height)
    let side = edge.resolved(rightToLeft: screen.isRightToLeft)
    var result: [PendingAnimator] = []
    for target in VisibilityTarget.all(node: node, mode: mode, context: context) {
      let own = Point(x: target.transform.translationX, y: target.transform.translationY)
      var gone = own
      switch side {
      case .left: gone.x -= width
      case .right: gone.x += width
      case .top: gone.y -= height
      default: gone.y += height
      }
      result += TranslationAnimationCreator.animators(
        target,
        transition: "Slide",
        from: target.appearing ? gone : own,
        to: target.appearing ? own : gone
      )
    }
    return result
  }
}
