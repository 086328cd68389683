import Testing

@testable import SceneDiffCore

/// The matrices of views without rare fields (no transform, scroll or clip).
///
/// Such a view's matrix in its parent is the translation by its position, made as the product
/// of that translation with the default transform's, the translation by (0, 0): each entry
/// `0 + x`, so a position of -0.0 becomes 0.0 (IEEE 754: the sum of zeros of opposite signs is
/// +0.0) and every other finite position is kept bit for bit. A view with a transform goes
/// through the whole product.
@Suite struct SceneGeometryPlainViewTests {
  /// The matrix to the root of each view of a scene of `views`, in document order.
  func matrices(_ views: [ViewNode]) -> [Matrix] {
    let flat = FlatScene(SceneTree(width: 100, height: 100, views: views))
    let geometry = SceneGeometry(flat)
    return flat.entries.indices.map { geometry.toRoot[$0] }
  }

  @Test func negativeZeroPositionsBecomePositiveZero() {
    let m = matrices([ViewNode(x: -0.0, y: -0.0)])[0]
    #expect(m.translationX.bitPattern == (0.0).bitPattern)
    #expect(m.translationY.bitPattern == (0.0).bitPattern)
    #expect(m.isExactTranslation)
  }

  @Test func finitePositionsAddUpThroughTheParents() {
    // b at (0.25, -7) inside a at (3.5, 1e300): b's root translation is a's plus b's.
    let m = matrices([ViewNode(x: 3.5, y: 1e300, children: [ViewNode(x: 0.25, y: -7)])])
    #expect(m[0] == .translation(3.5, 1e300))
    #expect(m[1] == .translation(3.75, 1e300 - 7))
  }

  @Test func aTranslatedViewAddsItsTranslation() {
    // The same view with translationX 2 (a transform, so a rare field): 2 + 5 = 7.
    var view = ViewNode(x: 5, y: 1)
    view.transform.translationX = 2
    #expect(matrices([view])[0] == .translation(7, 1))
  }
}
