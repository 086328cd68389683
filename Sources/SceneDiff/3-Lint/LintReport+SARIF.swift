import Foundation
import SceneDiffCore

extension LintReport {
  /// The SARIF 2.1.0 document GitHub code scanning accepts: one run whose driver lists every
  /// rule (id, short and full description, help, the configured level) and one result per
  /// finding with its rule, level, message and location (a URI relative to the current folder
  /// when the file is inside it, with `%SRCROOT%` as its base).
  ///
  /// - Parameter toolVersion: The version the driver reports.
  /// - Returns: The document.
  public func sarif(toolVersion: String) -> JSONValue {
    let rules = LintRule.all
    let driver: JSONValue = .object([
      ("name", .string("scenediff")),
      ("version", .string(toolVersion)),
      ("rules", .array(rules.map(sarifRule))),
    ])
    let results: [JSONValue] = findings.map { finding in
      var fields: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
      if let index = rules.firstIndex(where: { $0.id == finding.rule }) {
        fields.append(("ruleIndex", .int(index)))
      }
      fields += [
        ("level", .string(finding.severity.rawValue)),
        ("message", .object([("text", .string(finding.message))])),
        ("locations", .array([Self.sarifLocation(finding.location)])),
      ]
      return .object(fields)
    }
    let run: JSONValue = .object([
      ("tool", .object([("driver", driver)])),
      (
        "originalUriBaseIds",
        .object([("%SRCROOT%", .object([("uri", .string(Self.currentFolderURI))]))])
      ),
      ("results", .array(results)),
    ])
    return .object([
      (
        "$schema",
        .string(
          "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
        )
      ),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ])
  }

  /// One rule as a SARIF `reportingDescriptor`.
  private func sarifRule(_ rule: LintRule) -> JSONValue {
    let enabled = configuration.isEnabled(rule.id)
    let level = enabled ? configuration.severity(of: rule.id).rawValue : "none"
    let thresholds = rule.parameters.map {
      "\($0.name) = \(JSONValue.format(configuration.value($0.name, of: rule.id))) (\($0.meaning))"
    }
    let help = ([rule.help] + thresholds).joined(separator: "\n")
    return .object([
      ("id", .string(rule.id)),
      ("name", .string(Self.pascalCase(rule.id))),
      ("shortDescription", .object([("text", .string(rule.summary))])),
      ("fullDescription", .object([("text", .string(rule.help))])),
      ("help", .object([("text", .string(help))])),
      (
        "defaultConfiguration",
        .object([("enabled", .bool(enabled)), ("level", .string(level))])
      ),
    ])
  }

  /// `duration-hig` → `DurationHig`, the rule's SARIF name.
  static func pascalCase(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The current folder as a `file://` URI ending in `/`.
  static var currentFolderURI: String {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
      .absoluteString
  }

  /// A finding's location as a SARIF `location`: the file relative to the current folder
  /// (percent-encoded), or an absolute `file://` URI for a file outside it.
  static func sarifLocation(_ location: SourceLocation) -> JSONValue {
    var path = location.file
    while path.hasPrefix("./") { path.removeFirst(2) }
    let current = FileManager.default.currentDirectoryPath + "/"
    if path.hasPrefix(current) { path.removeFirst(current.count) }
    var artifact: [(String, JSONValue)]
    if path.hasPrefix("/") {
      artifact = [("uri", .string(URL(fileURLWithPath: path).absoluteString))]
    } else {
      let allowed = CharacterSet.urlPathAllowed
      let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
      artifact = [("uri", .string(encoded)), ("uriBaseId", .string("%SRCROOT%"))]
    }
    return .object([
      (
        "physicalLocation",
        .object([
          ("artifactLocation", .object(artifact)),
          (
            "region",
            .object([
              ("startLine", .int(max(location.line, 1))),
              ("startColumn", .int(max(location.column, 1))),
            ])
          ),
        ])
      )
    ])
  }
}
