import Testing

@testable import SceneDiffCore

/// The plan's animator order (start, then target, then property, ties in creation order) with
/// targets whose first bytes decide it and targets whose strings must be compared: long keys
/// sharing eight bytes, keys with a NUL, non-ASCII keys and canonically equal spellings.
@Suite struct PlanOrderTests {
  /// An animator named by its target and property, starting at `startMs`; its transition
  /// records the creation order.
  private static func animator(
    _ target: String,
    _ property: AnimatedProperty,
    at startMs: Double,
    made: Int
  ) -> Animator {
    Animator(
      target: target,
      transition: "t\(made)",
      property: property,
      space: .parent,
      from: .scalar(0),
      to: .scalar(1),
      startMs: startMs,
      durationMs: 300,
      timing: .interpolator(.linear)
    )
  }

  /// `animators` in plan order, as the planner orders them: one leaf's animators, taken by
  /// ``Planner/inPlanOrder(taking:)``.
  private static func inPlanOrder(_ animators: [Animator]) -> [Animator] {
    var leaves = [Self.pending(animators)]
    return Planner.inPlanOrder(taking: &leaves)
  }

  /// `animators` as one leaf's pending records, as the scheduler keeps them.
  private static func pending(_ animators: [Animator]) -> [PendingAnimator] {
    animators.map { PendingAnimator(animator: $0) }
  }

  @Test func asciiTargetsSortByTheirBytesAfterTheStart() {
    var animators = [
      Self.animator("b", .alpha, at: 10, made: 0),
      Self.animator("v2", .alpha, at: 0, made: 1),
      Self.animator("v10", .alpha, at: 0, made: 2),
      Self.animator("v1", .alpha, at: 0, made: 3),
      Self.animator("a\u{0}", .alpha, at: 0, made: 4),
      Self.animator("a", .alpha, at: 0, made: 5),
      Self.animator("z", .alpha, at: 0, made: 6),
    ]
    animators = Self.inPlanOrder(animators)
    // Start 0 before 10 ("b" last). At 0, byte order: "a" (0x61) is a prefix of "a\0", so
    // it comes first; "v1" is a prefix of "v10"; "v10" < "v2" as '1' (0x31) < '2' (0x32);
    // "z" (0x7A) after every "v" (0x76).
    #expect(animators.map(\.target) == ["a", "a\u{0}", "v1", "v10", "v2", "z", "b"])
  }

