import Testing

@testable import SceneDiffCore

/// `SceneGeometry.firstOutOfRange(in:)` finds the first view with a corner beyond ±1e15.
///
/// The first in document order, once its ancestors' positions, scrolls and transforms are
/// applied. Every coordinate below is an integer or a half under 2^53, so each sum is exact.
@Suite struct SceneGeometryLimitTests {
  /// The id of the view `firstOutOfRange` finds in a scene of these views, or `nil`.
  func firstOutOfRange(_ views: [ViewNode]) -> String? {
    let scene = SceneTree(width: 100, height: 100, views: views)
    return SceneGeometry.firstOutOfRange(in: scene).map { $0.id ?? "?" }
  }

  @Test func translationsAddUpToTheLimitAndBeyond() {
    // b lies at 5e14 + 5e14 = 1e15, exactly the limit (accepted); c's right edge is one more.
    let b = ViewNode(id: "b", x: 5e14)
    let c = ViewNode(id: "c", x: 5e14, width: 1)
    #expect(firstOutOfRange([ViewNode(id: "a", x: 5e14, children: [b])]) == nil)
    #expect(firstOutOfRange([ViewNode(id: "a", x: 5e14, children: [b, c])]) == "c")
    // The same one unit as a translation: x 1e15 plus translationX 1.
    var d = ViewNode(id: "d", x: 1e15)
    #expect(firstOutOfRange([d]) == nil)
    d.transform.translationX = 1
    #expect(firstOutOfRange([d]) == "d")
    // Vertically: y 1e15 and height 1 puts the bottom edge at 1e15 + 1.
    #expect(firstOutOfRange([ViewNode(id: "e", y: 1e15, height: 1)]) == "e")
  }

  @Test func aParentsScrollMovesItsChildren() {
    // A scroll of -1 moves a's content one unit right: b, at 5e14 inside a at 5e14, lands at
    // 1e15 + 1. a itself (at 5e14, width 0) is in range.
    var a = ViewNode(id: "a", x: 5e14, children: [ViewNode(id: "b", x: 5e14)])
    #expect(firstOutOfRange([a]) == nil)
    a.scrollX = -1
    #expect(firstOutOfRange([a]) == "b")
    a.scrollX = 0
    a.scrollY = -1
    a.children[0].y = 1e15
    #expect(firstOutOfRange([a]) == "b")
  }

  @Test func scalesComposeWithTheirDescendants() {
    // a scales by 2 about its left edge (pivotX 0): b at 5e14 (width 0) lands at 2 × 5e14 =
    // 1e15, in range; c at 5e14 with width 0.5 reaches 2 × (5e14 + 0.5) = 1e15 + 1.
    var a = ViewNode(id: "a", width: 1, children: [ViewNode(id: "b", x: 5e14)])
    a.transform.scaleX = 2
    a.transform.pivotX = 0
    #expect(firstOutOfRange([a]) == nil)
    a.children.append(ViewNode(id: "c", x: 5e14, width: 0.5))
    #expect(firstOutOfRange([a]) == "c")
    // A scroll of -0.5 inside the scaled view carries b to 2 × (5e14 + 0.5) as well.
    a.children.removeLast()
    a.scrollX = -0.5
    #expect(firstOutOfRange([a]) == "b")
  }

  @Test func aTranslatedViewInsideAScaledOneUsesTheScale() {
    // a scales by 1e9 about its centre (pivot 5): its corners lie at 5 ± 5e9. b, translated by
    // 1e6 inside it, lands at 5 + 1e9 × (1e6 − 5), about 1e15 − 5e9: in range; c, translated by
    // 2e6, at about 2e15: out.
    var a = ViewNode(id: "a", width: 10, height: 10)
    a.transform.scaleX = 1e9
    var b = ViewNode(id: "b")
    b.transform.translationX = 1e6
    var c = ViewNode(id: "c")
    c.transform.translationX = 2e6
    a.children = [b]
    #expect(firstOutOfRange([a]) == nil)
    a.children = [b, c]
    #expect(firstOutOfRange([a]) == "c")
  }

  @Test func theFirstInDocumentOrderIsFound() {
    // Pre-order: a, a's child deep (out), then far (out): deep comes first.
    let deep = ViewNode(id: "deep", x: 2e15)
    let a = ViewNode(id: "a", children: [ViewNode(id: "mid", children: [deep])])
    let far = ViewNode(id: "far", x: 3e15)
    #expect(firstOutOfRange([a, far]) == "deep")
    #expect(firstOutOfRange([far, a]) == "far")
  }

  @Test func numbersThatAreNotFiniteAreOutOfRange() {
    #expect(firstOutOfRange([ViewNode(id: "a", x: .infinity)]) == "a")
    #expect(firstOutOfRange([ViewNode(id: "a", width: .nan)]) == "a")
    // A parent's scroll that is not finite puts its first child out of range, not itself.
    var parent = ViewNode(id: "p", children: [ViewNode(id: "child")])
    parent.scrollY = -.infinity
    #expect(firstOutOfRange([parent]) == "child")
  }
}
