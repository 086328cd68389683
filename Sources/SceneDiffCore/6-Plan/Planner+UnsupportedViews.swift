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

  /// The views of each scene whose class is in ``unsupportedViewClasses``, by key: the only
  /// views that can warn (a scene seldom has any), so that animators are looked up in two small
  /// tables instead of every view's key.
  static func unsupportedViews(_ context: PlanningContext) -> UnsupportedViews {
    (unsupportedViews(context.start), unsupportedViews(context.end))
  }

  /// Appends to `result` one `unsupported-view` warning, at the view's location, for each view
  /// in `views` that one leaf's animators (`pending`) animate and that has not warned yet
  /// (`warned`).
  ///
  /// An animator that keeps a view drawn in the overlay names the start view; every other
  /// animator names the end view. Called leaf by leaf in transition order, the warnings come
  /// in that order (each leaf's in the order it created its animators), one per view.
  static func unsupportedViewWarnings(
    _ pending: [PendingAnimator],
    _ views: UnsupportedViews,
    warned: inout Set<String>,
    into result: inout [Diagnostic]
  ) {
    guard !views.start.isEmpty || !views.end.isEmpty else { return }
    for item in pending {
      let key = item.animator.target
      let view: ViewNode?
      let side: String
      if case .overlay? = item.presence {
        view = views.start[key]
        side = "start"
      } else {
        view = views.end[key]
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

  /// Each scene's views of a class in ``unsupportedViewClasses``, by key.
  typealias UnsupportedViews = (start: [String: ViewNode], end: [String: ViewNode])

  /// The views of `flat` whose class is in ``unsupportedViewClasses``, by key.
  private static func unsupportedViews(_ flat: FlatScene) -> [String: ViewNode] {
    var found: [String: ViewNode] = [:]
    // Decided once per class name (by its number in the scene's string table): 0 not yet
    // known, 1 unsupported, 2 supported.
    var verdicts = [UInt8](repeating: 0, count: flat.shared.strings.count)
    for index in flat.entries.indices {
      let number = Int(flat.entries[index].classNumber)
      if verdicts[number] == 0 {
        verdicts[number] = isUnsupported(flat.shared.strings[number]) ? 1 : 2
      }
      guard verdicts[number] == 1 else { continue }
      found[flat.entries[index].key] = flat[index]
    }
    return found
  }

  /// Whether views of the class `className` are in ``unsupportedViewClasses``.
  private static func isUnsupported(_ className: String) -> Bool {
    var className = className
    // `classMatches` is true only when the simple names are equal, so a class whose name
    // does not end with one of theirs cannot match (a cheap test on bytes first).
    let mayMatch = className.withUTF8 { bytes in
      unsupportedSimpleNames.contains { name in
        bytes.count >= name.count && bytes.suffix(name.count).elementsEqual(name)
      }
    }
    return mayMatch
      && unsupportedViewClasses.contains(where: {
        TargetRules.classMatches($0.className, className)
      })
  }

  /// The simple names of ``unsupportedViewClasses``, as UTF-8 bytes.
  private static let unsupportedSimpleNames: [[UInt8]] = unsupportedViewClasses.map {
    $0.className.split(separator: ".").last.map { Array($0.utf8) } ?? []
  }
}
