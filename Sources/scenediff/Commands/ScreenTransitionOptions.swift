import SceneDiff

/// The options that give a screen change Transition-framework transitions (a fragment's or an
/// activity window's `enterTransition`, `exitTransition`, … and shared elements), part of
/// ``ScreenChangeOptions`` (Docs/screen-transitions.md).
enum ScreenTransitionOptions {
  /// Each transition option with the `FragmentTransitions` role it sets and whether it belongs
  /// to the fragment a push shows (`true`) or the one it hides.
  static let roles: [(option: String, ofPushedScreen: Bool)] = [
    ("enter-transition", true), ("exit-transition", false), ("return-transition", true),
    ("reenter-transition", false), ("shared-element-enter-transition", true),
    ("shared-element-return-transition", true),
  ]

  /// `--enter-transition` … `--shared-element-return-transition`, `--no-overlap`.
  static let options: [OptionSpec] = [
    .value(
      "enter-transition",
      valueName: "TRANSITION",
      help: "The pushed screen's enterTransition (a res/transition file, @transition/NAME or "
        + "@android:transition/NAME): its root appears with it on a push."
    ),
    .value(
      "exit-transition",
      valueName: "TRANSITION",
      help: "The hidden screen's exitTransition: its root disappears with it on a push."
    ),
    .value(
      "return-transition",
      valueName: "TRANSITION",
      help: "The pushed screen's returnTransition, run when it is popped (--pop); default: "
        + "--enter-transition."
    ),
    .value(
      "reenter-transition",
      valueName: "TRANSITION",
      help: "The hidden screen's reenterTransition, run when it comes back (--pop); default: "
        + "--exit-transition."
    ),
    .value(
      "shared-element-enter-transition",
      valueName: "TRANSITION",
      help: "Moves the views both screens name with the same transitionName, on a push."
    ),
    .value(
      "shared-element-return-transition",
      valueName: "TRANSITION",
      help: "The same on a pop (--pop); default: --shared-element-enter-transition."
    ),
    .flag(
      "no-overlap",
      help: "allowEnterTransitionOverlap (on a pop allowReturnTransitionOverlap) = false: the "
        + "enter transition starts when the exit transition ends."
    ),
  ]

  /// Whether any of the options is given.
  static func isGiven(_ parsed: ParsedArguments) -> Bool {
    (roles.map(\.option) + ["no-overlap"]).contains(where: parsed.isGiven)
  }
}
