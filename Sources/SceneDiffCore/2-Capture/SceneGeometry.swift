/// Root-space geometry of a flattened scene's views, computed as Android computes window
/// locations (reference §1.3), with the scene root standing in for the window.
package struct SceneGeometry: Sendable {
  /// Each view's view-to-root matrix `G(v)` (reference §9.2.1), by index.
  package var toRoot: RootMatrices
  /// The scene's pixel grid, which rounds the locations.
  private let grid: PixelGrid

  /// Computes every view's matrix, parents before children.
  package init(_ flat: FlatScene) {
    grid = flat.scene.pixelGrid
    var toRoot = RootMatrices(capacity: flat.count)
    // Indices rather than `for entry in flat.entries`: an entry copy retains every string it
    // holds.
    for i in flat.entries.indices {
      let g = Self.toRoot(
        ofEntry: i,
        in: flat,
        parentToRoot: flat.entries[i].parent.map { toRoot[$0] }
      )
      toRoot.append(g)
    }
    self.toRoot = toRoot
  }

  /// The rounded root-space location of the view at `index` (Android `getLocationInWindow`):
  /// its matrix's image of its origin, on the pixel grid.
  ///
  /// Computed when read, from the matrix kept for the view: only a few views' locations are
  /// read (those drawn in the overlay, those an epicenter or a propagation places), where an
  /// array of every view's took 16 bytes a view.
  package func location(of index: Int) -> Point {
    let origin = toRoot[index].map(Point(x: 0, y: 0))
    return Point(x: grid.round(origin.x), y: grid.round(origin.y))
  }

  /// The view-to-root matrix of `flat`'s entry `i`, given its parent's (`nil` for a top-level
  /// view): the parent's, scrolled by the parent's scroll offsets, then the view's own.
  ///
  /// Each product is ``Matrix/concatenatingTranslations(_:)``: the general product's matrix
  /// bit for bit, made from two additions when both sides are finite translations (nearly
  /// every view and scroll), where the general product took 27 multiplications.
  static func toRoot(ofEntry i: Int, in flat: FlatScene, parentToRoot: Matrix?) -> Matrix {
    let own = ownMatrix(of: i, in: flat.entries)
    guard let parent = flat.entries[i].parent, let parentToRoot else { return own }
    let scrollX = flat.entries[parent].scrollX
    let scrollY = flat.entries[parent].scrollY
    return parentToRoot.concatenatingTranslations(.translation(-scrollX, -scrollY))
      .concatenatingTranslations(own)
  }

  /// The own matrix of view `i` of `entries` in its parent: its position, then its transform
  /// (the entry read where it is: passed whole, it was copied).
  private static func ownMatrix(of i: Int, in entries: [FlatScene.Entry]) -> Matrix {
    // A view without rare fields has no transform (its matrix the translation by (0, 0)): the
    // product below is then the two sums it makes, `0 + x` and `0 + y` (-0.0 becoming 0.0 as
    // there), when the position is finite. No default transform is made and asked.
    if entries[i].details == nil, entries[i].x.isFinite, entries[i].y.isFinite {
      return .translation(0 + entries[i].x, 0 + entries[i].y)
    }
    let transform = entries[i].transform.matrix(width: entries[i].width, height: entries[i].height)
    return Matrix.translation(entries[i].x, entries[i].y).concatenatingTranslations(transform)
  }
}
