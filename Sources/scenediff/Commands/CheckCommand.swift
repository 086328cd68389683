import Foundation
import SceneDiff

/// `scenediff check FILE...`: load and validate scenes, transition files and manifests.
enum CheckCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "check",
    abstract: "Validate scene files, transition files and transition manager files.",
    discussion: """
      Each FILE is recognised by its root element: <scene>, a transition tag, \
      <transitionManager>, an iOS storyboard or xib (FILE.storyboard#NAME checks one scene), or \
      any other tag for an Android layout (laid out for --device with its res/ folder). A \
      folder is searched for *.xml, *.storyboard and *.xib files. Diagnostics go to standard \
      error; a one-line summary (or, with --json, every diagnostic) goes to standard output.
      """,
    arguments: [.list("FILE", minimum: 0, help: "Files or folders to check (default: Scenes).")],
    options: [.flag("json", help: "Print the diagnostics as one JSON document.")]
      + Inputs.deviceOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    var paths = parsed.positionalValues("FILE")
    if paths.isEmpty { paths = [BatchCommand.defaultInput] }
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      files += InputFile.checkableFiles(in: path)
    }
    var results: [(String, [Diagnostic])] = []
    let options = try Inputs.layoutOptions(parsed)
    for file in files {
      let found = InputFile.check(path: file, layoutOptions: options).diagnostics
      results.append((file, found))
      diagnostics += found
    }
    // A file included by several layouts reports its problems once.
    diagnostics = diagnostics.removingRepeats()
    terminal.report(diagnostics)
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if parsed.flag("json") {
      let document = JSONValue.object([
        ("format", .string("scenediff.check")),
        ("version", .int(1)),
        (
          "files",
          .array(
            results.map { file, found in
              .object([
                ("file", .string(file)),
                ("status", .string(found.contains { $0.severity == .error } ? "error" : "ok")),
                ("diagnostics", .array(found.map(\.json))),
              ])
            }
          )
        ),
        ("errors", .int(errors)),
        ("warnings", .int(warnings)),
      ])
      try terminal.write(document.render())
    } else {
      let plural = { (n: Int, word: String) in "\(n) \(word)\(n == 1 ? "" : "s")" }
      try terminal.write(
        "\(plural(files.count, "file")) checked: \(plural(errors, "error")), \(plural(warnings, "warning"))\n"
      )
    }
  }
}
