extension MaterialProvider {
  /// The provider's `createAppear`/`createDisappear` for one target, as keyframed animators
  /// whose fractions are the eased progress thresholds (reference §5); the kind sets their
  /// duration and interpolator.
  func animators(
    _ target: VisibilityTarget,
    transition: String,
    screen: ScreenPixels
  ) -> [PendingAnimator] {
    let appearing = target.appearing
    switch self {
    case .fade(let threshold):
      // Appear: lerpT(0, original, 0, threshold, p); disappear: lerpT(original, 0, 0, 1, p).
      let keyframes =
        appearing
        ? Self.window(from: 0, to: 1, start: 0, end: threshold) : Self.window(from: 1, to: 0)
      return [Self.animator(target, transition, .alpha, keyframes)]
    case .fadeThrough(let threshold):
      let keyframes =
        appearing
        ? Self.window(from: 0, to: 1, start: threshold, end: 1)
        : Self.window(from: 1, to: 0, start: 0, end: threshold)
      return [Self.animator(target, transition, .alpha, keyframes)]
    case .scale(let scale):
      guard appearing || scale.scaleOnDisappear else { return [] }
      let factors = scale.factors(appearing: appearing)
      let original = target.transform
      return [(AnimatedProperty.scaleX, original.scaleX), (.scaleY, original.scaleY)].map {
        Self.animator(
          target,
          transition,
          $0.0,
          Self.window(from: $0.1 * factors.from, to: $0.1 * factors.to)
        )
      }
    case .slideDistance(let edge, let distanceDp):
      return [slide(target, transition, edge: edge, distanceDp: distanceDp, screen: screen)]
    }
  }

  /// `SlideDistanceProvider` (reference §5.4): `getDimensionPixelSize` of the distance, then the
  /// edge's table row, relative to the view's own translation.
  private func slide(
    _ target: VisibilityTarget,
    _ transition: String,
    edge: SlideEdge,
    distanceDp: Double,
    screen: ScreenPixels
  ) -> PendingAnimator {
    let d = screen.units(screen.pixels(distanceDp))
    let horizontal = edge != .top && edge != .bottom
    let own = horizontal ? target.transform.translationX : target.transform.translationY
    let sign = Self.slideSign(edge, rightToLeft: screen.isRightToLeft)
    let from = target.appearing ? own - sign * d : own
    let to = target.appearing ? own : own + sign * d
    return Self.animator(
      target,
      transition,
      horizontal ? .translationX : .translationY,
      Self.window(from: from, to: to)
    )
  }

  /// The direction both views move in, +1 towards +x or +y: RIGHT and TOP (appear from
  /// x0 − d or y0 − d) move right or down, LEFT and BOTTOM left or up; START moves as RIGHT and
  /// END as LEFT in a left-to-right scene, the other way in a right-to-left one — so LEFT and
  /// START move in opposite directions, as the code does (reference §5.4).
  static func slideSign(_ edge: SlideEdge, rightToLeft: Bool) -> Double {
    switch edge {
    case .right, .top: 1
    case .left, .bottom: -1
    case .start: rightToLeft ? -1 : 1
    case .end: rightToLeft ? 1 : -1
    }
  }

  /// Keyframes of `TransitionUtils.lerp(a, b, start, end, p)`: `a` until `start`, linear to `b`
  /// at `end`, `b` after it.
  static func window(from a: Double, to b: Double, start: Double = 0, end: Double = 1)
    -> [Keyframe]
  {
    var keyframes = [Keyframe(fraction: 0, value: .scalar(a))]
    if start > 0, start < 1 { keyframes.append(Keyframe(fraction: start, value: .scalar(a))) }
    if end < 1, end > start { keyframes.append(Keyframe(fraction: end, value: .scalar(b))) }
    keyframes.append(Keyframe(fraction: 1, value: .scalar(b)))
    return keyframes
  }

  /// An animator of `target` over `keyframes`, with the platform defaults until the kind sets
  /// its theme values.
  static func animator(
    _ target: VisibilityTarget,
    _ transition: String,
    _ property: AnimatedProperty,
    _ keyframes: [Keyframe]
  ) -> PendingAnimator {
    var pending = PendingAnimator(
      target: target.key,
      transition: transition,
      property: property,
      space: target.space,
      from: keyframes[0].value,
      to: keyframes[keyframes.count - 1].value,
      presence: target.presence,
      pair: (target.start, target.end)
    )
    pending.animator.keyframes = keyframes
    return pending
  }
}
