import Foundation
import SceneDiffCore

/// What SceneDiff reads from `settings.gradle(.kts)`: the included modules and any folder a
/// module is moved to.
///
/// Forms read: `include ':a'`, `include ':a', ':b'`, `include(":a")`, `include(":a", ":b")`
/// (over several lines too), and `project(':a').projectDir = file('x')` /
/// `new File(rootDir, 'x')` / `File(settingsDir, "x")`. Anything else that mentions `include`
/// or `projectDir` is a warning, never a failure.
struct GradleSettings {
  /// Module paths in the order the settings include them, with where.
  var modules: [(path: String, location: SourceLocation)] = []
  /// Folders given by `projectDir` assignments, relative to the settings' folder, by module path.
  var directories: [String: String] = [:]
  /// Forms that were not understood.
  var diagnostics: [Diagnostic] = []

  /// Reads settings script `source` at `file`.
  init(file: String, source: String) {
    let script = GradleScriptText(file: file, source: source)
    for match in script.matches(Self.include) {
      let arguments = match.groups[1] ?? ""
      let paths = GradleScriptText.stringLiterals(in: arguments)
      let indent = (match.groups[0] ?? "").prefix { $0 == " " || $0 == "\t" }.utf16.count
      let location = script.location(at: match.range.location + indent)
      guard !paths.isEmpty else {
        diagnostics.append(Self.unread(location, "include", arguments))
        continue
      }
      for path in paths {
        let normalised = path.hasPrefix(":") ? path : ":" + path
        if !modules.contains(where: { $0.path == normalised }) {
          modules.append((normalised, location))
        }
      }
    }
    let moved = script.matches(Self.projectDirectory)
    for match in moved {
      guard let module = match.groups[1], let folder = match.groups[3] else { continue }
      directories[module.hasPrefix(":") ? module : ":" + module] = folder
    }
    for match in script.matches(Self.anyProjectDirectory)
    where !moved.contains(where: { NSLocationInRange(match.range.location, $0.range) }) {
      diagnostics.append(
        Self.unread(script.location(at: match.range.location), "projectDir", match.groups[0] ?? "")
      )
    }
  }

  /// The warning for a form SceneDiff does not read.
  static func unread(_ location: SourceLocation, _ what: String, _ text: String) -> Diagnostic {
    let shown = text.split(separator: "\n").first.map(String.init) ?? text
    return Diagnostic(
      .warning,
      at: location,
      code: "gradle-form-unread",
      "SceneDiff does not read this '\(what)' form ('\(shown.trimmingCharacters(in: .whitespaces))'): "
        + "expected string literals such as include(\":core:ui\"); see Docs/projects.md"
    )
  }

  /// `include` followed by its arguments, with or without parentheses, up to the line's end
  /// or the closing parenthesis.
  static let include = try? NSRegularExpression(
    pattern: #"(?m)^[ \t]*include\b\s*(\((?:[^()]*)\)|[^\n]*)"#
  )

  /// `project(':a').projectDir = file('x')`, `= new File(rootDir, 'x')`, `= File(settingsDir, "x")`.
  static let projectDirectory = try? NSRegularExpression(
    pattern:
      #"project\s*\(\s*["']([^"']+)["']\s*\)\s*\.projectDir\s*=\s*(?:new\s+)?(?:file|File)\s*\(\s*(?:(rootDir|settingsDir|rootProject\.projectDir)\s*,\s*)?["']([^"'$]+)["']\s*\)"#
  )

  /// Any `projectDir` assignment, to warn about the forms not read.
  static let anyProjectDirectory = try? NSRegularExpression(pattern: #"\.projectDir\s*=[^\n]*"#)
}
