import SceneDiffCore

extension TransitionSource {
  /// The plan's `transitionSource` object: `kind`, then the keys that kind has.
  ///
  /// `{ "kind": "file", "file" }`, `{ "kind": "manager-rule", "file", "manager", "line",
  /// "column" }` (the rule's place in the manager file), `{ "kind": "auto-transition" }` (no
  /// transition given) or `{ "kind": "manager-fallback", "manager", "reason" }` (no rule of the
  /// manager applies; AutoTransition ran) or `{ "kind": "motion-scene", "file", "line",
  /// "column" }` (a MotionScene's `<Transition>`, where it is written).
  public var json: JSONValue {
    switch self {
    case .file(let file):
      .object([("kind", .string("file")), ("file", .string(file))])
    case .managerRule(let transition, let rule):
      .object([
        ("kind", .string("manager-rule")), ("file", .string(transition)),
        ("manager", .string(rule.file)), ("line", .int(rule.line)), ("column", .int(rule.column)),
      ])
    case .autoTransition:
      .object([("kind", .string("auto-transition"))])
    case .motionScene(let file, let transition):
      .object([
        ("kind", .string("motion-scene")), ("file", .string(file)),
        ("line", .int(transition.line)), ("column", .int(transition.column)),
      ])
    case .managerFallback(let manager, let reason):
      .object([
        ("kind", .string("manager-fallback")), ("manager", .string(manager)),
        ("reason", .string(reason)),
      ])
    }
  }
}
