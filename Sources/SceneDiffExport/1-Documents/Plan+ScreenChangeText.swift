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
        lines += animatorDescriptions(of: match.to).map { "  " + $0 }
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
      animatorDescriptions(of: key).map { "  \(key == root ? "" : key + " ")" + $0 }
    }
  }

  /// One line per animator of the view `key`: its class, property (with the value type when
  /// it is not a float) and time span, such as `ObjectAnimator alpha 0–300 ms`.
  public func animatorDescriptions(
    of key: String,
    where include: (Animator) -> Bool = { _ in true }
  ) -> [String] {
    animators.filter { $0.target == key && include($0) }.map { a in
      "\(a.transition) \(a.property.rawValue)\(a.evaluator == .property ? "" : " (\(a.evaluator.valueTypeName))") \(JSONValue.format(a.startMs))–\(JSONValue.format(a.endMs)) ms"
    }
  }

  /// What `explain` lists for `--start-animation`, one line per started motion, view by view:
  /// each view animation a view runs (its file and time span) and each property animator
  /// (`ObjectAnimator`, `ValueAnimator`); empty when the plan has neither.
  public var startedAnimationDescriptions: [String] {
    let isStarted = { (a: Animator) in
      a.transition == "ObjectAnimator" || a.transition == "ValueAnimator"
    }
    var keys: [String] = []
    for key in viewAnimations.map(\.target) + animators.filter(isStarted).map(\.target)
    where !keys.contains(key) {
      keys.append(key)
    }
    return keys.flatMap { key in
      viewAnimations.filter { $0.target == key }.map { run in
        let end = run.endMs.map { JSONValue.format($0) } ?? "∞"
        return
          "\(key) runs \(run.source): view animation \(JSONValue.format(run.startMs))–\(end) ms"
      } + animatorDescriptions(of: key, where: isStarted).map { "\(key) " + $0 }
    }
  }

  /// ``startedAnimationDescriptions`` under a heading, each line indented; `nil` when there
  /// are none.
  public var startedAnimationsText: String? {
    let lines = startedAnimationDescriptions
    guard !lines.isEmpty else { return nil }
    return (["started animations (View.startAnimation, Animator.start):"] + lines.map { "  " + $0 })
      .joined(separator: "\n") + "\n"
  }
}
