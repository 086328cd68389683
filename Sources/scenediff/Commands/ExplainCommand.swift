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
      try writeScreenChange(plan, parsed, &terminal)
      return
    }
    let (from, to, transition, source, _) = try Inputs.pair(parsed, &terminal)
    let interaction = try Inputs.interaction(parsed, &terminal)
    if transition.kind is any IOSViewControllerTransition {
      // A view-controller transition is a screen change: nothing is matched.
      var plan = Planner.plan(from: from, to: to, transition: transition)
      terminal.report(plan.diagnostics)
      plan.interaction = interaction
      plan.transitionSource = source
      try writeScreenChange(plan, parsed, &terminal)
      return
    }
    let explanation = MatchExplanation(
      from: from,
      to: to,
      transition: transition,
      source: source
    )
    var timeline: InteractionTimeline?
    if let interaction {
      let plan = Planner.plan(from: from, to: to, transition: transition)
      timeline = InteractionTimeline(interaction, totalDurationMs: plan.totalDurationMs)
    }
    if parsed.flag("json") {
      var json = explanation.json
      if let timeline, case .object(let pairs) = json {
        json = .object(pairs + [("interaction", timeline.planJSON)])
      }
      try terminal.write(json.render(indent: parsed.flag("compact") ? nil : 2))
      if parsed.flag("compact") { try terminal.write("\n") }
    } else {
      try terminal.write(explanation.text + (timeline.map { "\n" + $0.text } ?? ""))
    }
  }

  /// Writes a screen change's explanation: text, or with `--json` its JSON document with the
  /// plan's `interaction` member last when it has one.
  private static func writeScreenChange(
    _ plan: Plan,
    _ parsed: ParsedArguments,
    _ terminal: inout Terminal
  ) throws {
    guard parsed.flag("json"), var json = plan.screenChangeExplanationJSON else {
      try terminal.write((plan.screenChangeText ?? "") + interactionText(plan))
      return
    }
    if let timeline = plan.interactionTimeline, case .object(let pairs) = json {
      json = .object(pairs + [("interaction", timeline.planJSON)])
    }
    try terminal.write(json.render(indent: parsed.flag("compact") ? nil : 2))
    if parsed.flag("compact") { try terminal.write("\n") }
  }

  /// The plan's interaction as text after a blank line, or nothing.
  private static func interactionText(_ plan: Plan) -> String {
    plan.interactionTimeline.map { "\n" + $0.text } ?? ""
  }
}
