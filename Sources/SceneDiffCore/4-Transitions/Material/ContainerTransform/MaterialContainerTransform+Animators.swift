extension MaterialContainerTransform: LeafTransition {
  /// The progress fractions container-transform animators carry keyframes at: every 5 %, plus
  /// the fade window's ends (and a fade-through's middle) so content alphas are exact there.
  static let sampleStep = 0.05

  /// The container transform's animators for its start and end views (reference §7).
  ///
  /// The end view is drawn as the end layer: an animation `matrix` that places and scales it,
  /// `clipBounds` that clip it to the container, and its content `alpha`. The start view, drawn
  /// in the overlay, is the start layer: `translationX`/`translationY` and `scaleX`/`scaleY`
  /// about its centre, and its content `alpha`. Both layers are clipped to the container, with
  /// its corners (`clipRadius`, in each layer's units); the `scrimAlpha` animator on the end
  /// view is the scrim's paint alpha, which the sampler draws beneath the container (the end
  /// layer drawn at the top level). Values are exact at every keyframe and
  /// linear between them.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    guard let views = ContainerTransformViews(self, node: node, context: context) else {
      return []
    }
    let geometry = views.geometry(self)
    let timing = geometry.timing(theme: theme)
    let fractions = Self.fractions(geometry)
    let states = fractions.map { geometry.state(at: $0) }
    let frames = ContainerTransformFrames(views: views, fractions: fractions, states: states)
    return (frames.endAnimators(className) + frames.startAnimators(className)).map {
      var pending = $0
      pending.animator.durationMs = timing.durationMs
      pending.animator.timing = .interpolator(timing.interpolator)
      return pending
    }
  }

  /// Every 5 % and the fade window's ends, sorted, without repeats.
  static func fractions(_ geometry: ContainerTransformGeometry) -> [Double] {
    let fade = geometry.activeThresholds.fade
    let middle = fade.start + (fade.end - fade.start) * MaterialProvider.fadeThroughThreshold
    var values = (0...20).map { Double($0) * sampleStep }
    values += [fade.start, fade.end, middle].filter { $0 > 0 && $0 < 1 }
    var result: [Double] = []
    for value in values.sorted() where result.last.map({ value - $0 > 1e-9 }) ?? true {
      result.append(value)
    }
    return result
  }
}
