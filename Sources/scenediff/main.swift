import SceneDiff

// A demonstration of the argument layer until the real commands land: every command parses
// its arguments and reports that it is not implemented yet.

/// The declared commands, with the options the design names so far.
let commands: [CommandSpec] = [
  CommandSpec(
    name: "check",
    abstract: "Validate scene and transition files.",
    arguments: [.list("FILE", help: "The files to check; '-' reads standard input.")],
    options: [.flag("json", help: "Print the diagnostics as JSON.")]
  ),
  CommandSpec(
    name: "plan",
    abstract: "Plan the transition between two scenes.",
    arguments: [
      .required("FROM", help: "The scene before the change; '-' reads standard input."),
      .required("TO", help: "The scene after the change."),
    ],
    options: [
      .value("transition", valueName: "FILE", help: "The transition to apply."),
      .output,
    ]
  ),
  CommandSpec(
    name: "sample",
    abstract: "Sample a planned transition at given times.",
    arguments: [.required("PLAN", help: "The plan to sample; '-' reads standard input.")],
    options: [
      .value("at", valueName: "MS,...", help: "The times to sample, in milliseconds."),
      .value("fps", valueName: "N", help: "Sample every frame at N frames per second."),
      .output,
    ]
  ),
  CommandSpec(
    name: "batch",
    abstract: "Run many plans described in one manifest.",
    arguments: [.required("MANIFEST", help: "The manifest file.")],
    options: [
      .repeated("set", valueName: "KEY=VALUE", help: "Override a manifest setting."),
      .output,
    ]
  ),
]

/// The tool.
let tool = ToolSpec(
  name: "scenediff",
  abstract: "Android Transition Framework semantics for any UI.",
  version: "0.1.0-dev",
  commands: commands
)

let status = await tool.run(Array(CommandLine.arguments.dropFirst())) { parsed, terminal in
  if parsed.command.name == "sample" {
    _ = try parsed.doubleList("at", .nonNegative)
    _ = try parsed.int("fps", .positive)
  }
  terminal.report(
    Diagnostic(
      .error,
      at: nil,
      code: "not-implemented",
      "'\(parsed.command.name)' is not implemented yet"
    )
  )
}
status.terminateProcess()
