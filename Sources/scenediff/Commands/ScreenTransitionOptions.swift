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

  /// The fragment pair's transitions the options give, each read from its file or name
  /// (`@transition/NAME` in the `res/` tree of the screen it belongs to: on a push TO for the
  /// pushed screen's and FROM for the hidden screen's, the other way round on a pop); every
  /// file's errors are thrown together.
  static func fragmentTransitions(
    _ parsed: ParsedArguments,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> FragmentTransitions {
    let isPop = parsed.flag("pop")
    var failures: [Diagnostic] = []
    var parts: [String: ScreenTransitions.Part] = [:]
    for (option, ofPushed) in roles {
      guard let value = parsed.value(option) else { continue }
      let onTo = ofPushed != isPop
      let anchor = parsed.positional(onTo ? "TO" : "FROM") ?? parsed.positional("FROM")
      do {
        let loaded = try TransitionFile.resolve(
          value,
          anchor: anchor == "-" ? nil : anchor,
          theme: parsed.value("theme")
        )
        terminal.report(loaded.diagnostics)
        parts[option] = ScreenTransitions.Part(loaded.value, source: value)
      } catch {
        failures += error.diagnostics.map { d in
          var located = d
          if located.location == nil { located.message = "--\(option): " + located.message }
          return located
        }
      }
    }
    var result = FragmentTransitions()
    if parsed.value("activity") == "scene-transition" {
      do {
        result = try windowTransitions(parsed, &terminal)
      } catch { failures += error.diagnostics }
    }
    guard failures.isEmpty else { throw DiagnosticsError(failures) }
    result.enter = parts["enter-transition"] ?? result.enter
    result.exit = parts["exit-transition"] ?? result.exit
    result.returnTransition = parts["return-transition"] ?? result.returnTransition
    result.reenter = parts["reenter-transition"] ?? result.reenter
    result.sharedElementEnter =
      parts["shared-element-enter-transition"] ?? result.sharedElementEnter
    result.sharedElementReturn =
      parts["shared-element-return-transition"] ?? result.sharedElementReturn
    if parsed.flag("no-overlap") {
      result.allowEnterTransitionOverlap = false
      result.allowReturnTransitionOverlap = false
    }
    return result
  }

  /// `--activity scene-transition`: the window transitions of TO's theme
  /// (``WindowTransitions``), each name read in TO's `res/` tree; none, with an
  /// `activity-transitions-off` warning, when the theme turns activity transitions off.
  private static func windowTransitions(
    _ parsed: ParsedArguments,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> FragmentTransitions {
    guard let layout = parsed.positional("TO") ?? parsed.positional("FROM"), layout != "-" else {
      return FragmentTransitions()
    }
    let read = WindowTransitions.read(layoutAt: layout, theme: parsed.value("theme"))
    terminal.report(read.diagnostics)
    let theme = read.value
    let themeName =
      theme.theme.map { "the theme '\($0)'" } ?? "the Material theme (no app theme found)"
    guard theme.activityTransitions else {
      terminal.report(
        Diagnostic(
          .warning,
          at: nil,
          code: "activity-transitions-off",
          "\(themeName) turns activity transitions off (windowActivityTransitions and windowContentTransitions are false): the windows change without a transition"
        )
      )
      return FragmentTransitions()
    }
    var failures: [Diagnostic] = []
    func part(_ value: String?, _ attribute: String) -> ScreenTransitions.Part? {
      guard let value else { return nil }
      do {
        let loaded = try TransitionFile.resolve(value, anchor: layout, theme: parsed.value("theme"))
        terminal.report(loaded.diagnostics)
        return ScreenTransitions.Part(loaded.value, source: "\(attribute) \(value)")
      } catch {
        failures += error.diagnostics.map { d in
          var located = d
          if located.location == nil {
            located.message = "\(attribute) of \(themeName): " + located.message
          }
          return located
        }
        return nil
      }
    }
    let result = FragmentTransitions(
      enter: part(theme.enter, "windowEnterTransition"),
      exit: part(theme.exit, "windowExitTransition"),
      returnTransition: part(theme.returnTransition, "windowReturnTransition"),
      reenter: part(theme.reenter, "windowReenterTransition"),
      sharedElementEnter: part(theme.sharedElementEnter, "windowSharedElementEnterTransition"),
      sharedElementReturn: part(theme.sharedElementReturn, "windowSharedElementReturnTransition"),
      allowEnterTransitionOverlap: theme.allowEnterTransitionOverlap,
      allowReturnTransitionOverlap: theme.allowReturnTransitionOverlap
    )
    guard failures.isEmpty else { throw DiagnosticsError(failures) }
    return result
  }
}
