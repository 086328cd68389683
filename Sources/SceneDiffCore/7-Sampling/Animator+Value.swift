extension Animator {
  /// The animator's value at `timeMs` (ms from the start of the transition): its start value
  /// before it starts, the evaluated value while it runs, `nil` from its end on (the view then
  /// shows its end-scene value, as Android's end listeners restore it).
  ///
  /// While it runs, ``timing`` turns the elapsed time into progress
  /// (``TimingCurve/progress(elapsedMs:durationMs:)``) and ``value(atProgress:grid:)``
  /// evaluates it.
  ///
  /// - Parameters:
  ///   - timeMs: The instant, in ms from the start of the transition.
  ///   - grid: The pixel grid bounds, clips and scroll offsets are rounded on.
  /// - Returns: The value, or `nil` once the animator has ended (and without keyframes).
  public func value(at timeMs: Double, grid: PixelGrid) -> AnimatedValue? {
    value(at: timeMs, grid: grid, kind: PropertyKind(property))
  }

  /// ``value(at:grid:)`` with ``property``'s kind already known.
  func value(at timeMs: Double, grid: PixelGrid, kind: PropertyKind) -> AnimatedValue? {
    if timeMs < startMs { return keyframes.first?.value }
    guard timeMs < endMs else { return nil }
    let progress = timing.progress(elapsedMs: timeMs - startMs, durationMs: durationMs)
    return value(atProgress: progress, grid: grid, kind: kind)
  }

  /// The value at a progress of the animator (after its timing curve): the keyframe interval
  /// around it, eased by its end keyframe's timing, evaluated with Android's evaluators for the
  /// property (`Docs/interpolators.md` §10), or with ``evaluator`` when it is not
  /// ``AnimatorEvaluator/property``.
  ///
  /// - Parameters:
  ///   - progress: 0 at the first keyframe, 1 at the last; may leave [0, 1].
  ///   - grid: The pixel grid bounds, clips and scroll offsets are rounded on.
  /// - Returns: The value, or `nil` without keyframes.
  public func value(atProgress progress: Double, grid: PixelGrid) -> AnimatedValue? {
    value(atProgress: progress, grid: grid, kind: PropertyKind(property))
  }

  /// ``value(atProgress:grid:)`` with ``property``'s kind already known.
  func value(atProgress progress: Double, grid: PixelGrid, kind: PropertyKind) -> AnimatedValue? {
    if isPlainFromTo {
      // The segment is the two keyframes at `progress` itself, bit for bit
      // (``KeyframeSegment/init(_:progress:durationMs:)``): read in place, not copied out.
      return Animator.plainValue(
        from: keyframes[0].value,
        to: keyframes[1].value,
        evaluator: evaluator,
        kind: kind,
        path: path,
        progress: progress,
        grid: grid
      )
    }
    guard let segment = KeyframeSegment(keyframes, progress: progress, durationMs: durationMs)
    else { return nil }
    if case .scalar(let a) = segment.start, case .scalar(let b) = segment.end,
      let v = evaluator.evaluate(a, b, fraction: segment.fraction, isColor: kind.isColor)
    {
      return .scalar(v)
    }
    return AnimatedValue.evaluate(kind, segment, path: path, progress: progress, grid: grid)
  }

  /// The value of a plain from → to animator (``isPlainFromTo``) at `progress`: its one
  /// segment, `from` to `to` at the progress itself, evaluated with `evaluator` or the
  /// property's own evaluator.
  ///
  /// ``value(atProgress:grid:)`` and the sampler's animator records
  /// (``Sampler/AnimatorRecord``) both evaluate plain animators here.
  static func plainValue(
    from: AnimatedValue,
    to: AnimatedValue,
    evaluator: AnimatorEvaluator,
    kind: PropertyKind,
    path: AnimatorPath?,
    progress: Double,
    grid: PixelGrid
  ) -> AnimatedValue {
    if case .scalar(let a) = from, case .scalar(let b) = to,
      let v = evaluator.evaluate(a, b, fraction: progress, isColor: kind.isColor)
    {
      return .scalar(v)
    }
    let segment = KeyframeSegment(start: from, end: to, fraction: progress)
    return AnimatedValue.evaluate(kind, segment, path: path, progress: progress, grid: grid)
  }

  /// Whether the animator is a plain from → to: two keyframes at fractions 0 and 1, the second
  /// without a timing of its own, so that the eased fraction at any progress is the progress
  /// itself.
  var isPlainFromTo: Bool {
    keyframes.count == 2 && keyframes[0].fraction == 0 && keyframes[1].fraction == 1
      && keyframes[1].timing == nil
  }
}
