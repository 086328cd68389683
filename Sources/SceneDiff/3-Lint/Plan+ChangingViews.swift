import SceneDiffCore

extension Plan {
  /// The views that appear: ``appearing`` and, in a screen change, the coming screen's views
  /// an enter transition animates (its transitioning views; shared elements left out).
  var enteringKeys: Set<String> {
    Set(appearing).union(screenChangeTargets(prefix: ViewKeys.endPrefix))
  }

  /// The views that disappear: ``disappearing`` and, in a screen change, the leaving screen's
  /// views an exit transition animates.
  var leavingKeys: Set<String> {
    Set(disappearing).union(screenChangeTargets(prefix: ViewKeys.startPrefix))
  }

  /// The animator targets of one side of a screen change, shared elements left out.
  private func screenChangeTargets(prefix: String) -> Set<String> {
    guard screenChange != nil else { return [] }
    let shared = Set(matches.map(\.to))
    return Set(animators.map(\.target).filter { $0.hasPrefix(prefix) && !shared.contains($0) })
  }
}
