import Foundation
import SceneDiff

#if canImport(Glibc)
internal import CMalloc
#endif

/// Loading the files a command names, reporting what loading found.
enum Inputs {
  /// `FROM TO`: the two scenes of a pair, as `plan`, `sample` and `explain` take them.
  static let pairArguments: [PositionalSpec] = [
    .optional(
      "FROM",
      help: "The scene before the change ('-' reads standard input); left out with --navigation."
    ),
    .optional(
      "TO",
      help: "The scene after the change (a native scene or an Android layout); may be left "
        + "out when --set, --unset, --move or --changes change FROM."
    ),
  ]

  /// `--transition FILE`, as `plan`, `sample` and `explain` take it.
  static let transitionOption = OptionSpec.value(
    "transition",
    valueName: "FILE",
    help: "A res/transition file, or a transitionManager file whose rules pick one."
  )

  /// The transition for a pair and where it came from: a transition file, a transition manager
  /// file (the rule Android's TransitionManager would pick), or AutoTransition when `path` is
  /// `nil`.
  ///
  /// A manager's rules fail alone: a bad rule's errors are printed (so the exit status is 1)
  /// and the good rules still apply. When none applies, AutoTransition runs with a `no-rule`
  /// warning that says why. Every diagnostic returned has been printed.
  static func transition(
    _ path: String?,
    from: String,
    to: String,
    theme: String? = nil,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> (SceneTransition, TransitionSource, [Diagnostic]) {
    guard let path else { return (.autoTransition, .autoTransition, []) }
    let kind = try InputFile.kind(ofFileAt: path)
    if kind == .scene || kind == .layout {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: .start(of: path),
          code: "not-a-transition",
          "'\(path)' is a scene, not a transition; --transition takes a res/transition file or a transitionManager file"
        )
      ])
    }
    if kind == .navigation {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: .start(of: path),
          code: "not-a-transition",
          "'\(path)' is a Navigation graph, not a transition; plan its actions with --navigation FILE --action ID"
        )
      ])
    }
    guard kind == .manifest else {
      let loaded = try SceneTransitionFile.load(path: path, theme: theme)
      terminal.report(loaded.diagnostics)
      return (loaded.value, .file(path), loaded.diagnostics)
    }
    let (manifest, problems) = try TransitionManagerFile.loadEachRule(path: path)
    terminal.report(problems)
    let warnings = problems.filter { $0.severity != .error }
    guard let rule = manifest.rule(from: from, to: to) else {
      var reason = manifest.reasonNoRuleApplies(from: from, to: to)
      if problems.contains(where: { $0.severity == .error }) {
        reason += "; the rules with errors were skipped"
      }
      let warning = Diagnostic(
        .warning,
        at: .start(of: path),
        code: "no-rule",
        "no rule in '\(path)' applies from '\(from)' to '\(to)' (\(reason)); using AutoTransition, as TransitionManager does"
      )
      terminal.report(warning)
      return (
        .autoTransition, .managerFallback(manager: path, reason: reason), warnings + [warning]
      )
    }
    guard let file = rule.transition else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: rule.location,
          code: "screen-change-rule",
          "the rule from '\(from)' to '\(to)' is a screen change (sd: settings, no android:transition); `scenediff batch` plans it, or give its settings as options (--enter-anim, --pop, --activity …)"
        )
      ])
    }
    let loaded = try SceneTransitionFile.load(path: file, theme: theme)
    terminal.report(loaded.diagnostics)
    return (
      loaded.value, .managerRule(transition: file, rule: rule.location),
      warnings + loaded.diagnostics
    )
  }

  /// Loads both scenes and the transition and plans them; warnings go into the plan.
  ///
  /// With screen-change options (``ScreenChangeOptions``) the pair is a screen change, and
  /// each `--start-animation` adds a view animation to the plan.
  ///
  /// With `forJSONOnly`, a plain pair's scenes are freed as they are flattened and the plan
  /// keeps no views (``Planner/plan(releasing:releasing:transition:)``): enough for its JSON.
  static func plan(
    _ parsed: ParsedArguments,
    _ terminal: inout Terminal,
    forJSONOnly: Bool = false
  ) throws -> Plan {
    if SegueOptions.isGiven(parsed) {
      let plan = try SegueOptions.plan(parsed, &terminal)
      return try applyingMotionSettings(parsed, to: plan, platform: .ios, &terminal)
    }
    if parsed.isGiven("navigation") || parsed.isGiven("action") {
      let plan = try NavigationOptions.plan(parsed, &terminal)
      return try applyingMotionSettings(parsed, to: plan, platform: .android, &terminal)
    }
    let (from, to, transition, source, warnings) = try pair(parsed, &terminal)
    let interaction = try Inputs.interaction(parsed, &terminal)
    if ScreenChangeOptions.isScreenChange(parsed) {
      var plan = try ScreenChangeOptions.plan(parsed, from: from, to: to, &terminal)
      plan.diagnostics = warnings + plan.diagnostics
      plan.interaction = interaction
      return try applyingMotionSettings(parsed, to: plan, platform: .android, &terminal)
    }
    let planned = reducedTransition(parsed, transition, from: from, to: to)
    let keepsViews =
      !forJSONOnly || interaction != nil
      || ["start-animation", "reduced-motion", "animator-duration-scale"].contains(
        where: parsed.isGiven
      )
    var plan: Plan
    if keepsViews {
      plan = Planner.plan(from: from, to: to, transition: planned)
    } else {
      plan = Planner.plan(
        releasing: consume from,
        releasing: consume to,
        transition: planned,
        released: releaseFreedMemory
      )
    }
    plan.interaction = interaction
    terminal.report(plan.diagnostics)
    plan.diagnostics = warnings + plan.diagnostics
    plan.transitionSource = source
    if parsed.isGiven("start-animation") {
      try ScreenChangeOptions.startAnimations(parsed, into: &plan, &terminal)
    }
    let platform = ReducedMotion.platform(of: transition)
    return try applyingMotionSettings(parsed, to: plan, platform: platform, &terminal)
  }

  /// Hands memory freed inside the heap back to the system (`malloc_trim`): the scenes are
  /// loaded on two threads, whose heaps hold the freed trees, and the planner's allocations
  /// on this thread do not reuse them.
  static func releaseFreedMemory() {
    #if canImport(Glibc)
    _ = malloc_trim(0)
    #endif
  }

  /// Fixes glibc's mmap threshold at 1 MiB for the whole run (`mallopt(M_MMAP_THRESHOLD)`).
  ///
  /// glibc otherwise raises the threshold each time a mapped block is freed, up to 32 MiB, and
  /// then serves large arrays from the heap, whose freed pages stay resident: a fixed threshold
  /// keeps every array of 1 MiB or more in its own mapping, handed back as soon as it is freed.
  /// On the 1,000,000-view pair `plan` peaks at about 753 MB instead of 783 MB, for about
  /// 10 % more page faults (Docs/benchmark.md, "Wave 13 merged").
  static func fixMmapThreshold() {
    #if canImport(Glibc)
    _ = mallopt(M_MMAP_THRESHOLD, 1 << 20)
    #endif
  }

  /// Loads the FROM and TO scenes and the transition, reporting warnings once; all errors of
  /// the three inputs are thrown together.
  static func pair(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws
    -> (
      from: SceneTree, to: SceneTree, transition: SceneTransition, source: TransitionSource,
      warnings: [Diagnostic]
    )
  {
    guard let fromPath = parsed.positional("FROM") else {
      throw parsed.usageError(.missingArgument("FROM"))
    }
    var options = try layoutOptions(parsed)
    // --motion-end lays TO out at the end state; FROM stays at the start.
    options.isAtMotionEnd = false
    let changesGiven = ["set", "unset", "move", "changes", "start-animation", "motion-end"]
      .contains(
        where: parsed.isGiven
      )
    guard parsed.positional("TO") != nil || changesGiven else {
      throw parsed.usageError(.missingArgument("TO"))
    }
    if fromPath == "-", parsed.positional("TO") == "-" {
      throw parsed.usageError(
        "standard input can be read only once: give '-' for FROM or for TO, not both"
      )
    }
    let changes = try Inputs.changes(parsed)
    let toPath = parsed.positional("TO") ?? fromPath
    // Standard input is read once, even when TO is FROM changed.
    var standardInput: [UInt8]?
    func load(_ path: String, _ options: LayoutOptions) throws(DiagnosticsError)
      -> Loaded<SceneTree>
    {
      guard path == "-" else { return try SceneFile.load(path: path, layoutOptions: options) }
      let bytes: [UInt8]
      if let standardInput {
        bytes = standardInput
      } else {
        bytes = try readStandardInput()
      }
      standardInput = bytes
      return try SceneFile.load(bytes: bytes, file: "<stdin>", layoutOptions: options)
    }
    var changed = options
    changed.changes = changes
    changed.isAtMotionEnd = parsed.flag("motion-end")
    var failures: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var printed: [Diagnostic] = []
    var from: SceneTree?
    var to: SceneTree?
    var transition: SceneTransition?
    var source = TransitionSource.autoTransition
    // Two files are read and loaded at once, one thread each; standard input in turn.
    let scenes: [Result<Loaded<SceneTree>, DiagnosticsError>]
    if fromPath != "-", toPath != "-" {
      scenes = ConcurrentMap.map([(fromPath, options), (toPath, changed)], width: 2) {
        path,
        options in
        Result { () throws(DiagnosticsError) in
          try SceneFile.load(path: path, layoutOptions: options)
        }
      }
    } else {
      scenes = [
        Result { () throws(DiagnosticsError) in try load(fromPath, options) },
        Result { () throws(DiagnosticsError) in try load(toPath, changed) },
      ]
    }
    switch scenes[0] {
    case .success(let loaded):
      warnings += loaded.diagnostics
      from = loaded.value
    case .failure(let error): failures += error.diagnostics
    }
    switch scenes[1] {
    case .success(let loaded):
      // A warning FROM already gave is listed once; looked up in a set, as a large pair has
      // thousands of load warnings (comparing each with each grew with their square).
      let given = Set(warnings)
      warnings += loaded.diagnostics.filter { !given.contains($0) }
      to = loaded.value
    case .failure(let error): failures += error.diagnostics
    }
    do {
      let (value, origin, diagnostics) = try Inputs.transition(
        parsed,
        from: fromPath,
        to: toPath,
        options: options,
        &terminal
      )
      transition = try applyingOperation(parsed, to: value)
      source = origin
      warnings += diagnostics
      printed = diagnostics  // Inputs.transition has printed these already
    } catch { failures += error.diagnostics }
    // A MotionScene (a manager rule's @xml/ scene) plays a layout to its own end state.
    if transition?.kind is MotionLayoutTransition, toPath == fromPath, !changed.isAtMotionEnd {
      changed.isAtMotionEnd = true
      do { to = try load(toPath, changed).value } catch { failures += error.diagnostics }
    }
    terminal.report(warnings.filter { w in !failures.contains(w) && !printed.contains(w) })
    guard let from, let to, let transition else { throw DiagnosticsError(failures) }
    return (from, to, transition, source, warnings)
  }

  /// All of standard input, named `<stdin>` in locations; a stream longer than a file may be
  /// (64 MiB) is an `xml-too-large` error as soon as that much has been read.
  static func readStandardInput() throws(DiagnosticsError) -> [UInt8] {
    try InputFile.readStandardInput(as: "<stdin>")
  }
}
