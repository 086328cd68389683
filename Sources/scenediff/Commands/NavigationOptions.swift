import SceneDiff

/// `--navigation FILE --action ID [--pop]`: plans one action of a Navigation graph as a screen
/// change, its layouts from the destinations' `tools:layout` and its animations from the
/// action (Docs/navigation.md).
enum NavigationOptions {
  /// `--navigation` and `--action`.
  static let options: [OptionSpec] = [
    .value(
      "navigation",
      valueName: "FILE",
      help: "A res/navigation graph: plan its --action (FROM and TO are its destinations' "
        + "tools:layout; with --pop, the action popped from the back stack)."
    ),
    .value(
      "action",
      valueName: "ID",
      help: "With --navigation: the action to plan (its android:id, such as action_list_to_detail)."
    ),
  ]

  /// The options that cannot be combined with `--navigation`.
  static let conflicting = ["transition", "enter-anim", "exit-anim", "start-animation"]

  /// The plan of the action `--navigation` and `--action` name, forward or (with `--pop`)
  /// popped, through the screen-change planning of ``ScreenChangeOptions``.
  static func plan(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws -> Plan {
    guard let path = parsed.value("navigation") else {
      throw parsed.usageError("--action needs --navigation FILE")
    }
    guard let id = parsed.value("action") else {
      throw parsed.usageError("--navigation needs --action ID: the action to plan")
    }
    if parsed.positional("FROM") != nil || parsed.positional("TO") != nil {
      throw parsed.usageError(
        "--navigation takes its scenes from the graph's tools:layout; FROM and TO are not taken"
      )
    }
    if let option = conflicting.first(where: parsed.isGiven) {
      throw parsed.usageError(
        "--\(option) cannot be combined with --navigation (the action names its animations)"
      )
    }
    let options = try Inputs.layoutOptions(parsed)
    let graph = try NavigationGraph.load(path: path)
    // The graph's own warnings (layouts of other destinations) are `check`'s to print; the
    // step fails on those of its own destinations.
    let step = try graph.value.step(action: id, isPop: parsed.flag("pop"))
    var failures: [Diagnostic] = []
    var scenes: [SceneTree] = []
    for layout in [step.fromLayout, step.toLayout] {
      do {
        let loaded = try SceneFile.load(path: layout, layoutOptions: options)
        terminal.report(loaded.diagnostics)
        scenes.append(loaded.value)
      } catch { failures += error.diagnostics }
    }
    guard failures.isEmpty, scenes.count == 2 else { throw DiagnosticsError(failures) }
    let container = parsed.value("container").flatMap(ScreenChange.Container.init(rawValue:))
    var plan = try ScreenChangeOptions.plan(
      from: scenes[0],
      to: scenes[1],
      enter: step.enterAnim.map { ($0, path) },
      exit: step.exitAnim.map { ($0, path) },
      order: ScreenChange.order(isPop: step.isPop, container: container ?? .fragmentContainerView),
      &terminal
    )
    plan.interaction = try Inputs.interaction(parsed, &terminal)
    return plan
  }
}
