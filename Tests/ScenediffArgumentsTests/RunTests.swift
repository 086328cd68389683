import Foundation
import SceneDiff
import Testing

@testable import scenediff

/// End to end through ``ToolSpec/run(_:environment:standardOutput:standardError:handler:)``:
/// which stream gets what, and the exit status.
@Suite struct RunTests {
  /// What one run printed and returned.
  struct Outcome {
    /// The exit status.
    var status: ExitCode
    /// Everything written to standard output.
    var standardOutput: String
    /// Everything written to standard error.
    var standardError: String
    /// The commands the handler was called for.
    var ran: [String]
  }

  /// Runs the fixture tool with a handler.
  static func run(
    _ arguments: [String],
    environment: TerminalEnvironment = Fixture.plainEnvironment,
    handler: @escaping @Sendable (ParsedArguments, inout Terminal) throws -> Void = { _, _ in }
  ) async -> Outcome {
    let output = Capture()
    let errors = Capture()
    let ran = Capture()
    let status = await Fixture.tool.run(
      arguments,
      environment: environment,
      standardOutput: output.writer,
      standardError: errors.writer
    ) { parsed, terminal in
      try? ran.writer.write(parsed.command.name)
      try handler(parsed, &terminal)
    }
    return Outcome(
      status: status,
      standardOutput: output.text,
      standardError: errors.text,
      ran: ran.text.isEmpty ? [] : [ran.text]
    )
  }

  @Test func helpGoesToStandardOutputWithStatus0() async {
    let outcome = await Self.run(["plan", "--help"])
    #expect(outcome.status == .success)
    #expect(outcome.standardOutput == HelpTests.planAt80)
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.ran.isEmpty)
  }

  @Test func helpFollowsColumns() async {
    let narrow = TerminalEnvironment(variables: ["COLUMNS": "40"], standardErrorIsTerminal: false)
    let outcome = await Self.run(["help", "plan"], environment: narrow)
    #expect(outcome.standardOutput == HelpTests.planAt40)
  }

  @Test func versionGoesToStandardOutput() async {
    let outcome = await Self.run(["--version"])
    #expect(outcome.status == .success)
    #expect(outcome.standardOutput == "1.2.3\n")
  }

  @Test func usageErrorsGoToStandardErrorWithStatus2() async {
    let outcome = await Self.run(["plan", "a", "b", "--jsn"])
    #expect(outcome.status == .usageError)
    #expect(outcome.standardOutput.isEmpty)
    #expect(
      outcome.standardError == """
        Error: unknown option '--jsn'
        Did you mean '--json'?
        Usage: scenediff plan FROM TO [--transition FILE] [-o FILE]
        See 'scenediff plan --help'.

        """
    )
    #expect(outcome.ran.isEmpty)
  }

  @Test func usageErrorsFromTheCommandHaveStatus2() async {
    let outcome = await Self.run(["sample", "p", "--fps", "abc"]) { parsed, _ in
      _ = try parsed.int("fps", .positive)
    }
    #expect(outcome.status == .usageError)
    #expect(
      outcome.standardError.hasPrefix(
        "Error: invalid value 'abc' for '--fps': expected a positive integer\nUsage: "
      )
    )
  }

  @Test func dataToStandardOutputDiagnosticsToStandardError() async {
    let outcome = await Self.run(["check", "a.xml"]) { _, terminal in
      try terminal.write("{}\n")
      terminal.report(Diagnostic(.warning, at: .start(of: "a.xml"), code: "w", "empty scene"))
    }
    #expect(outcome.status == .success)
    #expect(outcome.standardOutput == "{}\n")
    #expect(outcome.standardError == "a.xml:1:1: warning: empty scene\n")
    #expect(outcome.ran == ["check"])
  }

  @Test func reportedErrorsGiveStatus1() async {
    let outcome = await Self.run(["check", "a.xml", "b.xml"]) { _, terminal in
      terminal.report(Diagnostic(.error, at: .start(of: "a.xml"), code: "e", "not a scene"))
      try terminal.write("partial\n")
    }
    #expect(outcome.status == .failure)
    #expect(outcome.standardOutput == "partial\n")
    #expect(outcome.standardError == "a.xml:1:1: error: not a scene\n")
  }

  @Test func thrownErrorsAreReportedWithStatus1() async {
    let diagnostics = DiagnosticsError([
      Diagnostic(.warning, at: .start(of: "a.xml"), code: "w", "first"),
      Diagnostic(.error, at: .start(of: "b.xml"), code: "e", "second"),
    ])
    let outcome = await Self.run(["check", "a.xml"]) { _, _ in throw diagnostics }
    #expect(outcome.status == .failure)
    #expect(outcome.standardError == "a.xml:1:1: warning: first\nb.xml:1:1: error: second\n")

    struct Plain: Error, CustomStringConvertible { var description: String { "it broke" } }
    let plain = await Self.run(["check", "a.xml"]) { _, _ in throw Plain() }
    #expect(plain.status == .failure)
    #expect(plain.standardError == "scenediff: error: it broke\n")
  }

  @Test func outputOptionWritesTheFile() async throws {
    let directory = try OutputSinkTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("plan.json").path
    let outcome = await Self.run(["plan", "a", "b", "-o", path]) { _, terminal in
      try terminal.write("{\"plan\": []}\n")
    }
    #expect(outcome.status == .success)
    #expect(outcome.standardOutput.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"plan\": []}\n")
  }

  @Test func unwritableOutputIsAnErrorBeforeTheCommandRuns() async throws {
    let directory = try OutputSinkTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("missing/plan.json").path
    let outcome = await Self.run(["plan", "a", "b", "--output", path])
    #expect(outcome.status == .failure)
    #expect(outcome.ran.isEmpty)
    #expect(
      outcome.standardError
        == "scenediff: error: cannot write '\(path)': No such file or directory\n"
    )
  }

  @Test(
    arguments: [
      (["check", "a"], false, [:], false),
      (["check", "a"], true, [:], true),
      (["check", "a"], true, ["NO_COLOR": "1"], false),
      (["check", "a"], true, ["NO_COLOR": ""], true),
      (["check", "a"], true, ["TERM": "dumb"], false),
      (["check", "a", "--color", "always"], false, ["NO_COLOR": "1"], true),
      (["--color=always", "check", "a"], false, ["TERM": "dumb"], true),
      (["check", "a", "--color=never"], true, [:], false),
    ] as [([String], Bool, [String: String], Bool)]
  )
  func colourFollowsTheOptionAndEnvironment(
    _ arguments: [String],
    _ isTerminal: Bool,
    _ variables: [String: String],
    _ coloured: Bool
  ) async {
    let environment = TerminalEnvironment(variables: variables, standardErrorIsTerminal: isTerminal)
    let outcome = await Self.run(arguments, environment: environment) { _, terminal in
      terminal.report(Diagnostic(.error, at: nil, code: "e", "bad"))
    }
    #expect(outcome.standardError.contains("\u{1B}[") == coloured)
    #expect(outcome.status == .failure)
  }
}
