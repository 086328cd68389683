extension IOSScreenMotion {
  /// The motion as animators on the view `target` (a screen root), one per property that
  /// changes, in `container` (the transition's container view).
  ///
  /// Properties: `scaleX`, `scaleY`, `translationX`, `translationY`, `rotation` (about the
  /// view's centre), `opacity` (the view's alpha, in `Double`), `frame` (parent space, never
  /// rounded), `flipY` and `visibleRect`; and `dimmingAlpha` (root space) when the motion has a
  /// ``IOSScreenMotion/dimming``.
  public func animators(
    target: String,
    view: ViewNode,
    container: (width: Double, height: Double)
  ) -> [Animator] {
    var result: [Animator] = []
    let make = {
      (property: AnimatedProperty, space: AnimatorSpace, from: AnimatedValue, to: AnimatedValue)
      in
      guard from != to else { return }
      result.append(
        Animator(
          target: target,
          transition: className,
          property: property,
          space: space,
          from: from,
          to: to,
          startMs: timing.delayMs,
          durationMs: timing.durationMs,
          timing: timing.curve
        )
      )
    }
    let own = view.transform
    let (a, b) = (from, to)
    let (w, h) = container
    make(.scaleX, .local, .scalar(own.scaleX * a.scaleX), .scalar(own.scaleX * b.scaleX))
    make(.scaleY, .local, .scalar(own.scaleY * a.scaleY), .scalar(own.scaleY * b.scaleY))
    make(
      .translationX,
      .local,
      .scalar(own.translationX + a.translationX.resolved(w)),
      .scalar(own.translationX + b.translationX.resolved(w))
    )
    make(
      .translationY,
      .local,
      .scalar(own.translationY + a.translationY.resolved(h)),
      .scalar(own.translationY + b.translationY.resolved(h))
    )
    make(.rotation, .local, .scalar(own.rotation + a.rotation), .scalar(own.rotation + b.rotation))
    make(.opacity, .parent, .scalar(view.alpha * a.alpha), .scalar(view.alpha * b.alpha))
    let frame = { (s: IOSViewState) in
      view.frame.offsetBy(dx: s.frameX.resolved(w), dy: s.frameY.resolved(h))
    }
    make(.frame, .parent, .rect(frame(a)), .rect(frame(b)))
    make(.flipY, .local, .scalar(a.flipY), .scalar(b.flipY))
    make(.visibleRect, .local, .rect(visible(a, view)), .rect(visible(b, view)))
    if let dim = dimmingAnimator(target: target) { result.append(dim) }
    return result
  }

  /// The `dimmingAlpha` animator (root space) of the motion's ``IOSScreenMotion/dimming``, on
  /// `target`, with the motion's delay and duration and the dimming's curve; `nil` without one.
  func dimmingAnimator(target: String) -> Animator? {
    guard let dimming else { return nil }
    return Animator(
      target: target,
      transition: className,
      property: .dimmingAlpha,
      space: .root,
      from: .scalar(dimming.from),
      to: .scalar(dimming.to),
      startMs: timing.delayMs,
      durationMs: timing.durationMs,
      timing: dimming.curve
    )
  }

  /// The part of `view` a state draws, view-local.
  func visible(_ state: IOSViewState, _ view: ViewNode) -> Rect {
    Rect(x: 0, y: 0, width: view.width, height: view.height * state.visibleBottom)
  }
}
