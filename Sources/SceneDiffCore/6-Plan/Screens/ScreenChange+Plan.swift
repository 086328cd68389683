extension ScreenChange {
  /// The plan of this change (see ``ScreenChange``): both screens in the coming screen's
  /// container size, each root running its motion from time 0, the leaving roots kept drawn
  /// in place until their motion ends.
  public func plan() -> Plan {
    let width = to.width
    let height = to.height
    var before = combined(hiding: ViewKeys.endPrefix)
    let (enter, exit, parts, notes) = chosenMotion()
    var after = Self.setting(
      .invisible,
      at: parts.hiddenAtEnd,
      in: combined(hiding: ViewKeys.startPrefix)
    )
    before.file = from.file
    before.name = from.name
    after.file = to.file
    after.name = to.name
    keepLeavingDrawn(in: &after)
    let comingRoots = rootKeys(prefix: ViewKeys.endPrefix, of: to)
    let leavingKeys = rootKeys(prefix: ViewKeys.startPrefix, of: from)
    let leavingRoots = leavingStays ? [] : leavingKeys
    let container = (width: width, height: height)
    let enterRuns = runs(enter, on: to, keys: comingRoots, container: container)
    let exitRuns = runs(exit, on: from, keys: leavingRoots, container: container)
    let propertyAnimators =
      propertyAnimators(enter, on: to, keys: comingRoots)
      + propertyAnimators(exit, on: from, keys: leavingRoots)
      + uiKitAnimators(enter, on: to, keys: comingRoots)
      + uiKitAnimators(exit, on: from, keys: leavingKeys)
    let presences = leavingPresences(
      leavingRoots,
      exitRuns: exitRuns,
      enterRuns: enterRuns,
      animators: propertyAnimators,
      transitionAnimators: parts.animators
    )
    let runs = enterRuns + exitRuns
    var plan = Plan(
      fromScene: before,
      toScene: after,
      matches: parts.matches,
      appearing: comingRoots,
      disappearing: leavingRoots,
      animators: (runs.flatMap(\.animators) + propertyAnimators + parts.animators).sorted {
        ($0.startMs, $0.target, $0.property) < ($1.startMs, $1.target, $1.property)
      },
      presences: presences + parts.presences.filter { !leavingRoots.contains($0.key) },
      diagnostics: warnings(runs) + notes + parts.diagnostics
    )
    plan.viewAnimations = runs
    var ran = self
    ran.enter = enter
    ran.exit = exit
    if parts.animators.isEmpty, enter != nil || exit != nil { ran.transitions = nil }
    plan.screenChange = ran
    return plan
  }

  /// The leaving roots kept drawn in place until their own motion ends (a view animation run,
  /// a UIKit motion, property animators), else until the transitions' animators of the leaving
  /// screen end; an activity's window without exit motion stays until the change ends.
  private func leavingPresences(
    _ leavingRoots: [String],
    exitRuns: [ViewAnimationRun],
    enterRuns: [ViewAnimationRun],
    animators: [Animator],
    transitionAnimators: [Animator]
  ) -> [ViewPresence] {
    let byTransitions = transitionAnimators.filter { $0.target.hasPrefix(ViewKeys.startPrefix) }
      .map(\.endMs).max()
    let lastEnd = (enterRuns + exitRuns).map {
      $0.endMs ?? $0.animation.firstCycleEndMs + $0.startMs
    }
    .reduce((animators + transitionAnimators).map(\.endMs).max() ?? 0, max)
    return zip(leavingRoots, roots(of: from)).map { key, view in
      let run = exitRuns.first { $0.target == key }
      let byAnimators = animators.filter { $0.target == key }.map(\.endMs).max()
      let own =
        run.map { $0.endMs ?? $0.animation.firstCycleEndMs + $0.startMs } ?? uiKitEndMs
        ?? byAnimators
      let until = own ?? byTransitions ?? (isActivityChange ? lastEnd : 0)
      return ViewPresence(
        key: key,
        placement: .inPlace,
        untilMs: view.visibility == .visible ? until : 0
      )
    }
  }

  /// Whether the leaving screen stays drawn after the change (a partial curl's presenting
  /// view, ``IOSScreenMotion/staysDrawn``).
  private var leavingStays: Bool {
    guard case .uiKit(_, let motion)? = exit else { return false }
    return motion.staysDrawn
  }

  /// Draws the leaving screen's roots in the end scene, in their end state, when they stay.
  private func keepLeavingDrawn(in scene: inout SceneTree) {
    guard case .uiKit(_, let motion)? = exit, motion.staysDrawn else { return }
    let first = order == .enteringOnTop ? 0 : roots(of: to).count
    for (offset, view) in roots(of: from).enumerated() where first + offset < scene.views.count {
      var kept = view
      kept.clip = motion.visible(motion.to, view)
      scene.views[first + offset] = kept
    }
  }

  /// When a view-controller transition ends (``Motion/uiKit(source:_:)`` on either side), the
  /// leaving view is removed then (`completeTransition(_:)`), even when it does not move.
  private var uiKitEndMs: Double? {
    [enter, exit].compactMap { motion -> Double? in
      guard case .uiKit(_, let m)? = motion else { return nil }
      return m.timing.delayMs + m.timing.durationMs
    }.max()
  }

  /// A view-controller transition's animators on each root of a screen.
  private func uiKitAnimators(_ motion: Motion?, on scene: SceneTree, keys: [String])
    -> [Animator]
  {
    guard case .uiKit(_, let m)? = motion else { return [] }
    return zip(keys, roots(of: scene)).flatMap { key, view in
      m.animators(target: key, view: view, container: (to.width, to.height))
    }
  }

  /// Both screens' roots in drawing order in the coming screen's container, the roots of the
  /// side with the prefix `hidden` gone.
  private func combined(hiding hidden: String) -> SceneTree {
    hidden == ViewKeys.startPrefix
      ? combined(leaving: .gone, coming: nil) : combined(leaving: nil, coming: .gone)
  }

  /// The motions that run and the transitions' parts: the transitions, and the motions
  /// ignored with an `ignored-animation` warning, as AndroidX runs no animation alongside a
  /// transition; or, when the transitions would animate a surface view (the warnings say
  /// which), the motions alone as the window-level fallback.
  private func chosenMotion() -> (Motion?, Motion?, TransitionParts, [Diagnostic]) {
    guard let transitions, !transitions.isEmpty else { return (enter, exit, TransitionParts(), []) }
    let parts = transitionParts(transitions)
    guard enter != nil || exit != nil else { return (nil, nil, parts, []) }
    if parts.diagnostics.contains(where: { $0.code == "unsupported-view" }) {
      return (enter, exit, TransitionParts(), [])
    }
    let ignored = [enter, exit].compactMap { motion -> String? in
      switch motion {
      case .viewAnimation(let source, _)?, .propertyAnimation(let source, _)?,
        .uiKit(let source, _)?:
        source
      case nil: nil
      }
    }
    let note = Diagnostic(
      .warning,
      at: nil,
      code: "ignored-animation",
      "the animations \(ignored.map { "'\($0)'" }.joined(separator: " and ")) do not run: AndroidX runs no animation alongside a Transition-framework transition (they run instead only when a transition would animate a SurfaceView, GLSurfaceView, VideoView or TextureView)"
    )
    return (nil, nil, parts, [note])
  }

  /// The key of a screen's root (its root view, or the box holding its top-level views).
  private func rootKeys(prefix: String, of scene: SceneTree) -> [String] {
    guard scene.views.count == 1 else { return [prefix + Self.screenRootPath] }
    let flat = FlatScene(scene)
    return flat.topLevel.map { prefix + flat.entries[$0].key }
  }

  /// A motion run on each root of a screen, `%p` resolved against the container.
  private func runs(
    _ motion: Motion?,
    on scene: SceneTree,
    keys: [String],
    container: (width: Double, height: Double)
  ) -> [ViewAnimationRun] {
    guard case .viewAnimation(let source, let animation)? = motion else { return [] }
    return zip(keys, roots(of: scene)).map { key, view in
      ViewAnimationRun(
        target: key,
        source: source,
        animation: animation,
        size: (view.width, view.height),
        parentSize: container
      )
    }
  }

  /// A property animator's animators on each root of a screen.
  private func propertyAnimators(_ motion: Motion?, on scene: SceneTree, keys: [String])
    -> [Animator]
  {
    guard case .propertyAnimation(_, let animation)? = motion else { return [] }
    return zip(keys, roots(of: scene)).flatMap { key, view in
      animation.animators(target: key, view: view)
    }
  }

  /// Warnings: screens of different sizes, and animations that repeat forever (planned for
  /// their first cycle).
  private func warnings(_ runs: [ViewAnimationRun]) -> [Diagnostic] {
    var found: [Diagnostic] = []
    if from.width != to.width || from.height != to.height {
      found.append(
        Diagnostic(
          .warning,
          at: to.file.map { SourceLocation.start(of: $0) },
          code: "screen-size-mismatch",
          "the screens differ in size (\(JSONValue.format(from.width))×\(JSONValue.format(from.height)) and \(JSONValue.format(to.width))×\(JSONValue.format(to.height))); both are drawn in a container of the coming screen's size"
        )
      )
    }
    found += runs.flatMap(\.warnings)
    return found
  }
}
