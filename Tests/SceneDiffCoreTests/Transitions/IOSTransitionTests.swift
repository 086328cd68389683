import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// UIView.transition, CATransition and UIView.animate planned and sampled, against values
/// worked by hand from reference platform-transitions.md §3–§4 and interpolators.md §5.3.
@Suite struct IOSTransitionTests {
  /// A 390 × 844 scene with these views.
  static func scene(_ views: [ViewNode]) -> SceneTree {
    SceneTree(width: 390, height: 844, views: views)
  }

  /// A scalar value's number.
  static func number(_ value: AnimatedValue) -> Double? {
    guard case .scalar(let number) = value else { return nil }
    return number
  }

  /// Whether a value is a rectangle within 1e-6 of `rect` on every edge (the linear curve is
  /// solved numerically, to 1e-7 of the input).
  static func close(_ value: AnimatedValue?, _ rect: Rect) -> Bool {
    guard case .rect(let r)? = value else { return false }
    return zip(r.edges, rect.edges).allSatisfy { abs($0 - $1) <= 1e-6 }
  }

  /// A container `key` at (10, 20), 200 × 100, holding one child `child` that fills it.
  static func box(_ key: String, child: String) -> ViewNode {
    TestScenes.view(
      key,
      10,
      20,
      200,
      100,
      children: [TestScenes.view(child, 0, 0, 200, 100)]
    )
  }

  @Test(arguments: [
    // §5.3 easeInEaseOut at 0, ¼, ½, ¾ of 400 ms: c = 0, 0.129162, 0.5, 0.870838; the new
    // snapshot's alpha is c, the old one's 1 − c.
    (0.0, 0.0), (100.0, 0.129_162), (200.0, 0.5), (300.0, 0.870_838),
  ])
  func crossDissolveAlphas(timeMs: Double, expected: Double) throws {
    let plan = Planner.plan(
      from: Self.scene([Self.box("photo", child: "sunset")]),
      to: Self.scene([Self.box("photo", child: "harbour")]),
      transition: SceneTransition(
        IOSViewTransition(
          .container("photo"),
          style: .transitionCrossDissolve,
          timing: IOSTiming(durationMs: 400, curve: .cubicBezier(.uiKitDefault))
        )
      )
    )
    let frame = Sampler(plan: plan).sample(at: timeMs)
    let new = try #require(frame["to:photo"])
    let old = try #require(frame["from:photo"])
    #expect(abs(new.alpha - expected) <= 1e-6)
    #expect(abs(old.alpha - (1 - expected)) <= 1e-6)
    #expect(old.visible && new.visible)
    // The children are drawn inside their snapshots, with the snapshots' alpha.
    #expect(abs(try #require(frame["harbour"]).alpha - expected) <= 1e-6)
    #expect(abs(try #require(frame["sunset"]).alpha - (1 - expected)) <= 1e-6)
  }

  @Test func crossDissolveEndsOnTheNewContentOnly() throws {
    let plan = Planner.plan(
      from: Self.scene([Self.box("photo", child: "sunset")]),
      to: Self.scene([Self.box("photo", child: "harbour")]),
      transition: SceneTransition(
        IOSViewTransition(
          .container("photo"),
          style: .transitionCrossDissolve,
          timing: IOSTiming(durationMs: 400)
        )
      )
    )
    // At 100 %: the old snapshot is gone, the new one is fully drawn.
    let frame = Sampler(plan: plan).sample(at: 400)
    #expect(try #require(frame["from:photo"]).visible == false)
    #expect(try #require(frame["to:photo"]).alpha == 1)
    #expect(plan.totalDurationMs == 400)
    #expect(plan.diagnostics.isEmpty)
  }

  /// A flip from the right over 500 ms on a 100 × 100 card at (0, 0) inside `card`.
  static func flipPlan(curve: CubicBezier) -> Plan {
    let front = TestScenes.view("front", 0, 0, 100, 100)
    let back = TestScenes.view("back", 0, 0, 100, 100, visibility: .invisible)
    let shownFront = TestScenes.view("front", 0, 0, 100, 100, visibility: .invisible)
    let shownBack = TestScenes.view("back", 0, 0, 100, 100)
    return Planner.plan(
      from: Self.scene([TestScenes.view("card", 0, 0, 100, 100, children: [front, back])]),
      to: Self.scene([TestScenes.view("card", 0, 0, 100, 100, children: [shownFront, shownBack])]),
      transition: SceneTransition(
        IOSViewTransition(
          .fromTo(from: "front", to: "back"),
          style: .transitionFlipFromRight,
          showHideTransitionViews: true,
          timing: IOSTiming(durationMs: 500, curve: .cubicBezier(curve))
        )
      )
    )
  }

