import SceneDiff

extension Inputs {
  /// `--interaction FILE`, as `plan`, `sample`, `preview`, `timeline`, `export` and `explain`
  /// take it.
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

  /// `--interrupt-at MS` and `--then SCENE`, as `sample` takes them.
  static let interruptionOptions: [OptionSpec] = [
    .value(
      "interrupt-at",
      valueName: "MS",
      help: "Interrupt the transition at MS (ms from its start) with a second one to --then."
    ),
    .value(
      "then",
      valueName: "SCENE",
      help: "The third scene the interruption goes to, from the state at --interrupt-at."
    ),
  ]

  /// The interruption `--interrupt-at` and `--then` ask for, or `nil` when neither is given:
  /// a plan from `first`'s end scene to the third scene (with the transition `--transition`
  /// gives for that pair), started from `first`'s state at the instant.
  static func interruption(
    _ parsed: ParsedArguments,
    first: Plan,
    _ terminal: inout Terminal
  ) throws -> Interruption? {
    let at = try parsed.double("interrupt-at", .nonNegative)
    let then = parsed.value("then")
    guard at != nil || then != nil else { return nil }
    guard let at, let then else {
      throw parsed.usageError(
        at == nil ? "--then needs --interrupt-at MS" : "--interrupt-at needs --then SCENE"
      )
    }
    let options = try layoutOptions(parsed)
    let toPath = parsed.positional("TO") ?? parsed.positional("FROM") ?? "-"
    var failures: [Diagnostic] = []
    var third: SceneTree?
    do {
      let loaded = try SceneFile.load(path: then, layoutOptions: options)
      terminal.report(loaded.diagnostics)
      third = loaded.value
    } catch { failures += error.diagnostics }
    var transition: SceneTransition?
    do {
      transition = try Inputs.transition(
        parsed.value("transition"),
        from: toPath,
        to: then,
        &terminal
      ).0
    } catch { failures += error.diagnostics }
    guard let third, let transition else { throw DiagnosticsError(failures) }
    let planned = Planner.plan(from: first.toScene, to: third, transition: transition)
    terminal.report(planned.diagnostics)
    return Interruption(first: first, atMs: at, then: planned)
  }
}
