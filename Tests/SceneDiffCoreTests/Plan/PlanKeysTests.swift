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
}
