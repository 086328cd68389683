import SceneDiff

/// The `scenediff` command line: its commands, options and version.
enum SceneDiffTool {
  /// The tool's version, printed by `--version`.
  static let version = "0.1.0"

  /// The declared tool; its tables drive parsing and render help.
  static let spec = ToolSpec(
    name: "scenediff",
    abstract: "Plan and sample Android-style transitions between two UI scenes.",
    discussion: """
      SceneDiff loads two scenes (view trees in XML), matches their views as Android's \
      Transition Framework does, and schedules the animators that carry one into the other. \
      Data goes to standard output (or -o); diagnostics go to standard error. Exit status: \
      0 success, 1 some input had errors, 2 usage error.
      """,
    version: version,
    commands: [
      CheckCommand.spec, SceneCommand.spec, PlanCommand.spec, SampleCommand.spec, BatchCommand.spec,
      ExplainCommand.spec,
      PreviewCommand.spec, TimelineCommand.spec, ExportCommand.spec, DiffCommand.spec,
      SpringCommand.spec, MergeCommand.spec, RenderCommand.spec,
    ]
  )

  /// Runs the command that `parsed` names.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) async throws {
    switch parsed.command.name {
    case CheckCommand.spec.name: try CheckCommand.run(parsed, &terminal)
    case SceneCommand.spec.name: try SceneCommand.run(parsed, &terminal)
    case PlanCommand.spec.name: try PlanCommand.run(parsed, &terminal)
    case SampleCommand.spec.name: try SampleCommand.run(parsed, &terminal)
    case BatchCommand.spec.name: try await BatchCommand.run(parsed, &terminal)
    case ExplainCommand.spec.name: try ExplainCommand.run(parsed, &terminal)
    case PreviewCommand.spec.name: try PreviewCommand.run(parsed, &terminal)
    case TimelineCommand.spec.name: try TimelineCommand.run(parsed, &terminal)
    case ExportCommand.spec.name: try ExportCommand.run(parsed, &terminal)
    case DiffCommand.spec.name: try DiffCommand.run(parsed, &terminal)
    case SpringCommand.spec.name: try SpringCommand.run(parsed, &terminal)
    case MergeCommand.spec.name: try MergeCommand.run(parsed, &terminal)
    case RenderCommand.spec.name: try RenderCommand.run(parsed, &terminal)
    default: throw parsed.usageError("'\(parsed.command.name)' is not implemented")
    }
  }
}
