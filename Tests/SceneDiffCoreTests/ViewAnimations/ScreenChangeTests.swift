import SceneDiffCore
import Testing

/// Screen changes: side prefixes, which screen draws on top, the leaving screen kept until its
/// animation ends, and view animations drawn on the screens' roots.
@Suite struct ScreenChangeTests {
  /// A 1000×500 screen whose root has `id` and one child `title`.
  static func screen(_ id: String) -> SceneTree {
    SceneTree(
      width: 1000,
      height: 500,
      views: [
        ViewNode(
          id: id,
          x: 0,
          y: 0,
          width: 1000,
          height: 500,
          children: [ViewNode(id: "title", x: 10, y: 20, width: 100, height: 40)]
        )
      ]
    )
  }

  /// `fade_out` (1 → 0, 400 ms, accelerate).
  static let fadeOut = ScreenChange.Motion.viewAnimation(
    source: "fade_out",
    ViewAnimation(.alpha(from: 1, to: 0), durationMs: 400, interpolator: .accelerate(factor: 1))
  )

  /// Every key has its side's prefix; the shared `title` id becomes two keys.
  @Test func keysHaveSides() {
    let plan = ScreenChange(from: Self.screen("list"), to: Self.screen("detail")).plan()
    let keys = Sampler(plan: plan).sample(at: 0).views.map(\.key)
    #expect(Set(keys) == ["from:list", "from:title", "to:detail", "to:title"])
    #expect(plan.appearing == ["to:detail"])
    #expect(plan.disappearing == ["from:list"])
  }

  /// FragmentContainerView draws the entering screen on top on a push and the popped one on a
  /// pop; a FrameLayout draws the leaving (disappearing) screen last either way.
  @Test(arguments: [
    (false, ScreenChange.Container.fragmentContainerView, true),
    (true, .fragmentContainerView, false), (false, .frameLayout, false),
    (true, .frameLayout, false),
  ])
  func zOrder(pop: Bool, container: ScreenChange.Container, enteringOnTop: Bool) throws {
    let change = ScreenChange(
      from: Self.screen("list"),
      to: Self.screen("detail"),
      order: ScreenChange.order(isPop: pop, container: container),
      exit: Self.fadeOut
    )
    let frame = Sampler(plan: change.plan()).sample(at: 100)
    let from = try #require(frame["from:list"]?.z)
    let to = try #require(frame["to:detail"]?.z)
    let fromChild = try #require(frame["from:title"]?.z)
    #expect((to > from) == enteringOnTop)
    // A child draws after its parent, and with its own screen.
    #expect(fromChild > from)
    #expect((to > fromChild) == enteringOnTop)
  }

  /// The leaving screen is drawn while its exit animation runs (alpha 1 − n², n = 0.5 →
  /// 0.75 at 200 ms), its children with it, and is gone from 400 ms; without an exit
  /// animation it is gone at once.
  @Test func leavingScreenStaysUntilItsAnimationEnds() throws {
    let plan = ScreenChange(
      from: Self.screen("list"),
      to: Self.screen("detail"),
      exit: Self.fadeOut
    )
    .plan()
    let sampler = Sampler(plan: plan)
    let during = try #require(sampler.sample(at: 200)["from:title"])
    #expect(during.visible)
    #expect(abs(during.alpha - 0.75) < 1e-6)
    #expect(sampler.sample(at: 400)["from:list"]?.visible == false)
    #expect(sampler.sample(at: 400)["from:title"]?.z == nil)
    let instant = ScreenChange(from: Self.screen("list"), to: Self.screen("detail")).plan()
    #expect(Sampler(plan: instant).sample(at: 0)["from:list"]?.visible == false)
    #expect(Sampler(plan: instant).sample(at: 0)["to:detail"]?.visible == true)
  }

  /// §1.8: the animation matrix is drawn after the view's own properties.
  ///
  /// A root with
  /// translationX 10 under a translate of −50%p (−500 at the start): its left edge is
  /// 0 + (−500) + 10 = −490 at 0 ms; its child at x 10 follows it (−480).
  @Test func animationDrawnAfterOwnProperties() throws {
    var to = Self.screen("detail")
    to.views[0].transform.translationX = 10
    let slide = ViewAnimation(
      .translate(
        fromX: .relativeToParent(-0.5),
        toX: .absolute(0),
        fromY: .absolute(0),
        toY: .absolute(0)
      ),
      durationMs: 400
    )
    let plan = ScreenChange(
      from: Self.screen("list"),
      to: to,
      enter: .viewAnimation(source: "slide", slide)
    ).plan()
    let frame = Sampler(plan: plan).sample(at: 0)
    #expect(frame["to:detail"]?.bounds.left == -490)
    #expect(frame["to:title"]?.bounds.left == -480)
    #expect(plan.animators.map(\.property) == [.animationTranslation])
    #expect(plan.animators.first?.target == "to:detail")
  }
}

/// Retiming a screen change retimes its view animations with its animators.
@Suite struct ScreenChangeTimingTests {
  /// fade_out (400 ms) stretched ×2 and delayed 100 ms: at 100 + 2·200 = 500 ms it shows what
  /// it showed at 200 ms, alpha 1 − 0.5² = 0.75, and the leaving screen is gone from
  /// 100 + 2·400 = 900 ms.
  @Test func retimed() throws {
    let plan = ScreenChange(
      from: ScreenChangeTests.screen("list"),
      to: ScreenChangeTests.screen("detail"),
      exit: ScreenChangeTests.fadeOut
    ).plan().retimed(durationScale: 2, delayMs: 100)
    let sampler = Sampler(plan: plan)
    let during = try #require(sampler.sample(at: 500)["from:list"])
    #expect(abs(during.alpha - 0.75) < 1e-6)
    #expect(sampler.sample(at: 899)["from:list"]?.visible == true)
    #expect(sampler.sample(at: 900)["from:list"]?.visible == false)
    #expect(plan.animators.first?.startMs == 100 && plan.animators.first?.durationMs == 800)
  }
}
