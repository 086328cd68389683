import SceneDiffCore

extension InteractionTimeline {
  /// A plan's `interaction` object (Docs/output-formats.md, Docs/interaction.md): the script's
  /// settings and steps, how it ended, how long the motion lasts on the wall clock, and the
  /// segments of the time map.
  public var planJSON: JSONValue {
    .object([
      ("completionSpeed", .number(interaction.completionSpeed)),
      ("completionCurve", interaction.completionCurve.planJSON),
      ("scrubsLinearly", .bool(interaction.scrubsLinearly)),
      ("events", .array(interaction.events.map(\.planJSON))),
      ("ignoredEvents", .array(ignoredEvents.map { .int($0) })),
      ("outcome", .string(outcome.rawValue)),
      ("endMs", .number(endMs)),
      (
        "segments",
        .array(
          segments.map {
            .object([
              ("kind", .string($0.kind.rawValue)),
              ("startMs", .number($0.startMs)),
              ("durationMs", .number($0.durationMs)),
              ("fromMs", .number($0.fromMs)),
              ("toMs", .number($0.toMs)),
            ])
          }
        )
      ),
    ])
  }
}

extension InteractionEvent {
  /// `{"event": name, "atMs": …}` and the step's own values, named as in the script.
  public var planJSON: JSONValue {
    switch self {
    case .update(let atMs, let percent):
      .object([
        ("event", .string("update")), ("atMs", .number(atMs)), ("percent", .number(percent)),
      ])
    case .release(let atMs, let velocity, let threshold, let velocityThreshold):
      .object([
        ("event", .string("release")), ("atMs", .number(atMs)), ("velocity", .number(velocity)),
        ("threshold", .number(threshold)), ("velocityThreshold", .number(velocityThreshold)),
      ])
    case .finish(let atMs): .object([("event", .string("finish")), ("atMs", .number(atMs))])
    case .cancel(let atMs): .object([("event", .string("cancel")), ("atMs", .number(atMs))])
    case .pause(let atMs): .object([("event", .string("pause")), ("atMs", .number(atMs))])
    case .reverse(let atMs): .object([("event", .string("reverse")), ("atMs", .number(atMs))])
    case .continueAnimation(let atMs, let factor):
      .object([
        ("event", .string("continue")), ("atMs", .number(atMs)),
        ("durationFactor", .number(factor)),
      ])
    }
  }
}
