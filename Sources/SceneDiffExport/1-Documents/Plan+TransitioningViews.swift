import SceneDiffCore

extension Plan {
  /// The transitioning views of one side of a screen change whose enter or exit transition
  /// ran (`ScreenChange.transitioningViews(excluding:)`, the plan's shared elements left
  /// out), in document order; empty when that side runs no transition.
  func transitioningViews(leaving: Bool) -> [String] {
    guard let change = screenChange, let transitions = change.transitions,
      (leaving ? transitions.exit : transitions.enter) != nil,
      (leaving ? change.exit : change.enter) == nil
    else { return [] }
    let views = change.transitioningViews(excluding: Set(matches.flatMap { [$0.from, $0.to] }))
    return leaving ? views.leaving : views.coming
  }
}
