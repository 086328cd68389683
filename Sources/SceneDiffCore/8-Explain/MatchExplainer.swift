/// Works out each ``MatchExplanation/Entry`` from a planning context and its plan.
///
/// Capture, validity and matching are read from the context (the same values the planner
/// used); appearing and disappearing follow the planner's Visibility rules for every pair;
/// animators are attributed to views as the ``Sampler`` applies them: an animator in root space
/// whose key has an overlay presence, or whose key no end view has, belongs to that start view;
/// every other animator belongs to the end view with its key. A matched start view lists its
/// counterpart's transitions.
struct MatchExplainer {
  /// The capture, matches and scenes.
  let context: PlanningContext
  /// Visibility's rules over the matched pairs, as the planner applies them.
  let rules: VisibilityRules
  /// Leaf class names of the animators of each end view key, in plan order.
  let endTransitions: [String: [String]]
  /// Leaf class names of the animators of each start view key drawn in the overlay.
  let startTransitions: [String: [String]]

  /// Prepares explanations for a context and the plan made from it.
  init(context: PlanningContext, plan: Plan) {
    self.context = context
    rules = VisibilityRules(
      context: context,
      hasStart: { context.match.pairOfStart[$0] != nil },
      hasEnd: { context.match.pairOfEnd[$0] != nil }
    )
    let overlays = Set(
      plan.presences.compactMap { presence -> String? in
        if case .overlay = presence.placement { return presence.key }
        return nil
      }
    )
    let endKeys = Set(context.end.entries.map(\.key))
    var endTransitions: [String: [String]] = [:]
    var startTransitions: [String: [String]] = [:]
    for animator in plan.animators {
      let key = animator.target
      let onStart = (animator.space == .root && overlays.contains(key)) || !endKeys.contains(key)
      if onStart {
        startTransitions[key, default: []].appendOnce(animator.transition)
      } else {
        endTransitions[key, default: []].appendOnce(animator.transition)
      }
    }
    self.endTransitions = endTransitions
    self.startTransitions = startTransitions
  }

  /// The explanation of view `i` of one side.
  func entry(_ side: MatchExplanation.Side, _ i: Int) -> MatchExplanation.Entry {
    let flat = side == .from ? context.start : context.end
    let capture = side == .from ? context.startCapture : context.endCapture
    let view = flat[i]
    var entry = MatchExplanation.Entry(
      side: side,
      key: flat.entries[i].key,
      className: view.className,
      status: .matched
    )
    let root = context.tree.root.targets
    guard capture.captured[i] else {
      notCaptured(&entry, flat, i)
      return entry
    }
    guard root.isValidTarget(view) else {
      if let rule = exclusion(of: view, root) {
        entry.status = .excluded
        entry.rule = rule
        entry.reason = "the root transition excludes it by \(rule)"
      } else {
        entry.status = .notTargeted
        entry.rule = targetList(root)
        entry.reason = "the root transition targets only \(targetList(root))"
      }
      return entry
    }
    let pairIndex = side == .from ? context.match.pairOfStart[i] : context.match.pairOfEnd[i]
    guard let pairIndex else { return entry }  // every valid captured view is in a pair
    let pair = context.match.pairs[pairIndex]
    if let kind = pair.kind, let s = pair.start, let e = pair.end {
      entry.matchedBy = kind == .name ? "transitionName" : kind.rawValue
      entry.counterpart = side == .from ? context.end.entries[e].key : context.start.entries[s].key
      entry.reason = visibilityNote(start: s, end: e)
      // A matched view that disappears into the overlay is animated under its start key.
      let startKey = context.start.entries[s].key
      entry.transitions = endTransitions[context.end.entries[e].key] ?? []
      for transition in startTransitions[startKey] ?? [] {
        entry.transitions.appendOnce(transition)
      }
      return entry
    }
    unmatched(&entry, side, i)
    return entry
  }

  // MARK: - Not captured, excluded, not targeted

