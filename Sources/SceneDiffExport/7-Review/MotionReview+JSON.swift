import SceneDiffCore

extension MotionReview {
  /// The review as a `scenediff.diff` document (version 1), keys in fixed order.
  ///
  /// `{ "format", "version", "old", "new", "tolerance": { "values", "ms" }, "pairs",
  /// "changed", "added", "removed", "failed", "unchanged", "results": [{ "name", "status",
  /// "totalDurationMs": { "old", "new" }, "interactionChanged", "views", "animators" }] }`; see
  /// `Docs/output-formats.md`.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("format", .string("scenediff.diff")),
      ("version", .int(1)),
      ("old", .string(oldLabel)),
      ("new", .string(newLabel)),
      (
        "tolerance",
        .object([("values", .number(tolerance.values)), ("ms", .number(tolerance.ms))])
      ),
      ("pairs", .int(self.pairs.count)),
    ]
    for status in Status.allCases {
      pairs.append((status.rawValue, .int(count(status))))
    }
    pairs.append(("results", .array(self.pairs.map(\.json))))
    return .object(pairs)
  }
}

extension MotionReview.Pair {
  /// One entry of `results`.
  var json: JSONValue {
    .object([
      ("name", .string(name)),
      ("status", .string(status.rawValue)),
      (
        "totalDurationMs",
        .object([
          ("old", old.map { .number($0.totalDurationMs) } ?? .null),
          ("new", new.map { .number($0.totalDurationMs) } ?? .null),
        ])
      ),
      ("interactionChanged", .bool(diff?.interactionChanged ?? false)),
      ("views", .array((diff?.views ?? []).map(\.json))),
      ("animators", .array((diff?.animators ?? []).map(\.json))),
    ])
  }
}

extension ViewChange {
  /// `{ "change", "list", "key" }`, and for matches `"old"` and `"new"` (`{ "from", "to",
  /// "by" }` or `null`).
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("change", .string(kind.rawValue)), ("list", .string(list.rawValue)), ("key", .string(key)),
    ]
    if list == .matches {
      pairs.append(("old", oldMatch.map(\.json) ?? .null))
      pairs.append(("new", newMatch.map(\.json) ?? .null))
    }
    return .object(pairs)
  }
}

extension PlanDocument.Match {
  /// `{ "from", "to", "by" }`, as in plans.
  public var json: JSONValue {
    .object([("from", .string(from)), ("to", .string(to)), ("by", .string(by))])
  }
}

extension AnimatorChange {
  /// `{ "change", "target", "transition", "property", "occurrence" }`, then `"fields"` (each
  /// `{ "field", "old", "new" }`, `null` for an absent key) for a changed animator, `"new"`
  /// or `"old"` (the animator as plan JSON) for an added or removed one.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("change", .string(kind.rawValue)),
      ("target", .string(key.target)),
      ("transition", .string(key.transition)),
      ("property", .string(key.property)),
      ("occurrence", .int(key.occurrence)),
    ]
    switch kind {
    case .changed:
      let fields = fields.map { field in
        JSONValue.object([
          ("field", .string(field.field)), ("old", field.old ?? .null), ("new", field.new ?? .null),
        ])
      }
      pairs.append(("fields", .array(fields)))
    case .added:
      pairs.append(("new", new?.json ?? .null))
    case .removed:
      pairs.append(("old", old?.json ?? .null))
    }
    return .object(pairs)
  }
}
