import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// UINavigationController's default push and pop dim the covered screen as Flutter's Cupertino
/// page route does (Docs/ios-transition-format.md): its barrier `Color(0x18000000)` faded in
/// over the route's 400 ms through `ModalRoute.barrierCurve`, `Curves.ease` = cubic (0.25,
/// 0.1, 0.25, 1), drawn beneath the moving page.
@Suite struct NavigationDimmingTests {
  /// A push (or pop) from a 390 × 844 `list` screen to a `detail` screen.
  static func plan(_ operation: IOSTransitionOperation) -> Plan {
    let screen = { (id: String) in
      SceneTree(width: 390, height: 844, views: [TestScenes.view(id, 0, 0, 390, 844)])
    }
    return Planner.plan(
      from: screen(operation == .push ? "list" : "detail"),
      to: screen(operation == .push ? "detail" : "list"),
      transition: SceneTransition(IOSNavigationTransition(operation: operation))
    )
  }

  @Test func pushFadesTheDimmingInAlongEase() throws {
    let sampler = Sampler(plan: Self.plan(.push))
    // t = 0: transparent; t = 200 (τ = 0.5): ease(0.5). Solving x(s) = 0.75·s·(1 − s) + s³ =
    // 0.5 gives s ≈ 0.6996, and y(s) = 0.3·s·(1 − s)² + 3·s²·(1 − s) + s³ ≈ 0.01894 +
    // 0.44108 + 0.34242 = 0.8024 (CSS `ease` at 50 %).
    #expect(sampler.sample(at: 0)["dim:to:detail"]?.alpha == 0)
    let half = try #require(sampler.sample(at: 200)["dim:to:detail"])
    #expect(abs(half.alpha - 0.8024) < 1e-3)
    #expect(half.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
    // Gone when the push ends.
    #expect(sampler.sample(at: 400)["dim:to:detail"]?.visible == false)
    // The colour, and the order: covered screen, dimming, pushed screen.
    let node = try #require(sampler.nodes.first { $0.key == "dim:to:detail" })
    #expect(node.view.style.background == "#18000000")
    let frame = sampler.sample(at: 200)
    let under = try #require(frame["from:list"]?.z)
    let dim = try #require(frame["dim:to:detail"]?.z)
    let over = try #require(frame["to:detail"]?.z)
    #expect(under < dim && dim < over)
  }

  @Test func popRunsTheDimmingBackwards() throws {
    // Flutter's pop runs the route's animation from 1 to 0 and the barrier reads ease of it:
    // at time fraction τ the alpha is ease(1 − τ), the push's value at 1 − τ.
    let push = Sampler(plan: Self.plan(.push))
    let pop = Sampler(plan: Self.plan(.pop))
    for (tau, mirror) in [(0.25, 0.75), (0.5, 0.5), (0.1, 0.9)] {
      let popped = try #require(pop.sample(at: 400 * tau)["dim:from:detail"])
      let pushed = try #require(push.sample(at: 400 * mirror)["dim:to:detail"])
      #expect(abs(popped.alpha - pushed.alpha) < 1e-6, "τ = \(tau)")
    }
    // The popped screen stays on top of the dimming, the revealed one beneath it.
    let frame = pop.sample(at: 100)
    let under = try #require(frame["to:list"]?.z)
    let dim = try #require(frame["dim:from:detail"]?.z)
    let over = try #require(frame["from:detail"]?.z)
    #expect(under < dim && dim < over)
  }

  @Test func planCarriesTheDimmingAnimator() throws {
    let animator = try #require(Self.plan(.push).animator("to:detail", .dimmingAlpha))
    #expect(animator.from == .scalar(0) && animator.to == .scalar(1))
    #expect(animator.durationMs == 400)
    #expect(animator.space == .root)
  }
}
