extension Animator {
  /// The animator's value at time position `planMs` of its plan, with progress taken as
  /// `mode` says (Docs/interaction.md): its start value before it starts, `nil` from its end on
  /// (the view then shows its end-scene value), else ``value(atProgress:grid:)`` of
  /// ``progress(atPlanMs:mode:)``.
  ///
  /// With ``ProgressMode/curved`` this is ``value(at:grid:)``.
  ///
  /// - Parameters:
  ///   - planMs: The time position, in ms from the start of the plan.
  ///   - mode: How the position becomes progress.
  ///   - grid: The pixel grid bounds, clips and scroll offsets are rounded on.
  /// - Returns: The value, or `nil` once the animator has ended.
  public func value(atPlanMs planMs: Double, mode: ProgressMode, grid: PixelGrid)
    -> AnimatedValue?
  {
    value(atPlanMs: planMs, mode: mode, grid: grid, kind: PropertyKind(property))
  }

  /// ``value(atPlanMs:mode:grid:)`` with ``property``'s kind already known.
  func value(atPlanMs planMs: Double, mode: ProgressMode, grid: PixelGrid, kind: PropertyKind)
    -> AnimatedValue?
  {
    if mode == .curved { return value(at: planMs, grid: grid, kind: kind) }
    if planMs < startMs { return keyframes.first?.value }
    guard planMs < endMs else { return nil }
    return value(atProgress: progress(atPlanMs: planMs, mode: mode), grid: grid, kind: kind)
  }

  /// The animator's progress at time position `planMs` under `mode`.
  ///
  /// With `f` its elapsed fraction (clamped to [0, 1]) and `c(f)` its timing curve: `curved`
  /// gives `c(f)`, `linear` gives `f`. `rebased(a, m)` takes the progress `p₀` that `m` gives
  /// at `a` (fraction `f₀`) and continues the curve from there: toward the end
  /// `p₀ + (c(f) − c(f₀)) · (1 − p₀) / (1 − c(f₀))`, toward the start `c(f) · p₀ / c(f₀)`, so
  /// the progress is `p₀` at `a`, 1 at the end and 0 at the start. When the denominator is 0 it
  /// interpolates linearly in `f` instead.
  public func progress(atPlanMs planMs: Double, mode: ProgressMode) -> Double {
    let f = fraction(atPlanMs: planMs)
    switch mode {
    case .curved:
      return curveProgress(f)
    case .linear:
      return f
    case .rebased(let anchorMs, let anchorMode):
      let f0 = fraction(atPlanMs: anchorMs)
      let p0 = progress(atPlanMs: anchorMs, mode: anchorMode)
      let c0 = curveProgress(f0)
      let c = curveProgress(f)
      if f >= f0 {
        if abs(1 - c0) > 1e-12 { return p0 + (c - c0) * (1 - p0) / (1 - c0) }
        return f0 < 1 ? p0 + (f - f0) * (1 - p0) / (1 - f0) : 1
      }
      if abs(c0) > 1e-12 { return c * p0 / c0 }
      return f0 > 0 ? p0 * f / f0 : 0
    }
  }

  /// The elapsed fraction at time position `planMs`, clamped to [0, 1] (1 when the animator
  /// takes no time and has started).
  private func fraction(atPlanMs planMs: Double) -> Double {
    guard durationMs > 0 else { return planMs >= startMs ? 1 : 0 }
    return min(max((planMs - startMs) / durationMs, 0), 1)
  }

  /// The timing curve's progress at fraction `f`: 0 at 0 and 1 at 1 exactly.
  private func curveProgress(_ f: Double) -> Double {
    if f <= 0 { return 0 }
    if f >= 1 { return 1 }
    return timing.progress(atFraction: f, durationMs: durationMs)
  }
}
