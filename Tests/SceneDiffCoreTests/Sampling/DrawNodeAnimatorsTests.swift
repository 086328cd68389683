import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Each drawn node's animators (``Sampler/animators(ofNode:)``), which the nodes hold as ranges
/// of one shared list: the same animators, in plan order, as the rule that says which animators
/// a node is drawn with, applied to the plan's animators directly.
///
/// The rule (``DrawNode``): a scrim is drawn with its scrim animator; an end view (or its
/// ghost) with its key's animators but those in root space other than `matrix` (they belong to
/// its overlay copy) and view animations; an overlay root with every animator of its key; an
/// overlay child with none.
@Suite struct DrawNodeAnimatorsTests {
  /// The animators node `n` of `sampler` should be drawn with, by the rule, from `plan`.
  static func expected(_ plan: Plan, _ sampler: Sampler, node n: Int) -> [Animator] {
    let node = sampler.nodes[n]
    switch node.source {
    case .scrim:
      // "scrim:" or "dim:" and the end view's key.
      let target = node.key.split(separator: ":", maxSplits: 1).last.map(String.init)
      return plan.animators.filter {
        ($0.property == .scrimAlpha || $0.property == .dimmingAlpha) && $0.target == target
      }
    case .end, .ghost:
      return plan.animators.filter {
        $0.target == node.key && ($0.space != .root || $0.property == .matrix)
          && !$0.property.isViewAnimation
      }
    case .overlayRoot: return plan.animators.filter { $0.target == node.key }
    case .overlayChild: return []
    }
  }

  /// The container transform of ``ContainerTransformScrimTests`` (a scrim, the card's overlay
  /// root with its clip animators, a list faded out in the overlay), both ways.
  @Test(arguments: [false, true])
  func containerTransformNodes(reverse: Bool) throws {
    let plan = ContainerTransformScrimTests.plan(reverse: reverse)
    let sampler = Sampler(plan: plan)
    #expect(sampler.nodes.contains { $0.source == .scrim })
    for n in sampler.nodes.indices {
      #expect(sampler.animators(ofNode: n) == Self.expected(plan, sampler, node: n))
    }
    // The scrim is drawn with its one animator, the scrim paint's alpha.
    let scrim = try #require(sampler.nodes.indices.first { sampler.nodes[$0].source == .scrim })
    #expect(sampler.animators(ofNode: scrim).map(\.property) == [.scrimAlpha])
  }

  /// A move, a view removed with its child (drawn in the overlay: a root and its child) and a
  /// view that appears, with no scrim (the tree's own order).
  @Test func overlayAndEndNodes() throws {
    let start = TestScenes.scene([
      TestScenes.view("a", 0, 0, 100, 100),
      TestScenes.view(
        "gone",
        0,
        200,
        100,
        100,
        children: [TestScenes.view("inner", 10, 10, 20, 20)]
      ),
    ])
    let end = TestScenes.scene([
      TestScenes.view("a", 50, 0, 100, 100), TestScenes.view("new", 0, 400, 50, 50),
    ])
    let set = TransitionSet(children: [
      SceneTransition(ChangeBounds()), SceneTransition(Fade(mode: .both)),
    ])
    let plan = Planner.plan(from: start, to: end, transition: SceneTransition(set))
    let sampler = Sampler(plan: plan)
    let keys = sampler.nodes.map(\.key)
    let root = try #require(keys.firstIndex(of: "gone"))
    #expect(sampler.nodes[root].source == .overlayRoot(start: 1))
    #expect(keys.contains("inner"))
    for n in sampler.nodes.indices {
      #expect(sampler.animators(ofNode: n) == Self.expected(plan, sampler, node: n))
    }
    // ChangeBounds moves `a`; Fade fades `gone` out and `new` in: each node has its one.
    let a = try #require(keys.firstIndex(of: "a"))
    #expect(sampler.animators(ofNode: a).map(\.property) == [.bounds])
    #expect(sampler.animators(ofNode: root).map(\.property) == [.alpha])
    let new = try #require(keys.firstIndex(of: "new"))
    #expect(sampler.animators(ofNode: new).map(\.property) == [.alpha])
  }
}
