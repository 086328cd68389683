import Foundation
import SceneDiff

/// `scenediff lint [PATH...]`: motion guidance as lint rules over every pair under the paths.
enum LintCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check every scene pair against motion guidance (text, JSON or SARIF).",
    discussion: """
      Plans every pair the transition manager files under PATH name (as batch finds them) and \
      checks each against the rules of Docs/lint.md: durations (HIG, Material), exits longer \
      than entries, one transition per kind of navigation, patterns that fit the navigation, \
      surfaces and minSdkVersion, shared-element mistakes, interaction thresholds, and, with \
      --tokens, a design system's duration and cubicBezier tokens. Interaction files under \
      PATH are checked too. The configuration is --config, else the nearest \
      scenediff-lint.json above the first PATH. Findings go to standard output; problems with \
      the inputs to standard error. Exit status 1 when an error-severity finding is reported.
      """,
    arguments: [.list("PATH", minimum: 0, help: "Files or folders to lint (default: Scenes).")],
    options: [
      .value(
        "format",
        valueName: "FORMAT",
        help: "text (file:line:col: warning: [rule-id] message), json or sarif (SARIF 2.1.0).",
        allowedValues: ["text", "json", "sarif"],
        defaultValue: "text"
      ),
      .value(
        "config",
        valueName: "FILE",
        help: "The lint configuration (default: scenediff-lint.json found upward from PATH)."
      ),
      .value(
        "tokens",
        valueName: "FILE",
        help: "W3C Design Tokens JSON: durations and curves must be among its tokens."
      ),
      .output,
    ] + Inputs.deviceOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    var paths = parsed.positionalValues("PATH")
    if paths.isEmpty { paths = [BatchCommand.defaultInput] }
    let configPath = parsed.value("config") ?? LintConfiguration.find(above: paths[0])
    let configuration =
      try configPath.map { path throws(DiagnosticsError) in
        try LintConfiguration.load(path: path)
      } ?? LintConfiguration()
    let tokens = try parsed.value("tokens").map { path throws(DiagnosticsError) in
      try MotionTokens.load(path: path)
    }
    let run = LintRun.load(paths, layoutOptions: try Inputs.layoutOptions(parsed))
    terminal.report(run.diagnostics)
    let linter = Linter(configuration: configuration, tokens: tokens)
    let report = LintReport(
      findings: run.findings(linter),
      configuration: configuration,
      pairCount: run.pairs.count,
      interactionFileCount: run.interactionFiles.count
    )
    switch parsed.value("format") {
    case "json": try terminal.write(report.json.render())
    case "sarif": try terminal.write(report.sarif(toolVersion: SceneDiffTool.version).render())
    default: try terminal.write(report.text)
    }
    if report.count(.error) > 0 { terminal.foundDifferences = true }
  }
}
