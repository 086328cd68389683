/// Finds the closest known name to a misspelled one, for "did you mean" hints.
enum Suggestion {
  /// The candidate within edit distance 2 (or a third of the name's length) closest to `name`.
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(2, name.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(name.lowercased(), candidate.lowercased())
      if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// Levenshtein distance over characters.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
