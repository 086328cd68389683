import SceneDiffCore

extension MatchExplanation {
  /// The explanation as readable text: which transition ran (when known), then a heading per
  /// scene and one line per view.
  ///
  /// ```
  /// transition res/transition/move.xml, picked by the rule at res/transition/manager.xml:2:3
  /// from a.xml
  ///   card    matched by transitionName → card  (ChangeBounds, Fade)
  ///   badge   disappearing: no view in the end scene has id 'badge'  (Fade)
  /// to b.xml
  ///   card    matched by transitionName ← card  (ChangeBounds, Fade)
  /// ```
  ///
  /// Keys are padded to the longest key of their scene; the transitions that created animators
  /// for a view follow in parentheses.
  public var text: String {
    var out = transitionSource.map { "transition \($0.summary)\n" } ?? ""
    for side in [Side.from, .to] {
      let scene = side == .from ? fromScene : toScene
      let name = scene.file ?? scene.name ?? "(scene)"
      out += "\(side.rawValue) \(name)\n"
      let rows = entries.filter { $0.side == side }
      let width = rows.map(\.key.count).max() ?? 0
      for entry in rows {
        let padding = String(repeating: " ", count: width - entry.key.count)
        var line = "  \(entry.key)\(padding)  \(entry.summary)"
        if !entry.transitions.isEmpty {
          line += "  (\(entry.transitions.joined(separator: ", ")))"
        }
        out += line + "\n"
      }
    }
    return out
  }
}

extension MatchExplanation.Entry {
  /// The status in words, with the reason: `matched by id → card`, `excluded: …`.
  public var summary: String {
    switch status {
    case .matched:
      let arrow = side == .from ? "→" : "←"
      let head = "matched by \(matchedBy ?? "?") \(arrow) \(counterpart ?? "?")"
      return reason.isEmpty ? head : "\(head); \(reason)"
    default:
      let head = status.rawValue.split(separator: "-").joined(separator: " ")
      return reason.isEmpty ? head : "\(head): \(reason)"
    }
  }
}