  @Test func flipAngleAtHalfTimeAndTheVisibleSide() throws {
    let plan = Self.flipPlan(curve: .easeInEaseOut)
    let old = try #require(plan.animator("from:card", .flipY))
    let new = try #require(plan.animator("to:card", .flipY))
    // The card turns 0 → 180° (old face) and −180° → 0 (new face) with one curve; at half
    // time easeInEaseOut gives exactly ½ (it is symmetric), so 90° and −90°: edge-on.
    #expect(old.from == .scalar(0) && old.to == .scalar(180))
    #expect(new.from == .scalar(-180) && new.to == .scalar(0))
    let grid = plan.toScene.pixelGrid
    #expect(old.value(at: 250, grid: grid) == .scalar(90))
    #expect(new.value(at: 250, grid: grid) == .scalar(-90))
    // Before half time the old face is drawn and the new one's back is turned; after, the
    // reverse.
    let sampler = Sampler(plan: plan)
    let before = sampler.sample(at: 240)
    let after = sampler.sample(at: 260)
    #expect(try #require(before["from:card"]).alpha == 1)
    #expect(try #require(before["to:card"]).alpha == 0)
    #expect(try #require(after["from:card"]).alpha == 0)
    #expect(try #require(after["to:card"]).alpha == 1)
  }

  @Test func flipPerspectiveAtAQuarterByHand() throws {
    // Linear over 500 ms: at 125 ms the old face is at 45°. With d = 1000 (the view is
    // 100 × 100) and u measured from the centre x = 50: the right edge u = 50 has
    // w = 1 − 50·sin45°/1000 = 0.96464466, x' = 50·cos45°/w = 35.355339/0.96464466 = 36.651153;
    // the left edge u = −50 has w = 1.03535534, x' = −35.355339/1.03535534 = −34.148024; the
    // right edge's half height is 50/w = 51.832558 (it comes toward the viewer and grows).
    let frame = Sampler(plan: Self.flipPlan(curve: .linear)).sample(at: 125)
    let card = try #require(frame["from:card"]).bounds
    #expect(abs(card.left - (50 - 34.148_024)) <= 1e-5)
    #expect(abs(card.right - (50 + 36.651_153)) <= 1e-5)
    #expect(abs(card.top - (50 - 51.832_558)) <= 1e-5)
    #expect(abs(card.bottom - (50 + 51.832_558)) <= 1e-5)
  }

  /// A 200 × 100 pager at (10, 20) on page `one`, then page `two`, with a linear
  /// CATransition of `type` from `subtype` over 1000 ms.
  static func layerPlan(_ type: IOSLayerTransitionType, _ subtype: IOSLayerTransitionSubtype)
    -> Plan
  {
    Planner.plan(
      from: Self.scene([Self.box("pager", child: "one")]),
      to: Self.scene([Self.box("pager", child: "two")]),
      transition: SceneTransition(
        IOSLayerTransition(
          layer: "pager",
          type: type,
          subtype: subtype,
          timing: IOSTiming(durationMs: 1000, curve: .cubicBezier(.linear))
        )
      )
    )
  }

  @Test(arguments: [
    // At 250 ms, p = ¼; the pager is 200 × 100 at (10, 20). (type, subtype, new left/top,
    // old left/top): push from the right moves the new page in from x = 10 + 200·¾ = 160
    // and the old one out to 10 − 200·¼ = −40; push from the top brings the new one down
    // from y = 20 − 100·¾ = −55 and the old one to 20 + 100·¼ = 45; moveIn moves only the
    // new page; reveal moves only the old one, away from the subtype's side.
    (IOSLayerTransitionType.push, IOSLayerTransitionSubtype.fromRight, 160.0, 20.0, -40.0, 20.0),
    (.push, .fromTop, 10, -55, 10, 45),
    (.moveIn, .fromRight, 160, 20, 10, 20),
    (.moveIn, .fromBottom, 10, 20 + 75, 10, 20),
    (.reveal, .fromRight, 10, 20, -40, 20),
    (.reveal, .fromTop, 10, 20, 10, 45),
  ])
  func layerTransitionPositions(
    type: IOSLayerTransitionType,
    subtype: IOSLayerTransitionSubtype,
    newLeft: Double,
    newTop: Double,
    oldLeft: Double,
    oldTop: Double
  ) throws {
    let frame = Sampler(plan: Self.layerPlan(type, subtype)).sample(at: 250)
    let new = try #require(frame["to:pager"]).bounds
    let old = try #require(frame["from:pager"]).bounds
    #expect(abs(new.left - newLeft) <= 1e-4 && abs(new.top - newTop) <= 1e-4)
    #expect(abs(old.left - oldLeft) <= 1e-4 && abs(old.top - oldTop) <= 1e-4)
  }

