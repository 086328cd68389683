extension Plan {
  /// The plan's ``interaction`` applied to its duration, or `nil` when it has none.
  public var interactionTimeline: InteractionTimeline? {
    interaction.map { InteractionTimeline($0, totalDurationMs: totalDurationMs) }
  }

  /// How long the motion lasts on the wall clock: ``totalDurationMs`` without an interaction;
  /// with one, until its last segment ends or its last step, whichever is later.
  public var playedDurationMs: Double {
    guard let interaction, let timeline = interactionTimeline else { return totalDurationMs }
    return max(timeline.endMs, interaction.events.last?.atMs ?? 0)
  }
}
