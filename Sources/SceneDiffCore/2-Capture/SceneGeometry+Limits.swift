extension SceneGeometry {
  /// The first view, in document order, whose corners in scene-root coordinates are not
  /// finite or exceed ``NumberLimits/maximumRootCoordinate``, with its corner's coordinates.
  ///
  /// Each value a scene holds can be in range while their composition is not — scales of 1e9
  /// nested ten deep — so loaders call this after reading a scene and refuse it at that view.
  package static func firstOutOfRange(in scene: SceneTree) -> ViewNode? {
    let flat = FlatScene(scene)
    let geometry = SceneGeometry(flat)
    let limit = NumberLimits.maximumRootCoordinate
    for (i, entry) in flat.entries.enumerated() {
      let view = entry.view
      let m = geometry.toRoot[i]
      let corners = [
        m.map(Point(x: 0, y: 0)), m.map(Point(x: view.width, y: 0)),
        m.map(Point(x: 0, y: view.height)), m.map(Point(x: view.width, y: view.height)),
      ]
      let inRange = corners.allSatisfy {
        $0.x.isFinite && $0.y.isFinite && abs($0.x) <= limit && abs($0.y) <= limit
      }
      if !inRange { return view }
    }
    return nil
  }

  /// The error for a view that ``firstOutOfRange(in:)`` found, at the view.
  package static func outOfRange(_ view: ViewNode) -> Diagnostic {
    let name =
      view.id.map { "'\($0)'" } ?? view.transitionName.map { "'\($0)'" } ?? "<\(view.className)>"
    return Diagnostic(
      .error,
      at: view.location,
      code: "geometry-out-of-range",
      "view \(name) lies beyond ±1e15 in the scene root once its ancestors' positions, scrolls and transforms are applied; reduce its or its ancestors' x, y, size, translation or scale"
    )
  }
}
