extension Planner {
  /// Gives `from:K` and `to:K` keys to a start view and an end view that share the key `K`
  /// when the matcher considered both (each is in a pair) but paired neither with anything: what
  /// ``ViewKeys/separate(_:_:where:)`` does with that rule, looking up only the end views
  /// left alone instead of every end key.
  ///
  /// - Returns: The keys that were separated, in start-scene document order.
  static func separateUnpaired(
    _ start: inout FlatScene,
    _ end: inout FlatScene,
    _ match: MatchResult
  ) -> [String] {
    // Found before any key changes: keys are unique in a scene, so each end view is found by
    // one start view at most, and the rewrites cannot change what another look-up finds.
    let found = unpairedByNumber(start, end, match) ?? unpairedByKey(start, end, match)
    var separated: [String] = []
    separated.reserveCapacity(found.count)
    for (s, e) in found {
      let key = start.entries[s].key
      start.entries[s].key = ViewKeys.startPrefix + key
      end.entries[e].key = ViewKeys.endPrefix + key
      separated.append(key)
    }
    return separated
  }

  /// The start-only and end-only views that share a key, in start-scene document order.
  ///
  /// Keys are compared by their numbers (``FlatScene/keyNumber(of:)``), paths as strings
  /// found through a ``PathKeyTable``: no name or id is hashed. `nil` when that cannot decide: the end scene was not numbered
  /// against the start's, or a key looked at is neither a name, an id nor a path.
  private static func unpairedByNumber(
    _ start: FlatScene,
    _ end: FlatScene,
    _ match: MatchResult
  ) -> [(start: Int, end: Int)]? {
    guard end.names.sharesNumbers(with: start.names) else { return nil }
    var byNumber: [Int32: Int] = [:]
    byNumber.reserveCapacity(
      match.pairs.reduce(0) { count, pair in pair.start == nil ? count + 1 : count }
    )
    // The path-keyed ones listed first, so that their table is made to size once.
    var paths: [Int] = []
    for pair in match.pairs where pair.start == nil {
      guard let e = pair.end else { continue }
      if let n = end.keyNumber(of: e) {
        byNumber[n] = e
      } else if ViewKeys.isPath(end.entries[e].key) {
        paths.append(e)
      } else {
        return nil
      }
    }
    var found: [(start: Int, end: Int)] = []
    guard !byNumber.isEmpty || !paths.isEmpty else { return found }
    var byPath = PathKeyTable(count: paths.count)
    for e in paths { byPath.insert(digest: byPath.hash(end.entries[e].key), index: e) }
    paths = []
    for s in start.entries.indices {
      guard let p = match.pairOfStart[s], match.pairs[p].end == nil else { continue }
      let e: Int?
      if let n = start.keyNumber(of: s) {
        e = byNumber[n]
      } else if ViewKeys.isPath(start.entries[s].key) {
        let key = start.entries[s].key
        e = byPath.find(key, digest: byPath.hash(key)) { end.entries[$0].key }
      } else {
        return nil
      }
      if let e { found.append((s, e)) }
    }
    return found
  }

  /// ``unpairedByNumber(_:_:_:)``'s answer found by hashing every key looked at.
  private static func unpairedByKey(
    _ start: FlatScene,
    _ end: FlatScene,
    _ match: MatchResult
  ) -> [(start: Int, end: Int)] {
    var endAlone: [String: Int] = [:]
    for pair in match.pairs where pair.start == nil {
      if let e = pair.end { endAlone[end.entries[e].key] = e }
    }
    var found: [(start: Int, end: Int)] = []
    guard !endAlone.isEmpty else { return found }
    for s in start.entries.indices {
      guard let p = match.pairOfStart[s], match.pairs[p].end == nil else { continue }
      if let e = endAlone[start.entries[s].key] { found.append((s, e)) }
    }
    return found
  }
}
