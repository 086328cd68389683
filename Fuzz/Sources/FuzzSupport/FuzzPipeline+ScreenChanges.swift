import SceneDiff

extension FuzzPipeline {
  /// Runs an animation file as a screen change's enter animation on scene B (named `enter`,
  /// the `@anim/` or `@animator/` reference that resolves to it) and as the exit animation on
  /// scene A (by its path, as `--enter-anim` and `--exit-anim` take them), pushed and popped;
  /// the pop's plan is exercised, the push's rendered as every output.
  ///
  /// - Throws: The animation's errors, when it does not load as a screen's motion.
  public static func screenChanges(enter: String, file: String) throws(DiagnosticsError) {
    let (a, b) = scenes
    for isPop in [false, true] {
      let plan = try ScreenChangeFiles.plan(
        from: a,
        to: b,
        enter: (enter, file),
        exit: (file, nil),
        order: ScreenChange.order(isPop: isPop)
      )
      FuzzDiagnostics.render(plan.diagnostics)
      if isPop {
        exercise(plan: plan.value)
      } else {
        render(plan: plan.value)
      }
    }
  }
}