  /// Why capture never reached view `i`: the fast path, or an excluded ancestor.
  private func notCaptured(_ entry: inout MatchExplanation.Entry, _ flat: FlatScene, _ i: Int) {
    let root = context.tree.root.targets
    let view = flat[i]
    if root.usesFastCapturePath {
      if let id = view.id, root.targetIds.contains(id) {
        entry.status = .notCaptured
        entry.rule = "targetId '\(id)'"
        entry.reason =
          "another view with id '\(id)' comes first; the root transition captures target ids with findViewById, which finds only the first"
      } else {
        entry.status = .notTargeted
        entry.rule = targetList(root)
        entry.reason =
          "the root transition targets only \(targetList(root)) and captures just those views"
      }
      return
    }
    if let rule = captureStop(of: view, root) {
      entry.status = .excluded
      entry.rule = rule
      entry.reason = "the root transition excludes it and everything inside it by \(rule)"
      return
    }
    entry.status = .notCaptured
    for a in flat.ancestors(of: i).reversed() {
      let ancestor = flat[a]
      let ancestorKey = flat.entries[a].key
      if let rule = captureStop(of: ancestor, root) {
        entry.ancestor = ancestorKey
        entry.rule = rule
        entry.reason =
          "its ancestor '\(ancestorKey)' is excluded by \(rule), so nothing inside it is captured"
        return
      }
      if let rule = childrenExclusion(of: ancestor, root) {
        entry.ancestor = ancestorKey
        entry.rule = rule
        entry.reason = "its ancestor '\(ancestorKey)' has its children excluded by \(rule)"
        return
      }
    }
  }

  /// The rule that stops capture at a view (`excludeId`, `excludeClass`), if any.
  private func captureStop(of view: ViewNode, _ rules: TargetRules) -> String? {
    if let id = view.id, rules.excludeIds.contains(id) { return "excludeId '\(id)'" }
    if let rule = rules.excludeClasses.first(where: { TargetRules.isInstance(view, of: $0) }) {
      return "excludeClass '\(rule)'"
    }
    return nil
  }

  /// The rule that keeps capture out of a view's children, if any.
  private func childrenExclusion(of view: ViewNode, _ rules: TargetRules) -> String? {
    if let id = view.id, rules.excludeChildrenIds.contains(id) {
      return "excludeChildren id '\(id)'"
    }
    if let rule = rules.excludeChildrenClasses.first(where: { TargetRules.isInstance(view, of: $0) }
    ) {
      return "excludeChildren class '\(rule)'"
    }
    return nil
  }

  /// The exclude rule that makes a captured view an invalid target, if any.
  private func exclusion(of view: ViewNode, _ rules: TargetRules) -> String? {
    if let rule = captureStop(of: view, rules) { return rule }
    if let name = view.transitionName, rules.excludeNames.contains(name) {
      return "excludeName '\(name)'"
    }
    return nil
  }

  /// The root's target lists in words: `targetId 'a', targetName 'b'`.
  private func targetList(_ rules: TargetRules) -> String {
    let parts =
      rules.targetIds.map { "targetId '\($0)'" } + rules.targetNames.map { "targetName '\($0)'" }
      + rules.targetClasses.map { "targetClass '\($0)'" }
    return parts.joined(separator: ", ")
  }

  // MARK: - Matched and unmatched

  /// A note on a matched pair's visibility, empty when both are visible.
  private func visibilityNote(start s: Int, end e: Int) -> String {
    let sv = context.start[s].visibility
    let ev = context.end[e].visibility
    switch rules.classify(start: s, end: e) {
    case .appearing: return "it becomes visible (was \(sv.rawValue))"
    case .disappearing: return "it becomes \(ev.rawValue)"
    case .none:
      if sv == .visible && ev == .visible { return "" }
      if sv == ev { return "\(sv.rawValue) in both scenes" }
      return "\(sv.rawValue) in the start scene and \(ev.rawValue) in the end scene"
    }
  }

