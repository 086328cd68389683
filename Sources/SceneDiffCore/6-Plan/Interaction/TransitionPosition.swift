/// Where an interaction has put the transition at one wall-clock instant.
public struct TransitionPosition: Sendable, Hashable {
  /// The time position, in ms of the plan's own time (0 … `totalDurationMs`).
  public var planMs: Double
  /// How animators turn it into progress.
  public var mode: ProgressMode

  /// Creates a position.
  public init(planMs: Double, mode: ProgressMode) {
    self.planMs = planMs
    self.mode = mode
  }
}
