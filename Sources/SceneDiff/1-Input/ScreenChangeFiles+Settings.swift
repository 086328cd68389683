import SceneDiffAndroid
import SceneDiffCore

extension ScreenChangeFiles {
  /// The plan of the screen change `settings` describe, from FROM to TO: the enter and exit
  /// animations on the roots, the Transition-framework transitions that run on a push or a
  /// pop, the window transitions of TO's theme for `scene-transition`, and the animations a
  /// `scale-up` or `clip-reveal` builder makes, drawn in the order `isPop` and `container`
  /// give.
  ///
  /// The interaction script and the operation are not applied here (see
  /// ``PairSettings/interaction`` and ``PairSettings/applyingOperation(to:)``).
  ///
  /// - Returns: The plan (its own warnings in ``/SceneDiffCore/Plan/diagnostics``) and the
  ///   files' warnings.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every error: the settings'
  ///   ``PairSettings/problems()``, then every file's errors, each without a location of its
  ///   own placed at the setting that names the file.
  public static func plan(_ settings: PairSettings, from: SceneTree, to: SceneTree)
    throws(DiagnosticsError) -> Loaded<Plan>
  {
    let problems = settings.problems()
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    var failures: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    var motions: [PairSettings.Setting: ScreenChange.Motion] = [:]
    for (setting, scene, anchor) in [
      (PairSettings.Setting.enterAnim, to, settings.toAnchor),
      (.exitAnim, from, settings.fromAnchor),
    ] {
      guard let value = settings.value(of: setting) else { continue }
      do {
        let loaded = try motion(value, anchor: anchor, for: scene)
        warnings += loaded.diagnostics
        motions[setting] = loaded.value
      } catch {
        // On the command line an animation's errors name the value itself, unprefixed.
        failures += settings.placing(error.diagnostics, at: setting, prefixed: false)
      }
    }
    let transitions = fragmentTransitions(settings, &warnings, &failures)
    guard failures.isEmpty else { throw DiagnosticsError(warnings + failures) }
    var change = ScreenChange(
      from: from,
      to: to,
      order: ScreenChange.order(
        isPop: settings.isPop,
        container: settings.container ?? .fragmentContainerView
      ),
      enter: motions[.enterAnim],
      exit: motions[.exitAnim],
      transitions: transitions.running(isPop: settings.isPop)
    )
    change.isActivityChange = settings.activity != nil
    if let built = try activityMotions(settings, change: change) {
      change.enter = built.enter
      change.exit = built.exit
    }
    return Loaded(change.plan(), diagnostics: warnings)
  }

  /// The fragment pair's transitions the settings give, each read from its file or name
  /// (`@transition/NAME` in the `res/` tree of the screen it belongs to: on a push TO for the
  /// pushed screen's and FROM for the hidden screen's, the other way round on a pop), over the
  /// window transitions of TO's theme for `scene-transition`.
  private static func fragmentTransitions(
    _ settings: PairSettings,
    _ warnings: inout [Diagnostic],
    _ failures: inout [Diagnostic]
  ) -> FragmentTransitions {
    var parts: [PairSettings.Setting: ScreenTransitions.Part] = [:]
    for setting in PairSettings.Setting.allCases {
      guard let ofPushed = setting.transitionOfPushedScreen,
        let value = settings.transitions[setting]
      else { continue }
      let onTo = ofPushed != settings.isPop
      let anchor = (onTo ? settings.toAnchor : settings.fromAnchor) ?? settings.fromAnchor
      do {
        let loaded = try TransitionFile.resolve(value, anchor: anchor, theme: settings.theme)
        warnings += loaded.diagnostics
        parts[setting] = ScreenTransitions.Part(loaded.value, source: value)
      } catch { failures += settings.placing(error.diagnostics, at: setting) }
    }
    var result = FragmentTransitions()
    if settings.activity == .sceneTransition {
      result = windowTransitions(settings, &warnings, &failures)
    }
    result.enter = parts[.enterTransition] ?? result.enter
    result.exit = parts[.exitTransition] ?? result.exit
    result.returnTransition = parts[.returnTransition] ?? result.returnTransition
    result.reenter = parts[.reenterTransition] ?? result.reenter
    result.sharedElementEnter = parts[.sharedElementEnterTransition] ?? result.sharedElementEnter
    result.sharedElementReturn =
      parts[.sharedElementReturnTransition] ?? result.sharedElementReturn
    if settings.noOverlap {
      result.allowEnterTransitionOverlap = false
      result.allowReturnTransitionOverlap = false
    }
    return result
  }

