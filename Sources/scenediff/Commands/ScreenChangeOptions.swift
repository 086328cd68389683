import SceneDiff

/// The options that turn a pair into a screen change or start a view animation on one view,
/// shared by `plan`, `sample`, `preview`, `timeline` and `export` (Docs/cli.md, "Screen
/// changes").
enum ScreenChangeOptions {
  /// `--enter-anim`, `--exit-anim`, `--pop`, `--container`, `--start-animation`, the
  /// Transition-framework and activity options, and the Navigation options
  /// (``NavigationOptions``) that plan a screen change from a graph.
  static let options: [OptionSpec] =
    [
      .value(
        "enter-anim",
        valueName: "ANIM",
        help: "A fragment transaction: TO's root runs this res/anim animation (a file, @anim/NAME "
          + "or @android:anim/NAME) or res/animator property animator (a file or @animator/NAME); "
          + "%p is the container."
      ),
      .value(
        "exit-anim",
        valueName: "ANIM",
        help: "A fragment transaction: FROM's root runs this animation and is drawn until it ends."
      ),
      .flag(
        "pop",
        help:
          "A back-stack pop: the leaving (popped) screen draws on top, as FragmentContainerView "
          + "draws it; the animations stay on their sides."
      ),
      .value(
        "container",
        valueName: "CLASS",
        help: "The container the screens are drawn in: FragmentContainerView (default) or "
          + "FrameLayout (the leaving screen always on top).",
        allowedValues: ScreenChange.Container.allCases.map(\.rawValue)
      ),
      .repeated(
        "start-animation",
        valueName: "KEY=ANIM",
        help: "View.startAnimation: the view KEY of FROM runs this res/anim animation, or a "
          + "res/animator property animator starts on it (TO may be left out); %p is its parent."
      ),
      Inputs.operationOption,
    ] + ScreenTransitionOptions.options + ActivityOptions.options + NavigationOptions.options
    + SegueOptions.options

  /// Whether the options make the pair a screen change.
  static func isScreenChange(_ parsed: ParsedArguments) -> Bool {
    ["enter-anim", "exit-anim", "pop", "container", "navigation"].contains(where: parsed.isGiven)
      || ScreenTransitionOptions.isGiven(parsed) || ActivityOptions.isGiven(parsed)
      || SegueOptions.isGiven(parsed)
  }

  /// The plan of the screen change the options describe, from FROM to TO.
  static func plan(
    _ parsed: ParsedArguments,
    from: SceneTree,
    to: SceneTree,
    _ terminal: inout Terminal
  ) throws -> Plan {
    if parsed.isGiven("transition") {
      throw parsed.usageError(
        "--transition cannot be combined with a screen change (--enter-anim, --exit-anim, --pop, --container, --enter-transition and the other screen transitions, --activity)"
      )
    }
    if parsed.isGiven("start-animation") {
      throw parsed.usageError(
        "--start-animation plans an animation inside one screen; it cannot be combined with a screen change"
      )
    }
    let settings = try self.settings(parsed)
    if let problem = settings.problems().first {
      throw parsed.usageError(problem.message)
    }
    let loaded: Loaded<Plan>
    do {
      loaded = try ScreenChangeFiles.plan(settings, from: from, to: to)
    } catch {
      // A --source that names no view is a bad option value: a usage error.
      guard error.diagnostics.map(\.code) == ["view-not-found"] else { throw error }
      throw parsed.usageError(error.diagnostics[0].message)
    }
    terminal.report(loaded.diagnostics)
    terminal.report(loaded.value.diagnostics)
    return loaded.value
  }

  /// The settings the screen-change options give (``PairSettings``), the files they name
  /// resolving around FROM and TO.
  static func settings(_ parsed: ParsedArguments) throws -> PairSettings {
    let anchor = { (name: String) in parsed.positional(name).flatMap { $0 == "-" ? nil : $0 } }
    var settings = PairSettings()
    settings.enterAnim = parsed.value("enter-anim")
    settings.exitAnim = parsed.value("exit-anim")
    settings.isPop = parsed.flag("pop")
    settings.container = parsed.value("container").flatMap(ScreenChange.Container.init(rawValue:))
    for (option, _) in ScreenTransitionOptions.roles {
      if let value = parsed.value(option), let setting = PairSettings.Setting(rawValue: option) {
        settings.transitions[setting] = value
      }
    }
    settings.noOverlap = parsed.flag("no-overlap")
    try ActivityOptions.apply(parsed, to: &settings)
    settings.fromAnchor = anchor("FROM")
    settings.toAnchor = anchor("TO") ?? anchor("FROM")
    settings.theme = parsed.value("theme")
    return settings
  }

