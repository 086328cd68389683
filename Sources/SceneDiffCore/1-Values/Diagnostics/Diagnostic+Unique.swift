extension Sequence<Diagnostic> {
  /// The diagnostics with repeats removed, in order: one per file, line, column and code (one
  /// per code and message for diagnostics without a location), the first occurrence kept.
  ///
  /// A file included by several layouts, or loaded twice for a before/after pair, reports the
  /// same problem each time it is read; users see it once.
  package func removingRepeats() -> [Diagnostic] {
    var seen = Set<DiagnosticIdentity>()
    return filter { seen.insert(DiagnosticIdentity($0)).inserted }
  }
}

/// What makes two diagnostics the same report: file, line, column and code, or code and message
/// without a location.
package struct DiagnosticIdentity: Hashable, Sendable {
  var file: String?
  var line: Int?
  var column: Int?
  var code: String
  var message: String?

  /// The identity of a diagnostic.
  package init(_ diagnostic: Diagnostic) {
    code = diagnostic.code
    if let location = diagnostic.location {
      file = location.file
      line = location.line
      column = location.column
    } else {
      message = diagnostic.message
    }
  }
}
