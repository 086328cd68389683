import SceneDiff
import Testing

@testable import SceneDiffCore

@Suite struct ViewKeysTests {
  @Test func pathKeysSpellEveryDigitOfEachStep() {
    // A root without an id holding twelve children: child 11 (two digits) holds one child
    // without an id, so the keys spell /0, /0/0 … /0/11 and /0/11/0, in document order.
    var children = (0..<12).map { _ in ViewNode(width: 10, height: 10) }
    children[11].children = [ViewNode(width: 5, height: 5)]
    let scene = SceneTree(width: 100, height: 100, views: [ViewNode(children: children)])
    let expected = ["/0"] + (0...10).map { "/0/\($0)" } + ["/0/11", "/0/11/0"]
    #expect(scene.viewKeys == expected)
  }

  @Test func oneStringUsedAsANameAndAsTwoIds() {
    // "x" is the transitionName of the third child and the id of the first two: the name is
    // unique, so the third child is "x"; the id occurs twice, so the first two fall back to
    // their paths. "y" is an id once and a name once: the name comes first, so the fourth
    // child (name y) is "y" and the fifth (id y) falls back to its path.
    let scene = SceneTree(
      width: 100,
      height: 100,
      views: [
        ViewNode(
          id: "root",
          children: [
            ViewNode(id: "x"), ViewNode(id: "x"), ViewNode(transitionName: "x"),
            ViewNode(transitionName: "y"), ViewNode(id: "y"),
          ]
        )
      ]
    )
    #expect(scene.viewKeys == ["root", "/0/0", "/0/1", "x", "y", "/0/4"])
  }
}
