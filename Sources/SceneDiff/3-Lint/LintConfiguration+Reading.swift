import Foundation
import SceneDiffCore

extension LintConfiguration {
  /// The name of the configuration file ``find(above:)`` looks for.
  public static let fileName = "scenediff-lint.json"

  /// The nearest `scenediff-lint.json` in `path`'s folder (or `path` itself when it is a
  /// folder) or any folder above it, or `nil`.
  public static func find(above path: String) -> String? {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
    var folder = URL(fileURLWithPath: path).standardizedFileURL
    if !(exists && isFolder.boolValue) { folder.deleteLastPathComponent() }
    while true {
      let candidate = folder.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) {
        return relativeToCurrentFolder(candidate)
      }
      let parent = folder.deletingLastPathComponent()
      if parent.path == folder.path { return nil }
      folder = parent
    }
  }

  /// `path` relative to the current folder when it is inside it, else as it is.
  static func relativeToCurrentFolder(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }

  /// Reads a configuration file: `{"rules": {"RULE-ID": "off" | "warning" | "error" |
  /// {"severity": …, "<threshold>": number}}}`.
  ///
  /// - Parameter path: The file.
  /// - Returns: The configuration.
  /// - Throws: Every problem, located: unreadable JSON, an unknown rule id or threshold, a
  ///   bad severity or value.
  public static func load(path: String) throws(DiagnosticsError) -> LintConfiguration {
    let document: JSONDocument
    do {
      document = try JSONReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    var problems: [Diagnostic] = []
    func problem(_ at: [JSONPathStep], _ code: String, _ message: String) {
      problems.append(Diagnostic(.error, at: document.location(of: at), code: code, message))
    }
    guard case .object(let top) = document.value else {
      problem([], "bad-lint-config", "expected a JSON object with a \"rules\" object")
      throw DiagnosticsError(problems)
    }
    var configuration = LintConfiguration()
    for (key, value) in top {
      guard key == "rules" else {
        problem([.key(key)], "unknown-lint-key", "unknown key '\(key)'; expected 'rules'")
        continue
      }
      guard case .object(let entries) = value else {
        problem([.key(key)], "bad-lint-config", "'rules' must be an object of rule ids")
        continue
      }
      for (id, setting) in entries {
        let path: [JSONPathStep] = [.key("rules"), .key(id)]
        guard let rule = LintRule.named(id) else {
          let known = LintRule.all.map(\.id)
          let hint = Suggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""
          problem(path, "unknown-lint-rule", "unknown lint rule '\(id)'\(hint)")
          continue
        }
        if let parsed = ruleSetting(setting, of: rule, at: path, problem) {
          configuration.rules[id] = parsed
        }
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return configuration
  }

  /// One rule's value: a severity word or an object.
  private static func ruleSetting(
    _ value: JSONValue,
    of rule: LintRule,
    at path: [JSONPathStep],
    _ problem: ([JSONPathStep], String, String) -> Void
  ) -> RuleSetting? {
    let expected = "\"off\", \"warning\", \"error\" or an object"
    switch value {
    case .string("off"): return RuleSetting(isEnabled: false)
    case .string(let word):
      guard let severity = LintSeverity(rawValue: word) else {
        problem(
          path,
          "bad-lint-severity",
          "bad setting '\(word)' for \(rule.id); expected \(expected)"
        )
        return nil
      }
      return RuleSetting(severity: severity)
    case .object(let fields):
      return objectSetting(fields, of: rule, at: path, problem)
    default:
      problem(
        path,
        "bad-lint-severity",
        "bad setting \(value.render(indent: nil)) for \(rule.id); expected \(expected)"
      )
      return nil
    }
  }

  /// One rule's object: `severity` and thresholds.
  private static func objectSetting(
    _ fields: [(String, JSONValue)],
    of rule: LintRule,
    at path: [JSONPathStep],
    _ problem: ([JSONPathStep], String, String) -> Void
  ) -> RuleSetting {
    var setting = RuleSetting()
    for (name, field) in fields {
      let at = path + [.key(name)]
      if name == "severity" {
        switch field {
        case .string("off"): setting.isEnabled = false
        case .string(let word) where LintSeverity(rawValue: word) != nil:
          setting.severity = LintSeverity(rawValue: word)
        default:
          problem(
            at,
            "bad-lint-severity",
            "bad severity \(field.render(indent: nil)) for \(rule.id); expected \"off\", \"warning\" or \"error\""
          )
        }
      } else if rule.parameters.contains(where: { $0.name == name }) {
        guard case .number(let number) = field, number >= 0 else {
          problem(
            at,
            "bad-lint-threshold",
            "bad value \(field.render(indent: nil)) for \(rule.id).\(name); expected a number ≥ 0"
          )
          continue
        }
        setting.parameters[name] = number
      } else {
        let known = (["severity"] + rule.parameters.map(\.name)).map { "'\($0)'" }
        problem(
          at,
          "unknown-lint-threshold",
          "unknown setting '\(name)' for \(rule.id); expected \(known.joined(separator: ", "))"
        )
      }
    }
    return setting
  }
}
