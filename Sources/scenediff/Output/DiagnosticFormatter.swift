import SceneDiff

/// Renders diagnostics as compilers do, one per line, for standard error.
///
/// ```
/// scene.xml:12:5: error: unknown attribute 'alpah'
/// scene.xml:3:1: note: the view is declared here
///   note: attributes are case-sensitive
/// scenediff: error: cannot write 'out/plan.json': No such file or directory
/// ```
///
/// A diagnostic without a location starts with the program name. Notes follow their parent:
/// located notes as their own `path:line:column: note:` lines (so editors pick them up), notes
/// without a location indented two spaces under it. With colour, the location is bold and the
/// severity bold red (error), bold magenta (warning) or bold gray (note); error and warning
/// messages are bold.
struct DiagnosticFormatter: Sendable {
  /// Whether to add ANSI styles.
  var usesColor: Bool
  /// The prefix for diagnostics without a location.
  var programName: String = "scenediff"

  /// The lines for a diagnostic and its notes, each ending with a newline.
  func format(_ diagnostic: Diagnostic) -> String {
    lines(for: diagnostic, isNote: false).map { $0 + "\n" }.joined()
  }

  /// The lines for a diagnostic and, recursively, its notes.
  private func lines(for diagnostic: Diagnostic, isNote: Bool) -> [String] {
    let head: String
    if let location = diagnostic.location {
      head = style([.bold], "\(location): ")
    } else if isNote {
      head = "  "
    } else {
      head = style([.bold], "\(programName): ")
    }
    let label = style(labelStyles(diagnostic.severity), "\(diagnostic.severity.rawValue):")
    let messageStyles: [ANSIStyle] = diagnostic.severity == .note ? [] : [.bold]
    let line = head + label + " " + style(messageStyles, diagnostic.message)
    return [line] + diagnostic.notes.flatMap { lines(for: $0, isNote: true) }
  }

  /// The styles of a severity's label.
  private func labelStyles(_ severity: Diagnostic.Severity) -> [ANSIStyle] {
    switch severity {
    case .error: [.bold, .red]
    case .warning: [.bold, .magenta]
    case .note: [.bold, .gray]
    }
  }

  /// The text in the styles when colour is on.
  private func style(_ styles: [ANSIStyle], _ text: String) -> String {
    ANSIStyle.apply(styles, to: text, enabled: usesColor)
  }
}