  /// The plan of a screen change from FROM to TO: TO's root runs `enter`, FROM's root `exit`
  /// (each a value as `--enter-anim` takes it, with the file its `@anim/` references resolve
  /// around), drawn in `order`.
  static func plan(
    from: SceneTree,
    to: SceneTree,
    enter: (value: String, anchor: String?)?,
    exit: (value: String, anchor: String?)?,
    order: ScreenChange.Order,
    _ terminal: inout Terminal
  ) throws -> Plan {
    let loaded = try ScreenChangeFiles.plan(
      from: from,
      to: to,
      enter: enter,
      exit: exit,
      order: order
    )
    terminal.report(loaded.diagnostics)
    terminal.report(loaded.value.diagnostics)
    return loaded.value
  }

  /// Adds each `--start-animation KEY=ANIM` to a plan as a run on that view, `%p` resolved
  /// against its parent (the scene root for a top-level view).
  static func startAnimations(
    _ parsed: ParsedArguments,
    into plan: inout Plan,
    _ terminal: inout Terminal
  ) throws {
    let end = plan.keyedScenes().end
    var failures: [Diagnostic] = []
    for value in parsed.values("start-animation") {
      guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
        throw parsed.usageError(
          "--start-animation takes KEY=ANIM, such as title=@anim/shake; got '\(value)'"
        )
      }
      let key = String(value[..<equals])
      let source = String(value[value.index(after: equals)...])
      guard let i = end.entries.firstIndex(where: { $0.key == key }) else {
        throw parsed.usageError("--start-animation: FROM has no view with the key '\(key)'")
      }
      let view = end[i]
      let parent = end.entries[i].parent.map { end[$0] }
      do {
        if PropertyAnimatorFile.isPropertyAnimator(value: source) {
          let animation = try loadAnimator(
            source,
            anchor: parsed.positional("FROM"),
            for: plan.toScene,
            &terminal
          )
          plan.animators += animation.animators(target: key, view: view)
          continue
        }
        let animation = try load(
          source,
          anchor: parsed.positional("FROM"),
          for: plan.toScene,
          &terminal
        )
        plan.viewAnimations.append(
          ViewAnimationRun(
            target: key,
            source: source,
            animation: animation,
            size: (view.width, view.height),
            parentSize: (parent?.width ?? plan.toScene.width, parent?.height ?? plan.toScene.height)
          )
        )
      } catch { failures += error.diagnostics }
    }
    guard failures.isEmpty else { throw DiagnosticsError(failures) }
    let warnings = plan.viewAnimations.flatMap(\.warnings)
    terminal.report(warnings)
    plan.diagnostics += warnings
    plan.animators = (plan.animators + plan.viewAnimations.flatMap(\.animators)).sorted {
      ($0.startMs, $0.target, $0.property) < ($1.startMs, $1.target, $1.property)
    }
  }

  /// Loads a property animator a value names, its lengths converted to the scene's units
  /// (``ScreenChangeFiles/propertyAnimation(_:anchor:for:)``), reporting its warnings.
  private static func loadAnimator(
    _ value: String,
    anchor: String?,
    for scene: SceneTree,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> PropertyAnimation {
    let loaded = try ScreenChangeFiles.propertyAnimation(value, anchor: anchor, for: scene)
    terminal.report(loaded.diagnostics)
    return loaded.value
  }

  /// Loads an animation a value names, its pixel values converted to the scene's units
  /// (``ScreenChangeFiles/viewAnimation(_:anchor:for:)``), reporting its warnings.
  private static func load(
    _ value: String,
    anchor: String?,
    for scene: SceneTree,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> ViewAnimation {
    let loaded = try ScreenChangeFiles.viewAnimation(value, anchor: anchor, for: scene)
    terminal.report(loaded.diagnostics)
    return loaded.value
  }
}
