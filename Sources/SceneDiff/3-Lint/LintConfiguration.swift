import SceneDiffCore

/// Which lint rules run, at which severity, with which thresholds.
///
/// The default configuration runs every rule at its default severity and thresholds; a
/// `scenediff-lint.json` file changes them (``load(path:)``).
public struct LintConfiguration: Sendable, Hashable {
  /// One rule's settings.
  public struct RuleSetting: Sendable, Hashable {
    /// Whether the rule runs.
    public var isEnabled: Bool
    /// The severity, or `nil` for the rule's default.
    public var severity: LintSeverity?
    /// Thresholds by name, overriding the defaults.
    public var parameters: [String: Double]

    /// Creates a setting.
    public init(
      isEnabled: Bool = true,
      severity: LintSeverity? = nil,
      parameters: [String: Double] = [:]
    ) {
      self.isEnabled = isEnabled
      self.severity = severity
      self.parameters = parameters
    }
  }

  /// Settings by rule id; a rule not listed runs with its defaults.
  public var rules: [String: RuleSetting]

  /// Creates a configuration.
  public init(rules: [String: RuleSetting] = [:]) {
    self.rules = rules
  }

  /// Whether the rule runs.
  public func isEnabled(_ rule: String) -> Bool {
    rules[rule]?.isEnabled ?? true
  }

  /// The rule's severity.
  public func severity(of rule: String) -> LintSeverity {
    rules[rule]?.severity ?? LintRule.named(rule)?.defaultSeverity ?? .warning
  }

  /// A threshold of a rule: the configured value, else its default (0 for an unknown name).
  public func value(_ parameter: String, of rule: String) -> Double {
    if let value = rules[rule]?.parameters[parameter] { return value }
    let declared = LintRule.named(rule)?.parameters.first { $0.name == parameter }
    return declared?.defaultValue ?? 0
  }
}