  /// Fills in an unmatched valid view: appearing, disappearing, riding inside an ancestor, or
  /// hidden, with why no counterpart was found.
  private func unmatched(
    _ entry: inout MatchExplanation.Entry,
    _ side: MatchExplanation.Side,
    _ i: Int
  ) {
    let flat = side == .from ? context.start : context.end
    let why = whyNoCounterpart(side, i)
    let decision =
      side == .from
      ? rules.decide(start: i, end: nil, mode: .both)
      : rules.decide(start: nil, end: i, mode: .both)
    switch decision {
    case .appear:
      entry.status = .appearing
      entry.reason = why
      entry.transitions = endTransitions[entry.key] ?? []
      return
    case .overlay, .inPlace:
      entry.status = .disappearing
      entry.reason = why
      entry.transitions = startTransitions[entry.key] ?? []
      return
    case .none:
      break
    }
    let visibility = flat[i].visibility
    if visibility != .visible {
      entry.status = .hidden
      entry.reason =
        side == .from
        ? "\(visibility.rawValue) in the start scene, so nothing disappears; \(why)"
        : "\(visibility.rawValue) in the end scene, so nothing appears; \(why)"
      return
    }
    entry.status = side == .from ? .disappearingWithAncestor : .appearingWithAncestor
    let ancestor = animatingAncestor(side, i) ?? flat.entries[i].parent
    let verb = side == .from ? "disappears" : "appears"
    let subtree = side == .from ? "a removed" : "an added"
    if let ancestor {
      let ancestorKey = flat.entries[ancestor].key
      entry.ancestor = ancestorKey
      let transitions = side == .from ? startTransitions : endTransitions
      let carrier =
        transitions[ancestorKey]?.isEmpty == false
        ? "which animates for it"
        : "which no transition animates, so it \(side == .from ? "goes" : "comes") at once"
      entry.reason =
        "it \(verb) with its ancestor '\(ancestorKey)', \(carrier) (Android animates only the outermost view of \(subtree) subtree); \(why)"
    } else {
      entry.reason = why
    }
  }

  /// The nearest ancestor of an unmatched view that appears (end) or disappears (start) and
  /// animates itself.
  private func animatingAncestor(_ side: MatchExplanation.Side, _ i: Int) -> Int? {
    let flat = side == .from ? context.start : context.end
    for a in flat.ancestors(of: i) {
      let pairIndex = side == .from ? context.match.pairOfStart[a] : context.match.pairOfEnd[a]
      guard let pairIndex else { continue }
      let pair = context.match.pairs[pairIndex]
      switch rules.decide(start: pair.start, end: pair.end, mode: .both) {
      case .appear(let e) where side == .to && e == a: return a
      case .overlay(let s, _) where side == .from && s == a: return a
      default: continue
      }
    }
    return nil
  }

  /// Why a valid view found no counterpart, in words: a reason for its transitionName and one
  /// for its id (``whyNotMatched(_:_:kind:label:value:key:)``), or that it has neither.
  private func whyNoCounterpart(_ side: MatchExplanation.Side, _ i: Int) -> String {
    if let snapshot = snapshot(containing: i, side) { return snapshot }
    let view = (side == .from ? context.start : context.end)[i]
    let kinds: [(MatchKind, String, String?, (ViewNode) -> String?)] = [
      (.name, "transitionName", view.transitionName, { $0.transitionName }),
      (.id, "id", view.id, { $0.id }),
    ]
    var reasons: [String] = []
    for (kind, label, value, key) in kinds {
      guard let value else { continue }
      guard kind != .id || view.matchesByID else {
        reasons.append(
          "its id '\(value)' (an Interface Builder label or object id) pairs views only within one document"
        )
        continue
      }
      reasons.append(whyNotMatched(side, i, kind: kind, label: label, value: value, key: key))
    }
    if view.transitionName == nil && view.id == nil {
      reasons.append(
        "it has no transitionName or id (instance matching never pairs views of two scene files)"
      )
    }
    return reasons.joined(separator: "; ")
  }

