import Foundation
import SceneDiffCore

/// What SceneDiff reads from a module's `build.gradle(.kts)`: the Android plugin it applies and
/// its dependencies on other modules of the build.
///
/// Plugins: `id 'com.android.application'`, `id("com.android.library")`,
/// `apply plugin: 'com.android.dynamic-feature'`, `alias(libs.plugins.android.application)`.
/// Dependencies: `CONFIG project(':x')`, `CONFIG(project(":x"))`, `CONFIG project(path: ':x')`
/// and type-safe accessors `CONFIG(projects.core.ui)`. Any other line that names `project(` or
/// `projects.` is a warning.
struct GradleBuildScript {
  /// The plugin's kind.
  var kind: GradleModuleKind = .other
  /// Every module dependency, with its configuration, in the order written.
  var dependencies: [GradleDependency] = []
  /// Forms that were not understood.
  var diagnostics: [Diagnostic] = []

  /// Reads build script `source` at `file`; `accessors` maps type-safe accessor names
  /// (`core.ui`) to module paths (`:core:ui`).
  init(file: String, source: String, accessors: [String: String]) {
    let script = GradleScriptText(file: file, source: source)
    let plugins = script.text as String
    if plugins.contains("com.android.application") || plugins.contains("android.application") {
      kind = .application
    } else if plugins.contains("dynamic-feature") || plugins.contains("dynamic.feature") {
      kind = .dynamicFeature
    } else if plugins.contains("com.android.library") || plugins.contains("android.library") {
      kind = .library
    }
    var read: [NSRange] = []
    for match in script.matches(Self.projectDependency) {
      guard let configuration = match.groups[1], let path = match.groups[2] else { continue }
      read.append(match.range)
      dependencies.append(
        GradleDependency(
          module: path.hasPrefix(":") ? path : ":" + path,
          configuration: configuration,
          location: script.location(at: match.range.location)
        )
      )
    }
    for match in script.matches(Self.accessorDependency) {
      guard let configuration = match.groups[1], let name = match.groups[2] else { continue }
      let location = script.location(at: match.range.location)
      read.append(match.range)
      guard let path = accessors[name] else {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: location,
            code: "gradle-module-unknown",
            "'projects.\(name)' names no module the settings include; it is ignored"
          )
        )
        continue
      }
      dependencies.append(
        GradleDependency(module: path, configuration: configuration, location: location)
      )
    }
    dependencies.sort { $0.location < $1.location }
    for match in script.matches(Self.anyProjectReference)
    where !read.contains(where: { NSIntersectionRange(match.range, $0).length > 0 }) {
      diagnostics.append(
        GradleSettings.unread(
          script.location(at: match.range.location),
          "project dependency",
          match.groups[0] ?? ""
        )
      )
    }
    diagnostics.sort { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
  }

  /// `CONFIG project(':x')`, `CONFIG(project(":x"))`, `CONFIG project(path: ':x')`.
  static let projectDependency = try? NSRegularExpression(
    pattern:
      #"\b([A-Za-z]\w*)\s*\(?\s*project\s*\(\s*(?:path\s*[:=]\s*)?["']([^"'$]+)["']\s*(?:,[^)]*)?\)"#
  )

  /// `CONFIG(projects.core.ui)` or `CONFIG projects.core.ui`.
  static let accessorDependency = try? NSRegularExpression(
    pattern: #"\b([A-Za-z]\w*)\s*\(?\s*projects\.([A-Za-z][\w.]*[A-Za-z0-9_])"#
  )

  /// Any mention of `project(` or `projects.` on a line (to warn about the forms not read).
  static let anyProjectReference = try? NSRegularExpression(
    pattern: #"(?m)^[^\n]*?\b(?:project\s*\(|projects\.)[^\n]*"#
  )
}
