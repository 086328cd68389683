import SceneDiffCore
import Testing

/// Transition-framework transitions on a screen change: which ones run on a push and on a pop
/// (AndroidX `FragmentTransition`, `Fragment.getReturnTransition`/`getReenterTransition`/
/// `getSharedElementReturnTransition`), `--no-overlap` timing, shared elements moving between
/// the screens, and surfaces.
@Suite struct ScreenTransitionTests {
  /// A 1000×500 screen whose root has `id` and holds `child`.
  static func screen(_ id: String, _ child: ViewNode) -> SceneTree {
    SceneTree(
      width: 1000,
      height: 500,
      views: [ViewNode(id: id, x: 0, y: 0, width: 1000, height: 500, children: [child])]
    )
  }

  static let list = screen("list", ViewNode(id: "title", x: 10, y: 20, width: 100, height: 40))
  static let detail = screen("detail", ViewNode(id: "body", x: 0, y: 0, width: 50, height: 50))

  /// A Fade whose duration tells which option it came from.
  static func part(_ ms: Int, _ source: String) -> ScreenTransitions.Part {
    ScreenTransitions.Part(.fade(durationMs: ms), source: source)
  }

  /// On a push the pushed fragment's enter and shared-element enter transitions and the hidden
  /// one's exit transition run; on a pop the popped fragment's return and shared-element
  /// return transitions and the other's reenter transition.
  @Test func pushAndPopPickTheirTransitions() {
    let all = FragmentTransitions(
      enter: Self.part(100, "enter"),
      exit: Self.part(200, "exit"),
      returnTransition: Self.part(300, "return"),
      reenter: Self.part(400, "reenter"),
      sharedElementEnter: Self.part(500, "sharedEnter"),
      sharedElementReturn: Self.part(600, "sharedReturn"),
      allowEnterTransitionOverlap: true,
      allowReturnTransitionOverlap: false
    )
    let push = all.running(isPop: false)
    #expect(push.enter?.source == "enter")
    #expect(push.exit?.source == "exit")
    #expect(push.sharedElement?.source == "sharedEnter")
    #expect(push.allowsOverlap)
    let pop = all.running(isPop: true)
    // The screen coming back reenters; the popped (leaving) one returns.
    #expect(pop.enter?.source == "reenter")
    #expect(pop.exit?.source == "return")
    #expect(pop.sharedElement?.source == "sharedReturn")
    #expect(!pop.allowsOverlap)
  }

  /// Unset, the return transition is the enter transition, the reenter transition the exit
  /// transition and the shared-element return the shared-element enter, as Fragment's getters
  /// return them (USE_DEFAULT_TRANSITION).
  @Test func popDefaults() throws {
    let set = FragmentTransitions(
      enter: Self.part(100, "enter"),
      exit: Self.part(200, "exit"),
      sharedElementEnter: Self.part(500, "sharedEnter")
    )
    let pop = set.running(isPop: true)
    #expect(pop.enter?.source == "exit")
    #expect(pop.exit?.source == "enter")
    #expect(pop.sharedElement?.source == "sharedEnter")
    // In the plan of the pop (FROM = the popped detail, TO = the list coming back), the list's
    // transitioning view (its one leaf, the root having no background) fades in over the exit
    // transition's 200 ms and the detail's fades out over 100 ms.
    let plan = ScreenChange(
      from: Self.detail,
      to: Self.list,
      order: .leavingOnTop,
      transitions: pop
    )
    .plan()
    let onTo = try #require(plan.animators.first { $0.target == "to:title" })
    let onFrom = try #require(plan.animators.first { $0.target == "from:body" })
    #expect(onTo.durationMs == 200)
    #expect(onFrom.durationMs == 100)
  }

  /// `--no-overlap` starts the enter transition when the exit transition ends.
  ///
  /// Overlapping (default), both Fades start at 0; with allowEnterTransitionOverlap = false the
  /// enter Fade starts when the exit Fade ends (200 ms). At 350 ms the coming root is then at
  /// n = (350 − 200) / 300 = 0.5, AccelerateDecelerate(0.5) = cos(1.5π)/2 + 0.5 = 0.5, alpha
  /// 0.5 (on the coming screen's transitioning view, its leaf `body`); the leaving screen is
  /// drawn until 200 ms.
  @Test func noOverlapStartsTheEnterTransitionAfterTheExit() throws {
    func plan(overlap: Bool) -> Plan {
      ScreenChange(
        from: Self.list,
        to: Self.detail,
        transitions: ScreenTransitions(
          enter: Self.part(300, "enter"),
          exit: Self.part(200, "exit"),
          allowsOverlap: overlap
        )
      )
      .plan()
    }
    let together = plan(overlap: true)
    #expect(together.animators.first { $0.target == "to:body" }?.startMs == 0)
    let staggered = plan(overlap: false)
    let enter = try #require(staggered.animators.first { $0.target == "to:body" })
    #expect(enter.startMs == 200)
    #expect(enter.durationMs == 300)
    let sampler = Sampler(plan: staggered)
    let alpha = try #require(sampler.sample(at: 350)["to:body"]?.alpha)
    #expect(abs(alpha - 0.5) < 1e-6)
    #expect(sampler.sample(at: 100)["from:list"]?.visible == true)
    #expect(sampler.sample(at: 200)["from:list"]?.visible == false)
    #expect(staggered.presences.first { $0.key == "from:list" }?.untilMs == 200)
  }

