import SceneDiff

/// Counts printed diagnostics by severity, to pick the exit status.
struct DiagnosticCounter: Sendable, Equatable {
  /// Errors printed.
  private(set) var errors = 0
  /// Warnings printed.
  private(set) var warnings = 0
  /// Notes printed, attached ones included.
  private(set) var notes = 0

  /// Counts a diagnostic and its notes.
  mutating func record(_ diagnostic: Diagnostic) {
    switch diagnostic.severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
    for note in diagnostic.notes {
      record(note)
    }
  }

  /// Whether any error was printed.
  var hasErrors: Bool { errors > 0 }

  /// ``ExitCode/failure`` after any error, otherwise ``ExitCode/success``.
  var exitCode: ExitCode { hasErrors ? .failure : .success }
}
