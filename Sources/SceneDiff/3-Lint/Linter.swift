import SceneDiffCore

/// Checks scene pairs against motion guidance: ``LintRule/all`` rules, configured by a
/// ``LintConfiguration``, with an optional ``MotionTokens`` vocabulary.
///
/// ``findings(for:)-([LintPair])`` checks pairs built in code or loaded by
/// ``LintRun``; each finding has a stable rule id, a severity and a location in the
/// transition, manifest or scene file. Findings come back sorted by location, then rule, each
/// once however many pairs share the file it is in.
public struct Linter: Sendable {
  /// The configuration.
  public var configuration: LintConfiguration
  /// The design system's tokens, or `nil` to skip the token rules.
  public var tokens: MotionTokens?

  /// Creates a linter.
  public init(configuration: LintConfiguration = LintConfiguration(), tokens: MotionTokens? = nil) {
    self.configuration = configuration
    self.tokens = tokens
  }

  /// Every finding for `pairs`: each pair's own, and those across pairs (consistency).
  ///
  /// - Parameter pairs: The pairs.
  /// - Returns: The findings, sorted by location, then rule, then message, each once.
  public func findings(for pairs: [LintPair]) -> [LintFinding] {
    var all: [LintFinding] = pairs.flatMap(findings(for:))
    all += inconsistentNavigation(pairs)
    return Self.sorted(all)
  }

  /// The findings of one pair alone (every rule but inconsistent-navigation, which compares
  /// pairs).
  public func findings(for pair: LintPair) -> [LintFinding] {
    var found = PairFindings(linter: self, pair: pair)
    found.check()
    return Self.sorted(found.findings)
  }

  /// Findings sorted by location, rule and message, without repeats.
  static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
    var seen: Set<LintFinding> = []
    return findings.filter { seen.insert($0).inserted }.sorted {
      ($0.location, $0.rule, $0.message) < ($1.location, $1.rule, $1.message)
    }
  }

  /// A finding of `rule` at its configured severity, or `nil` when the rule is off.
  func finding(_ rule: String, at location: SourceLocation, _ message: String) -> LintFinding? {
    guard configuration.isEnabled(rule) else { return nil }
    return LintFinding(
      rule: rule,
      severity: configuration.severity(of: rule),
      location: location,
      message: message
    )
  }

  /// A threshold of a rule.
  func value(_ parameter: String, _ rule: String) -> Double {
    configuration.value(parameter, of: rule)
  }
}
