/// Root-space geometry of a flattened scene's views, computed as Android computes window
/// locations (reference §1.3), with the scene root standing in for the window.
package struct SceneGeometry: Sendable {
  /// Each view's view-to-root matrix `G(v)` (reference §9.2.1), by index.
  package var toRoot: RootMatrices
  /// Each view's rounded root-space location (Android `getLocationInWindow`), by index.
  var location: [Point]

  /// Computes both for every view, parents before children.
  package init(_ flat: FlatScene) {
    let grid = flat.scene.pixelGrid
    var toRoot = RootMatrices(capacity: flat.count)
    var location: [Point] = []
    location.reserveCapacity(flat.count)
    // Indices rather than `for entry in flat.entries`: an entry copy retains every string it
    // holds.
    for i in flat.entries.indices {
      let own = Self.ownMatrix(flat.entries[i].view)
      let g: Matrix
      if let parent = flat.entries[i].parent {
        let scrollX = flat.entries[parent].view.scrollX
        let scrollY = flat.entries[parent].view.scrollY
        g = toRoot[parent].concatenating(.translation(-scrollX, -scrollY)).concatenating(own)
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

  /// A view's own matrix in its parent: its position, then its transform.
  private static func ownMatrix(_ view: borrowing ViewNode) -> Matrix {
    Matrix.translation(view.x, view.y)
      .concatenating(view.transform.matrix(width: view.width, height: view.height))
  }
}
