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
    let startValid = valid(start, startCapture, rootRules)
    let endValid = valid(end, endCapture, rootRules)
    var startMatched = [Bool](repeating: false, count: start.count)
    var endMatched = [Bool](repeating: false, count: end.count)
    var pairs: [MatchResult.Pair] = []
    // Room for every view of both scenes in a pair of its own, the most there can be (pages
    // never written take no memory): the array is written once, not again as it doubles.
    pairs.reserveCapacity(start.count + end.count)
    var names = NameBridge(start: start, end: end)

    for kind in order {
      let candidates: [(start: Int, end: Int)]
      switch kind {
      case .name: candidates = names.pairs(startCapture, endCapture, byID: false)
      case .id: candidates = names.pairs(startCapture, endCapture, byID: true)
      case .instance: candidates = instancePairs(start, startCapture, end, endCapture)
      case .itemId: continue
      }
      for (s, e) in candidates {
        guard startValid[s], !startMatched[s], endValid[e], !endMatched[e] else { continue }
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
    var pairOfStart = PairIndices(count: start.count)
    var pairOfEnd = PairIndices(count: end.count)
    for (i, pair) in pairs.enumerated() {
      if let s = pair.start { pairOfStart[s] = i }
      if let e = pair.end { pairOfEnd[e] = i }
    }
    return MatchResult(pairs: pairs, pairOfStart: pairOfStart, pairOfEnd: pairOfEnd)
  }

  /// Whether each view is captured and a valid target of the root transition.
  private static func valid(_ flat: FlatScene, _ capture: Capture, _ rules: TargetRules) -> [Bool] {
    if rules.acceptsEveryView { return capture.captured }
    return flat.entries.indices.map {
      capture.captured[$0] && rules.isValidTarget(flat[$0])
    }
  }

  /// Instance matching: each start view whose ``ViewNode/instance`` occurs on exactly one
  /// captured view of each scene, in document order, with that end view.
  private static func instancePairs(
    _ start: FlatScene,
    _ startCapture: Capture,
    _ end: FlatScene,
    _ endCapture: Capture
  ) -> [(start: Int, end: Int)] {
    let startKeys = uniqueInstances(start, startCapture)
    let endKeys = uniqueInstances(end, endCapture)
    return startKeys.ordered.compactMap { s, k in endKeys.index[k].map { (s, $0) } }
  }

  /// Instances that occur on exactly one captured view, in document order.
  private static func uniqueInstances(_ flat: FlatScene, _ capture: Capture) -> (
    ordered: [(Int, String)], index: [String: Int]
  ) {
    var index: [String: Int] = [:]
    var duplicated = Set<String>()
    var ordered: [(Int, String)] = []
    for i in 0..<flat.count where capture.captured[i] {
      guard let k = flat.entries[i].instance else { continue }
      if index[k] != nil { duplicated.insert(k) } else { index[k] = i }
      ordered.append((i, k))
    }
    for k in duplicated { index[k] = nil }
    return (ordered.filter { !duplicated.contains($0.1) }, index)
  }
}
