extension Plan {
  /// This plan as the platform plays it for a user who asked for less motion.
  ///
  /// - ``ReducedMotion/android``: ``withAnimatorDurationScale(_:)`` at 0 — every animator at its
  ///   end from the first frame. View animations (`res/anim`) keep playing, as on a device; each
  ///   one that still moves adds a `reduced-motion-still-moves` warning at its file. An
  ///   activity change (``ScreenChange/isActivityChange``) is a window animation, which the
  ///   transition animation scale (also 0) ends at once: every time of its plan becomes 0.
  /// - ``ReducedMotion/ios``: iOS has nothing to change in a plan: its reduction is a different
  ///   transition, made before planning by ``SceneTransition/reducingMotion(from:to:)``. The
  ///   plan is returned unchanged but for ``reducedMotion``: plan the reduced transition, then
  ///   call this to record it.
  ///
  /// - Parameter platform: Whose reduction.
  /// - Returns: The reduced plan.
  public func reducingMotion(_ platform: ReducedMotion) -> Plan {
    guard platform == .android else {
      var result = self
      result.reducedMotion = platform
      return result
    }
    if screenChange?.isActivityChange == true {
      // "Remove animations" sets the transition animation scale to 0 too, and the window
      // manager scales activity window animations by it (Animation.scaleCurrentDuration):
      // every motion of an activity change ends at once, view animations included.
      var result = retimed(durationScale: 0)
      result.animatorDurationScale = 0
      result.reducedMotion = platform
      return result
    }
    var result = withAnimatorDurationScale(0)
    result.reducedMotion = platform
    for run in viewAnimations where run.animators.contains(where: { $0.durationMs > 0 }) {
      result.diagnostics.append(
        Diagnostic(
          .warning,
          at: run.animation.location,
          code: "reduced-motion-still-moves",
          "the view animation '\(run.source)' on '\(run.target)' still plays with animations removed: android.view.animation.Animation reads no animator duration scale; check Settings.Global.ANIMATOR_DURATION_SCALE (or ValueAnimator.areAnimatorsEnabled()) and skip it, or use an animator"
        )
      )
    }
    return result
  }
}
