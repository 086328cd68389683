import SceneDiffCore

extension NavigationGraph {
  /// The screen change of an action, forward or popped.
  ///
  /// The action's source is the destination it is declared in; a global action (declared
  /// directly under a `<navigation>`) starts from that graph's start destination. A nested or
  /// included graph as source or destination stands for its start destination. Popped, the
  /// screen that comes back is the action's source, or what its `app:popUpTo` leaves on the
  /// back stack (Docs/navigation.md).
  ///
  /// - Parameters:
  ///   - id: The action's id.
  ///   - isPop: Whether to plan the action popped from the back stack.
  /// - Returns: The step.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: no such action (`unknown-action`), an
  ///   action that only pops (`action-without-destination`), a destination without a
  ///   resolved `tools:layout` (`missing-layout`), a pop that leaves the app
  ///   (`pop-leaves-app`).
  public func step(action id: String, isPop: Bool) throws(DiagnosticsError) -> NavigationStep {
    guard let action = action(id) else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: .start(of: path),
          code: "unknown-action",
          "no action '\(id)' in '\(path)'; expected one of "
            + actions.map { "'\($0.id)'" }.joined(separator: ", ")
        )
      ])
    }
    guard let target = action.destination else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: action.location,
          code: "action-without-destination",
          "action '\(id)' has no app:destination (it only pops back), so it has no screen change to plan"
        )
      ])
    }
    let sourceID =
      action.source ?? action.graph.flatMap { destination($0)?.startDestination }
      ?? startDestination ?? ""
    let backID = isPop ? try poppedBackTo(action, source: sourceID) : sourceID
    var failures: [Diagnostic] = []
    let leaving = screen(backID, for: action, &failures)
    let coming = screen(target, for: action, &failures)
    guard failures.isEmpty, let leaving, let coming else { throw DiagnosticsError(failures) }
    let (from, to) = isPop ? (coming, leaving) : (leaving, coming)
    return NavigationStep(
      action: action,
      isPop: isPop,
      from: from.destination,
      to: to.destination,
      fromLayout: from.layout,
      toLayout: to.layout,
      enterAnim: isPop ? action.popEnterAnim : action.enterAnim,
      exitAnim: isPop ? action.popExitAnim : action.exitAnim
    )
  }

  /// The destination popping `action`'s destination goes back to: its source, or with
  /// `app:popUpTo` X that X (`popUpToInclusive` false), or what lay below X (true), taken to
  /// be the graph's start destination (SceneDiff assumes the back stack runs from the start
  /// destination; the graph records no other).
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: `pop-leaves-app` when nothing lies
  ///   below: X is the root graph, or X is the start destination and inclusive.
  package func poppedBackTo(_ action: NavigationAction, source: String) throws(DiagnosticsError)
    -> String
  {
    guard let popUpTo = action.popUpTo else { return source }
    let start = startDestination.flatMap { screen($0)?.id }
    let upTo = screen(popUpTo)?.id
    let leavesApp = popUpTo == id || (action.popUpToInclusive && upTo != nil && upTo == start)
    guard !leavesApp, let upTo else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: action.location,
          code: "pop-leaves-app",
          "popping action '\(action.id)' leaves the app: app:popUpTo='\(popUpTo)'"
            + (action.popUpToInclusive ? " with popUpToInclusive" : "")
            + " clears the back stack below its destination, so there is no screen to go back to"
        )
      ])
    }
    return action.popUpToInclusive ? (start ?? source) : upTo
  }

  /// The screen an id opens with its layout file, or `nil` after adding why not to `failures`.
  private func screen(
    _ id: String,
    for action: NavigationAction,
    _ failures: inout [Diagnostic]
  ) -> (destination: NavigationDestination, layout: String)? {
    guard let found = screen(id) else {
      failures.append(
        Diagnostic(
          .error,
          at: action.location,
          code: "unknown-destination",
          "action '\(action.id)' uses '\(id)', which opens no destination of the graph"
        )
      )
      return nil
    }
    guard let layout = found.layoutPath else {
      let reason =
        found.layout.map { "its tools:layout '\($0)' names no layout file" }
        ?? "it has no tools:layout"
      failures.append(
        Diagnostic(
          .error,
          at: found.location,
          code: "missing-layout",
          "destination '\(found.id)' cannot be planned for action '\(action.id)': \(reason); "
            + "expected tools:layout=\"@layout/NAME\" of a file in res/layout"
        )
      )
      return nil
    }
    return (found, layout)
  }
}
