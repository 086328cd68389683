extension Planner {
  /// Plans `transition` from `start` to `end` as ``plan(from:to:transition:)`` does, animator
  /// for animator, freeing each scene's view tree as it is flattened: for writing the plan's
  /// JSON from scenes nothing else holds.
  ///
  /// - Parameters:
  ///   - start: The scene shown before the transition, given up by the caller.
  ///   - end: The scene shown after it, given up by the caller.
  ///   - transition: The transition.
  ///   - released: Called once both trees are freed and before planning allocates anything
  ///     more: where a caller may hand the freed memory back to the system (the command line
  ///     calls `malloc_trim`, as the trees were built on other threads, whose heaps the
  ///     planner's allocations do not reuse).
  /// - Returns: The plan; its ``Plan/fromScene`` and ``Plan/toScene`` keep their size, units,
  ///   density, direction and device but no views (its JSON needs none; sampling, previews
  ///   and key lookups do, so they take ``plan(from:to:transition:)``'s plan). A
  ///   view-controller transition, which plans with both scenes' trees, keeps them.
  package static func plan(
    releasing start: consuming SceneTree,
    releasing end: consuming SceneTree,
    transition: SceneTransition,
    released: () -> Void = {}
  ) -> Plan {
    if transition.kind is any IOSViewControllerTransition {
      return plan(from: start, to: end, transition: transition)
    }
    let startFlat = FlatScene(consuming: consume start)
    let endFlat = FlatScene(consuming: consume end, numberingNamesAs: startFlat)
    released()
    return plan(context(startFlat, endFlat, transition: transition))
  }
}
