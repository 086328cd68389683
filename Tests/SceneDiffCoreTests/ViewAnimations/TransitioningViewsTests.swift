import SceneDiffCore
import Testing

/// The views a fragment's or activity's enter and exit transitions run on — AndroidX
/// `DefaultSpecialEffectsController.captureTransitioningViews` and the platform's
/// `ViewGroup.captureTransitioningViews` / `isTransitionGroup` — with their propagation and the
/// epicenter the first shared element gives (`transition-framework.md` §9.8, §9.9, §10).
@Suite struct TransitioningViewsTests {
  /// A leaf view.
  static func leaf(
    _ id: String,
    _ y: Double,
    height: Double = 100,
    visibility: ViewVisibility = .visible
  ) -> ViewNode {
    ViewNode(id: id, x: 0, y: y, width: 1000, height: height, visibility: visibility)
  }

  /// A 1000×2000 screen (scale 1): a root without background holding a background-less column
  /// of three leaves (`a`, `b`, `c`, 100 high at y 0, 100, 200) and a card with a background
  /// (`card`, y 300, 400 high) holding a leaf (`inner`), then `extra`.
  static func screen(_ extra: [ViewNode] = []) -> SceneTree {
    let column = ViewNode(
      id: "column",
      className: "LinearLayout",
      x: 0,
      y: 0,
      width: 1000,
      height: 300,
      children: [leaf("a", 0), leaf("b", 100), leaf("c", 200)]
    )
    let card = ViewNode(
      id: "card",
      className: "FrameLayout",
      x: 0,
      y: 300,
      width: 1000,
      height: 400,
      style: ViewStyle(background: "#FFEEEEEE"),
      children: [leaf("inner", 0)]
    )
    return SceneTree(
      width: 1000,
      height: 2000,
      views: [
        ViewNode(
          id: "root",
          className: "FrameLayout",
          x: 0,
          y: 0,
          width: 1000,
          height: 2000,
          children: [column, card] + extra
        )
      ]
    )
  }

  /// A coming screen with one leaf, `other`.
  static let other = SceneTree(
    width: 1000,
    height: 2000,
    views: [ViewNode(id: "other_root", x: 0, y: 0, width: 1000, height: 2000)]
  )

  /// The three leaves of the background-less column and the card (a transition group: it has
  /// a background) are the four transitioning views; the card's child is not one, nor are the
  /// root and the column (looked into).
  @Test func leavesAndTransitionGroups() {
    let change = ScreenChange(from: Self.screen(), to: Self.other)
    let views = change.transitioningViews(excluding: [])
    #expect(views.leaving == ["from:a", "from:b", "from:c", "from:card"])
    // The coming root has no children: a leaf, its own transitioning view.
    #expect(views.coming == ["to:other_root"])
  }

