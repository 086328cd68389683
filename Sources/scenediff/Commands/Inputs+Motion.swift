import SceneDiff

extension Inputs {
  /// The MotionScene transition of a MotionLayout layout planned from its start to its end
  /// state (`FROM --motion-end`, or TO the same file), unless `--transition` is given; `nil`
  /// otherwise or when the layout has no MotionLayout with a usable scene
  /// (`Docs/android-layouts.md`, "MotionLayout transitions").
  static func motionTransition(
    _ parsed: ParsedArguments,
    from: String,
    to: String,
    options: LayoutOptions,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> (SceneTransition, TransitionSource, [Diagnostic])? {
    guard parsed.value("transition") == nil, parsed.flag("motion-end"), from == to, from != "-",
      (try? InputFile.kind(ofFileAt: from)) == .layout,
      let loaded = try MotionSceneTransition.load(layout: from, options: options)
    else { return nil }
    terminal.report(loaded.diagnostics)
    return (
      loaded.value.transition,
      .motionScene(
        file: loaded.value.sceneFile,
        transition: loaded.value.transition.location ?? .start(of: loaded.value.sceneFile)
      ), loaded.diagnostics
    )
  }

  /// The transition `--transition` names, or the MotionScene's (``motionTransition``), or
  /// AutoTransition.
  static func transition(
    _ parsed: ParsedArguments,
    from: String,
    to: String,
    options: LayoutOptions,
    _ terminal: inout Terminal
  ) throws(DiagnosticsError) -> (SceneTransition, TransitionSource, [Diagnostic]) {
    if let motion = try motionTransition(parsed, from: from, to: to, options: options, &terminal) {
      return motion
    }
    return try transition(
      parsed.value("transition"),
      from: from,
      to: to,
      theme: options.theme,
      &terminal
    )
  }
}