  /// The reason a view inside a snapshot transition's root is not matched, or `nil` when it is
  /// not inside one.
  private func snapshot(containing i: Int, _ side: MatchExplanation.Side) -> String? {
    for node in context.tree.nodes {
      guard let kind = node.transition.kind as? any SnapshotTransition else { continue }
      let roots = kind.snapshotRoots(start: context.start, end: context.end)
      let flat = side == .from ? context.start : context.end
      guard let root = side == .from ? roots.start : roots.end,
        flat.subtree(of: root).contains(i)
      else { continue }
      let content = side == .from ? "old" : "new"
      return
        "it is inside \(kind.className)'s snapshot of '\(flat.entries[root].key)', drawn as the \(content) content (nothing inside a snapshot is matched)"
    }
    return nil
  }

  /// Why view `i` did not match by one kind (`label` names it in the message) although its
  /// `key` is `value`: the root's matchOrder leaves the kind out, the value is shared in its
  /// own scene, no view or several views of the other scene have it, or the one that has it is
  /// taken (``whyCandidateTaken(_:_:label:value:)``).
  private func whyNotMatched(
    _ side: MatchExplanation.Side,
    _ i: Int,
    kind: MatchKind,
    label: String,
    value: String,
    key: (ViewNode) -> String?
  ) -> String {
    let flat = side == .from ? context.start : context.end
    let other = side == .from ? context.end : context.start
    let here = side == .from ? "start" : "end"
    let there = side == .from ? "end" : "start"
    let order = context.tree.root.matchOrder ?? MatchKind.defaultOrder
    guard order.contains(kind) else {
      return "matchOrder does not include \(kind == .name ? "name" : "id")"
    }
    let hereCount = capturedViews(flat, side, key, value).count
    if hereCount > 1 {
      return
        "its \(label) '\(value)' is shared by \(hereCount) views in the \(here) scene, so it cannot match by \(label)"
    }
    let otherSide: MatchExplanation.Side = side == .from ? .to : .from
    let candidates = capturedViews(other, otherSide, key, value)
    if candidates.isEmpty {
      return "no view in the \(there) scene has \(label) '\(value)'"
    } else if candidates.count > 1 {
      return
        "\(label) '\(value)' is shared by \(candidates.count) views in the \(there) scene, so it cannot match"
    }
    return whyCandidateTaken(otherSide, candidates[0], label: label, value: value)
  }

  /// Why the one view `c` of the other scene (on `otherSide`) whose `label` is `value` did not
  /// match: it was already matched to another view, or the root transition does not target it.
  private func whyCandidateTaken(
    _ otherSide: MatchExplanation.Side,
    _ c: Int,
    label: String,
    value: String
  ) -> String {
    let other = otherSide == .from ? context.start : context.end
    let there = otherSide == .from ? "start" : "end"
    let cKey = other.entries[c].key
    let pairIndex = otherSide == .from ? context.match.pairOfStart[c] : context.match.pairOfEnd[c]
    guard let pairIndex, let matchedKind = context.match.pairs[pairIndex].kind else {
      return
        "the \(there) scene's '\(cKey)' with \(label) '\(value)' is not a target of the root transition"
    }
    let pair = context.match.pairs[pairIndex]
    let partner =
      otherSide == .from
      ? pair.end.map { context.end.entries[$0].key }
      : pair.start.map { context.start.entries[$0].key }
    let by = matchedKind == .name ? "transitionName" : matchedKind.rawValue
    return
      "the \(there) scene's '\(cKey)' with \(label) '\(value)' was already matched by \(by) to '\(partner ?? "")'"
  }

  /// Captured views of a scene whose `key` is `value`, in document order.
  private func capturedViews(
    _ flat: FlatScene,
    _ side: MatchExplanation.Side,
    _ key: (ViewNode) -> String?,
    _ value: String
  ) -> [Int] {
    let capture = side == .from ? context.startCapture : context.endCapture
    return flat.entries.indices.filter { capture.captured[$0] && key(flat[$0]) == value }
  }
}

extension Array where Element == String {
  /// Appends unless already present.
  fileprivate mutating func appendOnce(_ element: String) {
    if !contains(element) { append(element) }
  }
}
