import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct MatchingTests {
  @Test func namesMatchBeforeIds() {
    // Start: A (id x, name n), B (id y). End: A' (id y, name n), B' (id x).
    // NAME pairs A–A'. ID: A's x and A''s y are taken, so B (y) and B' (x) stay unmatched.
    let start = TestScenes.scene([
      TestScenes.view("x", 0, 0, 10, 10, name: "n"), TestScenes.view("y", 0, 20, 10, 10),
    ])
    let end = TestScenes.scene([
      TestScenes.view("y", 0, 0, 10, 10, name: "n"), TestScenes.view("x", 0, 20, 10, 10),
    ])
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.matches == [Plan.Match(from: "n", to: "n", by: "transitionName")])
    #expect(plan.disappearing == ["y"])
    #expect(plan.appearing == ["x"])
  }

  @Test func matchOrderIdOnlyIgnoresNames() {
    let start = TestScenes.scene([TestScenes.view("x", 0, 0, 10, 10, name: "n")])
    let end = TestScenes.scene([TestScenes.view("x", 5, 0, 10, 10, name: "other")])
    var transition = SceneTransition.changeBounds()
    transition.matchOrder = [.id]
    let plan = Planner.plan(from: start, to: end, transition: transition)
    #expect(plan.matches == [Plan.Match(from: "n", to: "other", by: "id")])
    #expect(plan.animators.count == 1)
  }

  @Test func duplicatedKeysAreNotUsedForMatching() {
    // Two start views share id "dup": neither matches the end view with that id.
    let start = TestScenes.scene([
      TestScenes.view("dup", 0, 0, 10, 10), TestScenes.view("dup", 0, 20, 10, 10),
    ])
    let end = TestScenes.scene([TestScenes.view("dup", 0, 40, 10, 10)])
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.matches.isEmpty)
    // Duplicated ids cannot be keys either: the start views fall back to their paths.
    #expect(plan.disappearing == ["/0", "/1"])
    #expect(plan.appearing == ["dup"])
  }

  @Test func appearingAndDisappearingListEveryChangeInDocumentOrder() {
    // Start a b c d f g, end e a b c d (all top-level, matched by id):
    // a visible → invisible: disappears (kept in place); b invisible → visible: appears;
    // c visible → gone: disappears (overlay); d gone → invisible: no side visible, nothing;
    // e added visible: appears; f removed visible: disappears; g removed invisible: nothing.
    // Appearing in end order (e is end view 0, b end view 2): e, b. Disappearing in start
    // order (a 0, c 2, f 4): a, c, f.
    let start = TestScenes.scene([
      TestScenes.view("a", 0, 0, 10, 10),
      TestScenes.view("b", 0, 20, 10, 10, visibility: .invisible),
      TestScenes.view("c", 0, 40, 10, 10),
      TestScenes.view("d", 0, 60, 10, 10, visibility: .gone),
      TestScenes.view("f", 0, 80, 10, 10),
      TestScenes.view("g", 0, 100, 10, 10, visibility: .invisible),
    ])
    let end = TestScenes.scene([
      TestScenes.view("e", 0, 120, 10, 10),
      TestScenes.view("a", 0, 0, 10, 10, visibility: .invisible),
      TestScenes.view("b", 0, 20, 10, 10),
      TestScenes.view("c", 0, 40, 10, 10, visibility: .gone),
      TestScenes.view("d", 0, 60, 10, 10, visibility: .invisible),
    ])
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.appearing == ["e", "b"])
    #expect(plan.disappearing == ["a", "c", "f"])
  }

  @Test func invisibleToGoneNeverAnimates() {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10, visibility: .invisible)])
    let end = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10, visibility: .gone)])
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.animators.isEmpty && plan.appearing.isEmpty && plan.disappearing.isEmpty)
  }

  @Test func onlyTheOutermostViewOfAnAddedOrRemovedSubtreeAnimates() {
    let start = TestScenes.scene([
      TestScenes.view(
        "old",
        0,
        0,
        100,
        100,
        children: [TestScenes.view("old_child", 10, 10, 20, 20)]
      )
    ])
    let end = TestScenes.scene([
      TestScenes.view(
        "new",
        0,
        0,
        100,
        100,
        children: [TestScenes.view("new_child", 10, 10, 20, 20)]
      )
    ])
    let plan = Planner.plan(from: start, to: end, transition: .fade())
    #expect(plan.appearing == ["new"])
    #expect(plan.disappearing == ["old"])
    #expect(plan.animators.map(\.target).sorted() == ["new", "old"])
    // The removed child rides along inside its overlay parent, at its start position.
    let frame = Sampler(plan: plan).sample(at: 150)
    let child = frame["old_child"]
    #expect(child?.visible == true)
    #expect(child?.bounds == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(child?.alpha == 0.5)
  }

  @Test func aViewThatEndsInvisibleFadesInPlaceAndAGoneOneInTheOverlay() throws {
    let start = TestScenes.scene([
      TestScenes.view(
        "c",
        0,
        100,
        200,
        200,
        children: [
          TestScenes.view("inv", 10, 10, 20, 20), TestScenes.view("gone", 40, 10, 20, 20),
        ]
      )
    ])
    let end = TestScenes.scene([
      TestScenes.view(
        "c",
        0,
        100,
        200,
        200,
        children: [
          TestScenes.view("inv", 10, 10, 20, 20, visibility: .invisible),
          TestScenes.view("gone", 40, 10, 20, 20, visibility: .gone),
        ]
      )
    ])
    let plan = Planner.plan(from: start, to: end, transition: .fade())
    #expect(plan.disappearing == ["inv", "gone"])
    #expect(try #require(plan.animator("inv", .alpha)).space == .parent)
    #expect(try #require(plan.animator("gone", .alpha)).space == .root)
    let mid = Sampler(plan: plan).sample(at: 150)
    // Kept visible in place until the fade ends; the gone one is a snapshot in the overlay at
    // its start root location (0 + 40, 100 + 10).
    #expect(try #require(mid["inv"]).visible)
    #expect(try #require(mid["gone"]).bounds == Rect(x: 40, y: 110, width: 20, height: 20))
    #expect(try #require(mid["gone"]).inOverlay)
    let after = Sampler(plan: plan).sample(at: 300)
    #expect(try #require(after["inv"]).visible == false)
    #expect(try #require(after["gone"]).visible == false)
  }

  @Test func targetsRestrictWhichViewsATransitionAnimates() throws {
    let start = TestScenes.scene([
      TestScenes.view("a", 0, 0, 10, 10), TestScenes.view("b", 0, 20, 10, 10),
    ])
    let end = TestScenes.scene([
      TestScenes.view("a", 5, 0, 10, 10), TestScenes.view("b", 5, 20, 10, 10),
    ])
    var only = SceneTransition.changeBounds()
    only.targets.targetIds = ["b"]
    #expect(Planner.plan(from: start, to: end, transition: only).animators.map(\.target) == ["b"])
    var excluded = SceneTransition.changeBounds()
    excluded.targets.excludeIds = ["b"]
    #expect(
      Planner.plan(from: start, to: end, transition: excluded).animators.map(\.target) == ["a"]
    )
  }

  @Test func idsPairWhereViewsMoveBetweenParentsOrRepeat() {
    // Start (pre-order): p 0 {a 1, b 2}, q 3 {c 4}, e 5, e 6. End: q 0 {c 1, a 2}, p 3 {b 4},
    // e 5, f 6. a moved from p to q. By id, in start order: p–p (0, 3), a–a (1, 2), b–b
    // (2, 4), q–q (3, 0), c–c (4, 1); the start's two e are duplicates, matched with nothing
    // and keyed by their paths /2 and /3; the end's e (unique there) and f appear.
    func leaf(_ id: String, _ y: Double) -> ViewNode { TestScenes.view(id, 0, y, 10, 10) }
    func parent(_ id: String, _ y: Double, _ kids: [ViewNode]) -> ViewNode {
      TestScenes.view(id, 0, y, 100, 100, children: kids)
    }
    let start = TestScenes.scene([
      parent("p", 0, [leaf("a", 0), leaf("b", 20)]), parent("q", 100, [leaf("c", 0)]),
      leaf("e", 200), leaf("e", 220),
    ])
    let end = TestScenes.scene([
      parent("q", 100, [leaf("c", 0), leaf("a", 20)]), parent("p", 0, [leaf("b", 20)]),
      leaf("e", 200), leaf("f", 240),
    ])
    let expected = [(0, 3), (1, 2), (2, 4), (3, 0), (4, 1)]
    // The planner numbers the end's names as the start's; scenes flattened apart are bridged by
    // looking each start string up in the end's table. Both pair the same views.
    let shared = Planner.context(from: start, to: end, transition: .autoTransition)
    let apart = Planner.context(FlatScene(start), FlatScene(end), transition: .autoTransition)
    #expect(shared.end.names.sharesNumbers(with: shared.start.names))
    #expect(!apart.end.names.sharesNumbers(with: apart.start.names))
    for context in [shared, apart] {
      let pairs = context.match.pairs.filter { $0.kind != nil }
      #expect(pairs.map { $0.start ?? -1 } == expected.map(\.0))
      #expect(pairs.map { $0.end ?? -1 } == expected.map(\.1))
      #expect(pairs.allSatisfy { $0.kind == .id })
    }
    let plan = Planner.plan(from: start, to: end)
    #expect(plan.matches.map(\.from) == ["p", "a", "b", "q", "c"])
    #expect(plan.disappearing == ["/2", "/3"])
    #expect(plan.appearing == ["e", "f"])
  }

  @Test func reversedScenesPairEveryViewByNameOrId() {
    // Start a b c d (d also named n), end the same views reversed, each string out of the
    // start's order. n pairs d–d by name first (start 3, end 0); then by id, in start order:
    // a (0, 3), b (1, 2), c (2, 1).
    let views = [
      TestScenes.view("a", 0, 0, 10, 10), TestScenes.view("b", 0, 20, 10, 10),
      TestScenes.view("c", 0, 40, 10, 10), TestScenes.view("d", 0, 60, 10, 10, name: "n"),
    ]
    let context = Planner.context(
      from: TestScenes.scene(views),
      to: TestScenes.scene(views.reversed()),
      transition: .autoTransition
    )
    let pairs = context.match.pairs.filter { $0.kind != nil }
    #expect(pairs.map { $0.start ?? -1 } == [3, 0, 1, 2])
    #expect(pairs.map { $0.end ?? -1 } == [0, 3, 2, 1])
    #expect(pairs.map(\.kind) == [.name, .id, .id, .id])
  }
}
