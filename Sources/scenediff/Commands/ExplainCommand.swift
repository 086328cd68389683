import SceneDiff

/// `scenediff explain FROM TO [--transition FILE] [--json]`: why each view was matched or not.
enum ExplainCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Explain how each view of two scenes is matched and animated.",
    discussion: """
      For every view of FROM and TO, keyed as in plans: which rule matched it and to which view, \
      or why not (no counterpart, a shared transitionName or id, excluded or not targeted by the \
      root transition, an excluded ancestor), whether it appears or disappears by itself or \
      inside an appearing or disappearing ancestor, and which transitions animate it. One line \
      per view, or one JSON document with --json (see Docs/cli.md). A screen change says which \
      screen draws on top and what each screen's root runs, until when. With --interaction, then \
      every step of the script at its time, whether a release finishes or cancels, the time \
      map and when the motion ends.
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      Inputs.interactionOption,
      .flag("json", help: "Print one JSON document (scenediff.explain) instead of text."),
      .flag("compact", help: "With --json, print the JSON on one line."),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
      + Inputs.motionSettingOptions
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    if ScreenChangeOptions.isScreenChange(parsed) {
      let plan = try Inputs.plan(parsed, &terminal)
      let reduced = parsed.isGiven("reduced-motion") ? ReducedMotion.android : nil
      let notes = reduced.map {
        (
          platform: $0,
          mappings: $0.mappings(of: .autoTransition, from: plan.fromScene, to: plan.toScene)
        )
      }
      try writeScreenChange(plan, notes, parsed, &terminal)
      return
    }
    let (from, to, given, source, _) = try Inputs.pair(parsed, &terminal)
    let interaction = try Inputs.interaction(parsed, &terminal)
    let reduced = parsed.isGiven("reduced-motion") ? ReducedMotion.platform(of: given) : nil
    let mappings = reduced.map { $0.mappings(of: given, from: from, to: to) } ?? []
    let transition = Inputs.reducedTransition(parsed, given, from: from, to: to)
    let notes = reduced.map { reducedText($0, mappings) } ?? ""
    if transition.kind is any IOSViewControllerTransition {
      // A view-controller transition is a screen change: nothing is matched.
      var plan = Planner.plan(from: from, to: to, transition: transition)
      if let reduced { plan = plan.reducingMotion(reduced) }
      terminal.report(plan.diagnostics)
      plan.interaction = interaction
      plan.transitionSource = source
      try writeScreenChange(
        plan,
        reduced.map { (platform: $0, mappings: mappings) },
        parsed,
        &terminal
      )
      return
    }
    let explanation = MatchExplanation(
      from: from,
      to: to,
      transition: transition,
      source: source
    )
    // The plan, for the interaction's time map and what --start-animation starts.
    var timeline: InteractionTimeline?
    var started: Plan?
    if interaction != nil || parsed.isGiven("start-animation") {
      let plan = Planner.plan(from: from, to: to, transition: transition)
      timeline = interaction.map { InteractionTimeline($0, totalDurationMs: plan.totalDurationMs) }
      if parsed.isGiven("start-animation") {
        var withStarted = plan
        try ScreenChangeOptions.startAnimations(parsed, into: &withStarted, &terminal)
        started = withStarted
      }
    }
    if parsed.flag("json") {
      var json = explanation.json
      if let started, case .object(let pairs) = json {
        let lines = started.startedAnimationDescriptions.map(JSONValue.string)
        json = .object(pairs + [("startedAnimations", .array(lines))])
      }
      if let timeline, case .object(let pairs) = json {
        json = .object(pairs + [("interaction", timeline.planJSON)])
      }
      if let reduced, case .object(let pairs) = json {
        json = .object(pairs + [("reducedMotion", reducedJSON(reduced, mappings))])
      }
      try terminal.write(json.render(indent: parsed.flag("compact") ? nil : 2))
      if parsed.flag("compact") { try terminal.write("\n") }
    } else {
      try terminal.write(
        notes + text(explanation, parsed) + (started?.startedAnimationsText.map { "\n" + $0 } ?? "")
          + (timeline.map { "\n" + $0.text } ?? "")
      )
    }
  }

  /// The heading of the in-screen pair's text (`--start-animation` without TO, changes or
  /// `--transition`) in place of `transition AutoTransition (no transition given)`: the
  /// AutoTransition of FROM with itself moves nothing, so the motion is the started animations.
  static let inScreenHeading =
    "matches of the in-screen pair, FROM with itself (no transition given); the motion is the "
    + "started animations listed below"

  /// The explanation's text, headed by ``inScreenHeading`` for the in-screen pair.
  private static func text(_ explanation: MatchExplanation, _ parsed: ParsedArguments) -> String {
    let changes = ["set", "unset", "move", "changes", "motion-end"]
    guard parsed.isGiven("start-animation"), parsed.positional("TO") == nil,
      !changes.contains(where: parsed.isGiven), explanation.transitionSource == .autoTransition
    else { return explanation.text }
    var matches = explanation
    matches.transitionSource = nil
    return inScreenHeading + "\n" + matches.text
  }

  /// Writes a screen change's explanation: text, or with `--json` its JSON document with the
  /// plan's `interaction` member and then `reducedMotion` last when it has them.
  private static func writeScreenChange(
    _ plan: Plan,
    _ reduced: (platform: ReducedMotion, mappings: [String])?,
    _ parsed: ParsedArguments,
    _ terminal: inout Terminal
  ) throws {
    guard parsed.flag("json"), var json = plan.screenChangeExplanationJSON else {
      let notes = reduced.map { reducedText($0.platform, $0.mappings) } ?? ""
      try terminal.write(notes + (plan.screenChangeText ?? "") + interactionText(plan))
      return
    }
    if let timeline = plan.interactionTimeline, case .object(let pairs) = json {
      json = .object(pairs + [("interaction", timeline.planJSON)])
    }
    if let reduced, case .object(let pairs) = json {
      json = .object(pairs + [("reducedMotion", reducedJSON(reduced.platform, reduced.mappings))])
    }
    try terminal.write(json.render(indent: parsed.flag("compact") ? nil : 2))
    if parsed.flag("compact") { try terminal.write("\n") }
  }

  /// The reduced-motion header of the text: the setting, then one line per mapping, then a
  /// blank line.
  private static func reducedText(_ platform: ReducedMotion, _ mappings: [String]) -> String {
    "reduced motion (\(platform.settingName)): the variant below is the reduced one\n"
      + mappings.map { "  \($0)\n" }.joined() + "\n"
  }

  /// `reducedMotion` in the JSON: the platform whose reduction applies and its mappings.
  private static func reducedJSON(_ platform: ReducedMotion, _ mappings: [String]) -> JSONValue {
    .object([
      ("platform", .string(platform.rawValue)),
      ("setting", .string(platform.settingName)),
      ("mappings", .array(mappings.map { .string($0) })),
    ])
  }

  /// The plan's interaction as text after a blank line, or nothing.
  private static func interactionText(_ plan: Plan) -> String {
    plan.interactionTimeline.map { "\n" + $0.text } ?? ""
  }
}
