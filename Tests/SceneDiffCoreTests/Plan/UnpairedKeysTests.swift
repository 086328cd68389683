import Testing

@testable import SceneDiffCore

/// The planner gives `from:K` and `to:K` to a start view and an end view that share the key `K`
/// without being matched, whether the end scene's names were numbered as the start's (keys
/// compared by number) or the scenes were flattened apart (keys compared as strings).
@Suite struct UnpairedKeysTests {
  /// Two scenes with two pairs of unmatched views that share a key.
  ///
  /// Start: root (id root) holding v1 (transitionName t) and v2 (nothing). End: root (id root)
  /// holding v3 (id t), v4 and v5 (nothing). The roots match by id. v1 and v3 share the
  /// string t, but as a name on one side and an id on the other, so neither rule pairs them:
  /// both are keyed t. v2 and v4 have no name or id and are both keyed by their path /0/1;
  /// v5 is /0/2, which no start view is. So t and /0/1 are separated, in start document
  /// order (v1 before v2).
  private static let scenes = (
    start: scene([ViewNode(transitionName: "t", width: 10, height: 10), box()]),
    end: scene([ViewNode(id: "t", width: 10, height: 10), box(), box()])
  )

  /// A 100 × 100 scene whose one top-level view (id root, as large) holds `children`.
  private static func scene(_ children: [ViewNode]) -> SceneTree {
    SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(id: "root", width: 100, height: 100, children: children)]
    )
  }

  /// A 10 × 10 view without a name or an id.
  private static func box() -> ViewNode { ViewNode(width: 10, height: 10) }

  @Test func sharedNumbersSeparateANameKeyFromAnIdKeyAndEqualPaths() {
    let context = Planner.context(
      from: Self.scenes.start,
      to: Self.scenes.end,
      transition: .autoTransition
    )
    #expect(context.end.names.sharesNumbers(with: context.start.names))
    #expect(context.separatedKeys == ["t", "/0/1"])
    #expect(context.start.entries.map(\.key) == ["root", "from:t", "from:/0/1"])
    #expect(context.end.entries.map(\.key) == ["root", "to:t", "to:/0/1", "/0/2"])
  }

  @Test func scenesFlattenedApartSeparateTheSameKeys() {
    let start = FlatScene(Self.scenes.start)
    let end = FlatScene(Self.scenes.end)
    #expect(!end.names.sharesNumbers(with: start.names))
    let context = Planner.context(start, end, transition: .autoTransition)
    #expect(context.separatedKeys == ["t", "/0/1"])
    #expect(context.start.entries.map(\.key) == ["root", "from:t", "from:/0/1"])
    #expect(context.end.entries.map(\.key) == ["root", "to:t", "to:/0/1", "/0/2"])
  }
}
