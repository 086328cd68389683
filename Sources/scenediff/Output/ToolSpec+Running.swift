/// Running a command line from start to exit status.
extension ToolSpec {
  /// Parses the arguments and runs the command through `handler`, printing help, the version,
  /// usage errors and diagnostics on the way.
  ///
  /// Help and the version go to standard output (status 0) and usage errors to standard error
  /// (status 2). For a command, the terminal's output is opened from `-o`/`--output` when the
  /// command declares it (an unwritable path is an error, status 1, before the command runs),
  /// and colour follows `--color`. Errors the handler throws are reported: a ``UsageError``
  /// as a usage error (status 2), anything else as diagnostics (status 1). Otherwise the
  /// status is 1 if the command reported an error and 0 if not.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: Terminal width, colour variables and whether standard error is a tty.
  ///   - standardOutput: Where help, the version and data to standard output go.
  ///   - standardError: Where usage errors and diagnostics go.
  ///   - handler: Runs the command named by ``ParsedArguments/command``.
  /// - Returns: The status to exit with.
  func run(
    _ arguments: [String],
    environment: TerminalEnvironment = .current(),
    standardOutput: TextWriter = .standardOutput,
    standardError: TextWriter = .standardError,
    handler: (ParsedArguments, inout Terminal) async throws -> Void
  ) async -> ExitCode {
    let parsed: ParsedArguments
    switch parse(arguments, helpWidth: environment.columns) {
    case .help(let text):
      standardOutput.writeIgnoringFailure(text)
      return .success
    case .version(let version):
      standardOutput.writeIgnoringFailure(version + "\n")
      return .success
    case .usageError(let error):
      standardError.writeIgnoringFailure(error.rendered)
      return .usageError
    case .run(let arguments):
      parsed = arguments
    }

    let colorName = parsed.declaredValue(OptionSpec.color.name)
    let colorMode = colorName.flatMap(ColorMode.init(rawValue:)) ?? .auto
    let outputPath = parsed.declaredValue(OptionSpec.output.name)
    let output: OutputSink
    do {
      output = try OutputSink.open(path: outputPath, standardOutput: standardOutput)
    } catch {
      let formatter = DiagnosticFormatter(usesColor: environment.usesColor(colorMode))
      standardError.writeIgnoringFailure(formatter.format(error.diagnostic))
      return .failure
    }

    var terminal = Terminal(
      environment: environment,
      colorMode: colorMode,
      output: output,
      errors: standardError
    )
    do {
      try await handler(parsed, &terminal)
    } catch let error as UsageError {
      standardError.writeIgnoringFailure(error.rendered)
      return .usageError
    } catch {
      terminal.report(error)
    }
    do {
      try terminal.output.finish()
    } catch {
      terminal.report(error)
    }
    return terminal.exitCode
  }
}