  /// A shared element moves from the leaving screen's place to the coming one's.
  ///
  /// A shared element named `hero` on both screens moves with ChangeBounds from the leaving
  /// screen's place (10, 20, 100×40) to the coming one's (500, 100, 200×80), both children of
  /// a root at (0, 0). Linear, 400 ms; at 200 ms n = 0.5: left 10 + 0.5·490 = 255, top
  /// 20 + 0.5·80 = 60, right 110 + 0.5·(700 − 110) = 405, bottom 60 + 0.5·(180 − 60) = 120.
  @Test func sharedElementMovesBetweenScreens() throws {
    let from = Self.screen(
      "list",
      ViewNode(transitionName: "hero", x: 10, y: 20, width: 100, height: 40)
    )
    let to = Self.screen(
      "detail",
      ViewNode(transitionName: "hero", x: 500, y: 100, width: 200, height: 80)
    )
    let plan = ScreenChange(
      from: from,
      to: to,
      transitions: ScreenTransitions(
        sharedElement: ScreenTransitions.Part(
          .changeBounds(durationMs: 400, interpolator: .linear),
          source: "move"
        )
      )
    )
    .plan()
    #expect(plan.matches == [Plan.Match(from: "from:hero", to: "to:hero", by: "transitionName")])
    let mover = try #require(plan.animators.first)
    #expect(mover.target == "to:hero")
    let bounds = try #require(Sampler(plan: plan).sample(at: 200)["to:hero"]?.bounds)
    #expect(bounds == Rect(x: 255, y: 60, width: 405 - 255, height: 120 - 60))
  }

  /// A VideoView in the leaving screen under an exit Fade: an `unsupported-view` warning at
  /// the view that names the window-level animation that does animate it; given that fallback
  /// (an exit view animation), the plan runs it instead of the transition, without the
  /// warning.
  @Test func surfacesWarnOrFallBack() throws {
    let video = ViewNode(
      id: "video",
      className: "android.widget.VideoView",
      x: 0,
      y: 0,
      width: 100,
      height: 100
    )
    let from = Self.screen("player", video)
    let transitions = ScreenTransitions(exit: Self.part(200, "@android:transition/fade"))
    let warned = ScreenChange(from: from, to: Self.detail, transitions: transitions).plan()
    let warning = try #require(warned.diagnostics.first { $0.code == "unsupported-view" })
    #expect(warning.message.contains("'from:video' (android.widget.VideoView)"))
    #expect(warning.message.contains("--activity custom"))
    #expect(warned.animators.contains { $0.transition == "Fade" })

    let fadeOut = ScreenChange.Motion.viewAnimation(
      source: "fade_out",
      ViewAnimation(.alpha(from: 1, to: 0), durationMs: 400, interpolator: .linear)
    )
    let fallback = ScreenChange(
      from: from,
      to: Self.detail,
      exit: fadeOut,
      transitions: transitions
    )
    .plan()
    #expect(fallback.diagnostics.isEmpty)
    #expect(!fallback.animators.contains { $0.transition == "Fade" })
    #expect(fallback.viewAnimations.map(\.target) == ["from:player"])
    #expect(fallback.screenChange?.transitions == nil)
  }

  /// Without a surface, AndroidX runs no animation alongside a transition: the view animation
  /// is ignored with an `ignored-animation` warning.
  @Test func animationsBesideTransitionsAreIgnored() throws {
    let fadeOut = ScreenChange.Motion.viewAnimation(
      source: "fade_out",
      ViewAnimation(.alpha(from: 1, to: 0), durationMs: 400, interpolator: .linear)
    )
    let plan = ScreenChange(
      from: Self.list,
      to: Self.detail,
      exit: fadeOut,
      transitions: ScreenTransitions(exit: Self.part(200, "exit"))
    )
    .plan()
    #expect(plan.diagnostics.map(\.code) == ["ignored-animation"])
    #expect(plan.viewAnimations.isEmpty)
    #expect(plan.screenChange?.exit == nil)
  }
}
