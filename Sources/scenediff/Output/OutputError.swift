import SceneDiff

/// The data output (standard output or the `-o` file) could not be written.
///
/// Prints as `scenediff: error: cannot write 'x': <reason>`; the command exits with 1.
struct OutputError: DiagnosticConvertible, Equatable {
  /// The path as the user gave it, or `<stdout>`.
  var path: String
  /// The system's reason, such as `Permission denied`.
  var reason: String

  /// The error as a diagnostic without a location.
  var diagnostic: Diagnostic {
    Diagnostic(.error, at: nil, code: "cannot-write-output", "cannot write '\(path)': \(reason)")
  }
}
