extension LintRule {
  /// Every rule, in the order Docs/lint.md lists them.
  public static let all: [LintRule] =
    durationRules + navigationRules + platformRules
    + sharedElementRules + tokenRules

  /// Rules about how long a transition runs.
  static let durationRules: [LintRule] = [
    LintRule(
      id: "duration-hig",
      summary: "An iOS transition runs longer than Apple's Human Interface Guidelines allow.",
      help: """
        Apple's HIG asks for brief, purposeful motion; a standard transition stays within \
        400–500 ms (Apple publishes no millisecond table; system animations run 0.2–0.5 s). \
        Checked on iOS transition files: the transition's total time (the end of its last \
        animator) above maxMs, the upper end of that range.
        """,
      parameters: [LintParameter("maxMs", 500, "longest total time, in ms")]
    ),
    LintRule(
      id: "duration-material-mobile",
      summary: "An Android transition's total time is outside Material's mobile range.",
      help: """
        Material Design (motion, duration and easing) recommends about 300 ms for a mobile \
        transition, 225 ms for elements entering and 195 ms for elements leaving, 375 ms for \
        large ones, and says that beyond 400 ms motion feels slow; small changes run 100–150 ms \
        (M3 MaterialFade leaves in 150 ms). Checked on Android transitions in which no large \
        element animates (large-element-duration covers those): the total time below minMs \
        (150) or above maxMs (400).
        """,
      parameters: [
        LintParameter("minMs", 150, "shortest total time, in ms"),
        LintParameter("maxMs", 400, "longest total time, in ms"),
      ]
    ),
    LintRule(
      id: "large-element-duration",
      summary: "A large element animates longer than Material allows for large elements.",
      help: """
        Material allows longer motion for large elements such as cards, images and full-screen \
        content — 500–600 ms (M3 uses long2 500 ms for its container transform) — but not more. \
        A view is large when its area, at the start or the end, is at least largeShare of the \
        screen's (0.25: a card of 328 × 200 dp on a 360 × 640 dp phone is 28 %). Checked on \
        Android transitions: the total time above maxMs (600, the upper end).
        """,
      parameters: [
        LintParameter("maxMs", 600, "longest total time when a large element animates, in ms"),
        LintParameter("largeShare", 0.25, "a view's share of the screen area that makes it large"),
      ]
    ),
    LintRule(
      id: "exit-longer-than-enter",
      summary: "Leaving elements animate longer than entering ones.",
      help: """
        Material: elements leaving the screen animate shorter than elements entering it \
        (195 ms against 225 ms; M3 MaterialFade 150 ms out, 400 ms in), so the user's \
        attention moves on to what arrives. Checked: the longest animator on a disappearing \
        view runs longer than the longest on an appearing view.
        """
    ),
  ]

  /// Rules about which kind of transition serves which kind of navigation.
  static let navigationRules: [LintRule] = [
    LintRule(
      id: "inconsistent-navigation",
      summary: "One kind of navigation uses more than one kind of transition in the same app.",
      help: """
        Consistency (HIG, Material's motion system): the same navigation should always use the \
        same transition — slide or shared axis between screens of one level, a cross-fade for \
        content changes inside one screen such as tabs, a container transform or shared element \
        from a card to its detail. Pairs are grouped by app (the folder that holds the \
        manifest's transition folder) and by navigation kind (derived from what the pair does, \
        see Docs/lint.md); a pair whose transition kind differs from the group's most common \
        one is reported, naming the files of each kind.
        """
    ),
    LintRule(
      id: "pattern-mismatch",
      summary: "The transition's pattern does not fit the navigation the pair performs.",
      help: """
        Material's motion system and the platforms' guidance: a card growing into its detail \
        calls for a container transform or a shared element (its bounds animate); a content \
        change inside one screen (tabs, bottom navigation) calls for a cross-fade or fade \
        through, not a slide; Explode is for emphasis such as removing an item from a list, \
        not for screens or for views that appear.
        """
    ),
    LintRule(
      id: "animates-nothing",
      summary: "The transition animates nothing between the two scenes.",
      help: """
        A transition with no animator, or whose every animator starts and ends at the same \
        value, does nothing the user can see: its targets or the scenes are probably wrong.
        """
    ),
  ]

