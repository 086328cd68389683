/// How much a lint finding matters: a warning, or an error that fails the lint run.
public enum LintSeverity: String, Sendable, Hashable, CaseIterable {
  /// Reported; `scenediff lint` still exits 0.
  case warning
  /// Reported; `scenediff lint` exits 1.
  case error
}
