extension AnimatedViewState {
  /// Applies a view's property animators at `timeMs`: for each property, the latest animator
  /// that has started sets it (its running value, or its end value once it has ended, as
  /// `ObjectAnimator` leaves the property set); before the first starts, the view keeps its
  /// own value.
  mutating func applyPropertyAnimators(
    _ animators: [Animator],
    at timeMs: Double,
    grid: PixelGrid
  ) {
    var latest: [AnimatedProperty: Animator] = [:]
    var order: [AnimatedProperty] = []
    for animator in animators where animator.startMs <= timeMs {
      if latest[animator.property] == nil { order.append(animator.property) }
      if let previous = latest[animator.property], previous.startMs > animator.startMs { continue }
      latest[animator.property] = animator
    }
    for property in order {
      guard let animator = latest[property] else { continue }
      let value =
        timeMs < animator.endMs
        ? animator.value(at: timeMs, grid: grid) : animator.value(atProgress: 1, grid: grid)
      guard case .scalar(let v)? = value else { continue }
      setViewProperty(property, v)
    }
  }

  /// Sets one View property as its setter does (`setX` sets `translationX` to `x − left`).
  private mutating func setViewProperty(_ property: AnimatedProperty, _ v: Double) {
    switch property {
    // Drawn clamped to [0, 1], as RenderProperties::setAlpha clamps (an ARGB integer set on
    // alpha by a colour animator is far outside it).
    case .alpha: opacity = min(max(v, 0), 1)
    case .translationX: transform.translationX = v
    case .translationY: transform.translationY = v
    case .translationZ: transform.translationZ = v
    case .scaleX: transform.scaleX = v
    case .scaleY: transform.scaleY = v
    case .rotation: transform.rotation = v
    case .rotationX: transform.rotationX = v
    case .rotationY: transform.rotationY = v
    case .x: transform.translationX = v - frame.left
    case .y: transform.translationY = v - frame.top
    default: break
    }
  }
}
