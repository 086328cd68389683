import SceneDiff

/// `scenediff timeline FROM TO [--transition FILE] [-o FILE]`: the plan's Gantt chart as SVG.
enum TimelineCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "timeline",
    abstract: "Write a transition's timeline as a static SVG Gantt chart.",
    discussion: """
      Plans the transition from FROM to TO and writes an SVG: one row per view and property, \
      a bar per animator from its start to its end coloured by transition class, dashed \
      start delays, a time axis in ms and a legend. For docs and code review. With \
      --interaction, a last row shows the script's time map on the wall clock (holds, runs, \
      finish, cancel).
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      Inputs.interactionOption,
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let plan = try Inputs.plan(parsed, &terminal)
    try terminal.write(TimelineSVG(plan: plan).svg)
  }
}
