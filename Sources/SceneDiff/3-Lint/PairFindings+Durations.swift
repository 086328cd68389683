import SceneDiffCore

extension PairFindings {
  /// duration-hig, duration-material-mobile and large-element-duration.
  mutating func checkDurations() {
    guard let last = lastAnimator else { return }
    let total = pair.plan.totalDurationMs
    let location = pair.location(ofClass: last.transition)
    let ms = Self.number(total)
    if pair.isIOS {
      let limit = value("maxMs", "duration-hig")
      if total > limit {
        add(
          "duration-hig",
          at: location,
          "the transition runs \(ms) ms, above the HIG bound of \(Self.number(limit)) ms"
        )
      }
      return
    }
    if let large = largestAnimatedView(),
      large.share >= value("largeShare", "large-element-duration")
    {
      let limit = value("maxMs", "large-element-duration")
      if total > limit {
        let percent = Self.number((large.share * 100).rounded())
        add(
          "large-element-duration",
          at: location,
          "the transition runs \(ms) ms while the large element '\(large.key)' (\(percent) % of "
            + "the screen) animates; Material allows large elements up to \(Self.number(limit)) ms"
        )
      }
      return
    }
    let low = value("minMs", "duration-material-mobile")
    let high = value("maxMs", "duration-material-mobile")
    if total < low || total > high {
      add(
        "duration-material-mobile",
        at: location,
        "the transition runs \(ms) ms, outside Material's mobile range of "
          + "\(Self.number(low))–\(Self.number(high)) ms"
      )
    }
  }

  /// The animated view with the largest share of its screen's area, at either end.
  func largestAnimatedView() -> (key: String, share: Double)? {
    var best: (key: String, share: Double)?
    for (scene, fromSide) in [(from, true), (to, false)] where scene.area > 0 {
      for view in scene.views where isAnimated(view.key, fromSide: fromSide) {
        let share = view.rect.width * view.rect.height / scene.area
        if share > (best?.share ?? -1) { best = (view.key, share) }
      }
    }
    return best
  }

  /// exit-longer-than-enter.
  mutating func checkExitLongerThanEnter() {
    let appearing = pair.plan.enteringKeys
    let disappearing = pair.plan.leavingKeys
    let exits = pair.plan.animators.filter { disappearing.contains($0.target) }
    let enters = pair.plan.animators.filter { appearing.contains($0.target) }
    guard let exit = exits.max(by: { $0.durationMs < $1.durationMs }),
      let enter = enters.max(by: { $0.durationMs < $1.durationMs }),
      exit.durationMs > enter.durationMs
    else { return }
    add(
      "exit-longer-than-enter",
      at: pair.location(ofClass: exit.transition),
      "leaving view '\(exit.target)' animates for \(Self.number(exit.durationMs)) ms (\(exit.transition)), "
        + "longer than entering view '\(enter.target)' (\(Self.number(enter.durationMs)) ms); "
        + "exits should be shorter than entries"
    )
  }

  /// animates-nothing.
  mutating func checkAnimatesNothing() {
    let moves = pair.plan.animators.contains { animator in
      animator.keyframes.contains { $0.value != animator.keyframes[0].value }
    }
    guard !moves else { return }
    let what =
      pair.plan.animators.isEmpty
      ? "no animator" : "\(pair.plan.animators.count) animators, none of which changes a value"
    add(
      "animates-nothing",
      at: pair.rootLocation,
      "the transition animates nothing between \(Self.fileName(pair.from)) and "
        + "\(Self.fileName(pair.to)) (\(what))"
    )
  }

  /// reduced-motion-still-moves: a view animation that still plays in the plan's reduced
  /// variant (``Plan/reducingMotion(_:)``: animator duration scale 0), at its file.
  mutating func checkReducedMotion() {
    let reduced = pair.plan.reducingMotion(.android)
    for run in reduced.viewAnimations where run.animators.contains(where: { $0.durationMs > 0 }) {
      add(
        "reduced-motion-still-moves",
        at: run.animation.location ?? pair.declaration,
        "the view animation '\(run.source)' on '\(run.target)' still plays with animations "
          + "removed: view animations read no animator duration scale"
      )
    }
  }

  /// popped-screen-underneath: the screen drawn underneath (container order) has a motion
  /// while the one on top has none, so it covers the motion from the first frame.
  mutating func checkPoppedScreen() {
    guard let change = pair.plan.screenChange else { return }
    let leavingOnTop = change.order == .leavingOnTop
    let (under, over) = leavingOnTop ? (change.enter, change.exit) : (change.exit, change.enter)
    guard let under, over == nil else { return }
    let source: String
    switch under {
    case .viewAnimation(let name, _), .propertyAnimation(let name, _), .uiKit(let name, _):
      source = name
    }
    let (low, high) = leavingOnTop ? ("coming", "leaving") : ("leaving", "coming")
    add(
      "popped-screen-underneath",
      at: pair.declaration,
      "the \(low) screen's animation (\(source)) runs underneath the \(high) screen, which the "
        + "container draws on top without an animation of its own: it hides the motion"
    )
  }
}
