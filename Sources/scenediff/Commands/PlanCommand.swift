import SceneDiff

/// `scenediff plan FROM TO [--transition FILE] [-o FILE]`: the plan JSON.
enum PlanCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "plan",
    abstract: "Print the animators a transition runs between two scenes.",
    discussion: """
      Matches the views of FROM and TO by transitionName, then id, and prints every animator \
      the transition creates, scheduled as Android schedules them (plan JSON, see \
      Docs/output-formats.md). Without --transition, Android's default AutoTransition runs.
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      Inputs.interactionOption,
      .flag("compact", help: "Print the JSON on one line."),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let plan = try Inputs.plan(parsed, &terminal, forJSONOnly: true)
    // Written in pieces straight from the plan: the document is never whole in memory.
    try plan.writeJSON(indent: parsed.flag("compact") ? nil : 2) {
      try terminal.write(String(decoding: $0, as: UTF8.self))
    }
    if parsed.flag("compact") { try terminal.write("\n") }
  }
}
