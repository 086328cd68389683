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
      let g = Self.toRoot(
        ofEntry: i,
        in: flat,
        parentToRoot: flat.entries[i].parent.map { toRoot[$0] }
      )
      toRoot.append(g)
      let origin = g.map(Point(x: 0, y: 0))
      location.append(Point(x: grid.round(origin.x), y: grid.round(origin.y)))
    }
    self.toRoot = toRoot
    self.location = location
  }

  /// The view-to-root matrix of `flat`'s entry `i`, given its parent's (`nil` for a top-level
  /// view): the parent's, scrolled by the parent's scroll offsets, then the view's own.
  static func toRoot(ofEntry i: Int, in flat: FlatScene, parentToRoot: Matrix?) -> Matrix {
    let own = ownMatrix(flat.entries[i])
    guard let parent = flat.entries[i].parent, let parentToRoot else { return own }
    let scrollX = flat.entries[parent].scrollX
    let scrollY = flat.entries[parent].scrollY
    return parentToRoot.concatenating(.translation(-scrollX, -scrollY)).concatenating(own)
  }

  /// A view's own matrix in its parent: its position, then its transform.
  private static func ownMatrix(_ view: borrowing FlatScene.Entry) -> Matrix {
    Matrix.translation(view.x, view.y)
      .concatenating(view.transform.matrix(width: view.width, height: view.height))
  }
}
