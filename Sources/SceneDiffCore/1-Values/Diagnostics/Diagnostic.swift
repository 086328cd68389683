/// A message about an input: an error that stopped it, or a warning or note that did not.
///
/// Printed as compilers print them — `path:line:column: error: message` — so editors and CI
/// can annotate the source.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Sendable, Hashable, Comparable {
    /// Additional information attached to a warning or error.
    case note
    /// Something suspicious that did not stop the work.
    case warning
    /// A problem that made the input unusable.
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious it is.
  public var severity: Severity
  /// Where it points; `nil` only for problems that have no place in any file.
  public var location: SourceLocation?
  /// A stable kebab-case identifier such as `unknown-attribute`.
  public var code: String
  /// Lowercase, quotes the bad value and says what was expected.
  public var message: String
  /// Follow-up notes (each printed on its own line as `note:`).
  public var notes: [Diagnostic]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity,
    at location: SourceLocation?,
    code: String,
    _ message: String,
    notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.location = location
    self.code = code
    self.message = message
    self.notes = notes
  }

  /// The compiler-style line: `path:line:column: severity: message`.
  public var description: String {
    let head = location.map { "\($0): " } ?? "scenediff: "
    return "\(head)\(severity.rawValue): \(message)"
  }
}
