import Testing

@testable import SceneDiffAndroid

/// RelativeLayout's dependency graphs (`android-layout.md` §6.2): the order children are
/// measured in, with repeated and self-naming rules, and the circle reported.
@Suite struct RelativeDependencyGraphTests {
  /// Four 10 × 10 children, the first three with ids `a`, `b`, `c`.
  private let children = ["a", "b", "c", nil].map {
    TestNode.view(id: $0, .exactly(10), .exactly(10))
  }

  @Test func repeatedAndSelfNamingAnchorsCountOnce() {
    var a = RelativeRules()
    a.below = "b"
    a.alignTop = "b"  // b named twice: one dependency
    var c = RelativeRules()
    c.above = "a"
    c.alignBottom = "a"
    c.alignBaseline = "c"  // c names itself: no dependency
    let rules = [a, RelativeRules(), c, RelativeRules()].map {
      ResolvedRelativeRules($0, false)
    }
    let graph = RelativeDependencyGraph(children, rules)
    // Vertical: a needs b, c needs a; b and d are free. Ready list [1, 3]: the last is taken
    // first → 3, then 1, which frees 0 → 0, which frees 2 → 2.
    #expect(graph.verticalOrder == [3, 1, 0, 2])
    // Horizontal: no rules, ready list [0, 1, 2, 3] taken from the end.
    #expect(graph.horizontalOrder == [3, 2, 1, 0])
    #expect(graph.cycle == nil)
  }

  @Test func circleIsNamedAndItsChildrenStillOrdered() {
    var a = RelativeRules()
    a.leftOf = "b"
    var b = RelativeRules()
    b.rightOf = "a"
    b.alignLeft = "a"
    let rules = [a, b, RelativeRules(), RelativeRules()].map {
      ResolvedRelativeRules($0, false)
    }
    let graph = RelativeDependencyGraph(children, rules)
    // Horizontal: a ↔ b. Ready [2, 3] → 3, 2; a and b follow in child order. The circle starts
    // at the first child left (a), follows its anchor b, whose anchor a repeats.
    #expect(graph.horizontalOrder == [3, 2, 0, 1])
    #expect(graph.cycle == ["a", "b"])
    #expect(graph.verticalOrder == [3, 2, 1, 0])
  }

  /// Children freed by one anchor join the ready list in child order: b and c are both below
  /// a, d below b.
  @Test func freedChildrenJoinInChildOrder() {
    let ids = ["a", "b", "c", "d"].map {
      TestNode.view(id: $0, .exactly(10), .exactly(10))
    }
    var b = RelativeRules()
    b.below = "a"
    var c = RelativeRules()
    c.below = "a"
    var d = RelativeRules()
    d.below = "b"
    let rules = [RelativeRules(), b, c, d].map { ResolvedRelativeRules($0, false) }
    let graph = RelativeDependencyGraph(ids, rules)
    // Ready [0] → a, which frees b then c: ready [1, 2] → c (the last), then b, which frees
    // d → d. Had c joined before b, b would come first and d before c.
    #expect(graph.verticalOrder == [0, 2, 1, 3])
    #expect(graph.horizontalOrder == [3, 2, 1, 0])
    #expect(graph.cycle == nil)
  }

  /// A RelativeLayout without children has empty orders and no circle.
  @Test func noChildrenNoOrder() {
    let graph = RelativeDependencyGraph([], [])
    #expect(graph.horizontalOrder.isEmpty)
    #expect(graph.verticalOrder.isEmpty)
    #expect(graph.cycle == nil)
  }

  /// Rules that name no sibling (parent alignments only) give no anchors: every child is ready
  /// at once and taken from the last, as with no rules at all; a rule naming an id that no
  /// child has adds no anchor either, and gives the same orders.
  @Test func rulesWithoutSiblingsGiveReversedOrders() {
    var top = RelativeRules()
    top.alignParentTop = true
    top.centerHorizontal = true
    var end = RelativeRules()
    end.alignParentEnd = true
    let parentOnly = [top, RelativeRules(), end, RelativeRules()].map {
      ResolvedRelativeRules($0, false)
    }
    var missing = RelativeRules()
    missing.below = "zzz"
    let unknownId = [missing, RelativeRules(), RelativeRules(), RelativeRules()].map {
      ResolvedRelativeRules($0, false)
    }
    for rules in [parentOnly, unknownId] {
      let graph = RelativeDependencyGraph(children, rules)
      #expect(graph.horizontalOrder == [3, 2, 1, 0])
      #expect(graph.verticalOrder == [3, 2, 1, 0])
      #expect(graph.cycle == nil)
    }
  }

  /// `namesAView` is true for each of the thirteen anchor rules set alone (and, resolved, for
  /// the nine they become), false for the boolean rules.
  @Test func namesAViewForEachAnchorRule() {
    let anchors: [WritableKeyPath<RelativeRules, String?>] = [
      \.leftOf, \.rightOf, \.above, \.below, \.alignBaseline, \.alignLeft, \.alignTop,
      \.alignRight, \.alignBottom, \.startOf, \.endOf, \.alignStart, \.alignEnd,
    ]
    for anchor in anchors {
      var rules = RelativeRules()
      rules[keyPath: anchor] = "a"
      #expect(rules.namesAView)
      #expect(ResolvedRelativeRules(rules, false).namesAView)
      #expect(ResolvedRelativeRules(rules, true).namesAView)
    }
    var flags = RelativeRules()
    flags.alignParentLeft = true
    flags.alignParentBottom = true
    flags.alignParentStart = true
    flags.centerInParent = true
    flags.alignWithParentIfMissing = true
    #expect(!flags.namesAView)
    #expect(!ResolvedRelativeRules(flags, false).namesAView)
    #expect(!RelativeRules().namesAView)
  }
}