  /// `scene-transition`: the window transitions of TO's theme (`WindowTransitions`), each
  /// name read in TO's `res/` tree; none, with an `activity-transitions-off` warning, when the
  /// theme turns activity transitions off.
  private static func windowTransitions(
    _ settings: PairSettings,
    _ warnings: inout [Diagnostic],
    _ failures: inout [Diagnostic]
  ) -> FragmentTransitions {
    guard let layout = settings.toAnchor ?? settings.fromAnchor else {
      return FragmentTransitions()
    }
    let read = WindowTransitions.read(layoutAt: layout, theme: settings.theme)
    warnings += read.diagnostics
    let theme = read.value
    let themeName =
      theme.theme.map { "the theme '\($0)'" } ?? "the Material theme (no app theme found)"
    guard theme.activityTransitions else {
      warnings.append(
        Diagnostic(
          .warning,
          at: settings.locations[.activity],
          code: "activity-transitions-off",
          "\(themeName) turns activity transitions off (windowActivityTransitions and windowContentTransitions are false): the windows change without a transition"
        )
      )
      return FragmentTransitions()
    }
    func part(_ value: String?, _ attribute: String) -> ScreenTransitions.Part? {
      guard let value else { return nil }
      do {
        let loaded = try TransitionFile.resolve(value, anchor: layout, theme: settings.theme)
        warnings += loaded.diagnostics
        return ScreenTransitions.Part(loaded.value, source: "\(attribute) \(value)")
      } catch {
        failures += error.diagnostics.map { d in
          var located = d
          if located.location == nil {
            located.message = "\(attribute) of \(themeName): " + located.message
            located.location = settings.locations[.activity]
          }
          return located
        }
        return nil
      }
    }
    return FragmentTransitions(
      enter: part(theme.enter, "windowEnterTransition"),
      exit: part(theme.exit, "windowExitTransition"),
      returnTransition: part(theme.returnTransition, "windowReturnTransition"),
      reenter: part(theme.reenter, "windowReenterTransition"),
      sharedElementEnter: part(theme.sharedElementEnter, "windowSharedElementEnterTransition"),
      sharedElementReturn: part(theme.sharedElementReturn, "windowSharedElementReturnTransition"),
      allowEnterTransitionOverlap: theme.allowEnterTransitionOverlap,
      allowReturnTransitionOverlap: theme.allowReturnTransitionOverlap
    )
  }

  /// The enter and exit motions `scale-up` or `clip-reveal` builds, or `nil` for the other
  /// kinds; a `view-not-found` error when FROM has no view with the source's key.
  private static func activityMotions(_ settings: PairSettings, change: ScreenChange)
    throws(DiagnosticsError) -> (enter: ScreenChange.Motion, exit: ScreenChange.Motion)?
  {
    guard let kind = settings.activity, kind == .scaleUp || kind == .clipReveal,
      let source = settings.source
    else { return nil }
    guard
      let rect = change.startRectangle(
        source: source,
        start: settings.start ?? Point(x: 0, y: 0),
        size: settings.size.map { (width: $0.width, height: $0.height) }
      )
    else {
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: settings.locations[.source],
          code: "view-not-found",
          "\(settings.name(.source)): FROM has no view with the key '\(source)'"
        )
      ])
    }
    let window = (width: change.to.width, height: change.to.height)
    if kind == .scaleUp {
      let built = ActivityAnimations.scaleUp(start: rect, window: window)
      return (
        .viewAnimation(source: "makeScaleUpAnimation", built.enter),
        .viewAnimation(source: "makeScaleUpAnimation (exit)", built.exit)
      )
    }
    let built = ActivityAnimations.clipReveal(start: rect, window: window, dp: change.dp)
    return (
      .viewAnimation(source: "makeClipRevealAnimation", built.enter),
      .viewAnimation(source: "makeClipRevealAnimation (exit)", built.exit)
    )
  }
}
