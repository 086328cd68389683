/// A container transform's states at its keyframe fractions, turned into animators.
struct ContainerTransformFrames {
  /// The two views.
  var views: ContainerTransformViews
  /// The keyframe fractions.
  var fractions: [Double]
  /// The state at each fraction.
  var states: [ContainerTransformState]

  /// The end view's animators: `matrix`, `clipBounds`, `clipRadius`, `alpha`, `scrimAlpha`.
  func endAnimators(_ transition: String) -> [PendingAnimator] {
    let origin = Point(x: views.endBounds.left, y: views.endBounds.top)
    let matrix = states.map { s -> AnimatedValue in
      .matrix(
        Matrix.translation(s.endLayer.left - origin.x, s.endLayer.top - origin.y)
          .concatenating(.scale(s.endScale, s.endScale))
      )
    }
    let clip = states.map { s -> AnimatedValue in
      .rect(Self.local(s.container, in: s.endLayer, scale: s.endScale))
    }
    return [
      animator(views.endKey, transition, .matrix, .parent, matrix, presence: nil),
      animator(views.endKey, transition, .clipBounds, .local, clip, presence: nil),
      animator(
        views.endKey,
        transition,
        .alpha,
        .parent,
        states.map { .scalar(Double($0.endAlpha) / 255) },
        presence: nil
      ),
      animator(
        views.endKey,
        transition,
        .clipRadius,
        .local,
        states.map { .scalar(Self.local($0.cornerRadius, scale: $0.endScale)) },
        presence: nil
      ),
      animator(
        views.endKey,
        transition,
        .scrimAlpha,
        .root,
        states.map { .scalar(Double($0.scrimAlpha) / 255) },
        presence: nil
      ),
    ]
  }

  /// The start view's animators in the overlay: translation and scale about its centre, its
  /// clip to the container with the container's corners, and its content alpha.
  func startAnimators(_ transition: String) -> [PendingAnimator] {
    let own = views.startView.transform
    let bounds = views.startBounds
    let presence = ViewPresence.Placement.overlay(bounds)
    let centre = Point(x: bounds.left + bounds.width / 2, y: bounds.top + bounds.height / 2)
    let dx = states.map { AnimatedValue.scalar(own.translationX + $0.anchor.x - centre.x) }
    let dy = states.map {
      AnimatedValue.scalar(
        own.translationY + $0.startLayer.top + $0.startLayer.height / 2 - centre.y
      )
    }
    let scale = states.map { AnimatedValue.scalar(own.scaleX * $0.startScale) }
    let scaleY = states.map { AnimatedValue.scalar(own.scaleY * $0.startScale) }
    let alpha = states.map { AnimatedValue.scalar($0.drawnAlphas.start) }
    let clip = states.map { s -> AnimatedValue in
      .rect(Self.local(s.container, in: s.startLayer, scale: s.startScale))
    }
    // A translation or scale that stays at the view's own value has no animator (as
    // TranslationAnimationCreator leaves out an axis that does not move).
    let moves = [
      (AnimatedProperty.translationX, dx, own.translationX),
      (.translationY, dy, own.translationY), (.scaleX, scale, own.scaleX),
      (.scaleY, scaleY, own.scaleY),
    ].filter { _, values, base in values.contains { $0 != .scalar(base) } }
    return moves.map { animator(views.startKey, transition, $0.0, .root, $0.1, presence: presence) }
      + [
        animator(views.startKey, transition, .clipBounds, .local, clip, presence: presence),
        animator(
          views.startKey,
          transition,
          .clipRadius,
          .local,
          states.map { .scalar(Self.local($0.cornerRadius, scale: $0.startScale)) },
          presence: presence
        ),
        animator(views.startKey, transition, .alpha, .root, alpha, presence: presence),
      ]
  }

  /// The container in a layer's own (unscaled) units: its offset from the layer's top-left
  /// divided by the layer's scale.
  static func local(_ container: Rect, in layer: Rect, scale: Double) -> Rect {
    let k = scale == 0 ? 1 : scale
    return Rect(
      left: (container.left - layer.left) / k,
      top: (container.top - layer.top) / k,
      right: (container.right - layer.left) / k,
      bottom: (container.bottom - layer.top) / k
    )
  }

  /// A length of the container (root units) in a layer's own units.
  static func local(_ length: Double, scale: Double) -> Double {
    length / (scale == 0 ? 1 : scale)
  }

  /// One animator over the fractions.
  private func animator(
    _ key: String,
    _ transition: String,
    _ property: AnimatedProperty,
    _ space: AnimatorSpace,
    _ values: [AnimatedValue],
    presence: ViewPresence.Placement?
  ) -> PendingAnimator {
    var pending = PendingAnimator(
      target: key,
      transition: transition,
      property: property,
      space: space,
      from: values[0],
      to: values[values.count - 1],
      presence: presence,
      pair: (views.start, views.end)
    )
    pending.animator.keyframes = zip(fractions, values).map { Keyframe(fraction: $0, value: $1) }
    return pending
  }
}
