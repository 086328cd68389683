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
    let startFlat = FlatScene(start)
    // The end's names numbered as the start's: matching pairs numbers, looking nothing up.
    let endFlat = FlatScene(end, numberingNamesAs: startFlat)
    return context(startFlat, endFlat, transition: transition)
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
    // Only matching looks the start scene's names up: its lookup table is freed before the
    // leaves run (the names themselves are still read).
    startFlat.names.dropLookup()
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

  /// Creates every leaf's animators from a prepared context and schedules them.
  ///
  /// Each leaf's animators are made when the schedule reaches the leaf and scheduled in their
  /// pending records (144 bytes each), which are kept until their animators are moved into
  /// plan order; the geometry only the leaves read is freed once they have run, and the rest
  /// of the context (both flattened scenes, capture and matches) before the animators are
  /// moved, unless the caller still holds it.
  package static func plan(_ context: consuming PlanningContext) -> Plan {
    // Every pair decided once, for the Visibility leaves and the appearing and disappearing
    // lists.
    context.decideVisibility()
    let start = context.start.scene
    let end = context.end.scene
    var unsupported: [Diagnostic] = []
    let scheduler = schedule(context, unsupported: &unsupported)
    // What only the leaves read is freed before the plan's lists are made beside their
    // scheduled animators.
    context.releaseLeafGeometry()
    // What the plan lists from the context, read after the leaves (so that none of it is
    // held while they make their animators) and before the context is freed.
    let matches = matches(context)
    let (appearing, disappearing) = appearingAndDisappearing(context)
    let warnings = sceneMismatches(start, end) + epicenterWarnings(context)
    let snapshotWarnings = snapshotKeyWarnings(context)
    let separatedKeys = context.separatedKeys
    _ = consume context
    var scheduled = scheduler.results()
    let animators = inPlanOrder(taking: &scheduled.leaves)
    keepGhostsUntilTheEnd(&scheduled.presences, animators)
    return Plan(
      fromScene: start,
      toScene: end,
      matches: matches,
      appearing: appearing,
      disappearing: disappearing,
      animators: animators,
      presences: scheduled.presences,
      diagnostics: warnings + unsupported + snapshotWarnings,
      separatedKeys: separatedKeys
    )
  }

  /// Runs the schedule, making each leaf's animators (with their propagation delays) when it
  /// is reached, and gathers the `unsupported-view` warnings leaf by leaf, before the leaf's
  /// pending animators are scheduled.
  private static func schedule(_ context: PlanningContext, unsupported: inout [Diagnostic])
    -> Scheduler
  {
    let views = unsupportedViews(context)
    var warned = Set<String>()
    return Scheduler(tree: context.tree) { index in
      guard let leaf = context.tree.nodes[index].transition.kind as? any LeafTransition else {
        return []
      }
      var pending = leaf.animators(node: index, context: context)
      PropagationDelays.apply(node: index, context: context, to: &pending)
      unsupportedViewWarnings(pending, views, warned: &warned, into: &unsupported)
      return pending
    }
  }

  /// Ghosts stay in the overlay until the whole transition ends (the last animator's end).
  ///
  /// Set in place: the presences are not copied into a second array, and the end is found
  /// (without an array of the animators' ends) only when there is a ghost.
  private static func keepGhostsUntilTheEnd(
    _ presences: inout [ViewPresence],
    _ animators: [Animator]
  ) {
    lazy var end = animators.lazy.map(\.endMs).max() ?? 0
    for i in presences.indices {
      guard case .ghost = presences[i].placement else { continue }
      presences[i].untilMs = end
    }
  }

  /// A warning for each `sd:epicenter` (or code epicenter) naming a view that neither scene has:
  /// the transitions then run as if no epicenter were set.
  private static func epicenterWarnings(_ context: PlanningContext) -> [Diagnostic] {
    context.tree.nodes.compactMap { node in
      guard case .view(let name)? = node.transition.epicenter else { return nil }
      let found = [context.start, context.end].contains { flat in
        flat.entries.indices.contains { flat.entries[$0].key == name || flat.id(of: $0) == name }
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

  /// The matched pairs as the plan lists them, in an array made to size (counted first:
  /// a million-view pair has close to a million matches of 48 bytes each).
  private static func matches(_ context: PlanningContext) -> [Plan.Match] {
    var result: [Plan.Match] = []
    result.reserveCapacity(
      context.match.pairs.reduce(0) { count, pair in
        pair.start != nil && pair.end != nil && pair.kind != nil ? count + 1 : count
      }
    )
    for pair in context.match.pairs {
      guard let s = pair.start, let e = pair.end, let kind = pair.kind else { continue }
      let by = kind == .name ? "transitionName" : kind.rawValue
      result.append(
        Plan.Match(from: context.start.entries[s].key, to: context.end.entries[e].key, by: by)
      )
    }
    return result
  }

  /// Visibility's rules applied to every matched view, whatever the transition animates.
  private static func rules(_ context: PlanningContext) -> VisibilityRules {
    VisibilityRules(
      context: context,
      hasStart: { context.match.pairOfStart[$0] != nil },
      hasEnd: { context.match.pairOfEnd[$0] != nil }
    )
  }

  /// The keys of the views that appear (end views, document order) and of those that disappear
  /// (start views, document order), from one decision per pair.
  private static func appearingAndDisappearing(_ context: PlanningContext) -> (
    appearing: [String], disappearing: [String]
  ) {
    let rules = rules(context)
    var appearingEnds: [Int] = []
    var disappearingStarts: [Int] = []
    // The planner's decisions when they were made with the sides these rules take.
    let made = context.visibilityDecisions.flatMap { $0.servesPlanLists ? $0 : nil }
    for (p, pair) in context.match.pairs.enumerated() {
      let kind =
        made?.kind(ofPair: p, mode: .both)
        ?? rules.kind(start: pair.start, end: pair.end, mode: .both)
      switch kind {
      case .appear: if let e = pair.end { appearingEnds.append(e) }
      case .overlay, .inPlace: if let s = pair.start { disappearingStarts.append(s) }
      case .none: continue
      }
    }
    // Keys are unique in a scene, so document order is index order.
    return (
      appearingEnds.sorted().map { context.end.entries[$0].key },
      disappearingStarts.sorted().map { context.start.entries[$0].key }
    )
  }
}