  @Test func longTargetsSharingEightBytesAreComparedWhole() {
    var animators = [
      Self.animator("/0/1/2/3/4", .alpha, at: 0, made: 0),
      Self.animator("/0/1/2/3/10", .alpha, at: 0, made: 1),
      Self.animator("/0/1/2/3", .alpha, at: 0, made: 2),
      Self.animator("/0/1/2/3/10", .alpha, at: 0, made: 3),
    ]
    animators = Self.inPlanOrder(animators)
    // All four start with the eight bytes "/0/1/2/3". "/0/1/2/3" is a prefix of the others;
    // then "/0/1/2/3/10" < "/0/1/2/3/4" ('1' < '4' at the tenth byte); the two "/10" keep
    // their creation order (made 1, then 3).
    #expect(
      animators.map(\.transition) == ["t2", "t1", "t3", "t0"]
    )
  }

  @Test func targetsSharingEightBytesAreOrderedByTheNextEight() {
    var animators = [
      Self.animator("/0/1/2/3/4/5", .alpha, at: 0, made: 0),
      Self.animator("/0/1/2/3\u{0}", .alpha, at: 0, made: 1),
      Self.animator("/0/1/2/3/10", .bounds, at: 0, made: 2),
      Self.animator("/0/1/2/3", .alpha, at: 0, made: 3),
      Self.animator("/0/1/2/3/10", .alpha, at: 0, made: 4),
    ]
    animators = Self.inPlanOrder(animators)
    // The ninth byte: none for "/0/1/2/3" (a prefix of every other), NUL (0x00) before '/'
    // (0x2F); then the tenth, '1' (0x31) before '4' (0x34). The two equal "/0/1/2/3/10" (11
    // bytes) by property: "alpha" (made 4) before "bounds" (made 2).
    #expect(animators.map(\.transition) == ["t3", "t1", "t4", "t2", "t0"])
  }

  @Test func targetsSharingSixteenBytesAreComparedWhole() {
    var animators = [
      Self.animator("/0/1/2/3/4/5/6/7/8", .alpha, at: 0, made: 0),
      Self.animator("/0/1/2/3/4/5/6/7/10", .alpha, at: 0, made: 1),
      Self.animator("/0/1/2/3/4/5/6/7", .alpha, at: 0, made: 2),
      Self.animator("/0/1/2/3/4/5/6/8", .alpha, at: 0, made: 3),
      Self.animator("/0/1/2/3/4/5/6/7/10", .alpha, at: 0, made: 4),
    ]
    animators = Self.inPlanOrder(animators)
    // "/0/1/2/3/4/5/6/7" (16 bytes) is a prefix of the 18- and 19-byte keys; after its
    // sixteenth byte "/10" comes before "/8" ('1' < '8'), the two "/10" in creation order;
    // "/0/1/2/3/4/5/6/8" differs at the sixteenth byte ('8' > '7'), so it comes last.
    #expect(animators.map(\.transition) == ["t2", "t1", "t4", "t0", "t3"])
  }

  @Test func nonASCIITargetsFollowTheStringOrder() {
    var animators = [
      Self.animator("\u{E9}", .bounds, at: 0, made: 0),
      Self.animator("f", .alpha, at: 0, made: 1),
      Self.animator("e\u{301}", .alpha, at: 0, made: 2),
      Self.animator("K", .bounds, at: 0, made: 3),
      Self.animator("\u{212A}", .alpha, at: 0, made: 4),
    ]
    animators = Self.inPlanOrder(animators)
    // "é" (U+00E9) and "e" + U+0301 are one string to Swift (canonical equivalence), after
    // "f" (U+0066 < U+00E9); so are the Kelvin sign U+212A and "K" (U+004B), before "f".
    // Between equal targets the property decides: "alpha" < "bounds".
    #expect(animators.map(\.transition) == ["t4", "t3", "t1", "t2", "t0"])
  }

  @Test func equalTargetsAndStartsKeepCreationOrderWithinAProperty() {
    var animators = [
      Self.animator("v7", .bounds, at: 5, made: 0),
      Self.animator("v7", .alpha, at: 5, made: 1),
      Self.animator("v7", .bounds, at: 5, made: 2),
      Self.animator("v7", .alpha, at: 5, made: 3),
    ]
    animators = Self.inPlanOrder(animators)
    // Same start and target: "alpha" before "bounds", each in creation order.
    #expect(animators.map(\.transition) == ["t1", "t3", "t0", "t2"])
  }

  @Test func leavesComeOutInPlanOrderAsTheirJoinWould() {
    // Three leaves as the scheduler keeps them, the middle one empty; joined leaf after leaf
    // they are made 0, 1, 2, 3 in that order.
    var leaves = [
      [Self.animator("b", .alpha, at: 10, made: 0), Self.animator("a", .alpha, at: 0, made: 1)],
      [],
      [
        Self.animator("a", .alpha, at: 0, made: 2),
        Self.animator("/0/1/2/3/10", .alpha, at: 0, made: 3),
      ],
    ].map(Self.pending)
    let animators = Planner.inPlanOrder(taking: &leaves)
    // Start 0 first: "/0/1/2/3/10" before "a" ('/' is 0x2F, 'a' 0x61); the two "a" (same
    // property) in creation order, made 1 then 2; then "b" at 10.
    #expect(animators.map(\.transition) == ["t3", "t1", "t2", "t0"])
    // Each leaf's records are freed once their animators are out.
    #expect(leaves.map(\.count) == [0, 0, 0])
  }
}
