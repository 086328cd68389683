import SceneDiffCore

extension MotionReview {
  /// The review for a terminal, in the manner of `diff -u`: `---`/`+++` headers, then `~` for
  /// a changed entry (its changed keys indented below it), `+` for an added one and `-` for a
  /// removed one, and a closing count.
  ///
  /// ```
  /// --- old.plan.json
  /// +++ new.plan.json
  /// total duration: 600 ms → 450 ms (−150 ms)
  /// ~ match card: by id → by transitionName
  /// + appearing panel
  /// ~ task_4 · ChangeBounds · bounds
  ///     startMs: 300 → 150
  /// - task_3 · Fade · alpha: 1 → 0, 0–300 ms, accelerateDecelerate
  /// 1 view change, 2 animator changes (1 changed, 0 added, 1 removed)
  /// ```
  ///
  /// Two batches get one block per pair that is not unchanged, headed by its status and name,
  /// and a last line counting pairs by status.
  public var text: String {
    var lines = ["--- \(oldLabel)", "+++ \(newLabel)"]
    if isSinglePair, let pair = pairs.first {
      if let diff = pair.diff {
        lines += Self.lines(diff)
        if diff.hasChanges { lines.append(Self.countLine(diff)) }
      }
      return lines.joined(separator: "\n") + "\n"
    }
    for pair in pairs where pair.status != .unchanged {
      let head = pair.status.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
      switch pair.status {
      case .changed:
        lines.append(head + pair.name)
        lines += (pair.diff.map(Self.lines) ?? []).map { "  " + $0 }
      case .added, .removed:
        let plan = pair.new ?? pair.old
        lines.append(head + pair.name + (plan.map { ": " + Self.planSummary($0) } ?? ""))
      case .failed:
        lines.append(head + pair.name + ": " + failure(pair))
      case .unchanged:
        break
      }
    }
    lines.append(pairCountLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `12 pairs: 1 changed, 1 added, 1 removed, 1 failed, 8 unchanged`.
  public var pairCountLine: String {
    "\(pairs.count) pair\(pairs.count == 1 ? "" : "s"): "
      + Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
  }

  /// Why a failed pair has no comparison.
  package func failure(_ pair: Pair) -> String {
    switch (pair.old, pair.new) {
    case (nil, nil): "no plan on either side"
    case (nil, _): "no plan in \(oldLabel)"
    default: "no plan in \(newLabel)"
    }
  }

  /// `3 animators, 300 ms`.
  package static func planSummary(_ plan: PlanDocument) -> String {
    "\(plan.animators.count) animator\(plan.animators.count == 1 ? "" : "s"), "
      + DiffValueText.ms(plan.totalDurationMs)
  }

  /// The lines of one diff, without indentation.
  static func lines(_ diff: PlanDiff) -> [String] {
    guard diff.hasChanges else {
      return ["no motion changes (total duration \(DiffValueText.ms(diff.new.totalDurationMs)))"]
    }
    var lines = [durationLine(diff)]
    if let line = interactionLine(diff) { lines.append(line) }
    for change in diff.views {
      lines.append(viewLine(change))
    }
    for change in diff.animators {
      switch change.kind {
      case .changed:
        lines.append("~ \(change.key)")
        lines += change.fields.map { "    " + DiffValueText.field($0) }
      case .added:
        lines.append("+ \(change.key): " + (change.new.map(DiffValueText.summary) ?? ""))
      case .removed:
        lines.append("- \(change.key): " + (change.old.map(DiffValueText.summary) ?? ""))
      }
    }
    return lines
  }

  /// `~ interaction: changed`, `+ interaction` or `- interaction` when the interaction
  /// timeline differs, else `nil`.
  package static func interactionLine(_ diff: PlanDiff) -> String? {
    guard diff.interactionChanged else { return nil }
    if diff.old.interaction == nil { return "+ interaction" }
    if diff.new.interaction == nil { return "- interaction" }
    return "~ interaction: changed"
  }

  /// `total duration: 600 ms → 450 ms (−150 ms)`, or `total duration: 600 ms`.
  package static func durationLine(_ diff: PlanDiff) -> String {
    let old = diff.old.totalDurationMs
    let new = diff.new.totalDurationMs
    guard diff.totalDurationChanged else { return "total duration: \(DiffValueText.ms(new))" }
    return "total duration: \(DiffValueText.ms(old)) → \(DiffValueText.ms(new)) "
      + "(\(DiffValueText.signedMs(new - old)))"
  }

  /// `~ match card: by id → by transitionName`, `+ appearing panel`.
  static func viewLine(_ change: ViewChange) -> String {
    let sign = change.kind == .added ? "+" : change.kind == .removed ? "-" : "~"
    switch change.list {
    case .matches:
      let old = change.oldMatch.map(matchText)
      let new = change.newMatch.map(matchText)
      let detail = [old, new].compactMap(\.self).joined(separator: " → ")
      return "\(sign) match \(change.key): \(detail)"
    case .appearing, .disappearing:
      return "\(sign) \(change.list.rawValue) \(change.key)"
    }
  }

  /// `by id`, or `from old_key by id` when the start key differs from the end key.
  static func matchText(_ match: PlanDocument.Match) -> String {
    (match.from == match.to ? "" : "from \(match.from) ") + "by \(match.by)"
  }

  /// `1 view change, 3 animator changes (1 changed, 1 added, 1 removed)`.
  static func countLine(_ diff: PlanDiff) -> String {
    guard diff.hasChanges else { return "no motion changes" }
    let kinds: [AnimatorChange.Kind] = [.changed, .added, .removed]
    let counts = kinds.map { kind in
      "\(diff.animators.filter { $0.kind == kind }.count) \(kind.rawValue)"
    }
    return "\(diff.views.count) view change\(diff.views.count == 1 ? "" : "s"), "
      + "\(diff.animators.count) animator change\(diff.animators.count == 1 ? "" : "s") "
      + "(\(counts.joined(separator: ", ")))"
  }
}
