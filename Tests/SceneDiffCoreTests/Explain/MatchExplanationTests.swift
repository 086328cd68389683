import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct MatchExplanationTests {
  /// A small pair: `hero` moves (matched by name, ids differ), `list` and `item1` stay,
  /// `item2` and `panel` (with `panel_child`) are added, two views share id `dup`, `old` is GONE
  /// and removed, and `toolbar` (holding `menu`) is excluded by the transition.
  func pair() -> (SceneTree, SceneTree) {
    let toolbar = TestScenes.view(
      "toolbar",
      0,
      500,
      360,
      56,
      children: [TestScenes.view("menu", 300, 0, 56, 56)]
    )
    let start = SceneTree(
      name: "start",
      file: nil,
      width: 360,
      height: 640,
      views: [
        TestScenes.view("header", 0, 0, 100, 50, name: "hero"),
        TestScenes.view(
          "list",
          0,
          100,
          300,
          300,
          children: [TestScenes.view("item1", 0, 0, 300, 50)]
        ),
        TestScenes.view("old", 0, 420, 50, 50, visibility: .gone),
        toolbar,
      ]
    )
    let end = SceneTree(
      name: "end",
      file: nil,
      width: 360,
      height: 640,
      views: [
        TestScenes.view("header2", 0, 10, 100, 50, name: "hero"),
        TestScenes.view(
          "list",
          0,
          100,
          300,
          300,
          children: [
            TestScenes.view("item1", 0, 0, 300, 50), TestScenes.view("item2", 0, 50, 300, 50),
          ]
        ),
        TestScenes.view(
          "panel",
          0,
          420,
          100,
          50,
          children: [TestScenes.view("panel_child", 0, 0, 10, 10)]
        ),
        TestScenes.view("dup", 200, 420, 10, 10), TestScenes.view("dup", 220, 420, 10, 10),
        toolbar,
      ]
    )
    return (start, end)
  }

  /// AutoTransition that excludes `toolbar`.
  var transition: SceneTransition {
    var t = SceneTransition.autoTransition
    t.targets.excludeIds = ["toolbar"]
    return t
  }

  @Test func textExplainsEveryViewOfBothScenes() {
    let (start, end) = pair()
    let explanation = MatchExplanation(from: start, to: end, transition: transition)
    // AutoTransition: ChangeBounds moves hero (y 0 → 10); Fade(in) fades the outermost added
    // views item2, panel and both dups (keys /3 and /4: a duplicated id is not a key); `old` is
    // GONE, so nothing fades out. Keys are padded to the longest of their scene (toolbar: 7,
    // panel_child: 11).
    let expected = """
      from start
        hero     matched by transitionName → hero  (ChangeBounds)
        list     matched by id → list
        item1    matched by id → item1
        old      hidden: gone in the start scene, so nothing disappears; no view in the end scene has id 'old'
        toolbar  excluded: the root transition excludes it and everything inside it by excludeId 'toolbar'
        menu     not captured: its ancestor 'toolbar' is excluded by excludeId 'toolbar', so nothing inside it is captured
      to end
        hero         matched by transitionName ← hero  (ChangeBounds)
        list         matched by id ← list
        item1        matched by id ← item1
        item2        appearing: no view in the start scene has id 'item2'  (Fade)
        panel        appearing: no view in the start scene has id 'panel'  (Fade)
        panel_child  appearing with ancestor: it appears with its ancestor 'panel', which animates for it (Android animates only the outermost view of an added subtree); no view in the start scene has id 'panel_child'
        /3           appearing: its id 'dup' is shared by 2 views in the end scene, so it cannot match by id  (Fade)
        /4           appearing: its id 'dup' is shared by 2 views in the end scene, so it cannot match by id  (Fade)
        toolbar      excluded: the root transition excludes it and everything inside it by excludeId 'toolbar'
        menu         not captured: its ancestor 'toolbar' is excluded by excludeId 'toolbar', so nothing inside it is captured

      """
    #expect(explanation.text == expected)
  }

  @Test func jsonHasFixedKeysForEveryView() {
    let (start, end) = pair()
    let json = MatchExplanation(from: start, to: end, transition: transition).json
    guard case .object(let top) = json else {
      Issue.record("not an object")
      return
    }
    #expect(top.map(\.0) == ["format", "version", "from", "to", "transitionSource", "views"])
    #expect(top[0].1 == .string("scenediff.explain") && top[1].1 == .int(1))
    #expect(top[2].1 == .object([("file", .null), ("scene", .string("start"))]))
    // Explained without saying where the transition came from.
    #expect(top[4].1 == .null)
    guard case .array(let views) = top[5].1 else {
      Issue.record("no views")
      return
    }
    #expect(views.count == 6 + 10)
    #expect(
      views[0]
        == .object([
          ("scene", .string("from")), ("key", .string("hero")), ("class", .string("View")),
          ("status", .string("matched")), ("by", .string("transitionName")),
          ("counterpart", .string("hero")), ("ancestor", .null), ("rule", .null),
          ("reason", .string("")), ("transitions", .array([.string("ChangeBounds")])),
        ])
    )
    #expect(
      views[5]
        == .object([
          ("scene", .string("from")), ("key", .string("menu")), ("class", .string("View")),
          ("status", .string("not-captured")), ("by", .null), ("counterpart", .null),
          ("ancestor", .string("toolbar")), ("rule", .string("excludeId 'toolbar'")),
          (
            "reason",
            .string(
              "its ancestor 'toolbar' is excluded by excludeId 'toolbar', so nothing inside it is captured"
            )
          ),
          ("transitions", .array([])),
        ])
    )
    #expect(
      views[11]
        == .object([
          ("scene", .string("to")), ("key", .string("panel_child")), ("class", .string("View")),
          ("status", .string("appearing-with-ancestor")), ("by", .null), ("counterpart", .null),
          ("ancestor", .string("panel")), ("rule", .null),
          (
            "reason",
            .string(
              "it appears with its ancestor 'panel', which animates for it (Android animates only the outermost view of an added subtree); no view in the start scene has id 'panel_child'"
            )
          ),
          ("transitions", .array([])),
        ])
    )
  }

  @Test func targetsNamesAndVisibilityAreExplained() throws {
    // Root targets: name `hero` and name `ghost`; `ghost` is also excluded by name.
    let start = TestScenes.scene([
      TestScenes.view("a", 0, 0, 10, 10, name: "hero"),
      TestScenes.view("b", 0, 20, 10, 10, name: "ghost"),
      TestScenes.view("c", 0, 40, 10, 10),
      TestScenes.view("d", 0, 60, 10, 10, name: "hidden", visibility: .gone),
    ])
    let end = TestScenes.scene([
      TestScenes.view("a", 0, 5, 10, 10, name: "hero"),
      TestScenes.view("b", 0, 20, 10, 10, name: "ghost"),
      TestScenes.view("c", 0, 40, 10, 10),
      TestScenes.view("d", 0, 60, 10, 10, name: "hidden", visibility: .gone),
    ])
    let transition = SceneTransition(
      ChangeBounds(),
      targets: TargetRules(targetNames: ["hero", "ghost", "hidden"], excludeNames: ["ghost"])
    )
    let entries = MatchExplanation(from: start, to: end, transition: transition).entries
    let byKey = Dictionary(
      entries.filter { $0.side == .from }.map { ($0.key, $0) },
      uniquingKeysWith: { a, _ in a }
    )
    let hero = try #require(byKey["hero"])
    #expect(hero.status == .matched && hero.transitions == ["ChangeBounds"])
    let ghost = try #require(byKey["ghost"])
    #expect(ghost.status == .excluded && ghost.rule == "excludeName 'ghost'")
    let c = try #require(byKey["c"])
    #expect(c.status == .notTargeted)
    #expect(
      c.reason
        == "the root transition targets only targetName 'hero', targetName 'ghost', targetName 'hidden'"
    )
    let hidden = try #require(byKey["hidden"])
    #expect(hidden.status == .matched && hidden.reason == "gone in both scenes")
  }

  @Test func theFastPathExplainsViewsItNeverCaptured() throws {
    // targetId `dup` only: findViewById captures the first `dup`; the second is not captured,
    // and `other` is not targeted.
    let start = TestScenes.scene([
      TestScenes.view("dup", 0, 0, 10, 10), TestScenes.view("dup", 0, 20, 10, 10),
      TestScenes.view("other", 0, 40, 10, 10),
    ])
    let transition = SceneTransition(
      ChangeBounds(),
      targets: TargetRules(targetIds: ["dup"])
    )
    let entries = MatchExplanation(from: start, to: start, transition: transition).entries
      .filter { $0.side == .from }
    #expect(entries.map(\.status) == [.matched, .notCaptured, .notTargeted])
    #expect(entries[1].rule == "targetId 'dup'")
    #expect(
      entries[2].reason
        == "the root transition targets only targetId 'dup' and captures just those views"
    )
  }

  @Test func aDisappearingSubtreeNamesItsAnimatingAncestor() throws {
    let start = TestScenes.scene([
      TestScenes.view("box", 0, 0, 100, 100, children: [TestScenes.view("inside", 0, 0, 10, 10)])
    ])
    let end = TestScenes.scene([])
    let entries = MatchExplanation(from: start, to: end, transition: .fade()).entries
    #expect(entries.map(\.status) == [.disappearing, .disappearingWithAncestor])
    #expect(entries[0].transitions == ["Fade"])
    #expect(entries[1].ancestor == "box" && entries[1].transitions.isEmpty)
  }

  @Test func anAncestorThatNothingAnimatesIsNotSaidToAnimate() {
    // ChangeBounds alone has no Visibility transition: "box" and "inside" appear at once, so the
    // explanation must not say that "box" animates for "inside" (issue 13).
    let start = TestScenes.scene([])
    let end = TestScenes.scene([
      TestScenes.view("box", 0, 0, 100, 100, children: [TestScenes.view("inside", 0, 0, 10, 10)])
    ])
    let entries = MatchExplanation(from: start, to: end, transition: .changeBounds()).entries
    #expect(entries.map(\.status) == [.appearing, .appearingWithAncestor])
    #expect(entries[0].transitions.isEmpty)
    let reason = entries[1].reason
    #expect(!reason.contains("animates for it"))
    #expect(reason.contains("'box', which no transition animates, so it comes at once"))
  }
}
