extension SceneGeometry {
  /// The first view, in document order, whose corners in scene-root coordinates are not
  /// finite or exceed ``NumberLimits/maximumRootCoordinate``, with its corner's coordinates.
  ///
  /// Each value a scene holds can be in range while their composition is not — scales of 1e9
  /// nested ten deep — so loaders call this after reading a scene and refuse it at that view.
  ///
  /// Walks the tree directly, composing each view's matrix as ``init(_:)`` does (the parent's
  /// matrix, then its scroll, then the view's own), without flattening the scene or assigning
  /// view keys.
  package static func firstOutOfRange(in scene: SceneTree) -> ViewNode? {
    let limit = NumberLimits.maximumRootCoordinate
    func inRange(_ point: Point) -> Bool {
      point.x.isFinite && point.y.isFinite && abs(point.x) <= limit && abs(point.y) <= limit
    }
    // Iterative pre-order walk, so deep scenes cannot exhaust the stack: each level holds its
    // sibling views, the next one's index and the matrix they compose with (`nil` at the root).
    var levels: [(views: [ViewNode], next: Int, base: Matrix?)] = [(scene.views, 0, nil)]
    while let last = levels.indices.last {
      let i = levels[last].next
      guard i < levels[last].views.count else {
        levels.removeLast()
        continue
      }
      levels[last].next = i + 1
      let view = levels[last].views[i]
      let own = Matrix.translation(view.x, view.y)
        .concatenating(view.transform.matrix(width: view.width, height: view.height))
      let m = levels[last].base.map { $0.concatenating(own) } ?? own
      let fits =
        inRange(m.map(Point(x: 0, y: 0))) && inRange(m.map(Point(x: view.width, y: 0)))
        && inRange(m.map(Point(x: 0, y: view.height)))
        && inRange(m.map(Point(x: view.width, y: view.height)))
      if !fits { return view }
      if !view.children.isEmpty {
        levels.append(
          (view.children, 0, m.concatenating(.translation(-view.scrollX, -view.scrollY)))
        )
      }
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