  /// Rules about what a platform can do.
  static let platformRules: [LintRule] = [
    LintRule(
      id: "surface-without-fallback",
      summary: "A Transition-framework transition animates a surface it cannot draw.",
      help: """
        Android's Transition framework cannot animate SurfaceView, TextureView, GLSurfaceView \
        or VideoView content (it is drawn outside the view's layer): video and camera need a \
        res/anim view animation instead. Checked: such a view, or a view containing one, is the \
        target of a Transition-framework animator.
        """,
      defaultSeverity: .error
    ),
    LintRule(
      id: "min-sdk-transition",
      summary: "The app supports Android versions older than the Transition framework needs.",
      help: """
        Scene transitions and the activity and shared-element transitions need API 21; \
        before it the fallback is res/anim. Checked: the minSdkVersion of the app's \
        AndroidManifest.xml or build.gradle(.kts) (searched from the manifest's folder up to \
        three levels) is below minSdk while the app has no res/anim folder (anim/ beside \
        transition/).
        """,
      parameters: [LintParameter("minSdk", 21, "the lowest API level that needs no fallback")]
    ),
    LintRule(
      id: "interactive-threshold",
      summary: "An interactive transition's completion threshold is outside 20–50 %.",
      help: """
        An interactive transition released below its threshold cancels: above half way the \
        user has to drag too far (the system back gesture and UIKit's interactive pop finish \
        from about 50 %), below 20 % a small touch finishes it. Checked: each release's \
        threshold in interaction files, as a percentage, outside [minPercent, maxPercent].
        """,
      parameters: [
        LintParameter("minPercent", 20, "lowest threshold, in %"),
        LintParameter("maxPercent", 50, "highest threshold, in %"),
      ]
    ),
  ]

  /// Rules about shared elements.
  static let sharedElementRules: [LintRule] = [
    LintRule(
      id: "shared-name-one-side",
      summary: "A transitionName is found in only one of the two screens.",
      help: """
        A shared element needs the same transitionName in both screens; a name found on one \
        side only matches nothing, and the element fades or jumps instead of moving.
        """
    ),
    LintRule(
      id: "shared-name-duplicate",
      summary: "The same transitionName is used twice in one screen.",
      help: """
        transitionName must be unique within a screen: the list item's name was not made \
        unique (append the item's id), and Android matches only one of the views.
        """,
      defaultSeverity: .error
    ),
    LintRule(
      id: "shared-element-offscreen",
      summary: "A shared element starts or ends off screen or clipped by its parent.",
      help: """
        A shared element that starts or ends outside the screen, or outside a scrolling or \
        clipping parent (a list scrolled so the item is hidden), flies in from nowhere or is \
        drawn clipped: scroll it into view or leave it out of the shared elements.
        """
    ),
    LintRule(
      id: "popped-screen-underneath",
      summary: "A screen change animates the screen drawn underneath, which the other hides.",
      help: """
        A screen change draws one screen above the other in container order: \
        FragmentContainerView draws the popped screen on top on a pop and the entering one on \
        top otherwise; a plain FrameLayout always draws the leaving one last. A motion on the \
        screen underneath is hidden when the screen on top has none (it covers it from the \
        first frame): animate the screen on top, or both. Checked on screen changes (plans \
        built with ScreenChange, as plan --enter-anim/--exit-anim makes them).
        """
    ),
    LintRule(
      id: "reduced-motion-still-moves",
      summary: "A view animation keeps playing when the user has removed animations.",
      help: """
        With "Remove animations" on, Android's animator duration scale is 0 and every animator \
        ends at once, but a view animation (res/anim, run by View.startAnimation or by a \
        fragment's setCustomAnimations) reads no duration scale and plays in full. Check \
        ValueAnimator.areAnimatorsEnabled() and skip it, or use an animator (res/animator) or \
        a Transition (Docs/reduced-motion.md).
        """
    ),
    LintRule(
      id: "shared-element-under-bar",
      summary: "A shared element is drawn under a toolbar or the system bars.",
      help: """
        A shared element that overlaps a toolbar, app bar or navigation bar drawn above it \
        (later in the screen), or the status bar, is hidden by the bar while it moves.
        """
    ),
  ]

  /// Rules that compare with a design system's motion tokens (`--tokens`).
  static let tokenRules: [LintRule] = [
    LintRule(
      id: "token-duration",
      summary: "A duration is not one of the design system's duration tokens.",
      help: """
        With --tokens, every animator's duration must equal a duration token of the W3C \
        Design Tokens file; the finding names the nearest token.
        """
    ),
    LintRule(
      id: "token-curve",
      summary: "A timing curve is not one of the design system's cubicBezier tokens.",
      help: """
        With --tokens, every animator's curve must match a cubicBezier token: the two curves' \
        progress differs by at most tolerance at every tenth of the time. The finding names \
        the nearest token. Springs are not compared.
        """,
      parameters: [LintParameter("tolerance", 0.02, "largest progress difference")]
    ),
  ]
}
