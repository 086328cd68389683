import SceneDiff

/// `scenediff preview FROM TO [--transition FILE] [-o FILE] [--fps N]`: a self-contained HTML
/// page that plays and scrubs the transition.
enum PreviewCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "preview",
    abstract: "Write a self-contained HTML page that plays and scrubs a transition.",
    discussion: """
      Plans the transition from FROM to TO and writes one HTML file with inline CSS and \
      JavaScript (no network, no fonts): the scene drawn to scale from the engine's own \
      sampled frames (every 1000/N ms and the exact end, as 'scenediff sample --fps N'), \
      play/pause, loop, speed, a time scrubber, frame stepping, a Gantt timeline, ghosts and \
      matched-pair lines. See Docs/preview.md.
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      Inputs.interactionOption,
      .value(
        "fps",
        valueName: "N",
        help: "Embed N frames per second (1 to 1000).",
        defaultValue: "60"
      ),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let fps = try parsed.int("fps", FrameBudget.fps) ?? 60
    let plan = try Inputs.plan(parsed, &terminal)
    try FrameBudget.check(plan, fps: fps)
    try terminal.write(PreviewDocument(plan: plan, fps: fps).html)
  }
}
