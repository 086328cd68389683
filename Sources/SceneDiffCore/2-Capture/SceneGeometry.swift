/// Root-space geometry of a flattened scene's views, computed as Android computes window
/// locations (reference §1.3), with the scene root standing in for the window.
package struct SceneGeometry: Sendable {
  /// Each view's view-to-root matrix `G(v)` (reference §9.2.1), by index.
  package var toRoot: [Matrix]
  /// Each view's rounded root-space location (Android `getLocationInWindow`), by index.
  var location: [Point]

  /// Computes both for every view, parents before children.
  package init(_ flat: FlatScene) {
    let grid = flat.scene.pixelGrid
    var toRoot: [Matrix] = []
    var location: [Point] = []
    toRoot.reserveCapacity(flat.count)
    location.reserveCapacity(flat.count)
    for entry in flat.entries {
      let view = entry.view
      let own = Matrix.translation(view.x, view.y)
        .concatenating(view.transform.matrix(width: view.width, height: view.height))
      let g: Matrix
      if let parent = entry.parent {
        let p = flat[parent]
        g = toRoot[parent].concatenating(.translation(-p.scrollX, -p.scrollY)).concatenating(own)
      } else {
        g = own
      }
      toRoot.append(g)
      let origin = g.map(Point(x: 0, y: 0))
      location.append(Point(x: grid.round(origin.x), y: grid.round(origin.y)))
    }
    self.toRoot = toRoot
    self.location = location
  }
}
