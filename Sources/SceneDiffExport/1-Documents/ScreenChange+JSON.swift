import SceneDiffCore

extension ScreenChange {
  /// A plan's `screenChange` object: which screen draws on top and each screen's motion (its
  /// source, or `null`); then, only when they are set, `activity: true` and the
  /// `transitions` that ran (each one's source, or `null`, and `overlap`).
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("order", .string(order.rawValue)),
      ("enter", enter.map(\.json) ?? .null),
      ("exit", exit.map(\.json) ?? .null),
    ]
    if isActivityChange { pairs.append(("activity", .bool(true))) }
    if let transitions, !transitions.isEmpty {
      let source = { (part: ScreenTransitions.Part?) -> JSONValue in
        part.map { JSONValue.string($0.source) } ?? JSONValue.null
      }
      pairs.append(
        (
          "transitions",
          .object([
            ("enter", source(transitions.enter)),
            ("exit", source(transitions.exit)),
            ("sharedElement", source(transitions.sharedElement)),
            ("overlap", .bool(transitions.allowsOverlap)),
          ])
        )
      )
    }
    return .object(pairs)
  }
}

extension ScreenChange.Motion {
  /// `{ "viewAnimation": source }`, `{ "propertyAnimator": source }` or `{ "uiKit": source }`.
  public var json: JSONValue {
    switch self {
    case .viewAnimation(let source, _): .object([("viewAnimation", .string(source))])
    case .propertyAnimation(let source, _): .object([("propertyAnimator", .string(source))])
    case .uiKit(let source, _): .object([("uiKit", .string(source))])
    }
  }
}

extension ViewAnimationRun {
  /// One entry of a plan's `viewAnimations` array: the view, the animation's source, when it
  /// starts and ends (`null` when it repeats forever), and whether it keeps its end state.
  public var json: JSONValue {
    .object([
      ("target", .string(target)),
      ("source", .string(source)),
      ("startMs", .number(startMs)),
      ("endMs", endMs.map { .number($0) } ?? .null),
      ("fillAfter", .bool(animation.fillAfter)),
    ])
  }
}
