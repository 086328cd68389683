/// Computes the plan of a transition between two scenes: capture, match, create animators,
/// schedule (the whole pipeline after loading).
public enum Planner {
  /// Plans `transition` from `start` to `end`.
  ///
  /// - Parameters:
  ///   - start: The scene shown before the transition.
  ///   - end: The scene shown after it.
  ///   - transition: The transition; Android's default is ``SceneTransition/autoTransition``.
  /// - Returns: The plan, with warnings (never errors) in its diagnostics.
  ///
  /// A view-controller transition (``IOSViewControllerTransition``) plans as the
  /// ``ScreenChange`` it makes.
  public static func plan(
    from start: SceneTree,
    to end: SceneTree,
    transition: SceneTransition = .autoTransition
  ) -> Plan {
    if let screens = transition.kind as? any IOSViewControllerTransition {
      // A view-controller transition moves whole screens: a screen change.
      let change = ScreenChange(
        from: start,
        to: end,
        transition: screens,
        source: transition.location?.file
      )
      return change.plan()
    }
    return plan(context(from: start, to: end, transition: transition))
  }

  /// Flattens both scenes, runs the root transition's capture on each and matches them: the
  /// steps before any leaf creates animators.
  package static func context(
    from start: SceneTree,
    to end: SceneTree,
    transition: SceneTransition
  ) -> PlanningContext {
    context(FlatScene(start), FlatScene(end), transition: transition)
  }

  /// ``context(from:to:transition:)`` over scenes already flattened.
  static func context(
    _ start: consuming FlatScene,
    _ end: consuming FlatScene,
    transition: SceneTransition
  ) -> PlanningContext {
    let tree = TransitionTree(transition)
    // Moved, not copied: the key separation below rewrites entries in place.
    var startFlat = consume start
    var endFlat = consume end
    let rules = tree.root.targets
    let startCapture = Capture(startFlat, rules: rules)
    let endCapture = Capture(endFlat, rules: rules)
    var match = Matcher.match(
      start: startFlat,
      startCapture: startCapture,
      end: endFlat,
      endCapture: endCapture,
      rules: rules,
      order: tree.root.matchOrder ?? MatchKind.defaultOrder
    )
    unmatchSnapshots(&match, tree: tree, start: startFlat, end: endFlat)
    // Views the matcher considered on both sides but did not pair get from:/to: keys.
    let separatedKeys = separateUnpaired(&startFlat, &endFlat, match)
    return PlanningContext(
      start: startFlat,
      end: endFlat,
      tree: tree,
      startCapture: startCapture,
      endCapture: endCapture,
      match: match,
      separatedKeys: separatedKeys
    )
  }

  /// Gives `from:K` and `to:K` keys to a start view and an end view that share the key `K`
  /// when the matcher considered both (each is in a pair) but paired neither with anything: what
  /// ``ViewKeys/separate(_:_:where:)`` does with that rule, looking up only the end views
  /// left alone instead of every end key.
  private static func separateUnpaired(
    _ start: inout FlatScene,
    _ end: inout FlatScene,
    _ match: MatchResult
  ) -> [String] {
    var endAlone: [String: Int] = [:]
    for pair in match.pairs where pair.start == nil {
      if let e = pair.end { endAlone[end.entries[e].key] = e }
    }
    guard !endAlone.isEmpty else { return [] }
    var separated: [String] = []
    for s in start.entries.indices {
      guard let p = match.pairOfStart[s], match.pairs[p].end == nil else { continue }
      let key = start.entries[s].key
      guard let e = endAlone[key] else { continue }
      start.entries[s].key = ViewKeys.startPrefix + key
      end.entries[e].key = ViewKeys.endPrefix + key
      separated.append(key)
    }
    return separated
  }

  /// Creates every leaf's animators from a prepared context and schedules them.
  package static func plan(_ context: PlanningContext) -> Plan {
    let start = context.start.scene
    let end = context.end.scene
    var pending: [Int: [PendingAnimator]] = [:]
    for (index, node) in context.tree.nodes.enumerated() {
      guard let leaf = node.transition.kind as? any LeafTransition else { continue }
      pending[index] = leaf.animators(node: index, context: context)
      PropagationDelays.apply(node: index, context: context, to: &pending[index, default: []])
    }
    // Warned about before scheduling, so that the pending animators are freed as soon as
    // they are scheduled, and the schedule's animators sorted in place.
    let unsupported = unsupportedViewWarnings(pending, context)
    var scheduled = Scheduler(tree: context.tree, pending: consume pending).results()
    sortInPlanOrder(&scheduled.animators)
    let animators = scheduled.animators
    return Plan(
      fromScene: start,
      toScene: end,
      matches: matches(context),
      appearing: appearing(context),
      disappearing: disappearing(context),
      animators: animators,
      presences: ghostsUntilTheEnd(scheduled.presences, animators),
      diagnostics: sceneMismatches(start, end) + epicenterWarnings(context)
        + unsupported + snapshotKeyWarnings(context),
      separatedKeys: context.separatedKeys
    )
  }

