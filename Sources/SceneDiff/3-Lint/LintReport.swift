import Foundation
import SceneDiffCore

/// Lint findings as `scenediff lint` prints them: compiler-style text, JSON or SARIF 2.1.0.
public struct LintReport: Sendable {
  /// The findings.
  public var findings: [LintFinding]
  /// The configuration they were found with (SARIF lists each rule's configured level).
  public var configuration: LintConfiguration
  /// How many pairs were checked.
  public var pairCount: Int
  /// How many interaction files were checked.
  public var interactionFileCount: Int

  /// Creates a report.
  public init(
    findings: [LintFinding],
    configuration: LintConfiguration = LintConfiguration(),
    pairCount: Int = 0,
    interactionFileCount: Int = 0
  ) {
    self.findings = findings
    self.configuration = configuration
    self.pairCount = pairCount
    self.interactionFileCount = interactionFileCount
  }

  /// How many findings have this severity.
  public func count(_ severity: LintSeverity) -> Int {
    findings.filter { $0.severity == severity }.count
  }

  /// One `file:line:column: warning: [rule-id] message` line per finding, then a summary line.
  public var text: String {
    let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
    var lines = findings.map(\.text)
    var checked = plural(pairCount, "pair")
    if interactionFileCount > 0 {
      checked += " and " + plural(interactionFileCount, "interaction file")
    }
    lines.append(
      "\(checked) linted: \(plural(count(.error), "error")), \(plural(count(.warning), "warning"))"
    )
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON document: `format` `scenediff.lint`, `version` 1, `pairs`, `interactionFiles`,
  /// `errors`, `warnings` and `findings` (each as ``LintFinding/json``).
  public var json: JSONValue {
    .object([
      ("format", .string("scenediff.lint")),
      ("version", .int(1)),
      ("pairs", .int(pairCount)),
      ("interactionFiles", .int(interactionFileCount)),
      ("errors", .int(count(.error))),
      ("warnings", .int(count(.warning))),
      ("findings", .array(findings.map(\.json))),
    ])
  }
}
