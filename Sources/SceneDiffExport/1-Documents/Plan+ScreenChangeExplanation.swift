import SceneDiffCore

extension Plan {
  /// What `scenediff explain --json` prints for a screen change (`scenediff.explain`, version
  /// 1), keys in fixed order; `nil` for a plan that is not a screen change.
  ///
  /// `screenChange` holds `order` and `onTop` (`"to"` or `"from"`: which screen draws on
  /// top), `activity` (whether a window changes), `roots` (each screen's root: `key`, `side`,
  /// `screen` (`coming` or `leaving`), `motion` (as in plans' `screenChange`, or
  /// `{ "transition": ROLE, "source": … }` for a Transition-framework transition, or `null`),
  /// `drawnUntilMs` (the leaving root's; `null` for the coming one) and its `animators`) and
  /// `sharedElements` (each matched pair with the transition that moves it and its
  /// animators). Animators are `{ "transition", "property", "startMs", "endMs" }`.
  public var screenChangeExplanationJSON: JSONValue? {
    guard let change = screenChange else { return nil }
    let leaving = Set(disappearing)
    let roots = (appearing + disappearing).map { key -> JSONValue in
      let isLeaving = leaving.contains(key)
      var motion = (isLeaving ? change.exit : change.enter)?.json ?? .null
      if motion == .null,
        let part = isLeaving ? change.transitions?.exit : change.transitions?.enter
      {
        motion = .object([
          ("transition", .string(isLeaving ? "exit" : "enter")), ("source", .string(part.source)),
        ])
      }
      let until = presences.first { $0.key == key }?.untilMs
      return .object([
        ("key", .string(key)),
        ("side", .string(isLeaving ? "from" : "to")),
        ("screen", .string(isLeaving ? "leaving" : "coming")),
        ("motion", motion),
        ("drawnUntilMs", isLeaving ? .number(until ?? 0) : .null),
        ("animators", explainedAnimators(of: key)),
      ])
    }
    var shared: [JSONValue] = []
    if let part = change.transitions?.sharedElement {
      shared = matches.map {
        .object([
          ("from", .string($0.from)), ("to", .string($0.to)), ("source", .string(part.source)),
          ("animators", explainedAnimators(of: $0.to)),
        ])
      }
    }
    return .object([
      ("format", .string("scenediff.explain")),
      ("version", .int(1)),
      ("from", fromScene.referenceJSON),
      ("to", toScene.referenceJSON),
      ("transitionSource", transitionSource?.json ?? .null),
      (
        "screenChange",
        .object([
          ("order", .string(change.order.rawValue)),
          ("onTop", .string(change.order == .enteringOnTop ? "to" : "from")),
          ("activity", .bool(change.isActivityChange)),
          ("roots", .array(roots)),
          ("sharedElements", .array(shared)),
        ])
      ),
    ])
  }

  /// The animators on `key`, as the explanation lists them.
  private func explainedAnimators(of key: String) -> JSONValue {
    .array(
      animators.filter { $0.target == key }.map {
        // A property animator's valueType, when it is not floatType.
        let valueType: [(String, JSONValue)] =
          $0.evaluator == .property ? [] : [("valueType", .string($0.evaluator.valueTypeName))]
        return .object(
          [
            ("transition", .string($0.transition)),
            ("property", .string($0.property.rawValue)),
          ] + valueType + [
            ("startMs", .number($0.startMs)),
            ("endMs", .number($0.endMs)),
          ]
        )
      }
    )
  }
}
