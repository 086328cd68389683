import SceneDiffCore

extension PairFindings {
  /// pattern-mismatch.
  mutating func checkPattern() {
    let shape = NavigationShape(pair)
    let at = pair.rootLocation
    switch shape.navigation {
    case .container where !shape.growingViewAnimated:
      add(
        "pattern-mismatch",
        at: at,
        "'\(shape.evidence ?? "a view")' grows or shrinks at least 2× (card to detail) but no "
          + "animator moves it (\(shape.style)); use a container transform or a shared element "
          + "(changeBounds)"
      )
    case .tabs
    where ["slide", "shared-axis-y", "shared-axis-z", "explode", "flip"].contains(shape.style):
      add(
        "pattern-mismatch",
        at: at,
        "a content change inside one screen ('\(shape.evidence ?? "tab bar")' persists) uses "
          + "\(shape.style); use a cross-fade (fade, MaterialFadeThrough)"
      )
    default: break
    }
    if shape.style == "explode" {
      let appearing = pair.plan.enteringKeys
      let explodesIn = pair.plan.animators.contains {
        $0.transition == "Explode" && appearing.contains($0.target)
      }
      if shape.navigation == .screen || explodesIn {
        let reason = explodesIn ? "brings views in" : "changes the whole screen"
        add(
          "pattern-mismatch",
          at: pair.location(ofClass: "Explode"),
          "Explode is for emphasis such as removing an item from a list, but here it \(reason)"
        )
      }
    }
  }
}
