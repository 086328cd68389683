/// Pairs captured start and end views by Android's rules (reference §6).
///
/// Only the root transition matches; its match order is honoured. Instance matching pairs only
/// views of one layout before and after changes (``ViewNode/instance``), and item ids do not exist in scenes, so those kinds
/// are accepted but match nothing. A `transitionName` or `id` that occurs on more than one
/// captured view of a scene is not used for matching on that side (Android's duplicate rule).
package enum Matcher {
  /// Matches two captured scenes.
  package static func match(
    start: FlatScene,
    startCapture: Capture,
    end: FlatScene,
    endCapture: Capture,
    rules rootRules: TargetRules,
    order: [MatchKind]
  ) -> MatchResult {
    let startValid = (0..<start.count).map {
      startCapture.captured[$0] && rootRules.isValidTarget(start[$0])
    }
    let endValid = (0..<end.count).map {
      endCapture.captured[$0] && rootRules.isValidTarget(end[$0])
    }
    var startMatched = [Bool](repeating: false, count: start.count)
    var endMatched = [Bool](repeating: false, count: end.count)
    var pairs: [MatchResult.Pair] = []

    for kind in order {
      let key: (ViewNode) -> String?
      switch kind {
      case .name: key = { $0.transitionName }
      case .id: key = { $0.matchesByID ? $0.id : nil }
      case .instance: key = { $0.instance }
      case .itemId: continue
      }
      let startKeys = uniqueKeys(start, startCapture, key)
      let endKeys = uniqueKeys(end, endCapture, key)
      for (s, k) in startKeys.ordered {
        guard startValid[s], !startMatched[s], let e = endKeys.index[k], endValid[e], !endMatched[e]
        else { continue }
        startMatched[s] = true
        endMatched[e] = true
        pairs.append(MatchResult.Pair(start: s, end: e, kind: kind))
      }
    }
    for s in 0..<start.count where startValid[s] && !startMatched[s] {
      pairs.append(MatchResult.Pair(start: s, end: nil, kind: nil))
    }
    for e in 0..<end.count where endValid[e] && !endMatched[e] {
      pairs.append(MatchResult.Pair(start: nil, end: e, kind: nil))
    }
    var pairOfStart = [Int?](repeating: nil, count: start.count)
    var pairOfEnd = [Int?](repeating: nil, count: end.count)
    for (i, pair) in pairs.enumerated() {
      if let s = pair.start { pairOfStart[s] = i }
      if let e = pair.end { pairOfEnd[e] = i }
    }
    return MatchResult(pairs: pairs, pairOfStart: pairOfStart, pairOfEnd: pairOfEnd)
  }

  /// Keys that occur on exactly one captured view, in document order.
  private static func uniqueKeys(
    _ flat: FlatScene,
    _ capture: Capture,
    _ key: (ViewNode) -> String?
  ) -> (ordered: [(Int, String)], index: [String: Int]) {
    var index: [String: Int] = [:]
    var duplicated = Set<String>()
    var ordered: [(Int, String)] = []
    for i in 0..<flat.count where capture.captured[i] {
      guard let k = key(flat[i]) else { continue }
      if index[k] != nil { duplicated.insert(k) } else { index[k] = i }
      ordered.append((i, k))
    }
    for k in duplicated { index[k] = nil }
    return (ordered.filter { !duplicated.contains($0.1) }, index)
  }
}
