import Testing

@testable import SceneDiffCore

/// `Plan.keyedScenes()` gives the two views of each separated key their sides, whether the
/// keys come in both scenes' order (found in one pass over each scene) or not (looked up).
@Suite struct PlanKeysTests {
  /// A scene of top-level views, each with the given id or none (then keyed by its path).
  private static func scene(_ ids: [String?]) -> SceneTree {
    SceneTree(width: 100, height: 100, views: ids.map { ViewNode(id: $0, width: 10, height: 10) })
  }

  /// The keys of both keyed scenes of a plan from `start` to `end` separating `separated`.
  private static func keys(_ start: [String?], _ end: [String?], separating separated: [String])
    -> (start: [String], end: [String])
  {
    let plan = Plan(fromScene: scene(start), toScene: scene(end), separatedKeys: separated)
    let (s, e) = plan.keyedScenes()
    return (s.entries.map(\.key), e.entries.map(\.key))
  }

  @Test func keysInBothScenesOrderGetTheirSides() {
    // Start keys /0, a, /2; end keys /0, /1, a. "/0" and "a" come in this order in both.
    let keys = Self.keys([nil, "a", nil], [nil, nil, "a"], separating: ["/0", "a"])
    #expect(keys.start == ["from:/0", "from:a", "/2"])
    #expect(keys.end == ["to:/0", "/1", "to:a"])
  }

  @Test func keysOutOfStartOrderGetTheSameSides() {
    // The same scenes, the keys listed in the other order: the same two pairs separated.
    let keys = Self.keys([nil, "a", nil], [nil, nil, "a"], separating: ["a", "/0"])
    #expect(keys.start == ["from:/0", "from:a", "/2"])
    #expect(keys.end == ["to:/0", "/1", "to:a"])
  }

  @Test func keysOutOfEndOrderGetTheirSides() {
    // Start keys a, b; end keys b, a: in start order, not in end order.
    let keys = Self.keys(["a", "b"], ["b", "a"], separating: ["a", "b"])
    #expect(keys.start == ["from:a", "from:b"])
    #expect(keys.end == ["to:b", "to:a"])
  }

  @Test func aKeyOnlyOneSceneHasIsKept() {
    // "/2" is a start key only (the end scene has /0 and /1): nothing to separate.
    let keys = Self.keys([nil, nil, nil], [nil, nil], separating: ["/2"])
    #expect(keys.start == ["/0", "/1", "/2"])
    #expect(keys.end == ["/0", "/1"])
  }

  @Test func theEndScenesOwnNamesAndKeys() {
    // The end scene's names are numbered as the start's: its keys and names are still its own.
    // End ids c, x, a, a: "a" twice, so those two views are keyed by their paths.
    let plan = Plan(
      fromScene: Self.scene(["a", "b", "c"]),
      toScene: Self.scene(["c", "x", "a", "a"])
    )
    let (start, end) = plan.keyedScenes()
    #expect(start.entries.map(\.key) == ["a", "b", "c"])
    #expect(end.entries.map(\.key) == ["c", "x", "/2", "/3"])
    #expect(end.entries.indices.map { end.id(of: $0) } == ["c", "x", "a", "a"])
    #expect(end.entries.indices.map { end.transitionName(of: $0) } == [nil, nil, nil, nil])
  }

  @Test func aViewWhoseIdIsTheKeyButNotItsKeyIsPassed() {
    // Start: /0 has id "a" but a unique transition name "a" on /1 takes it (names come first),
    // so /0 is keyed by its path and /1 by "a"; the key "a" is found on /1, not on /0.
    let start = SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(id: "a", width: 10, height: 10), ViewNode(transitionName: "a", width: 10)]
    )
    let end = SceneTree(width: 100, height: 100, views: [ViewNode(transitionName: "a", width: 10)])
    let plan = Plan(fromScene: start, toScene: end, separatedKeys: ["a"])
    let (s, e) = plan.keyedScenes()
    #expect(s.entries.map(\.key) == ["/0", "from:a"])
    #expect(e.entries.map(\.key) == ["to:a"])
  }

  @Test func aKeyThatIsNoNameOrPathOfEitherSceneIsKept() {
    // "z" is no view's name, id or path: nothing to separate, "a" still separated.
    let keys = Self.keys(["a", "b"], ["a", "b"], separating: ["a", "z"])
    #expect(keys.start == ["from:a", "b"])
    #expect(keys.end == ["to:a", "b"])
  }

  @Test func pathAndNamedKeysMixedInOrder() {
    // Start keys /0, b, /2, d; end keys /0, x, b, d: "/0", "b" and "d" in order in both.
    let keys = Self.keys(
      [nil, "b", nil, "d"],
      [nil, "x", "b", "d"],
      separating: ["/0", "b", "d"]
    )
    #expect(keys.start == ["from:/0", "from:b", "/2", "from:d"])
    #expect(keys.end == ["to:/0", "x", "to:b", "to:d"])
  }

  @Test func aDeepPathKeyIsFoundUnderItsOwnParent() {
    // Two parents, each with two children: /0/1 and /1/1 are both second children; only
    // /1/1 is separated, in both scenes.
    func pair() -> [ViewNode] {
      [ViewNode(width: 10), ViewNode(width: 10)]
    }
    let tree = SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(width: 50, children: pair()), ViewNode(width: 50, children: pair())]
    )
    let plan = Plan(fromScene: tree, toScene: tree, separatedKeys: ["/1/1"])
    let (s, e) = plan.keyedScenes()
    #expect(s.entries.map(\.key) == ["/0", "/0/0", "/0/1", "/1", "/1/0", "from:/1/1"])
    #expect(e.entries.map(\.key) == ["/0", "/0/0", "/0/1", "/1", "/1/0", "to:/1/1"])
  }

  @Test func aPathKeyWithATwoDigitStepIsFound() {
    // Twelve top-level views keyed /0 … /11: "/1" and "/11" share their last digit, "/11" is
    // the one separated.
    let ids = [String?](repeating: nil, count: 12)
    let keys = Self.keys(ids, ids, separating: ["/11"])
    #expect(keys.start == (0..<11).map { "/\($0)" } + ["from:/11"])
    #expect(keys.end == (0..<11).map { "/\($0)" } + ["to:/11"])
  }
}
