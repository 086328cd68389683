import SceneDiffCore

extension InteractionTimeline {
  /// What `scenediff explain --interaction` prints: every step of the script at its wall-clock
  /// time, what it does (a release says whether it finishes or cancels, and why), each
  /// segment of the time map, the steps ignored, and how and when the motion ends.
  public var text: String {
    let n = { (value: Double) in JSONValue.format(value) }
    let percent = { (planMs: Double) in
      n(totalDurationMs > 0 ? (planMs / totalDurationMs * 100) : 0) + " %"
    }
    var lines = [
      "interaction: \(interaction.events.count) steps on a \(n(totalDurationMs)) ms transition "
        + "(completionSpeed \(n(interaction.completionSpeed)), completionCurve "
        + (interaction.completionCurve.name ?? "custom") + ", scrubsLinearly "
        + "\(interaction.scrubsLinearly))"
    ]
    let ignored = Set(ignoredEvents)
    for (index, event) in interaction.events.enumerated() {
      var line = "  \(n(event.atMs)) ms: " + Self.describe(event)
      if ignored.contains(index) {
        line += " — ignored: the transition had already reached its end"
      } else if case .release(_, let velocity, let threshold, let velocityThreshold) = event {
        let at = position(at: event.atMs).planMs
        let p = totalDurationMs > 0 ? at / totalDurationMs : 0
        let finishes = p >= threshold || velocity >= velocityThreshold
        line +=
          finishes
          ? " — finishes: "
            + (p >= threshold
              ? "\(percent(at)) ≥ the threshold"
              : "the velocity is at or above \(n(velocityThreshold))")
          : " — cancels: \(percent(at)) is below the threshold and the velocity below \(n(velocityThreshold))"
      }
      lines.append(line)
    }
    lines.append("time map (wall-clock ms → the transition's time position in ms):")
    for segment in segments {
      let span = "\(n(segment.startMs))–\(n(segment.endMs)) ms"
      switch segment.kind {
      case .hold:
        lines.append(
          "  hold from \(n(segment.startMs)) ms at \(n(segment.fromMs)) (\(percent(segment.fromMs)))"
        )
      case .run, .finish, .cancel:
        let pace = segment.curve.map { " along " + ($0.name ?? "a cubic Bézier") } ?? ", linearly"
        lines.append(
          "  \(segment.kind.rawValue) \(span): \(n(segment.fromMs)) → \(n(segment.toMs))\(pace)"
        )
      }
    }
    let ending: String =
      switch outcome {
      case .finish: "finished"
      case .cancel: "cancelled: every animator back at its start value"
      case .run: "played to an end by itself"
      case .hold: "left held"
      }
    lines.append("outcome: \(ending); the motion ends at \(n(endMs)) ms")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A step as the script writes it.
  private static func describe(_ event: InteractionEvent) -> String {
    let n = { (value: Double) in JSONValue.format(value) }
    switch event {
    case .update(_, let percent): return "update to \(n(percent * 100)) %"
    case .release(_, let velocity, let threshold, _):
      return "release, velocity \(n(velocity)), threshold \(n(threshold * 100)) %"
    case .finish: return "finish"
    case .cancel: return "cancel"
    case .pause: return "pause"
    case .reverse: return "reverse"
    case .continueAnimation(_, let factor): return "continue, durationFactor \(n(factor))"
    }
  }
}
