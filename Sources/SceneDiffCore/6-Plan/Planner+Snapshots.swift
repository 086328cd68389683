extension Planner {
  /// Takes every view inside the root of a ``SnapshotTransition`` (the root included) out of
  /// its match: the start scene's subtree is the old snapshot and the end scene's the new one,
  /// so a pair with either view inside becomes a start-only and an end-only view.
  static func unmatchSnapshots(
    _ match: inout MatchResult,
    tree: TransitionTree,
    start: FlatScene,
    end: FlatScene
  ) {
    var startInside = Set<Int>()
    var endInside = Set<Int>()
    for node in tree.nodes {
      guard let kind = node.transition.kind as? any SnapshotTransition else { continue }
      let roots = kind.snapshotRoots(start: start, end: end)
      if let s = roots.start { startInside.formUnion(start.subtree(of: s)) }
      if let e = roots.end { endInside.formUnion(end.subtree(of: e)) }
    }
    guard !startInside.isEmpty || !endInside.isEmpty else { return }
    for p in match.pairs.indices {
      guard let s = match.pairs[p].start, let e = match.pairs[p].end,
        startInside.contains(s) || endInside.contains(e)
      else { continue }
      match.pairs[p] = MatchResult.Pair(start: s, end: nil, kind: nil)
      match.pairOfEnd[e] = match.pairs.count
      match.pairs.append(MatchResult.Pair(start: nil, end: e, kind: nil))
    }
  }
}

extension Planner {
  /// A warning for every key a snapshot transition names that no view of either scene has
  /// (the transition then animates nothing for it).
  static func snapshotKeyWarnings(_ context: PlanningContext) -> [Diagnostic] {
    context.tree.nodes.flatMap { node -> [Diagnostic] in
      guard let kind = node.transition.kind as? any SnapshotTransition else { return [] }
      return kind.namedKeys.compactMap { key in
        let found =
          context.start.index(named: key, prefix: ViewKeys.startPrefix) != nil
          || context.end.index(named: key, prefix: ViewKeys.endPrefix) != nil
        guard !found else { return nil }
        return Diagnostic(
          .warning,
          at: node.transition.location,
          code: "view-not-found",
          "'\(key)' names no view of either scene (expected a transitionName, id or path key); <\(kind.className)> animates nothing for it"
        )
      }
    }
  }
}
