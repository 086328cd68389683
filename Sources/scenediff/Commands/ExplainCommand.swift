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
      per view, or one JSON document with --json (see Docs/cli.md).
      """,
    arguments: Inputs.pairArguments,
    options: [
      Inputs.transitionOption,
      .flag("json", help: "Print one JSON document (scenediff.explain) instead of text."),
      .flag("compact", help: "With --json, print the JSON on one line."),
      .output,
    ] + Inputs.layoutLoadingOptions + ScreenChangeOptions.options
  )

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    if ScreenChangeOptions.isScreenChange(parsed) {
      let plan = try Inputs.plan(parsed, &terminal)
      if parsed.flag("json") {
        throw parsed.usageError(
          "--json is not available for a screen change yet; use 'scenediff plan'"
        )
      }
      try terminal.write(plan.screenChangeText ?? "")
      return
    }
    let (from, to, transition, source, _) = try Inputs.pair(parsed, &terminal)
    if transition.kind is any IOSViewControllerTransition {
      // A view-controller transition is a screen change: nothing is matched.
      if parsed.flag("json") {
        throw parsed.usageError(
          "--json is not available for a screen change yet; use 'scenediff plan'"
        )
      }
      let plan = Planner.plan(from: from, to: to, transition: transition)
      terminal.report(plan.diagnostics)
      try terminal.write(plan.screenChangeText ?? "")
      return
    }
    let explanation = MatchExplanation(
      from: from,
      to: to,
      transition: transition,
      source: source
    )
    if parsed.flag("json") {
      try terminal.write(explanation.json.render(indent: parsed.flag("compact") ? nil : 2))
      if parsed.flag("compact") { try terminal.write("\n") }
    } else {
      try terminal.write(explanation.text)
    }
  }
}
