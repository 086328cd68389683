/// Finds the closest known name to a misspelled one, for "did you mean" hints.
package enum Suggestion {
  /// The candidate within edit distance 2 (or a third of the name's length) closest to `name`.
  package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let limit = max(2, name.count / 3)
    var best: (String, Int)?
    for candidate in candidates {
      let d = distance(name.lowercased(), candidate.lowercased())
      if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
  }

  /// The optimal string alignment distance between two strings: insertions, deletions,
  /// substitutions and swaps of neighbours each count one.
  ///
  /// Shared with the command line's spelling suggestions (`package` access).
  package static func distance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[i - 2][j - 2] + 1)
        }
        table[i][j] = best
      }
    }
    return table[a.count][b.count]
  }
}
