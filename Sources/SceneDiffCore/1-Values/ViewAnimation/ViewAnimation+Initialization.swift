extension ViewAnimation {
  /// The animation as `AnimationSet.initialize` leaves it.
  ///
  /// Each set pushes the attributes it
  /// wrote down to its children (its duration, fill flags and repeat mode replace theirs, its
  /// start offset is added to theirs; a child set then counts them as written and pushes them
  /// further), and a set that shares its interpolator gives it to every child (its own, or
  /// AccelerateDecelerate), replacing theirs. A set's own repeat count has no effect.
  ///
  /// Leaves without an interpolator get AccelerateDecelerate, the class default.
  public func initialized() -> ViewAnimation {
    var result = self
    guard case .set(let children, let share) = kind else {
      if result.interpolator == nil { result.interpolator = .accelerateDecelerate }
      return result
    }
    if share, result.interpolator == nil { result.interpolator = .accelerateDecelerate }
    let pushed = children.map { child in
      var c = child
      if pushedDown.contains(.duration) { c.durationMs = durationMs }
      if pushedDown.contains(.fillAfter) { c.fillAfter = fillAfter }
      if pushedDown.contains(.fillBefore) { c.fillBefore = fillBefore }
      if pushedDown.contains(.repeatMode) { c.repeatMode = repeatMode }
      if share { c.interpolator = result.interpolator }
      if pushedDown.contains(.startOffset) { c.startOffsetMs += startOffsetMs }
      if case .set = c.kind { c.pushedDown.formUnion(pushedDown) }
      return c.initialized()
    }
    result.kind = .set(pushed, shareInterpolator: share)
    return result
  }
}