  /// A GONE (or INVISIBLE) view is not looked at; `transitionGroup = false` on a group with a
  /// background makes its visible children transition one by one; a non-shared view with a
  /// `transitionName` is a transition group (keyed by its name); a shared element is left out.
  @Test func visibilityTransitionGroupFlagAndSharedElements() {
    var open = ViewNode(
      id: "open",
      x: 0,
      y: 700,
      width: 1000,
      height: 300,
      style: ViewStyle(background: "#FF000000"),
      children: [Self.leaf("open_child", 0)]
    )
    open.transitionGroup = false
    let named = ViewNode(
      id: "named",
      transitionName: "banner",
      x: 0,
      y: 1000,
      width: 1000,
      height: 100,
      children: [Self.leaf("named_child", 0)]
    )
    let extra = [
      Self.leaf("hidden", 1100, visibility: .gone),
      Self.leaf("blank", 1200, visibility: .invisible), open, named,
    ]
    let change = ScreenChange(from: Self.screen(extra), to: Self.other)
    let views = change.transitioningViews(excluding: ["from:b"])
    #expect(
      views.leaving == ["from:a", "from:c", "from:card", "from:open_child", "from:banner"]
    )
  }

  /// An activity's transitioning views that show nothing in the window are stripped
  /// (`ActivityTransitionCoordinator.stripOffscreenViews`); a fragment's are not.
  ///
  /// `below` is at y 2000–2100 in a 2000-high window: its visible part is empty. `edge` at
  /// 1950–2050 shows 50 px and stays.
  @Test func activityStripsOffscreenViews() {
    let extra = [Self.leaf("edge", 1950), Self.leaf("below", 2000)]
    var change = ScreenChange(from: Self.screen(extra), to: Self.other)
    let fragment = change.transitioningViews(excluding: []).leaving
    #expect(fragment.suffix(2) == ["from:edge", "from:below"])
    change.isActivityChange = true
    let activity = change.transitioningViews(excluding: []).leaving
    #expect(activity == ["from:a", "from:b", "from:c", "from:card", "from:edge"])
  }

  /// A Slide(bottom) exit transition runs on each transitioning view with SidePropagation.
  ///
  /// Container 1000×2000 at (0, 0), no shared element: epicenter ((0 + 1000)/2, (0 + 2000)/2)
  /// = (500, 1000); duration 300, speed 3; disappearing views use their start centres and
  /// direction −1; delay = Math.round(300 × −1 / 3f × fraction), fraction = distance / 2000f
  /// in float, distance = (centreY − 0) + |500 − centreX| (§10.3, §1):
  /// a (500, 50): fraction 0.025f = 0.0250000004, × −100 = −2.50000004, nearest float −2.5,
  /// Math.round = floor(−2.0) = −2; b (500, 150): 0.075f = 0.0750000030, × −100 =
  /// −7.5000003, nearest float −7.50000048 (floats there are 4.8e-7 apart), floor(−7.00000048)
  /// = −8; c (500, 250): 0.125 exactly → −12.5 → −12; card (500, 300 + 200 = 500): 0.25 → −25.
  /// Minus the smallest (−25): a 23, b 17, c 13, card 0 — the view nearest the bottom edge
  /// leaves first. Each slides by the full container height, 2000 (§9.8).
  @Test func slideBottomExitPropagates() throws {
    let plan = ScreenChange(
      from: Self.screen(),
      to: Self.other,
      transitions: ScreenTransitions(
        exit: ScreenTransitions.Part(SceneTransition(Slide(edge: .bottom)), source: "slide")
      )
    )
    .plan()
    let starts = Dictionary(
      plan.animators.filter { $0.property == .translationY }.map { ($0.target, $0.startMs) },
      uniquingKeysWith: { first, _ in first }
    )
    #expect(starts == ["from:a": 23, "from:b": 17, "from:c": 13, "from:card": 0])
    let card = try #require(plan.animators.first { $0.target == "from:card" })
    #expect(card.to == .scalar(2000))
    // The root is not animated; it stays drawn until the last view has left (23 + 300 ms).
    #expect(!plan.animators.contains { $0.target == "from:root" })
    #expect(plan.presences.first { $0.key == "from:root" }?.untilMs == 323)
  }

  /// An Explode exit transition radiates from the first shared element, which it leaves out.
  ///
  /// The shared element `hero` (transitionName `hero`) is at (0, 1500, 200×200) in the leaving
  /// screen, so the epicenter is its centre (100, 1600). For `a` (centre (500, 50)):
  /// v = (400, −1550), |v| = 1600.78; maxDistance = hypot(max(100, 900), max(1600, 400)) =
  /// hypot(900, 1600) = 1835.76; out = (round(1835.76 × 400 / 1600.78),
  /// round(1835.76 × −1550 / 1600.78)) = (round(458.72), round(−1777.55)) = (459, −1778)
  /// (§9.9, disappearing: from the start translation to start + out).
  @Test func explodeRadiatesFromTheSharedElement() throws {
    let hero = ViewNode(transitionName: "hero", x: 0, y: 1500, width: 200, height: 200)
    let comingHero = ViewNode(transitionName: "hero", x: 0, y: 0, width: 1000, height: 600)
    let to = SceneTree(
      width: 1000,
      height: 2000,
      views: [
        ViewNode(id: "other_root", x: 0, y: 0, width: 1000, height: 2000, children: [comingHero])
      ]
    )
    let plan = ScreenChange(
      from: Self.screen([hero]),
      to: to,
      transitions: ScreenTransitions(
        exit: ScreenTransitions.Part(SceneTransition(Explode()), source: "explode"),
        sharedElement: ScreenTransitions.Part(.changeBounds(durationMs: 300), source: "move")
      )
    )
    .plan()
    let x = try #require(
      plan.animators.first { $0.target == "from:a" && $0.property == .translationX }
    )
    let y = try #require(
      plan.animators.first { $0.target == "from:a" && $0.property == .translationY }
    )
    #expect(x.to == .scalar(459))
    #expect(y.to == .scalar(-1778))
    // The shared element moves with the shared-element transition only.
    #expect(!plan.animators.contains { $0.target == "from:hero" && $0.transition == "Explode" })
    #expect(plan.animators.contains { $0.target == "to:hero" && $0.transition == "ChangeBounds" })
  }
}
