extension SceneGeometry {
  /// The first view, in document order, whose corners in scene-root coordinates are not
  /// finite or exceed ``NumberLimits/maximumRootCoordinate``, with its corner's coordinates.
  ///
  /// Each value a scene holds can be in range while their composition is not — scales of 1e9
  /// nested ten deep — so loaders call this after reading a scene and refuse it at that view.
  ///
  /// Walks the tree directly with ``childBase(of:in:)``, without flattening the scene or
  /// assigning view keys.
  package static func firstOutOfRange(in scene: SceneTree) -> ViewNode? {
    // Iterative pre-order walk, so deep scenes cannot exhaust the stack: each level holds its
    // sibling views, the next one's index and the base they compose with.
    var levels: [(views: [ViewNode], next: Int, base: RootBase)] = [(scene.views, 0, RootBase())]
    while let last = levels.indices.last {
      let i = levels[last].next
      guard i < levels[last].views.count else {
        levels.removeLast()
        continue
      }
      levels[last].next = i + 1
      let view = levels[last].views[i]
      guard let base = childBase(of: view, in: levels[last].base) else { return view }
      if !view.children.isEmpty {
        levels.append((view.children, 0, base))
      }
    }
    return nil
  }

  /// What `view`'s children compose with, or `nil` when one of `view`'s corners in scene-root
  /// coordinates is not finite or exceeds ``NumberLimits/maximumRootCoordinate``.
  ///
  /// `parent` is what this function gave for the view's parent (``RootBase/init()`` for a view
  /// directly in the scene root). The view's matrix is composed as ``init(_:)`` composes it:
  /// the parent's matrix, then its scroll, then the view's own position and transform.
  /// ``firstOutOfRange(in:)``, and loaders that check each view as they read it, call this in
  /// document order and stop at the first `nil`.
  package static func childBase(of view: borrowing ViewNode, in parent: RootBase) -> RootBase? {
    childBase(
      frame: (view.x, view.y, view.width, view.height),
      transform: view.transform,
      scroll: (view.scrollX, view.scrollY),
      in: parent
    )
  }

  /// ``childBase(of:in:)`` of a view with this frame (``ViewNode/x``, ``ViewNode/y``,
  /// ``ViewNode/width``, ``ViewNode/height``), transform and scroll offsets, for a loader that
  /// checks a view before it has made it.
  package static func childBase(
    frame: (x: Double, y: Double, width: Double, height: Double),
    transform: ViewTransform,
    scroll: (x: Double, y: Double),
    in parent: RootBase
  ) -> RootBase? {
    guard parent.matrix == nil, transform.isTranslationOnly else {
      let base = parent.matrix ?? .translation(parent.translationX, parent.translationY)
      return rootMatrix(frame: frame, transform: transform, after: base).map { m in
        RootBase(matrix: m.concatenating(.translation(-scroll.x, -scroll.y)))
      }
    }
    // The view's matrix is T(x, y)·T(tx, ty), after the parent's T(bx, by): its translation
    // entries are (tx + x) + bx and (ty + y) + by, and a corner (px, py) maps to px plus them.
    let x = (transform.translationX + frame.x) + parent.translationX
    let y = (transform.translationY + frame.y) + parent.translationY
    guard inRange(x), inRange(y), inRange(frame.width + x), inRange(frame.height + y) else {
      return nil
    }
    return RootBase(translationX: x - scroll.x, translationY: y - scroll.y)
  }

  /// The view-to-root matrix of a view with this frame and transform whose parent's children
  /// compose with `base`, or `nil` when a corner is out of range: the general case of
  /// ``childBase(frame:transform:scroll:in:)``, for a view that rotates or scales or whose
  /// ancestor does.
  private static func rootMatrix(
    frame: (x: Double, y: Double, width: Double, height: Double),
    transform: ViewTransform,
    after base: Matrix
  ) -> Matrix? {
    let own = Matrix.translation(frame.x, frame.y)
      .concatenating(transform.matrix(width: frame.width, height: frame.height))
    let m = base.concatenating(own)
    func fits(_ point: Point) -> Bool {
      let mapped = m.map(point)
      return inRange(mapped.x) && inRange(mapped.y)
    }
    guard
      fits(Point(x: 0, y: 0)) && fits(Point(x: frame.width, y: 0))
        && fits(Point(x: 0, y: frame.height)) && fits(Point(x: frame.width, y: frame.height))
    else { return nil }
    return m
  }

  /// Whether a scene-root coordinate is finite and within ``NumberLimits/maximumRootCoordinate``.
  private static func inRange(_ coordinate: Double) -> Bool {
    coordinate.isFinite && abs(coordinate) <= NumberLimits.maximumRootCoordinate
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
