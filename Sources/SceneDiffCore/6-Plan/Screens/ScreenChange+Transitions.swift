extension ScreenChange {
  /// What ``transitions`` add to the plan: their animators (already placed in time), the
  /// views they keep drawn, the shared elements matched, the transitioning views, and their
  /// warnings.
  struct TransitionParts {
    /// Every animator of the three transitions.
    var animators: [Animator] = []
    /// Views a transition keeps drawn (other than the leaving roots, which the plan keeps).
    var presences: [ViewPresence] = []
    /// The shared elements, `from:` key to `to:` key, matched by `transitionName`.
    var matches: [Plan.Match] = []
    /// Paths (in both screens' arrangement) of the leaving screen's transitioning views the
    /// exit transition hid: INVISIBLE once it has run, as `FragmentTransition` leaves them.
    var hiddenAtEnd: [String] = []
    /// Warnings (surfaces the transitions animate).
    var diagnostics: [Diagnostic] = []
  }

  /// Plans the three transitions of a screen change.
  ///
  /// The shared-element transition runs on every pair of views the two screens share by
  /// `transitionName`. The exit transition runs on the leaving screen's transitioning views
  /// (`transitioningViews(excluding:)`, shared elements left out), each going from visible
  /// to invisible, as `FragmentTransition` hides them; the enter transition on the coming
  /// screen's, each going from invisible to visible; each with Android's planner (Visibility's
  /// rules, propagation, targets). With shared elements, the exit transition's epicenter is
  /// the first shared element's view in the leaving screen and the enter transition's its
  /// view in the coming screen, as `DefaultSpecialEffectsController` sets them. Without
  /// overlap the enter transition starts when the exit transition's last animator ends (a
  /// sequential `TransitionSet`, as `mergeTransitionsInSequence` builds); the shared elements
  /// start at 0.
  func transitionParts(_ transitions: ScreenTransitions) -> TransitionParts {
    var parts = TransitionParts()
    if let shared = transitions.sharedElement {
      let plan = run(
        shared.transition,
        start: combined(leaving: nil, coming: .gone),
        end: combined(leaving: .gone, coming: nil),
        pairs: sharedElementPairs
      )
      parts.matches = plan.matches
      parts.add(plan, role: "the shared-element transition \(shared.source)", surfaces: [])
    }
    let (leavingPaths, comingPaths) = transitioningPaths(
      excluding: Set(parts.matches.flatMap { [$0.from, $0.to] })
    )
    var exitEnd = 0.0
    if let exit = transitions.exit {
      var transition = exit.transition
      if let first = parts.matches.first { transition = transition.epicenter(.view(first.from)) }
      let start = combined(leaving: nil, coming: .gone)
      let plan = run(
        transition,
        start: start,
        end: Self.setting(.invisible, at: leavingPaths, in: start),
        pairs: identityPairs
      )
      exitEnd = plan.animators.map(\.endMs).max() ?? 0
      parts.hiddenAtEnd = leavingPaths
      parts.add(
        plan,
        role: "the exit transition \(exit.source)",
        surfaces: animated(surfaces(of: from, prefix: ViewKeys.startPrefix), by: plan)
      )
    }
    if let enter = transitions.enter {
      var transition = enter.transition
      if let first = parts.matches.first { transition = transition.epicenter(.view(first.to)) }
      let end = combined(leaving: nil, coming: nil)
      var plan = run(
        transition,
        start: Self.setting(.invisible, at: comingPaths, in: end),
        end: end,
        pairs: identityPairs
      )
      if !transitions.allowsOverlap, exitEnd > 0 {
        plan = plan.retimed(durationScale: 1, delayMs: exitEnd)
      }
      parts.add(
        plan,
        role: "the enter transition \(enter.source)",
        surfaces: animated(surfaces(of: to, prefix: ViewKeys.endPrefix), by: plan)
      )
    }
    parts.animators.sort {
      ($0.startMs, $0.target, $0.property) < ($1.startMs, $1.target, $1.property)
    }
    return parts
  }

  /// The paths (in both screens' arrangement) of each side's transitioning views.
  private func transitioningPaths(excluding sharedKeys: Set<String>) -> (
    leaving: [String], coming: [String]
  ) {
    let views = transitioningViews(excluding: sharedKeys)
    let flat = flatten(combined(leaving: nil, coming: nil))
    let pathOf = Dictionary(
      flat.entries.indices.map { (flat.entries[$0].key, flat.path(of: $0)) },
      uniquingKeysWith: { first, _ in first }
    )
    return (views.leaving.compactMap { pathOf[$0] }, views.coming.compactMap { pathOf[$0] })
  }

  /// Plans one transition between two arrangements of both screens, the views paired by
  /// `pairs` rather than by Android's matcher (both arrangements hold the same views).
  private func run(
    _ transition: SceneTransition,
    start: SceneTree,
    end: SceneTree,
    pairs: (FlatScene, FlatScene, (Int, Int) -> Bool) -> [(Int, Int, MatchKind)]
  ) -> Plan {
    let tree = TransitionTree(transition)
    let startFlat = flatten(start)
    let endFlat = flatten(end)
    let rules = tree.root.targets
    let startCapture = Capture(startFlat, rules: rules)
    let endCapture = Capture(endFlat, rules: rules)
    let valid = { (s: Int, e: Int) in
      startCapture.captured[s] && endCapture.captured[e]
        && rules.isValidTarget(startFlat[s]) && rules.isValidTarget(endFlat[e])
    }
    var match = MatchResult(
      pairs: [],
      pairOfStart: PairIndices(count: startFlat.count),
      pairOfEnd: PairIndices(count: endFlat.count)
    )
    for (s, e, kind) in pairs(startFlat, endFlat, valid) {
      match.pairOfStart[s] = match.pairs.count
      match.pairOfEnd[e] = match.pairs.count
      match.pairs.append(MatchResult.Pair(start: s, end: e, kind: kind))
    }
    let context = PlanningContext(
      start: startFlat,
      end: endFlat,
      tree: tree,
      startCapture: startCapture,
      endCapture: endCapture,
      match: match
    )
    return Planner.plan(context)
  }

  /// Every view paired with itself (the two arrangements differ only in visibility).
  private func identityPairs(
    _ start: FlatScene,
    _ end: FlatScene,
    _ valid: (Int, Int) -> Bool
  ) -> [(Int, Int, MatchKind)] {
    start.entries.indices.filter { $0 < end.count && valid($0, $0) }.map { ($0, $0, .instance) }
  }

  /// Each view of the leaving screen paired with the coming screen's view of the same
  /// `transitionName`, names that one screen gives twice left out (as Android's name map keeps
  /// one view per name, SceneDiff keeps none rather than guess).
  private func sharedElementPairs(
    _ start: FlatScene,
    _ end: FlatScene,
    _ valid: (Int, Int) -> Bool
  ) -> [(Int, Int, MatchKind)] {
    let leaving = Self.uniqueNames(start, prefix: ViewKeys.startPrefix)
    let coming = Self.uniqueNames(end, prefix: ViewKeys.endPrefix)
    return leaving.compactMap { name, s in
      guard let e = coming.first(where: { $0.name == name })?.index, valid(s, e) else {
        return nil
      }
      return (s, e, .name)
    }
  }

  /// The views of one side with a `transitionName` no other view of that side has, in
  /// document order.
  private static func uniqueNames(_ flat: FlatScene, prefix: String) -> [(name: String, index: Int)]
  {
    let named = flat.entries.indices.compactMap { i -> (name: String, index: Int)? in
      guard flat.entries[i].key.hasPrefix(prefix), let name = flat[i].transitionName else {
        return nil
      }
      return (name, i)
    }
    return named.filter { item in named.filter { $0.name == item.name }.count == 1 }
  }

  /// The views of a screen whose class Android's transitions do not draw well (reference
  /// §15), with their keys in this change and the reason.
  func surfaces(of scene: SceneTree, prefix: String) -> [(
    key: String, view: ViewNode, reason: String
  )] {
    let flat = FlatScene(scene)
    return flat.entries.indices.compactMap { i in
      guard
        let found = Planner.unsupportedViewClasses.first(where: {
          TargetRules.classMatches($0.className, flat.className(of: i))
        })
      else { return nil }
      return (prefix + flat.entries[i].key, flat[i], found.reason)
    }
  }

  /// The surfaces a transition's plan animates: those that are, or lie inside, a view one of
  /// its animators targets (a transitioning view moves its whole subtree).
  private func animated(
    _ surfaces: [(key: String, view: ViewNode, reason: String)],
    by plan: Plan
  ) -> [(key: String, view: ViewNode, reason: String)] {
    let targets = Set(plan.animators.map(\.target))
    let flat = flatten(combined(leaving: nil, coming: nil))
    let index = flat.indexByKey()
    return surfaces.filter { surface in
      guard let i = index[surface.key] else { return true }
      return ([i] + flat.ancestors(of: i)).contains { targets.contains(flat.entries[$0].key) }
    }
  }

  /// Both screens' roots in drawing order in the coming screen's container, each side's
  /// roots given `leaving` / `coming` visibility (`nil` keeps their own).
  func combined(leaving: ViewVisibility?, coming: ViewVisibility?) -> SceneTree {
    var scene = SceneTree(
      width: to.width,
      height: to.height,
      units: to.units,
      density: to.density,
      isRightToLeft: to.isRightToLeft,
      views: sides.flatMap { side in
        roots(of: side.scene).map { view in
          var v = view
          let visibility = side.prefix == ViewKeys.startPrefix ? leaving : coming
          if let visibility { v.visibility = visibility }
          return v
        }
      }
    )
    scene.device = to.device
    return scene
  }
}

extension ScreenChange.TransitionParts {
  /// Adds one transition's plan, with an `unsupported-view` warning for each surface of the
  /// screen it animates.
  fileprivate mutating func add(
    _ plan: Plan,
    role: String,
    surfaces: [(key: String, view: ViewNode, reason: String)]
  ) {
    animators += plan.animators
    presences += plan.presences
    guard !plan.animators.isEmpty else { return }
    diagnostics += surfaces.map { surface in
      Diagnostic(
        .warning,
        at: surface.view.location,
        code: "unsupported-view",
        "'\(surface.key)' (\(surface.view.className)) is animated by \(role), but Android's transitions do not work well with it: \(surface.reason). \(Planner.surfaceFallbackAdvice)"
      )
    }
  }
}
