import Testing

@testable import SceneDiffCore

/// The visibility decisions the planner makes once per pair (`VisibilityDecisions`) give the
/// targets, lists and animators that deciding pair by pair gives, worked out here by hand from
/// Android's `Visibility` rules.
@Suite struct VisibilityDecisionsTests {
  /// Two scenes with one view of each visibility decision, and one inside each removed or
  /// added subtree.
  ///
  /// Start: root (id root, 100 × 100) holding a, b, c (holding c1) and d (INVISIBLE). End:
  /// root holding a, b (INVISIBLE), d (VISIBLE) and e (holding e1).
  ///
  /// By hand: a and the roots do not change; b goes VISIBLE → INVISIBLE and stays in the end
  /// scene: kept in place; d goes INVISIBLE → VISIBLE: appears; c is removed with its parent
  /// (the root) unchanged: drawn in the overlay at its root-space rectangle (10, 20, 30, 40);
  /// c1 is inside a removed view: nothing; e is added under the unchanged root: appears; e1
  /// is inside an added view: nothing. Pairs: root, a, b, d (by id), then c, c1 (start only),
  /// then e, e1 (end only).
  private static let scenes = (
    start: scene([
      ViewNode(id: "a", width: 10, height: 10),
      ViewNode(id: "b", width: 10, height: 10),
      ViewNode(
        id: "c",
        x: 10,
        y: 20,
        width: 30,
        height: 40,
        children: [ViewNode(id: "c1", width: 5, height: 5)]
      ),
      ViewNode(id: "d", width: 10, height: 10, visibility: .invisible),
    ]),
    end: scene([
      ViewNode(id: "a", width: 10, height: 10),
      ViewNode(id: "b", width: 10, height: 10, visibility: .invisible),
      ViewNode(id: "d", width: 10, height: 10),
      ViewNode(id: "e", width: 20, height: 20, children: [ViewNode(id: "e1", width: 5, height: 5)]),
    ])
  )

  /// A 100 × 100 scene whose one top-level view (id root, as large) holds `children`.
  private static func scene(_ children: [ViewNode]) -> SceneTree {
    SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(id: "root", width: 100, height: 100, children: children)]
    )
  }

  /// A target as compared here: its key, whether it appears and how it stays drawn.
  private struct Seen: Equatable {
    var key: String
    var appearing: Bool
    var presence: ViewPresence.Placement?
  }

  /// What a Fade with `mode` (the root, node 0) animates, with or without the planner's
  /// decisions.
  private static func targets(_ mode: VisibilityMode, decided: Bool) -> [Seen] {
    var context = Planner.context(from: scenes.start, to: scenes.end, transition: .fade(mode))
    if decided { context.decideVisibility() }
    return VisibilityTarget.all(node: 0, mode: mode, context: context).map {
      Seen(key: $0.key, appearing: $0.appearing, presence: $0.presence)
    }
  }

  /// The targets by hand, in pair order: b, d, c, e.
  private static let expected = [
    Seen(key: "b", appearing: false, presence: .inPlace),
    Seen(key: "d", appearing: true, presence: nil),
    Seen(key: "c", appearing: false, presence: .overlay(Rect(x: 10, y: 20, width: 30, height: 40))),
    Seen(key: "e", appearing: true, presence: nil),
  ]

  @Test(arguments: [true, false])
  func bothModesGiveTheTargetsByHand(decided: Bool) {
    #expect(Self.targets(.both, decided: decided) == Self.expected)
  }

  @Test(arguments: [true, false])
  func fadeInGivesTheAppearingTargets(decided: Bool) {
    #expect(Self.targets(.in, decided: decided) == Self.expected.filter(\.appearing))
  }

  @Test(arguments: [true, false])
  func fadeOutGivesTheDisappearingTargets(decided: Bool) {
    #expect(Self.targets(.out, decided: decided) == Self.expected.filter { !$0.appearing })
  }

  @Test func fadeListsOnlyTheAnimatedPairs() {
    var context = Planner.context(from: Self.scenes.start, to: Self.scenes.end, transition: .fade())
    let undecided = VisibilityTarget.animatedPairs(node: 0, mode: .both, context: context)
    context.decideVisibility()
    let decided = VisibilityTarget.animatedPairs(node: 0, mode: .both, context: context)
    // Pairs 0…3 are root, a, b, d; 4, 5 are c, c1; 6, 7 are e, e1.
    #expect(undecided == [2, 3, 4, 6])
    #expect(decided == [2, 3, 4, 6])
  }

  @Test func thePlanListsAndAnimatesTheViewsByHand() {
    let plan = Planner.plan(from: Self.scenes.start, to: Self.scenes.end, transition: .fade())
    #expect(plan.appearing == ["d", "e"])
    #expect(plan.disappearing == ["b", "c"])
    // One alpha animator each, all at 0 ms: plan order is by target.
    #expect(plan.animators.map(\.target) == ["b", "c", "d", "e"])
  }

  @Test func listsAreServedOnlyWhenEveryCapturedViewIsInAPair() {
    var context = Planner.context(from: Self.scenes.start, to: Self.scenes.end, transition: .fade())
    context.decideVisibility()
    #expect(context.visibilityDecisions?.servesPlanLists == true)
    // As a screen change pairs views: the matched ones alone (c, c1, e and e1 in no pair).
    var matched = MatchResult(
      pairs: [],
      pairOfStart: PairIndices(count: context.start.count),
      pairOfEnd: PairIndices(count: context.end.count)
    )
    for pair in context.match.pairs where pair.start != nil && pair.end != nil {
      matched.pairOfStart[pair.start ?? 0] = matched.pairs.count
      matched.pairOfEnd[pair.end ?? 0] = matched.pairs.count
      matched.pairs.append(pair)
    }
    context.match = matched
    context.decideVisibility()
    #expect(context.visibilityDecisions?.servesPlanLists == false)
  }

  @Test func kindsAreFilteredByMode() {
    typealias Kind = VisibilityRules.Kind
    #expect(Kind.appear.filtered(by: .in) == .appear)
    #expect(Kind.appear.filtered(by: .out) == .none)
    #expect(Kind.overlay.filtered(by: .in) == .none)
    #expect(Kind.overlay.filtered(by: .out) == .overlay)
    #expect(Kind.inPlace.filtered(by: .out) == .inPlace)
    #expect(Kind.inPlace.filtered(by: .both) == .inPlace)
    #expect(Kind.none.filtered(by: .both) == .none)
  }
}
