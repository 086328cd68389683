import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The sampler's draw tree: each node's state relative to its parent, checked against values
/// worked out by hand from the composition rule `toRoot(child) = toRoot(parent) ·
/// T(−parent.scrollX, −parent.scrollY) · T(x, y) · transform`.
@Suite struct DrawNodeStateTests {
  /// A linear animator from `from` to `to`, `start`…`start + duration` ms.
  static func animator(
    _ target: String,
    _ property: AnimatedProperty,
    _ from: Double,
    _ to: Double,
    start: Double = 0,
    duration: Double = 200,
    space: AnimatorSpace = .parent
  ) -> Animator {
    Animator(
      target: target,
      transition: "Test",
      property: property,
      space: space,
      from: .scalar(from),
      to: .scalar(to),
      startMs: start,
      durationMs: duration,
      timing: .interpolator(.linear)
    )
  }

  /// A plan from its parts, with no matches.
  static func plan(
    from: SceneTree,
    to: SceneTree,
    animators: [Animator],
    presences: [ViewPresence] = []
  ) -> Plan {
    Plan(
      fromScene: from,
      toScene: to,
      matches: [],
      appearing: [],
      disappearing: [],
      animators: animators,
      presences: presences,
      diagnostics: []
    )
  }

  /// A parent `p` scrolled and translated, holding `c`.
  ///
  /// `p` at (40, 60), 200 × 120, translationX 10, scrolled by (4, 6), alpha 0.5, holding `c`
  /// at (10, 20), 60 × 30, alpha 0.8. `p`'s translationY runs 40 → 0 and `c` fades in 0 → 1,
  /// both linearly over 0–200 ms.
  static func scrolledParent() -> Plan {
    let child = ViewNode(id: "c", x: 10, y: 20, width: 60, height: 30, alpha: 0.8)
    let parent = ViewNode(
      id: "p",
      x: 40,
      y: 60,
      width: 200,
      height: 120,
      transform: ViewTransform(translationX: 10),
      alpha: 0.5,
      scrollX: 4,
      scrollY: 6,
      children: [child]
    )
    let scene = TestScenes.scene([parent])
    return plan(
      from: scene,
      to: scene,
      animators: [
        animator("p", .translationY, 40, 0),
        animator("c", .alpha, 0, 1),
      ]
    )
  }

  @Test func aChildIsPlacedInItsScrolledTranslatedParent() throws {
    let sampler = Sampler(plan: DrawNodeStateTests.scrolledParent())
    #expect(sampler.nodes.map(\.key) == ["p", "c"])
    #expect(sampler.nodes[0].parent == nil && sampler.nodes[1].parent == 0)
    #expect(sampler.nodes[0].children == [1])
    let drawn = sampler.draw(at: 100)
    // t = 100 ms, f = 0.5: p's translationY = 40 + 0.5 × (0 − 40) = 20, so p sits at
    // (40, 60) moved by T(10, 20); its scroll (4, 6) applies to its children.
    let p = drawn.states[0]
    #expect(p.x == 40 && p.y == 60 && p.width == 200 && p.height == 120)
    #expect(p.transform == .translation(10, 20))
    #expect(p.matrix == .translation(50, 80))
    #expect(p.opacity == 0.5 && p.visible)
    #expect(p.scrollX == 4 && p.scrollY == 6)
    // c relative to p: its own place, no transform; opacity 0.8 × transitionAlpha 0.5 = 0.4.
    let c = drawn.states[1]
    #expect(c.x == 10 && c.y == 20 && c.width == 60 && c.height == 30)
    #expect(c.transform == .identity)
    #expect(c.opacity == 0.4 && c.visible)
    // Composed: T(50, 80) · T(−4, −6) · T(10, 20) = T(56, 94): bounds [56, 94, 116, 124];
    // alpha 0.5 × 0.8 × 0.5 = 0.2.
    let sample = try #require(drawn.frame["c"])
    #expect(sample.bounds == Rect(left: 56, top: 94, right: 116, bottom: 124))
    #expect(sample.alpha == 0.2)
    #expect(drawn.samples[1] == sample)
    // From 200 ms on, the end values: p at (40, 60) + T(10, 0) = (50, 60); c at
    // (50 − 4 + 10, 60 − 6 + 20) = (56, 74), alpha 0.5 × 0.8 = 0.4.
    let after = sampler.draw(at: 200)
    #expect(after.states[0].transform == .translation(10, 0))
    #expect(after.states[1].opacity == 0.8)
    #expect(after.frame["c"]?.bounds == Rect(left: 56, top: 74, right: 116, bottom: 104))
  }