  /// Ghosts stay in the overlay until the whole transition ends (the last animator's end).
  private static func ghostsUntilTheEnd(_ presences: [ViewPresence], _ animators: [Animator])
    -> [ViewPresence]
  {
    let end = animators.map(\.endMs).max() ?? 0
    return presences.map { presence in
      guard case .ghost = presence.placement else { return presence }
      var kept = presence
      kept.untilMs = end
      return kept
    }
  }

  /// A warning for each `sd:epicenter` (or code epicenter) naming a view that neither scene has:
  /// the transitions then run as if no epicenter were set.
  private static func epicenterWarnings(_ context: PlanningContext) -> [Diagnostic] {
    context.tree.nodes.compactMap { node in
      guard case .view(let name)? = node.transition.epicenter else { return nil }
      let found = [context.start, context.end].contains { flat in
        flat.entries.contains { $0.key == name || $0.view.id == name }
      }
      guard !found else { return nil }
      return Diagnostic(
        .warning,
        at: node.transition.location,
        code: "epicenter-not-found",
        "the epicenter '\(name)' is not a view of either scene; <\(node.transition.className)> runs without an epicenter"
      )
    }
  }

  /// Warnings for two scenes that do not describe the same screen the same way.
  private static func sceneMismatches(_ start: SceneTree, _ end: SceneTree) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let at = end.file.map { SourceLocation.start(of: $0) }
    if start.units != end.units {
      found.append(
        Diagnostic(
          .warning,
          at: at,
          code: "units-mismatch",
          "the scenes use different units ('\(start.units)' and '\(end.units)'); coordinates are compared as they are"
        )
      )
    }
    if start.density != end.density {
      found.append(
        Diagnostic(
          .warning,
          at: at,
          code: "density-mismatch",
          "the scenes give different densities; rounding uses the end scene's pixel grid"
        )
      )
    }
    if start.width != end.width || start.height != end.height {
      found.append(
        Diagnostic(
          .warning,
          at: at,
          code: "root-size-mismatch",
          "the scene roots differ in size (\(JSONValue.format(start.width))×\(JSONValue.format(start.height)) and \(JSONValue.format(end.width))×\(JSONValue.format(end.height))); Android keeps one scene root, SceneDiff uses the end scene's"
        )
      )
    }
    return found
  }

  private static func matches(_ context: PlanningContext) -> [Plan.Match] {
    context.match.pairs.compactMap { pair in
      guard let s = pair.start, let e = pair.end, let kind = pair.kind else { return nil }
      let by = kind == .name ? "transitionName" : kind.rawValue
      return Plan.Match(from: context.start.entries[s].key, to: context.end.entries[e].key, by: by)
    }
  }

  /// Visibility's rules applied to every matched view, whatever the transition animates.
  private static func rules(_ context: PlanningContext) -> VisibilityRules {
    VisibilityRules(
      context: context,
      hasStart: { context.match.pairOfStart[$0] != nil },
      hasEnd: { context.match.pairOfEnd[$0] != nil }
    )
  }

  private static func appearing(_ context: PlanningContext) -> [String] {
    let rules = rules(context)
    let indices = context.match.pairs.compactMap { pair -> Int? in
      guard case .appear(let e) = rules.decide(start: pair.start, end: pair.end, mode: .both)
      else { return nil }
      return e
    }
    // Keys are unique in a scene, so document order is index order.
    return indices.sorted().map { context.end.entries[$0].key }
  }

  private static func disappearing(_ context: PlanningContext) -> [String] {
    let rules = rules(context)
    let indices = context.match.pairs.compactMap { pair -> Int? in
      switch rules.decide(start: pair.start, end: pair.end, mode: .both) {
      case .overlay, .inPlace: pair.start
      default: nil
      }
    }
    return indices.sorted().map { context.start.entries[$0].key }
  }
}
