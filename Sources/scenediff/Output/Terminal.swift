import SceneDiff

/// What a running command talks to: the data output and the diagnostic stream.
///
/// Data goes to ``output`` (standard output or the `-o` file); diagnostics go to standard
/// error through ``report(_:)``, coloured as ``usesColor`` decides, and are counted
/// so ``exitCode`` is 1 once any error was printed. Commands write only through these, never
/// with `print`, so output and diagnostics stay apart.
struct Terminal: Sendable {
  /// The environment colour and width decisions are made from.
  var environment: TerminalEnvironment
  /// The `--color` value.
  var colorMode: ColorMode
  /// Where the command's data goes.
  var output: OutputSink
  /// Standard error.
  var errors: TextWriter
  /// The diagnostics reported so far.
  private(set) var counter = DiagnosticCounter()
  /// Every diagnostic printed so far, so that a repeat is printed once.
  private var printed = Set<DiagnosticIdentity>()

  /// Creates a terminal; ``ToolSpec/run(_:environment:standardOutput:standardError:handler:)``
  /// makes the one commands receive.
  init(
    environment: TerminalEnvironment,
    colorMode: ColorMode,
    output: OutputSink,
    errors: TextWriter = .standardError
  ) {
    self.environment = environment
    self.colorMode = colorMode
    self.output = output
    self.errors = errors
  }

  /// Whether diagnostics are coloured.
  var usesColor: Bool { environment.usesColor(colorMode) }

  /// Whether the command's result calls for status 1 without any error: `diff --exit-code`
  /// found a difference, or `batch --baseline` found a motion change.
  var foundDifferences = false

  /// The status to exit with: 1 once any error was reported or differences were found,
  /// otherwise 0.
  var exitCode: ExitCode { foundDifferences ? .failure : counter.exitCode }

  /// Writes data to the output.
  ///
  /// - Parameter text: The text, written exactly.
  /// - Throws: `cannot write 'x': <reason>`.
  mutating func write(_ text: String) throws(OutputError) {
    try output.write(text)
  }

  /// Prints a diagnostic and its notes to standard error and counts them, unless the same
  /// diagnostic (file, line, column and code) was printed already.
  mutating func report(_ diagnostic: Diagnostic) {
    guard printed.insert(DiagnosticIdentity(diagnostic)).inserted else { return }
    counter.record(diagnostic)
    errors.writeIgnoringFailure(DiagnosticFormatter(usesColor: usesColor).format(diagnostic))
  }

  /// Prints diagnostics in order.
  mutating func report(_ diagnostics: some Sequence<Diagnostic>) {
    for diagnostic in diagnostics {
      report(diagnostic)
    }
  }

  /// Prints any error as diagnostics: all of a ``DiagnosticsError``, the diagnostic of a
  /// ``DiagnosticConvertible``, otherwise `scenediff: error: <description>`.
  mutating func report(_ error: any Error) {
    switch error {
    case let error as DiagnosticsError:
      report(error.diagnostics)
    case let error as any DiagnosticConvertible:
      report(error.diagnostic)
    default:
      report(Diagnostic(.error, at: nil, code: "internal-error", "\(error)"))
    }
  }
}
