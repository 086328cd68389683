/// One stretch of an ``InteractionTimeline``: from `startMs` (wall time) the time position
/// moves from `fromMs` to `toMs` over `durationMs`, paced by `curve`.
public struct InteractionSegment: Sendable, Hashable {
  /// What makes the position move (or hold).
  public enum Kind: String, Sendable, Hashable {
    /// The transition playing by itself (the start, `continue`, `reverse` while running).
    case run
    /// Held by `update` or `pause`.
    case hold
    /// `finish()`, or a `release` that finishes.
    case finish
    /// `cancel()`, or a `release` that cancels.
    case cancel
  }

  /// What it is.
  public var kind: Kind
  /// When it starts, in wall-clock ms from the start of the first transition.
  public var startMs: Double
  /// The time position at its start, in plan ms.
  public var fromMs: Double
  /// The time position at its end, in plan ms (`fromMs` for a hold).
  public var toMs: Double
  /// How long the move takes, in wall-clock ms (0 for a hold).
  public var durationMs: Double
  /// The pacing of the move (`nil`: linear in time).
  public var curve: CubicBezier?
  /// How animators turn the position into progress during it.
  public var mode: ProgressMode

  /// Creates a segment.
  public init(
    kind: Kind,
    startMs: Double,
    fromMs: Double,
    toMs: Double,
    durationMs: Double,
    curve: CubicBezier? = nil,
    mode: ProgressMode
  ) {
    self.kind = kind
    self.startMs = startMs
    self.fromMs = fromMs
    self.toMs = toMs
    self.durationMs = durationMs
    self.curve = curve
    self.mode = mode
  }

  /// When the move ends, in wall-clock ms.
  public var endMs: Double { startMs + durationMs }

  /// The position at wall time `timeMs` (at or after ``startMs``).
  public func position(at timeMs: Double) -> Double {
    guard durationMs > 0 else { return toMs }
    let u = min(max((timeMs - startMs) / durationMs, 0), 1)
    let eased = curve.map { $0.value(at: u) } ?? u
    return u >= 1 ? toMs : fromMs + (toMs - fromMs) * eased
  }
}
