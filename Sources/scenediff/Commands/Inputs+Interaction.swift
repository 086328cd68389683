import SceneDiff

extension Inputs {
  /// `--interaction FILE`, as `plan`, `sample` and `preview` take it.
  static let interactionOption = OptionSpec.value(
    "interaction",
    valueName: "FILE",
    help: "An <interaction> script (update, release, finish, cancel, pause, reverse, continue) "
      + "that drives the transition; --at instants count from its start (Docs/interaction.md)."
  )

  /// The script `--interaction` names, or `nil` when the command has no such option or it is
  /// not given; its warnings are printed.
  static func interaction(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws
    -> Interaction?
  {
    guard let path = parsed.declaredValue("interaction") else { return nil }
    let loaded = try InteractionFile.load(path: path)
    terminal.report(loaded.diagnostics)
    return loaded.value
  }
}