  /// A disappearing subtree drawn in the overlay.
  ///
  /// `leaving` (start only) at (30, 500), 100 × 60, translationX 3, holding `leaving_child` at
  /// (10, 10), 20 × 20, alpha 0.5: drawn in the overlay at its start place (33, 500) until
  /// 300 ms, fading 1 → 0 while its translationX runs 3 → −200 (root space), linearly.
  static func overlay() -> Plan {
    let leaving = ViewNode(
      id: "leaving",
      x: 30,
      y: 500,
      width: 100,
      height: 60,
      transform: ViewTransform(translationX: 3),
      children: [ViewNode(id: "leaving_child", x: 10, y: 10, width: 20, height: 20, alpha: 0.5)]
    )
    let stays = TestScenes.view("stays", 0, 0, 50, 50)
    return plan(
      from: TestScenes.scene([stays, leaving]),
      to: TestScenes.scene([stays]),
      animators: [
        animator("leaving", .alpha, 1, 0, duration: 300, space: .root),
        animator("leaving", .translationX, 3, -200, duration: 300, space: .root),
      ],
      presences: [
        ViewPresence(
          key: "leaving",
          placement: .overlay(Rect(left: 33, top: 500, right: 133, bottom: 560)),
          untilMs: 300
        )
      ]
    )
  }

  @Test func anOverlayRootIsDrawnAtTheTopLevelAtItsStartPlace() throws {
    let sampler = Sampler(plan: DrawNodeStateTests.overlay())
    // The end view first, then the overlay root and its child.
    #expect(sampler.nodes.map(\.key) == ["stays", "leaving", "leaving_child"])
    #expect(sampler.nodes[1].source == .overlayRoot(start: 1))
    #expect(sampler.nodes[1].parent == nil && sampler.nodes[2].parent == 1)
    #expect(sampler.nodes[1].drawnUntilMs == 300 && sampler.nodes[2].drawnUntilMs == 300)
    let drawn = sampler.draw(at: 150)
    // t = 150 ms, f = 0.5: translationX = 3 + 0.5 × (−200 − 3) = −98.5, a change of −101.5
    // from its own 3. Start place G0 = T(30, 500) · T(3, 0) = T(33, 500), at the overlay
    // rectangle's corner (33, 500), so it is moved by T(33 − 33 − 101.5, 500 − 500) and drawn
    // at T(−101.5, 0) · T(33, 500) = T(−68.5, 500).
    let root = drawn.states[1]
    #expect(root.x == 0 && root.y == 0 && root.width == 100 && root.height == 60)
    #expect(root.transform == .translation(-68.5, 500))
    // Alpha 1 × transitionAlpha (1 + 0.5 × (0 − 1)) = 0.5.
    #expect(root.opacity == 0.5 && root.visible)
    let child = drawn.states[2]
    #expect(child.matrix == .translation(10, 10) && child.opacity == 0.5)
    // The child composed: T(−68.5, 500) · T(10, 10) = T(−58.5, 510); alpha 0.5 × 0.5 = 0.25.
    let sample = try #require(drawn.frame["leaving_child"])
    #expect(sample.bounds == Rect(left: -58.5, top: 510, right: -38.5, bottom: 530))
    #expect(sample.alpha == 0.25 && sample.visible)
    #expect(drawn.frame["leaving"]?.inOverlay == true)
    // At 300 ms the presence has ended: neither is drawn.
    let after = sampler.draw(at: 300)
    #expect(!after.states[1].visible)
    #expect(after.frame["leaving"]?.visible == false)
    #expect(after.frame["leaving_child"]?.visible == false)
  }

  /// `v` changes parent: ChangeTransform (linear, 300 ms) reparents it with a ghost.
  ///
  /// Start: `v` (10, 10, 50 × 50, scaleX 2) in `p1` at (100, 50). End: `v` (10, 10, 50 × 50)
  /// in `p2` at (0, 300), scrolled by 20, alpha 0.5 (`parentVisibility` its visibility). `v`
  /// holds `dot` (5, 5, 10 × 10) in both scenes; `after` (0, 0, 20 × 20) is the last view of
  /// both. The plan is ChangeTransform's (see `ChangeTransformTests`): `M_start = T(25, 25) ·
  /// S(2, 1) · T(−25, −25) = [2 0 −25; 0 1 0]`, `P_start = T(100, 50)`, `P_end = G(p2) ·
  /// T(0, −20) = T(0, 280)`, so the root-space matrix animator runs from `inverse(P_end) ·
  /// P_start · M_start = [2 0 75; 0 1 −230]` to the identity, and the ghost's parent matrix is
  /// `P_end`, until the transition ends at 300 ms.
  static func reparented(parentVisibility: ViewVisibility = .visible) -> Plan {
    let dot = TestScenes.view("dot", 5, 5, 10, 10)
    var v = TestScenes.view("v", 10, 10, 50, 50, children: [dot])
    v.transform = ViewTransform(scaleX: 2)
    let after = TestScenes.view("after", 0, 0, 20, 20)
    let start = TestScenes.scene([
      TestScenes.view("p1", 100, 50, 200, 200, children: [v]), after,
    ])
    v.transform = ViewTransform()
    var p2 = TestScenes.view("p2", 0, 300, 200, 200, visibility: parentVisibility, children: [v])
    p2.scrollY = 20
    p2.alpha = 0.5
    let matrix = Animator(
      target: "v",
      transition: "ChangeTransform",
      property: .matrix,
      space: .root,
      from: .matrix(Matrix([2, 0, 75, 0, 1, -230, 0, 0, 1])),
      to: .matrix(.identity),
      startMs: 0,
      durationMs: 300,
      timing: .interpolator(.linear)
    )
    return plan(
      from: start,
      to: TestScenes.scene([p2, after]),
      animators: [matrix],
      presences: [
        ViewPresence(key: "v", placement: .ghost(parentMatrix: .translation(0, 280)), untilMs: 300)
      ]
    )
  }

