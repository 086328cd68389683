extension ViewKeys {
  /// The prefix of a start view's key when an unmatched end view has the same key.
  package static let startPrefix = "from:"
  /// The prefix of an end view's key when an unmatched start view has the same key.
  package static let endPrefix = "to:"

  /// Keeps two unrelated views of the two scenes from sharing a key: when a start view and an
  /// end view have the same key `K` and `separates` says so, the start view's key becomes
  /// `from:K` and the end view's `to:K` — the prefixes a screen change gives every key.
  ///
  /// Two roots without an id are both `/0`; when neither matches the other, the planner
  /// separates them into `from:/0` and `to:/0`.
  ///
  /// - Parameters:
  ///   - start: The start scene; its entries' keys are rewritten in place.
  ///   - end: The end scene; its entries' keys are rewritten in place.
  ///   - separates: Whether start view `s` and end view `e`, which share `key`, get sides.
  /// - Returns: The keys that were separated, in start-scene document order.
  @discardableResult
  package static func separate(
    _ start: inout FlatScene,
    _ end: inout FlatScene,
    where separates: (_ key: String, _ s: Int, _ e: Int) -> Bool
  ) -> [String] {
    let endIndex = end.indexByKey()
    var separated: [String] = []
    for s in start.entries.indices {
      let key = start.entries[s].key
      guard let e = endIndex[key], separates(key, s, e) else { continue }
      start.entries[s].key = startPrefix + key
      end.entries[e].key = endPrefix + key
      separated.append(key)
    }
    return separated
  }

  /// Whether a name or id may be used as a key as written: it must not look like a path key or
  /// carry a side prefix.
  static func isUsable(_ name: String) -> Bool {
    // Only a name whose first byte is `/`, `f` or `t` can start with one of the three.
    switch name.utf8.first {
    case .some(UInt8(ascii: "/")), .some(UInt8(ascii: "f")), .some(UInt8(ascii: "t")): break
    default: return true
    }
    return !name.hasPrefix("/") && !name.hasPrefix(startPrefix) && !name.hasPrefix(endPrefix)
  }

  /// Whether `key`, a key as ``assign(_:names:)`` gives it (no side prefix), is a path key
  /// (`/0/2/1`): no name or id used as a key starts with `/` (``isUsable(_:)``).
  static func isPath(_ key: String) -> Bool {
    key.utf8.first == UInt8(ascii: "/")
  }

  /// A key with its side prefix swapped (`from:K` ↔ `to:K`), as when a plan is reversed.
  package static func swappingSide(_ key: String) -> String {
    if key.hasPrefix(startPrefix) { return endPrefix + key.dropFirst(startPrefix.count) }
    if key.hasPrefix(endPrefix) { return startPrefix + key.dropFirst(endPrefix.count) }
    return key
  }
}
