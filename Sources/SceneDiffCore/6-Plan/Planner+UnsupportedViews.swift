extension Planner {
  /// View classes Android documents as not working well with transitions (reference §15), by
  /// qualified name, with the reason.
  static let unsupportedViewClasses: [(className: String, reason: String)] = [
    (
      "android.view.SurfaceView",
      "its content is drawn on a separate surface updated off the UI thread, so a transition can get out of step with what is shown inside its bounds"
    ),
    (
      "android.view.TextureView",
      "transitions that rely on ViewOverlay (such as Fade) may not work, because ViewOverlay does not work with TextureView"
    ),
    (
      "android.opengl.GLSurfaceView",
      "it is a SurfaceView, whose content is drawn on a separate surface updated off the UI thread, so a transition can get out of step with what is shown inside its bounds"
    ),
    (
      "android.widget.VideoView",
      "it is a SurfaceView, whose content is drawn on a separate surface updated off the UI thread, so a transition can get out of step with what is shown inside its bounds"
    ),
  ]

  /// What does animate those views, as the platform guidance says: a window-level animation.
  package static let surfaceFallbackAdvice =
    "A window-level animation animates it: res/anim files on the windows, such as --activity custom --enter-anim FILE --exit-anim FILE (ActivityOptions.makeCustomAnimation)"

  /// One `unsupported-view` warning, at the view's location, for each view of a class in
  /// ``unsupportedViewClasses`` that some transition animates.
  ///
  /// An animator that keeps a view drawn in the overlay names the start view; every other
  /// animator names the end view. Warnings come in transition order (leaf by leaf, each in the
  /// order it created its animators), one per view.
  static func unsupportedViewWarnings(
    _ pending: [Int: [PendingAnimator]],
    _ context: PlanningContext
  ) -> [Diagnostic] {
    let startIndex = context.start.indexByKey()
    let endIndex = context.end.indexByKey()
    var warned = Set<String>()
    var result: [Diagnostic] = []
    for node in pending.keys.sorted() {
      for item in pending[node] ?? [] {
        let key = item.animator.target
        let view: ViewNode?
        let side: String
        if case .overlay? = item.presence {
          view = startIndex[key].map { context.start[$0] }
          side = "start"
        } else {
          view = endIndex[key].map { context.end[$0] }
          side = "end"
        }
        guard let view, warned.insert("\(side) \(key)").inserted,
          let entry = unsupportedViewClasses.first(where: {
            TargetRules.classMatches($0.className, view.className)
          })
        else { continue }
        result.append(
          Diagnostic(
            .warning,
            at: view.location,
            code: "unsupported-view",
            "'\(key)' (\(view.className)) is animated by \(item.animator.transition), but Android's transitions do not work well with it: \(entry.reason). \(surfaceFallbackAdvice)"
          )
        )
      }
    }
    return result
  }
}