  @Test func aGhostIsATopLevelNodeDrawnThroughItsParentMatrix() throws {
    let sampler = Sampler(plan: DrawNodeStateTests.reparented())
    // The ghost's subtree is drawn after the scene's other views (above them, in the
    // overlay): p2, after, then v and dot, though v comes before after in the end scene.
    #expect(sampler.nodes.map(\.key) == ["p2", "after", "v", "dot"])
    #expect(sampler.nodes[2].source == .ghost(end: 1))
    // Out of its end parent for the whole transition; its child stays inside it.
    #expect(sampler.nodes[2].parent == nil && sampler.nodes[0].children.isEmpty)
    #expect(sampler.nodes[3].parent == 2)
    // Drawn always: its own window is unbounded, and so is its parent's (max(300, ∞) = ∞).
    #expect(sampler.nodes[2].drawnUntilMs == .infinity)
    // t = 150 ms (f = 0.5): the animation matrix is [2 0 75; 0 1 −230] half-way to the
    // identity, [1.5 0 37.5; 0 1 −115]. The ghost is drawn at P_end · T(10, 10) · that, with
    // P_end = G(p2) · T(0, −20) = T(0, 280): [1.5 0 47.5; 0 1 175], without p2's alpha.
    let mid = sampler.draw(at: 150)
    let ghost = mid.states[2]
    #expect(ghost.x == 0 && ghost.y == 0 && ghost.width == 50 && ghost.height == 50)
    #expect(ghost.transform == Matrix([1.5, 0, 47.5, 0, 1, 175, 0, 0, 1]))
    #expect(ghost.opacity == 1 && ghost.visible)
    // dot inside it at T(5, 5): [1.5 0 47.5 + 1.5 × 5; 0 1 175 + 5] = [1.5 0 55; 0 1 180],
    // a 10 × 10 box scaled to 15 × 10: [55, 180, 70, 190].
    #expect(mid.states[3].matrix == .translation(5, 5))
    #expect(mid.frame["dot"]?.bounds == Rect(left: 55, top: 180, right: 70, bottom: 190))
    #expect(mid.frame["v"]?.inOverlay == true && mid.samples[2] == mid.frame["v"])
    // From 300 ms (the end of the transition) it is drawn through its end parent, still as a
    // top-level node: T(0, 300) · T(0, −20) · T(10, 10) = T(10, 290), alpha 0.5 × 1 = 0.5.
    let after = sampler.draw(at: 300)
    #expect(after.states[2].transform == .translation(10, 290))
    #expect(after.states[2].opacity == 0.5 && after.states[2].visible)
    #expect(after.frame["v"]?.bounds == Rect(left: 10, top: 290, right: 60, bottom: 340))
    #expect(after.frame["v"]?.inOverlay == false)
    // Frames keep the end scene's document order, then the start view that is gone (p1).
    #expect(after.frame.views.map(\.key) == ["p2", "v", "dot", "after", "p1"])
  }

  @Test func aGhostOfAnInvisibleParentIsDrawnUntilTheTransitionEnds() throws {
    let sampler = Sampler(plan: DrawNodeStateTests.reparented(parentVisibility: .invisible))
    // Its own window is unbounded, its parent's is empty: min(∞, max(300, 0)) = 300.
    #expect(sampler.nodes[2].visibleUntilMs == 300)
    #expect(sampler.nodes[3].drawnUntilMs == 300)
    #expect(sampler.draw(at: 299).states[2].visible)
    #expect(sampler.draw(at: 299).frame["dot"]?.visible == true)
    #expect(!sampler.draw(at: 300).states[2].visible)
    #expect(sampler.draw(at: 300).frame["v"]?.visible == false)
  }
}
