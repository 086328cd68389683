import SceneDiffCore

extension MatchExplanation {
  /// The explanation as one JSON document (`scenediff.explain`, version 1), keys in fixed order.
  ///
  /// `transitionSource` says which transition ran, as in plans (`null` when not known).
  /// `views` holds every start view, then every end view, each with `scene` (`from`/`to`),
  /// `key`, `class`, `status`, `by`, `counterpart`, `ancestor`, `rule` (each a string or
  /// `null`), `reason` (a string, possibly empty) and `transitions` (leaf class names).
  public var json: JSONValue {
    .object([
      ("format", .string("scenediff.explain")),
      ("version", .int(1)),
      ("from", fromScene.referenceJSON),
      ("to", toScene.referenceJSON),
      ("transitionSource", transitionSource?.json ?? .null),
      ("views", .array(entries.map(\.json))),
    ])
  }
}

extension MatchExplanation.Entry {
  /// One entry of the `views` array.
  public var json: JSONValue {
    .object([
      ("scene", .string(side.rawValue)),
      ("key", .string(key)),
      ("class", .string(className)),
      ("status", .string(status.rawValue)),
      ("by", .optional(matchedBy)),
      ("counterpart", .optional(counterpart)),
      ("ancestor", .optional(ancestor)),
      ("rule", .optional(rule)),
      ("reason", .string(reason)),
      ("transitions", .array(transitions.map(JSONValue.string))),
    ])
  }
}
