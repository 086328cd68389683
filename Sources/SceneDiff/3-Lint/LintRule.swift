/// One lint rule: a stable id, a one-line rationale, help text citing the guidance, a default
/// severity and the thresholds a configuration may change.
///
/// ``LintRule/all`` lists every rule; Docs/lint.md describes each.
public struct LintRule: Sendable, Hashable {
  /// The stable kebab-case id (`duration-hig`), used in output and configuration files.
  public var id: String
  /// The one-line rationale.
  public var summary: String
  /// Longer help: what the rule checks, the guidance it follows and where its numbers come
  /// from.
  public var help: String
  /// The severity used when the configuration does not set one.
  public var defaultSeverity: LintSeverity
  /// The thresholds, with their defaults.
  public var parameters: [LintParameter]

  /// Creates a rule.
  public init(
    id: String,
    summary: String,
    help: String,
    defaultSeverity: LintSeverity = .warning,
    parameters: [LintParameter] = []
  ) {
    self.id = id
    self.summary = summary
    self.help = help
    self.defaultSeverity = defaultSeverity
    self.parameters = parameters
  }

  /// The rule with this id, or `nil`.
  public static func named(_ id: String) -> LintRule? {
    all.first { $0.id == id }
  }
}
