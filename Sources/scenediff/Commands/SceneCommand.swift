import SceneDiff

/// `scenediff scene FILE [--device WxH@D] [--rtl] [--res DIR] [--theme STYLE] [-o FILE]`:
/// a layout laid out, as a native scene.
enum SceneCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "scene",
    abstract: "Lay out an Android layout and print it as a native scene.",
    discussion: """
      Inflates FILE (a res/layout file) with its res/ folder's resources, measures and lays \
      it out for the device as Android would, and prints the result in the native scene \
      format: ids without @+id/, x/y relative to the parent, sizes in px. The output is \
      itself a scene file. A native scene is printed back normalised; a storyboard or xib \
      scene (FILE.storyboard#NAME) at its stored frames, in points. See \
      Docs/android-layouts.md and Docs/interface-builder.md.
      """,
    arguments: [
      .required(
        "FILE",
        help: "A layout file, a native scene or FILE.storyboard#NAME ('-' reads standard input)."
      )
    ],
    options: [.output] + Inputs.layoutLoadingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    var options = try Inputs.layoutOptions(parsed)
    options.changes = try Inputs.changes(parsed)
    let path = parsed.positional("FILE") ?? "-"
    let loaded =
      path == "-"
      ? try SceneFile.load(
        bytes: try Inputs.readStandardInput(),
        file: "<stdin>",
        layoutOptions: options
      )
      : try SceneFile.load(path: path, layoutOptions: options)
    terminal.report(loaded.diagnostics)
    try terminal.write(SceneWriter.document(loaded.value))
  }
}
