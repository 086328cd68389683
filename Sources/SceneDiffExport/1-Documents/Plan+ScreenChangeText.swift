import SceneDiffCore

extension Plan {
  /// What `scenediff explain` prints for a screen change: which screen draws on top, and for
  /// each screen's root, its motion, every animator it lists and until when it is drawn; `nil`
  /// for a plan that is not a screen change.
  public var screenChangeText: String? {
    guard let change = screenChange else { return nil }
    let order =
      change.order == .enteringOnTop
      ? "the coming screen (to:) draws on top of the leaving one (from:)"
      : "the leaving screen (from:) draws on top of the coming one (to:)"
    var lines = ["screen change: \(order)"]
    let leaving = Set(disappearing)
    for key in appearing + disappearing {
      let side = leaving.contains(key) ? "leaving" : "coming"
      let motion = leaving.contains(key) ? change.exit : change.enter
      var line = "\(key): \(side) screen root"
      switch motion {
      case .viewAnimation(let source, _)?, .propertyAnimation(let source, _)?,
        .uiKit(let source, _)?:
        line += ", runs \(source)"
      case nil:
        if let part = leaving.contains(key) ? change.transitions?.exit : change.transitions?.enter {
          line += ", runs the \(leaving.contains(key) ? "exit" : "enter") transition \(part.source)"
        } else {
          line += ", no animation"
        }
      }
      if leaving.contains(key) {
        let until = presences.first { $0.key == key }?.untilMs ?? 0
        line += "; drawn until \(JSONValue.format(until)) ms, then gone"
      }
      lines.append(line)
      for a in animators where a.target == key {
        lines.append(
          "  \(a.transition) \(a.property.rawValue)\(a.evaluator == .property ? "" : " (\(a.evaluator.valueTypeName))") \(JSONValue.format(a.startMs))–\(JSONValue.format(a.endMs)) ms"
        )
      }
    }
    if let shared = change.transitions?.sharedElement {
      for match in matches {
        lines.append(
          "\(match.to): shared element (\(match.from), same transitionName), moves with \(shared.source)"
        )
        for a in animators where a.target == match.to {
          lines.append(
            "  \(a.transition) \(a.property.rawValue)\(a.evaluator == .property ? "" : " (\(a.evaluator.valueTypeName))") \(JSONValue.format(a.startMs))–\(JSONValue.format(a.endMs)) ms"
          )
        }
      }
    }
    lines.append(
      "every other view is drawn with its screen's root; keys carry their side (from:, to:)"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}
