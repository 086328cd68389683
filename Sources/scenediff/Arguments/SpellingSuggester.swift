import SceneDiff

/// Finds the closest known spelling to a mistyped command, option or value.
///
/// Uses the optimal string alignment distance (edits, with swapped neighbours counting once),
/// ignoring case and leading dashes, so `plna` finds `plan` and `-json` finds `--json`.
enum SpellingSuggester {
  /// The candidate closest to `typed`, if it is close enough to be a likely typo.
  ///
  /// - Parameters:
  ///   - typed: What the user typed.
  ///   - candidates: Known spellings, in the order ties are resolved.
  /// - Returns: The first candidate at the smallest distance within ``maximumDistance(for:)``.
  static func closest(to typed: String, among candidates: [String]) -> String? {
    let key = normalized(typed)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = normalized(candidate)
      let distance = distance(key, other)
      guard distance <= maximumDistance(for: key), distance < other.count else { continue }
      if best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// How many edits still count as a typo: 1 up to 3 characters, 2 up to 6, then 3.
  static func maximumDistance(for typed: String) -> Int {
    switch typed.count {
    case ...3: 1
    case ...6: 2
    default: 3
    }
  }

  /// The optimal string alignment distance between two strings (the library's).
  static func distance(_ lhs: String, _ rhs: String) -> Int {
    Suggestion.distance(lhs, rhs)
  }

  /// Lower case without leading dashes.
  private static func normalized(_ spelling: String) -> String {
    String(spelling.drop { $0 == "-" }).lowercased()
  }
}
