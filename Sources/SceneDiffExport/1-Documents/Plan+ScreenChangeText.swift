import SceneDiffCore

extension Plan {
  /// What `scenediff explain` prints for a screen change: which screen draws on top, and for
  /// each screen's root, its motion (for a transition, the transitioning views it runs on),
  /// every animator of the root and of those views and until when it is drawn; `nil` for a
  /// plan that is not a screen change.
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
          let views = transitioningViews(leaving: leaving.contains(key))
          line +=
            ", runs the \(leaving.contains(key) ? "exit" : "enter") transition \(part.source) on its \(views.count) transitioning view\(views.count == 1 ? "" : "s")"
          if !views.isEmpty { line += " (\(views.joined(separator: ", ")))" }
        } else {
          line += ", no animation"
        }
      }
      if leaving.contains(key) {
        let until = presences.first { $0.key == key }?.untilMs ?? 0
        line += "; drawn until \(JSONValue.format(until)) ms, then gone"
      }
      lines.append(line)
      lines += animatorLines(of: key, views: transitioningViews(leaving: leaving.contains(key)))
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
    let carrier =
      transitioningViews(leaving: true).isEmpty && transitioningViews(leaving: false).isEmpty
      ? "its screen's root" : "its screen's root or transitioning view"
    lines.append("every other view is drawn with \(carrier); keys carry their side (from:, to:)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The animator lines of a screen's root, then those of its transitioning views (each
  /// prefixed with the view's key).
  private func animatorLines(of root: String, views: [String]) -> [String] {
    ([root] + views.filter { $0 != root }).flatMap { key in
      animators.filter { $0.target == key }.map { a in
        "  \(key == root ? "" : key + " ")\(a.transition) \(a.property.rawValue)\(a.evaluator == .property ? "" : " (\(a.evaluator.valueTypeName))") \(JSONValue.format(a.startMs))–\(JSONValue.format(a.endMs)) ms"
      }
    }
  }
}
