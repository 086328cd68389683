extension ViewAnimationRun {
  /// The run with its start scaled by `durationScale` then shifted by `delayMs`, and every
  /// duration and start offset of its animation scaled by `durationScale`, as
  /// ``Plan/retimed(durationScale:delayMs:)`` retimes a plan.
  public func retimed(durationScale: Double, delayMs: Double) -> ViewAnimationRun {
    var result = self
    result.startMs = startMs * durationScale + delayMs
    result.animation = animation.scalingTimes(by: durationScale)
    return result
  }
}

extension ViewAnimation {
  /// The animation with every duration and start offset, its children's included, multiplied
  /// by `factor`.
  func scalingTimes(by factor: Double) -> ViewAnimation {
    var result = self
    result.durationMs = durationMs * factor
    result.startOffsetMs = startOffsetMs * factor
    if case .set(let children, let share) = kind {
      result.kind = .set(children.map { $0.scalingTimes(by: factor) }, shareInterpolator: share)
    }
    return result
  }
}
