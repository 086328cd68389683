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

  @Test func pathKeysFollowTheirParentsAcrossLevels() {
    // Two top-level views. The first (id r) holds a (id a) and e (no id); a holds b and c,
    // c holds d; e holds f (id f) and g; the second top-level view holds h. None but r, a
    // and f has an id, so in document order (r a b c d e f g second h) the keys are each
    // view's child indices from the root: b is child 0 of a (child 0 of r, /0), so /0/0/0;
    // d is /0/0/1/0; after d, e climbs back two levels to /0/1; the second top-level view
    // is /1 and its child /1/0.
    let d = ViewNode(width: 1, height: 1)
    let a = ViewNode(id: "a", children: [ViewNode(), ViewNode(children: [d])])
    let e = ViewNode(children: [ViewNode(id: "f"), ViewNode()])
    let scene = SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(id: "r", children: [a, e]), ViewNode(children: [ViewNode()])]
    )
    #expect(
      scene.viewKeys == [
        "r", "a", "/0/0/0", "/0/0/1", "/0/0/1/0", "/0/1", "f", "/0/1/1", "/1", "/1/0",
      ]
    )
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

  @Test func anIdGivesWayToALaterViewsUniqueName() {
    // "z" is the id of the first child and the transitionName of the last one: names come
    // first wherever they are in the scene, so the last child is "z" and the first falls back
    // to its path. "w" is the transitionName of two children (not unique, so neither is "w")
    // and the id of a third, which is then "w". The second child's name "v" is unique and
    // wins over its id "u".
    let scene = SceneTree(
      width: 100,
      height: 100,
      views: [
        ViewNode(
          id: "root",
          children: [
            ViewNode(id: "z"), ViewNode(id: "u", transitionName: "v"),
            ViewNode(transitionName: "w"), ViewNode(transitionName: "w"), ViewNode(id: "w"),
            ViewNode(transitionName: "z"),
          ]
        )
      ]
    )
    #expect(scene.viewKeys == ["root", "/0/0", "v", "/0/2", "/0/3", "w", "z"])
  }

  @Test func namesAndIdsThatLookLikeKeysFallBack() {
    // A name or id starting with "/", "from:" or "to:" is never a key as written: the first
    // child's unique name "/5" gives way to its id "a"; the second's name "from:b" and id
    // "to:c" both give way to its path; the third's id "t" (only its first byte is shared
    // with "to:") is a key. A combining mark after the prefix's last character makes another
    // character ("/\u{301}", ":\u{301}"): the fourth's name and the fifth's id do not start
    // with "/" or "to:" as strings, though their bytes do, and are keys.
    let scene = SceneTree(
      width: 100,
      height: 100,
      views: [
        ViewNode(
          id: "root",
          children: [
            ViewNode(id: "a", transitionName: "/5"),
            ViewNode(id: "to:c", transitionName: "from:b"),
            ViewNode(id: "t"), ViewNode(transitionName: "/\u{301}a"),
            ViewNode(id: "to:\u{301}x"),
          ]
        )
      ]
    )
    #expect(scene.viewKeys == ["root", "a", "/0/1", "t", "/\u{301}a", "to:\u{301}x"])
  }
}
