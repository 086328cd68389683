import SceneDiffCore

/// One problem a lint rule found, with where it is.
public struct LintFinding: Sendable, Hashable {
  /// The rule's id (`duration-hig`).
  public var rule: String
  /// Its severity after the configuration.
  public var severity: LintSeverity
  /// Where: the transition, manifest rule, scene view or interaction element.
  public var location: SourceLocation
  /// What is wrong, with the numbers.
  public var message: String

  /// Creates a finding.
  public init(rule: String, severity: LintSeverity, location: SourceLocation, message: String) {
    self.rule = rule
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// The compiler-style line: `file:line:column: warning: [rule-id] message`.
  public var text: String {
    "\(location): \(severity.rawValue): [\(rule)] \(message)"
  }

  /// The finding as JSON: `rule`, `severity`, `file`, `line`, `column`, `message`.
  public var json: JSONValue {
    .object([
      ("rule", .string(rule)),
      ("severity", .string(severity.rawValue)),
      ("file", .string(location.file)),
      ("line", .int(location.line)),
      ("column", .int(location.column)),
      ("message", .string(message)),
    ])
  }
}
