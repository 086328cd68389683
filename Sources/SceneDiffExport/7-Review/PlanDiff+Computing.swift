import SceneDiffCore

/// Matching two plans' entries and comparing them.
extension PlanDiff {
  /// Matches by end key, then appearing and disappearing views by key.
  static func viewChanges(_ old: PlanDocument, _ new: PlanDocument) -> [ViewChange] {
    var changes: [ViewChange] = []
    for match in new.matches {
      guard let before = old.matches.first(where: { $0.to == match.to }) else {
        changes.append(ViewChange(list: .matches, kind: .added, key: match.to, newMatch: match))
        continue
      }
      if before != match {
        changes.append(
          ViewChange(
            list: .matches,
            kind: .changed,
            key: match.to,
            oldMatch: before,
            newMatch: match
          )
        )
      }
    }
    for match in old.matches where !new.matches.contains(where: { $0.to == match.to }) {
      changes.append(ViewChange(list: .matches, kind: .removed, key: match.to, oldMatch: match))
    }
    for (list, before, after) in [
      (ViewChange.List.appearing, old.appearing, new.appearing),
      (.disappearing, old.disappearing, new.disappearing),
    ] {
      for key in after where !before.contains(key) {
        changes.append(ViewChange(list: list, kind: .added, key: key))
      }
      for key in before where !after.contains(key) {
        changes.append(ViewChange(list: list, kind: .removed, key: key))
      }
    }
    return changes
  }

  /// Every animator with its key, occurrences counted in plan order.
  static func keyed(_ animators: [PlanDocument.Animator]) -> [(AnimatorKey, PlanDocument.Animator)]
  {
    var seen: [AnimatorKey: Int] = [:]
    return animators.map { animator in
      var key = AnimatorKey(
        target: animator.target,
        transition: animator.transition,
        property: animator.property
      )
      seen[key, default: 0] += 1
      key.occurrence = seen[key] ?? 1
      return (key, animator)
    }
  }

  /// Added and changed animators in the new plan's order, then removed ones.
  static func animatorChanges(
    _ old: [PlanDocument.Animator],
    _ new: [PlanDocument.Animator],
    _ tolerance: DiffTolerance
  ) -> [AnimatorChange] {
    let before = keyed(old)
    let after = keyed(new)
    var byKey: [AnimatorKey: PlanDocument.Animator] = [:]
    for (key, animator) in before { byKey[key] = animator }
    var changes: [AnimatorChange] = []
    var matched = Set<AnimatorKey>()
    for (key, animator) in after {
      guard let previous = byKey[key] else {
        changes.append(AnimatorChange(kind: .added, key: key, old: nil, new: animator))
        continue
      }
      matched.insert(key)
      let fields = fieldChanges(previous, animator, tolerance)
      if !fields.isEmpty {
        changes.append(
          AnimatorChange(kind: .changed, key: key, old: previous, new: animator, fields: fields)
        )
      }
    }
    for (key, animator) in before where !matched.contains(key) {
      changes.append(AnimatorChange(kind: .removed, key: key, old: animator, new: nil))
    }
    return changes
  }

  /// The keys of two animators that differ beyond the tolerance, in plan order.
  static func fieldChanges(
    _ old: PlanDocument.Animator,
    _ new: PlanDocument.Animator,
    _ tolerance: DiffTolerance
  ) -> [FieldChange] {
    var fields: [FieldChange] = []
    func compare(_ name: String, _ a: JSONValue?, _ b: JSONValue?, same: Bool) {
      if !same { fields.append(FieldChange(field: name, old: a, new: b)) }
    }
    compare("space", .string(old.space), .string(new.space), same: old.space == new.space)
    compare(
      "startMs",
      .number(old.startMs),
      .number(new.startMs),
      same: tolerance.sameTime(old.startMs, new.startMs)
    )
    compare(
      "durationMs",
      .number(old.durationMs),
      .number(new.durationMs),
      same: tolerance.sameTime(old.durationMs, new.durationMs)
    )
    for (name, a, b) in [
      ("from", old.from, new.from), ("to", old.to, new.to),
      ("keyframes", old.keyframes, new.keyframes),
      ("interpolator", old.interpolator, new.interpolator),
    ] as [(String, JSONValue?, JSONValue?)] {
      compare(name, a, b, same: tolerance.sameValue(a, b))
    }
    compare("path", old.path, new.path, same: tolerance.sameValue(old.path, new.path, isPath: true))
    return fields
  }
}
