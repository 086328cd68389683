extension ViewAnimation {
  /// When an initialized animation has ended, in ms after its start: for a leaf, its cycles
  /// `(startOffset + duration) × (repeatCount + 1)`; for a set, its last child's end; `nil`
  /// when a cycle repeats forever.
  ///
  /// Android starts each repeated cycle at the first frame after the previous one expired;
  /// SceneDiff starts it exactly at the expiry (no frame drift).
  public var endMs: Double? {
    if case .set(let children, _) = kind {
      var end = 0.0
      for child in children {
        guard let e = child.endMs else { return nil }
        end = max(end, e)
      }
      return end
    }
    if repeatsForever { return nil }
    return (startOffsetMs + durationMs) * Double(repeatCount + 1)
  }

  /// The transformation of an initialized animation (``initialized()``) `elapsedMs` after its
  /// start, as `Animation.getTransformation` computes it, or `nil` when nothing is applied.
  ///
  /// A leaf in cycle `k` has the raw fraction `n = (t − k·(offset + duration) − offset) /
  /// duration`. Without `fillEnabled`, `n` is clamped to [0, 1] first, so the start value
  /// shows during the offset and the end value after the end; with it, nothing is applied
  /// before the start unless `fillBefore` or after the end unless `fillAfter`. A reversed
  /// cycle uses `1 − n` before the interpolator. A set composes its children's
  /// transformations from the last to the first (the first child's matrix applies to a point
  /// first) and multiplies their alphas.
  ///
  /// This does not clear the animation at its end: the caller does that unless the root's
  /// `fillAfter` is set (``ViewAnimationRun``).
  ///
  /// - Parameters:
  ///   - elapsedMs: Time since the animation started (its first frame), in ms.
  ///   - size: The animated view's size, for `%` values.
  ///   - parentSize: Its parent's size, for `%p` values.
  /// - Returns: The transformation, or `nil`.
  public func transformation(
    atElapsedMs elapsedMs: Double,
    size: (width: Double, height: Double),
    parentSize: (width: Double, height: Double)
  ) -> ViewAnimationTransformation? {
    if case .set(let children, _) = kind {
      var result = ViewAnimationTransformation()
      for child in children.reversed() {
        guard
          let t = child.transformation(atElapsedMs: elapsedMs, size: size, parentSize: parentSize)
        else { continue }
        result = result.composing(t)
      }
      return result
    }
    guard let it = interpolatedFraction(atElapsedMs: elapsedMs) else { return nil }
    return apply(it, size: size, parentSize: parentSize)
  }

  /// A leaf's interpolated fraction `it` at `elapsedMs`, or `nil` when its fill rules apply
  /// nothing then (§1.5).
  func interpolatedFraction(atElapsedMs t: Double) -> Float? {
    let cycle = startOffsetMs + durationMs
    let lastCycle = repeatsForever ? Int.max : repeatCount
    var k = 0
    if cycle > 0, t > 0 {
      let whole = (t / cycle).rounded(.down)
      k = whole >= Double(lastCycle) ? lastCycle : Int(whole)
    } else if cycle == 0 {
      k = repeatsForever ? 0 : lastCycle
    }
    let cycleStart = Double(k) * cycle
    var n: Double
    if durationMs != 0 {
      n = (t - (cycleStart + startOffsetMs)) / durationMs
    } else {
      n = t < cycleStart ? 0 : 1
    }
    if !fillEnabled { n = min(max(n, 0), 1) }
    guard n >= 0 || fillBefore, n <= 1 || fillAfter else { return nil }
    if fillEnabled { n = min(max(n, 0), 1) }
    if repeatMode == .reverse, k % 2 == 1 { n = 1 - n }
    return (interpolator ?? .accelerateDecelerate).value(at: Float(n))
  }

  /// `applyTransformation(it)` of one leaf tag (§1.4), computed in `float` as Android does.
  func apply(
    _ it: Float,
    size: (width: Double, height: Double),
    parentSize: (width: Double, height: Double)
  ) -> ViewAnimationTransformation {
    let x = { (v: ViewAnimationValue) in v.resolved(size: size.width, parentSize: parentSize.width)
    }
    let y = { (v: ViewAnimationValue) in
      v.resolved(size: size.height, parentSize: parentSize.height)
    }
    let lerp = { (a: Float, b: Float) -> Float in a == b ? a : a + (b - a) * it }
    switch kind {
    case .set:
      return ViewAnimationTransformation()
    case .alpha(let from, let to):
      return ViewAnimationTransformation(
        alpha: Double(Float(from) + (Float(to) - Float(from)) * it)
      )
    case .translate(let fx, let tx, let fy, let ty):
      let dx = lerp(x(fx), x(tx))
      let dy = lerp(y(fy), y(ty))
      return ViewAnimationTransformation(matrix: .translation(Double(dx), Double(dy)))
    case .scale(let fx, let tx, let fy, let ty, let px, let py):
      let sx: Float = fx != 1 || tx != 1 ? Float(fx) + (Float(tx) - Float(fx)) * it : 1
      let sy: Float = fy != 1 || ty != 1 ? Float(fy) + (Float(ty) - Float(fy)) * it : 1
      let (cx, cy) = (Double(x(px)), Double(y(py)))
      let m = Matrix.translation(cx, cy).concatenating(.scale(Double(sx), Double(sy)))
        .concatenating(.translation(-cx, -cy))
      return ViewAnimationTransformation(matrix: m)
    case .rotate(let from, let to, let px, let py):
      let degrees = Float(from) + (Float(to) - Float(from)) * it
      let (cx, cy) = (Double(x(px)), Double(y(py)))
      let m = Matrix.translation(cx, cy).concatenating(.rotation(degrees: Double(degrees)))
        .concatenating(.translation(-cx, -cy))
      return ViewAnimationTransformation(matrix: m)
    case .clipRect(let from, let to):
      let edges = (0..<4).map { i -> Double in
        let axis = i % 2 == 0 ? x : y
        let a = i < from.count ? axis(from[i]) : 0
        let b = i < to.count ? axis(to[i]) : 0
        return Double(a + (b - a) * it)
      }
      return ViewAnimationTransformation(
        clip: Rect(left: edges[0], top: edges[1], right: edges[2], bottom: edges[3])
      )
    }
  }
}
