import Foundation
import SceneDiffCore

/// A Gradle build as SceneDiff reads it: its modules, their Android source folders and their
/// dependencies on each other, read from the settings and build scripts without running them.
///
/// Project mode (`Docs/projects.md`) uses it to give a layout the resources Android would merge
/// for it: the module's own, its dependencies', and the app's that override them.
public struct GradleProject: Sendable, Hashable {
  /// The folder that holds the settings script.
  public var root: String
  /// `settings.gradle` or `settings.gradle.kts`.
  public var settingsFile: String
  /// The build variant whose source sets are read before `main` (`--variant`), if any.
  public var variant: String?
  /// The modules in the order the settings include them.
  public var modules: [GradleModule]
  /// Forms of the scripts SceneDiff did not understand (warnings), and unreadable files.
  public var diagnostics: [Diagnostic]

  /// The settings file names looked for, in order.
  static let settingsNames = ["settings.gradle.kts", "settings.gradle"]

  /// The folder of the nearest settings script at or above `path` (a file or a folder), or
  /// `nil` outside any Gradle build.
  ///
  /// A relative `path` gives a relative answer (`app/src/main/res/layout/a.xml` run in the
  /// project's folder gives `.`), so paths in messages read as the user typed them. Answers
  /// are kept while the folders they depend on are unchanged (`GradleRootCache`).
  public static func root(containing path: String) -> String? {
    GradleRootCache.shared.root(containing: path)
  }

  /// What ``root(containing:)`` finds by looking: the answer, the folders looked in (from
  /// the path's own up to the one that holds the script, or `/`), and whether the answer may
  /// be kept (no settings name in those folders is an entry other than a file or folder that
  /// exists, such as a link to nothing, which could change unseen).
  ///
  /// With `startsInPath`, the walk starts in `path` itself whether or not it is a folder
  /// (``GradleRootCache`` walks from a file's folder so: what a walk from the file finds).
  static func walkUp(
    from path: String,
    startsInPath: Bool = false
  ) -> (root: String?, folders: [String], isCacheable: Bool) {
    let manager = FileManager.default
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var isDirectory: ObjCBool = false
    // The walk up is done on the path's text (a standardized absolute path has no `.`, `..`
    // or repeated `/`): the same folders as URL's `deletingLastPathComponent`, far cheaper.
    var folder =
      startsInPath
        || (manager.fileExists(atPath: absolute, isDirectory: &isDirectory)
          && isDirectory.boolValue)
      ? absolute : parentFolder(absolute)
    var folders: [String] = []
    var isCacheable = true
    while true {
      folders.append(folder)
      for name in settingsNames {
        let candidate = folder == "/" ? "/" + name : folder + "/" + name
        if manager.fileExists(atPath: candidate) {
          let root =
            path.hasPrefix("/")
            ? folder : ProjectPaths.relative(folder, to: manager.currentDirectoryPath)
          return (root, folders, isCacheable)
        }
        if FileStamp.hasEntry(at: candidate) { isCacheable = false }
      }
      let parent = parentFolder(folder)
      if parent == folder { return (nil, folders, isCacheable) }
      folder = parent
    }
  }

