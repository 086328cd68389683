import SceneDiff

/// `scenediff project [PATH] [--variant NAME] [--json]`: what project mode finds in a Gradle
/// build.
enum ProjectCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "project",
    abstract: "List a Gradle project's modules and the Android files project mode reads.",
    discussion: """
      Finds the settings.gradle(.kts) at or above PATH, reads the modules it includes and \
      their build scripts (without running them), and prints each module: kind, \
      dependencies on other modules, the modules whose resources its layouts see (highest \
      priority first), its res/ folders and manifests, the themes they define and name, \
      transitionManager files and navigation graphs. See Docs/projects.md.
      """,
    arguments: [.optional("PATH", help: "A file or folder inside the project (default: .).")],
    options: [
      .value(
        "variant",
        valueName: "NAME",
        help: "Also read this build variant's source sets (debug, freeDebug)."
      ),
      .flag("json", help: "Print the project as one JSON document."),
    ]
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let path = parsed.positional("PATH") ?? "."
    guard let root = GradleProject.root(containing: path) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: nil,
          code: "no-gradle-project",
          "no settings.gradle or settings.gradle.kts at or above '\(path)': expected a path "
            + "inside a Gradle project"
        )
      ])
    }
    let project = GradleProject(root: root, variant: parsed.value("variant"))
    terminal.report(project.diagnostics)
    let contents = project.modules.map { GradleModuleContents($0, in: project) }
    if parsed.flag("json") {
      try terminal.write(json(project, contents).render())
    } else {
      try terminal.write(text(project, contents))
    }
  }

  /// The plain-text listing.
  static func text(_ project: GradleProject, _ contents: [GradleModuleContents]) -> String {
    var lines = ["project \(project.root) (\(project.settingsFile))"]
    if let variant = project.variant { lines.append("variant \(variant)") }
    func list(_ label: String, _ values: [String]) {
      lines.append("  \(label): " + (values.isEmpty ? "none" : values.joined(separator: ", ")))
    }
    for item in contents {
      let module = item.module
      lines.append("module \(module.path) (\(module.kind.rawValue)) \(module.directory)")
      list("build file", module.buildFile.map { [$0] } ?? [])
      list("depends on", module.dependencies.map { "\($0.module) (\($0.configuration))" })
      list("resources seen", item.overlay)
      list("res", module.resourceFolders)
      list("manifests", module.manifests)
      lines.append("  layouts: \(item.layoutCount)")
      list("themes", item.themes)
      list("manifest themes", item.manifestThemes)
      list("transition managers", item.transitionManagers)
      list("navigation graphs", item.navigationGraphs)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON document (`format` `scenediff.project`, version 1).
  static func json(_ project: GradleProject, _ contents: [GradleModuleContents]) -> JSONValue {
    let strings = { (values: [String]) in JSONValue.array(values.map { .string($0) }) }
    return .object([
      ("format", .string("scenediff.project")),
      ("version", .int(1)),
      ("root", .string(project.root)),
      ("settings", .string(project.settingsFile)),
      ("variant", .optional(project.variant)),
      (
        "modules",
        .array(
          contents.map { item in
            .object([
              ("path", .string(item.module.path)),
              ("kind", .string(item.module.kind.rawValue)),
              ("directory", .string(item.module.directory)),
              ("buildFile", .optional(item.module.buildFile)),
              (
                "dependencies",
                .array(
                  item.module.dependencies.map {
                    .object([
                      ("module", .string($0.module)), ("configuration", .string($0.configuration)),
                    ])
                  }
                )
              ),
              ("resourcesSeen", strings(item.overlay)),
              ("res", strings(item.module.resourceFolders)),
              ("manifests", strings(item.module.manifests)),
              ("layouts", .int(item.layoutCount)),
              ("themes", strings(item.themes)),
              ("manifestThemes", strings(item.manifestThemes)),
              ("transitionManagers", strings(item.transitionManagers)),
              ("navigationGraphs", strings(item.navigationGraphs)),
            ])
          }
        )
      ),
      ("diagnostics", .array(project.diagnostics.map(\.json))),
    ])
  }
}
