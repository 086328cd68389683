/// An ``Interaction`` applied to a transition of a given duration: the map from wall-clock
/// time to the transition's time position (Docs/interaction.md).
///
/// Before the first step the transition plays by itself from position 0. Each step starts a
/// segment at its `atMs`:
///
/// - `update`: holds at `percent × duration`; animators scrub linearly when the script
///   `scrubsLinearly`, else follow their curves;
/// - `pause`: holds the current position and values;
/// - `reverse`: flips the direction; a running transition runs back at the same speed;
/// - `continue`: runs from the current position to the end in the current direction, taking
///   `durationFactor × duration`;
/// - `finish` / `cancel`: move to the end / start along `completionCurve` in
///   `(1 − p) × duration ÷ completionSpeed` / `p × duration ÷ completionSpeed`;
/// - `release`: a finish when `p ≥ threshold` or `velocity ≥ velocityThreshold`, else a cancel.
///
/// A run or completion that follows a hold rebases each animator's curve
/// (``ProgressMode/rebased(anchorMs:anchor:)``), so values continue from where they were held.
/// Steps after the transition has reached its end or its start, or after a completing step,
/// are ignored and listed in ``ignoredEvents``.
public struct InteractionTimeline: Sendable, Hashable {
  /// The script.
  public var interaction: Interaction
  /// The transition's duration, in ms.
  public var totalDurationMs: Double
  /// The segments, in time order; the first starts at 0.
  public private(set) var segments: [InteractionSegment] = []
  /// Indices in the script of the steps that came after the end and were ignored.
  public private(set) var ignoredEvents: [Int] = []

  /// Applies `interaction` to a transition of `totalDurationMs`.
  public init(_ interaction: Interaction, totalDurationMs: Double) {
    self.interaction = interaction
    self.totalDurationMs = max(totalDurationMs, 0)
    let total = self.totalDurationMs
    segments = [
      InteractionSegment(
        kind: .run,
        startMs: 0,
        fromMs: 0,
        toMs: total,
        durationMs: total,
        mode: .curved
      )
    ]
    var state = State()
    for (index, event) in interaction.events.enumerated() {
      if !apply(event, state: &state) { ignoredEvents.append(index) }
    }
  }

  /// What the steps so far have left: the direction and speed of a run, and whether a
  /// completing step came.
  private struct State {
    /// +1 toward the end, −1 toward the start.
    var direction = 1.0
    /// Plan ms per wall ms while running.
    var speed = 1.0
    /// Whether a finish, cancel or release came.
    var completed = false
  }

  /// How the interaction ended: `.finish` or `.cancel` when its last segment completes, else
  /// `.run` when the transition reached the end (or start) by itself, `.hold` when it is left
  /// held.
  public var outcome: InteractionSegment.Kind {
    guard let last = segments.last else { return .run }
    return last.kind
  }

  /// When the motion stops for good, in wall-clock ms: the end of the last segment (for a
  /// script left holding, the time of that hold).
  public var endMs: Double {
    segments.last?.endMs ?? 0
  }

  /// The segment in effect at `timeMs`.
  public func segment(at timeMs: Double) -> InteractionSegment {
    var found = segments[0]
    for segment in segments where segment.startMs <= timeMs { found = segment }
    return found
  }

  /// The position at wall-clock time `timeMs` (ms from the start of the first transition).
  public func position(at timeMs: Double) -> TransitionPosition {
    let segment = segment(at: timeMs)
    return TransitionPosition(planMs: segment.position(at: timeMs), mode: segment.mode)
  }

  /// Applies one step; `false` when it came after the end and was ignored.
  private mutating func apply(_ event: InteractionEvent, state: inout State) -> Bool {
    let t = event.atMs
    guard !state.completed, let current = segments.last else { return false }
    if current.kind == .run && current.durationMs > 0 && t >= current.endMs
      && current.fromMs != current.toMs
    {
      return false
    }
    let p = current.position(at: t)
    let mode = InteractionTimeline.rebased(current.mode, at: p)
    let total = totalDurationMs
    switch event {
    case .update(_, let percent):
      let held: ProgressMode = interaction.scrubsLinearly ? .linear : .curved
      hold(at: t, position: percent * total, mode: held)
    case .pause:
      hold(at: t, position: p, mode: current.mode)
    case .reverse:
      state.direction = -state.direction
      if current.kind == .run && current.fromMs != current.toMs {
        run(at: t, from: p, speed: state.speed, direction: state.direction, mode: mode)
      }
    case .continueAnimation(_, let factor):
      let remaining = state.direction > 0 ? total - p : p
      let wall = factor * total
      state.speed = wall > 0 && remaining > 0 ? remaining / wall : 1
      run(at: t, from: p, speed: state.speed, direction: state.direction, mode: mode)
    case .finish:
      complete(.finish, at: t, from: p, mode: mode)
      state.completed = true
    case .cancel:
      complete(.cancel, at: t, from: p, mode: mode)
      state.completed = true
    case .release(_, let velocity, let threshold, let velocityThreshold):
      let fraction = total > 0 ? p / total : 1
      let finishes = fraction >= threshold || velocity >= velocityThreshold
      complete(finishes ? .finish : .cancel, at: t, from: p, mode: mode)
      state.completed = true
    }
    return true
  }

  /// `mode` as a run starting at position `p` continues it: a curve rebased at `p` unless the
  /// animators already follow their curves.
  private static func rebased(_ mode: ProgressMode, at p: Double) -> ProgressMode {
    mode == .curved ? .curved : .rebased(anchorMs: p, anchor: mode)
  }

  /// Appends `segment`, replacing the last one when both start at the same instant (that one
  /// never shows).
  private mutating func append(_ segment: InteractionSegment) {
    if let last = segments.last, last.startMs == segment.startMs { segments.removeLast() }
    segments.append(segment)
  }

  /// Appends a hold.
  private mutating func hold(at t: Double, position: Double, mode: ProgressMode) {
    append(
      InteractionSegment(
        kind: .hold,
        startMs: t,
        fromMs: position,
        toMs: position,
        durationMs: 0,
        mode: mode
      )
    )
  }

  /// Appends a run from `p` toward the end (`direction` +1) or the start (−1) at `speed`.
  private mutating func run(
    at t: Double,
    from p: Double,
    speed: Double,
    direction: Double,
    mode: ProgressMode
  ) {
    let target = direction > 0 ? totalDurationMs : 0
    let duration = speed > 0 ? abs(target - p) / speed : 0
    append(
      InteractionSegment(
        kind: .run,
        startMs: t,
        fromMs: p,
        toMs: target,
        durationMs: duration,
        mode: mode
      )
    )
  }

  /// Appends a finish or cancel from `p` along the completion curve.
  private mutating func complete(
    _ kind: InteractionSegment.Kind,
    at t: Double,
    from p: Double,
    mode: ProgressMode
  ) {
    let target = kind == .finish ? totalDurationMs : 0
    let duration = abs(target - p) / interaction.completionSpeed
    append(
      InteractionSegment(
        kind: kind,
        startMs: t,
        fromMs: p,
        toMs: target,
        durationMs: duration,
        curve: interaction.completionCurve,
        mode: mode
      )
    )
  }
}
