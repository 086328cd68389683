import SceneDiff

/// `--storyboard FILE --segue ID [--pop]`: plans one segue of a storyboard as a screen change,
/// its scenes the segue's source and destination and its transition the one UIKit runs
/// (Docs/interface-builder.md, *Segues as screen changes*).
enum SegueOptions {
  /// `--storyboard`, `--segue` and `--segue-transition`.
  static let options: [OptionSpec] = [
    .value(
      "storyboard",
      valueName: "FILE",
      help: "An iOS storyboard: plan its --segue (FROM and TO are the segue's source and "
        + "destination scenes; with --pop, its pop or dismissal)."
    ),
    .value(
      "segue",
      valueName: "ID",
      help: "With --storyboard: the segue to plan, by its identifier (else its IB object id)."
    ),
    .repeated(
      "segue-transition",
      valueName: "ID=FILE",
      help: "With --storyboard: the segue ID (a custom segue, usually) runs this SceneDiff iOS "
        + "transition file instead of its default."
    ),
  ]

  /// The options that cannot be combined with `--storyboard`.
  static let conflicting = [
    "transition", "enter-anim", "exit-anim", "start-animation", "navigation", "action",
    "container", "operation",
  ]

  /// Whether any of the segue options is given.
  static func isGiven(_ parsed: ParsedArguments) -> Bool {
    ["storyboard", "segue", "segue-transition"].contains(where: parsed.isGiven)
  }

  /// The plan of the segue `--storyboard` and `--segue` name, forward or (with `--pop`)
  /// reversed.
  static func plan(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws -> Plan {
    guard let path = parsed.value("storyboard") else {
      throw parsed.usageError("--segue and --segue-transition need --storyboard FILE")
    }
    guard let id = parsed.value("segue") else {
      throw parsed.usageError("--storyboard needs --segue ID: the segue to plan")
    }
    if parsed.positional("FROM") != nil || parsed.positional("TO") != nil {
      throw parsed.usageError(
        "--storyboard takes its scenes from the segue's source and destination; FROM and TO are "
          + "not taken"
      )
    }
    if let option = conflicting.first(where: parsed.isGiven) {
      throw parsed.usageError(
        "--\(option) cannot be combined with --storyboard (the segue decides its transition)"
      )
    }
    var step = try InterfaceBuilderFile.segueStep(
      path: path,
      segue: id,
      isPop: parsed.flag("pop")
    )
    if let file = try transitionFile(parsed, for: step.segue) {
      let loaded = try SceneTransitionFile.load(path: file)
      terminal.report(loaded.diagnostics)
      step = step.using(loaded.value)
    }
    let options = try Inputs.layoutOptions(parsed)
    var failures: [Diagnostic] = []
    var scenes: [SceneTree] = []
    for scene in [step.from, step.to] {
      do {
        let loaded = try SceneFile.load(path: scene, layoutOptions: options)
        terminal.report(loaded.diagnostics)
        scenes.append(loaded.value)
      } catch { failures += error.diagnostics }
    }
    guard failures.isEmpty, scenes.count == 2 else { throw DiagnosticsError(failures) }
    var plan = step.plan(from: scenes[0], to: scenes[1])
    terminal.report(plan.diagnostics)
    plan.interaction = try Inputs.interaction(parsed, &terminal)
    return plan
  }

  /// The file a `--segue-transition ID=FILE` names for the segue (by its identifier or IB
  /// id), if any.
  private static func transitionFile(_ parsed: ParsedArguments, for segue: StoryboardSegue)
    throws -> String?
  {
    for value in parsed.values("segue-transition") {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
        value.index(after: equals) != value.endIndex
      else {
        throw parsed.usageError(
          "--segue-transition takes ID=FILE, such as showAlbum=fade.xml; got '\(value)'"
        )
      }
      let id = String(value[..<equals])
      if id == segue.identifier || id == segue.id {
        return String(value[value.index(after: equals)...])
      }
    }
    return nil
  }
}