  /// The folder above `path`, an absolute path without a trailing `/` (`/a/b` → `/a`,
  /// `/a` → `/`, `/` → `/`).
  private static func parentFolder(_ path: String) -> String {
    // An ASCII path (nearly all) is searched byte by byte, others by `Character` (where a
    // slash followed by a combining mark is no slash).
    let found =
      path.utf8.allSatisfy { $0 < 0x80 }
      ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
    guard let slash = found else { return path }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Reads the build whose settings script is in `root`, with `variant`'s source sets (such as
  /// `debug` or `freeDebug`) before `main` when one is given.
  public init(root: String, variant: String? = nil) {
    self.root = root
    self.variant = variant
    let settings =
      Self.settingsNames.map { ProjectPaths.join(root, $0) }
      .first { FileManager.default.fileExists(atPath: $0) }
      ?? ProjectPaths.join(root, "settings.gradle")
    settingsFile = settings
    diagnostics = []
    modules = []
    guard let text = Self.read(settings, &diagnostics) else { return }
    let parsed = GradleSettings(file: settings, source: text)
    diagnostics += parsed.diagnostics
    let accessors = Dictionary(
      parsed.modules.map { (Self.accessor(for: $0.path), $0.path) },
      uniquingKeysWith: { first, _ in first }
    )
    for (path, location) in parsed.modules {
      let directory = ProjectPaths.normalised(
        ProjectPaths.join(root, parsed.directories[path] ?? Self.defaultFolder(for: path))
      )
      guard FileManager.default.fileExists(atPath: directory) else {
        diagnostics.append(
          Diagnostic(
            .warning,
            at: location,
            code: "gradle-module-missing",
            "module '\(path)' has no folder '\(directory)'; it is skipped"
          )
        )
        continue
      }
      modules.append(readModule(path, directory, accessors))
    }
  }

  /// Reads one module's build script and source folders.
  private mutating func readModule(
    _ path: String,
    _ directory: String,
    _ accessors: [String: String]
  ) -> GradleModule {
    let buildFile = ["build.gradle.kts", "build.gradle"].map { ProjectPaths.join(directory, $0) }
      .first { FileManager.default.fileExists(atPath: $0) }
    var kind = GradleModuleKind.other
    var dependencies: [GradleDependency] = []
    if let buildFile, let text = Self.read(buildFile, &diagnostics) {
      let script = GradleBuildScript(file: buildFile, source: text, accessors: accessors)
      kind = script.kind
      dependencies = script.dependencies.filter { Self.isPackaged($0.configuration, variant) }
      diagnostics += script.diagnostics
    }
    let sourceSets = Self.sourceSets(variant).map { ProjectPaths.join(directory, "src/" + $0) }
    let manager = FileManager.default
    return GradleModule(
      path: path,
      directory: directory,
      buildFile: buildFile,
      kind: kind,
      dependencies: dependencies,
      resourceFolders: sourceSets.map { ProjectPaths.join($0, "res") }
        .filter { manager.fileExists(atPath: $0) },
      manifests: sourceSets.map { ProjectPaths.join($0, "AndroidManifest.xml") }
        .filter { manager.fileExists(atPath: $0) }
    )
  }

  /// A file's text, or `nil` with an `unreadable-file` error.
  private static func read(_ file: String, _ diagnostics: inout [Diagnostic]) -> String? {
    guard let data = FileManager.default.contents(atPath: file),
      let text = String(data: data, encoding: .utf8)
    else {
      diagnostics.append(
        Diagnostic(.error, at: nil, code: "unreadable-file", "cannot read '\(file)' as UTF-8 text")
      )
      return nil
    }
    return text
  }

  /// `:core:ui` → `core/ui`, Gradle's default folder for a module.
  static func defaultFolder(for path: String) -> String {
    path.split(separator: ":").joined(separator: "/")
  }

  /// `:core:design-system` → `core.designSystem`, the type-safe accessor Gradle generates.
  static func accessor(for path: String) -> String {
    path.split(separator: ":").map { segment in
      let words = segment.split(whereSeparator: { $0 == "-" || $0 == "_" })
      return words.enumerated().map { index, word in
        index == 0 ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
    }.joined(separator: ".")
  }

  /// The source sets read, highest priority first: for `freeDebug`, `freeDebug`, `debug`,
  /// `free`, `main` (variant, build type, flavours last to first, main); `main` alone without one.
  static func sourceSets(_ variant: String?) -> [String] {
    let parts = variantParts(variant)
    guard let variant, parts.count > 1 else { return parts.isEmpty ? ["main"] : parts + ["main"] }
    return [variant] + parts.reversed() + ["main"]
  }

  /// `freeDebug` → `free`, `debug`: the variant's camel-case words, lowercased first letter.
  static func variantParts(_ variant: String?) -> [String] {
    guard let variant, !variant.isEmpty else { return [] }
    var parts: [String] = []
    var current = ""
    for character in variant {
      if character.isUppercase && !current.isEmpty {
        parts.append(current)
        current = String(character).lowercased()
      } else {
        current.append(current.isEmpty ? Character(String(character).lowercased()) : character)
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  /// Whether a dependency's configuration puts the module in the app: `implementation`, `api`,
  /// and with a variant its source sets' `…Implementation` and `…Api`.
  static func isPackaged(_ configuration: String, _ variant: String?) -> Bool {
    if configuration == "implementation" || configuration == "api" { return true }
    let names = variant.map { [$0] + variantParts($0) } ?? []
    return names.contains { configuration == $0 + "Implementation" || configuration == $0 + "Api" }
  }
}