  @Test func moveInDrawsTheUncoveredPartOfTheOldContent() throws {
    // moveIn from the right at p = ¼ covers the right quarter: the old snapshot keeps
    // (0, 0, 200·¾, 100) = (0, 0, 150, 100); from the bottom, (0, 0, 200, 100·¾).
    let plan = Self.layerPlan(.moveIn, .fromRight)
    let rect = try #require(plan.animator("from:pager", .visibleRect))
    #expect(
      Self.close(
        rect.value(at: 250, grid: plan.toScene.pixelGrid),
        Rect(left: 0, top: 0, right: 150, bottom: 100)
      )
    )
    let bottom = Self.layerPlan(.moveIn, .fromBottom)
    let fromBottom = try #require(bottom.animator("from:pager", .visibleRect))
    #expect(
      Self.close(
        fromBottom.value(at: 250, grid: bottom.toScene.pixelGrid),
        Rect(left: 0, top: 0, right: 200, bottom: 75)
      )
    )
  }

  @Test func layerTransitionProgressWindowAndDefaults() throws {
    // startProgress 0.2, endProgress 0.6 on a fade: the new snapshot's opacity runs
    // 0.2 → 0.6 and the old one's 0.8 → 0.4. The default duration is 0.25 s, linear.
    let defaults = IOSLayerTransition(layer: "pager")
    #expect(defaults.timing.durationMs == 250 && defaults.timing.curve == .cubicBezier(.linear))
    #expect(defaults.type == .fade)
    var windowed = defaults
    windowed.startProgress = 0.2
    windowed.endProgress = 0.6
    let plan = Planner.plan(
      from: Self.scene([Self.box("pager", child: "one")]),
      to: Self.scene([Self.box("pager", child: "two")]),
      transition: SceneTransition(windowed)
    )
    let new = try #require(plan.animator("to:pager", .opacity))
    let old = try #require(plan.animator("from:pager", .opacity))
    #expect(new.from == .scalar(0.2) && new.to == .scalar(0.6))
    #expect(abs(try #require(Self.number(old.from)) - 0.8) <= 1e-12)
    #expect(abs(try #require(Self.number(old.to)) - 0.4) <= 1e-12)
    #expect(new.durationMs == 250)
  }

  @Test func blockAnimationMovesFadesAndAddsAtOnce() throws {
    let a = TestScenes.view("card", 0, 0, 100, 100)
    var b = TestScenes.view("card", 100, 50, 100, 100)
    b.alpha = 0.5
    let plan = Planner.plan(
      from: Self.scene([a, TestScenes.view("gone", 0, 200, 10, 10)]),
      to: Self.scene([b, TestScenes.view("badge", 0, 300, 10, 10)]),
      transition: SceneTransition(IOSBlockAnimation(timing: IOSTiming(durationMs: 400)))
    )
    // Only the matched view animates: frame and alpha.
    #expect(plan.animators.map(\.property) == [.frame, .opacity])
    // easeInEaseOut at ½ is ½: (0, 0) → (100, 50) is (50, 25), alpha 1 → 0.5 is 0.75. No
    // pixel grid: the values are not rounded.
    let frame = Sampler(plan: plan).sample(at: 200)
    let card = try #require(frame["card"])
    #expect(card.bounds == Rect(x: 50, y: 25, width: 100, height: 100))
    #expect(abs(card.alpha - 0.75) <= 1e-12)
    // An added view is there at once, fully opaque; a removed one is gone at once.
    let start = Sampler(plan: plan).sample(at: 0)
    #expect(try #require(start["badge"]).visible && start["badge"]?.alpha == 1)
    #expect(start["gone"]?.visible != true)
  }

  @Test func aKeyThatNamesNoViewIsWarnedAbout() {
    let plan = Planner.plan(
      from: Self.scene([Self.box("pager", child: "one")]),
      to: Self.scene([Self.box("pager", child: "two")]),
      transition: SceneTransition(IOSLayerTransition(layer: "pagr"))
    )
    #expect(plan.diagnostics.map(\.code) == ["view-not-found"])
    #expect(plan.animators.isEmpty)
  }

  @Test(arguments: [
    // Linear over 1000 ms, at 500 ms the wipe is half done on the 200 × 100 snapshot: curlUp's
    // bottom edge has risen from 100 to 50, curlDown's top edge has fallen from 0 to 50.
    (IOSViewTransitionStyle.transitionCurlUp, Rect(left: 0, top: 0, right: 200, bottom: 50)),
    (.transitionCurlDown, Rect(left: 0, top: 50, right: 200, bottom: 100)),
  ])
  func curlsWipeTheOldContent(style: IOSViewTransitionStyle, expected: Rect) throws {
    let plan = Planner.plan(
      from: Self.scene([Self.box("page", child: "one")]),
      to: Self.scene([Self.box("page", child: "two")]),
      transition: SceneTransition(
        IOSViewTransition(
          .container("page"),
          style: style,
          timing: IOSTiming(durationMs: 1000, curve: .cubicBezier(.linear))
        )
      )
    )
    let frame = Sampler(plan: plan).sample(at: 500)
    let old = try #require(frame["from:page"])
    let clip = try #require(old.clip)
    #expect(zip(clip.edges, expected.edges).allSatisfy { abs($0 - $1) <= 1e-6 })
    // The new content is drawn beneath, whole.
    #expect(try #require(frame["to:page"]).alpha == 1)
  }

  @Test(arguments: [
    // Flips about the horizontal axis: from the bottom, the old face turns to +180° (bottom
    // edge forward); from the top, to −180°; the left/right pair likewise about the vertical.
    (IOSViewTransitionStyle.transitionFlipFromBottom, AnimatedProperty.flipX, 180.0),
    (.transitionFlipFromTop, .flipX, -180),
    (.transitionFlipFromLeft, .flipY, -180),
  ])
  func flipAxesAndSigns(style: IOSViewTransitionStyle, property: AnimatedProperty, to: Double)
    throws
  {
    let plan = Planner.plan(
      from: Self.scene([Self.box("page", child: "one")]),
      to: Self.scene([Self.box("page", child: "two")]),
      transition: SceneTransition(
        IOSViewTransition(.container("page"), style: style, timing: IOSTiming(durationMs: 300))
      )
    )
    let old = try #require(plan.animator("from:page", property))
    let new = try #require(plan.animator("to:page", property))
    #expect(old.from == .scalar(0) && old.to == .scalar(to))
    #expect(new.from == .scalar(-to) && new.to == .scalar(0))
  }

  @Test func blockAnimationInterpolatesTheTransform() throws {
    var a = TestScenes.view("card", 0, 0, 100, 100)
    var b = a
    a.transform.scaleX = 1
    b.transform.scaleX = 2
    let plan = Planner.plan(
      from: Self.scene([a]),
      to: Self.scene([b]),
      transition: SceneTransition(
        IOSBlockAnimation(timing: IOSTiming(durationMs: 400, curve: .cubicBezier(.linear)))
      )
    )
    let matrix = try #require(plan.animator("card", .matrix))
    // scaleX 1 → 2 about the centre (pivot 50): [1, 0, 0, …] → [2, 0, −50, …]; at 200 ms
    // (linear, ½) element by element: [1.5, 0, −25, 0, 1, 0, 0, 0, 1].
    #expect(matrix.to == .matrix(Matrix([2, 0, -50, 0, 1, 0, 0, 0, 1])))
    guard case .matrix(let m)? = matrix.value(at: 200, grid: plan.toScene.pixelGrid) else {
      Issue.record("no matrix")
      return
    }
    let expected = [1.5, 0, -25, 0, 1, 0, 0, 0, 1]
    #expect(zip(m.values, expected).allSatisfy { abs($0 - $1) <= 1e-5 })
  }

  @Test func blockAnimationDoesNotAnimateAViewThatChangesSuperview() throws {
    let badge = TestScenes.view("badge", 0, 0, 10, 10)
    let plan = Planner.plan(
      from: Self.scene([TestScenes.view("left", 0, 0, 100, 100, children: [badge])]),
      to: Self.scene([
        TestScenes.view("left", 0, 0, 100, 100),
        TestScenes.view("right", 200, 0, 100, 100, children: [badge]),
      ]),
      transition: SceneTransition(IOSBlockAnimation(timing: IOSTiming(durationMs: 400)))
    )
    // The badge is matched but re-parented: it is at its end place (200, 0) from the start.
    #expect(plan.animators.isEmpty)
    #expect(Sampler(plan: plan).sample(at: 0)["badge"]?.bounds.left == 200)
  }
}
