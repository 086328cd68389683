extension Plan {
  /// The plan played backwards: sampled at `t`, it shows what this plan shows at
  /// `totalDurationMs − t`, for every value this plan animates.
  ///
  /// This is the motion Android shows when a transition's animators play in reverse
  /// (`TransitionSeekController.animateToStart`, `AnimatorSet.reverse`) and UIKit shows with
  /// `UIViewPropertyAnimator.isReversed`: the same animators, backwards in time. In the
  /// reversed plan:
  ///
  /// - the scenes swap (``fromScene`` is this plan's ``toScene``), and so do each match's keys
  ///   and the ``appearing`` and ``disappearing`` lists;
  /// - every animator is ``Animator/reversed(totalDurationMs:)``: keyframes in reverse order at
  ///   mirrored fractions (so ``Animator/from`` and ``Animator/to`` swap), the interpolator
  ///   mirrored (`1 − f(1 − t)`, ``Interpolator/reversed()``), paths traversed backwards, and
  ///   the start mirrored about the total duration (`totalDurationMs − endMs`); animators are
  ///   ordered again by start, target and property;
  /// - a matched view's animators name it by its key in the reversed end scene (this plan's
  ///   start scene);
  /// - a view this plan draws in the overlay while it disappears appears in place: its animators
  ///   move from root space to its parent's space, and its overlay presence goes;
  /// - a view this plan animates appearing disappears as Android's Visibility takes a view away:
  ///   when it ends INVISIBLE, it is kept visible in place until its last animator ends;
  ///   otherwise it is drawn in the overlay at its rounded root-space location in this plan's
  ///   end scene (the reversed start scene), under its key there, with its animators in root
  ///   space. A view that appears without an animator gets no presence;
  /// - a ghost (ChangeTransform reparenting with the overlay) is kept until the reversed
  ///   transition ends, under the view's reversed key, through a parent matrix that draws it
  ///   where this plan draws it.
  ///
  /// What reversal does not model:
  ///
  /// - Whatever this plan does not animate shows the reversed end scene's value (this plan's
  ///   start scene) for the whole reversed transition, as this plan shows its end scene's: a
  ///   view this plan removes without an animator is there from the start of the reversed plan,
  ///   and one it adds without an animator is never drawn.
  /// - Android's evaluators start from the reversed animator's start value, so pixel-rounded
  ///   bounds and integer properties (scroll offsets, clip edges truncate toward the start) can
  ///   be a pixel away from this plan's value at the mirrored instant, and other numbers can
  ///   differ in the last bit. `ValueAnimator.reverse()` replays the same animator and has no
  ///   such difference.
  /// - Before a reversed appearing animator starts, its view is drawn holding its start value
  ///   (transparent, or moved off-screen) where this plan no longer draws it; after a reversed
  ///   disappearing animator ends, the view is gone where this plan drew it holding its start
  ///   value.
  /// - A view in the overlay stays at its root-space location, without its parents' motion or
  ///   alpha, as every disappearing view does.
  /// - Values keep the spaces this plan measured them in: a view that changes parent without a
  ///   ghost is animated in its reversed end parent with values measured in this plan's end
  ///   parent.
  /// - The time before this plan's first animator starts becomes idle time after the reversed
  ///   plan's last animator ends, which a plan does not record: reversing twice moves every
  ///   animator earlier by this plan's first start time.
  /// - `bounce` and `cycle` interpolators reverse to close path approximations.
  ///
  /// - Returns: The reversed plan, with this plan's diagnostics.
  public func reversed() -> Plan {
    let (start, end) = keyedScenes()
    let startKeyOfEnd = Dictionary(matches.map { ($0.to, $0.from) }) { first, _ in first }
    let takenAway = appearingViewsTakenAway(start: start, end: end, startKeyOfEnd: startKeyOfEnd)
    let reversedAnimators = reversedAnimators(
      endKeys: Set(end.entries.map(\.key)),
      overlaidEndKeys: Set(takenAway.drawnInOverlay.map(\.key)),
      startKeyOfEnd: startKeyOfEnd
    )
    let reversedPresences =
      reversedGhosts(
        start: start,
        end: end,
        startKeyOfEnd: startKeyOfEnd,
        untilMs: reversedAnimators.map(\.endMs).max() ?? 0
      )
      + Plan.takenAwayPresences(
        keptInPlace: takenAway.keptInPlace,
        drawnInOverlay: takenAway.drawnInOverlay,
        lastEnds: Plan.lastEnds(of: reversedAnimators)
      )
    return swappingScenes(animators: reversedAnimators, presences: reversedPresences)
  }

  /// How each view this plan animates appearing is taken away again in the reversed plan.
  ///
  /// A view whose start-scene counterpart is INVISIBLE is kept visible in place, under its
  /// start key; any other is drawn in the overlay at its rounded root-space location in this
  /// plan's end scene, under its end key.
  ///
  /// - Returns: The start keys kept in place, and the end keys drawn in the overlay with their
  ///   root-space rectangles, each in `appearing` order.
  private func appearingViewsTakenAway(
    start: FlatScene,
    end: FlatScene,
    startKeyOfEnd: [String: String]
  ) -> (keptInPlace: [String], drawnInOverlay: [(key: String, rect: Rect)]) {
    let startIndex = start.indexByKey()
    let endIndex = end.indexByKey()
    let endGeometry = SceneGeometry(end)
    var keptInPlace: [String] = []
    var drawnInOverlay: [(key: String, rect: Rect)] = []
    for key in appearing {
      guard let e = endIndex[key] else { continue }
      if let s = startKeyOfEnd[key].flatMap({ startIndex[$0] }),
        start.entries[s].visibility == .invisible
      {
        keptInPlace.append(start.entries[s].key)
      } else {
        let origin = endGeometry.location(of: e)
        let view = end.entries[e]
        drawnInOverlay.append(
          (key, Rect(x: origin.x, y: origin.y, width: view.width, height: view.height))
        )
      }
    }
    return (keptInPlace, drawnInOverlay)
  }

  /// Every animator reversed (``Animator/reversed(totalDurationMs:)``), moved to the view and
  /// space that shows it in the reversed plan, and ordered by start, target and property.
  ///
  /// An animator of a start view (a root-space animator of an overlay view, or one whose key no
  /// end view has, as the sampler and the explanations attribute animators) animates that view
  /// in place, so root space becomes parent space; an animator of a view the reversed plan
  /// draws in the overlay moves to root space; any other names its view by its start key.
  ///
  /// - Parameters:
  ///   - endKeys: The keys of this plan's end scene.
  ///   - overlaidEndKeys: The end keys the reversed plan draws in the overlay.
  ///   - startKeyOfEnd: The start key matched to each end key.
  /// - Returns: The reversed animators, keys not yet swapped (see ``swappingScenes(animators:presences:)``).
  private func reversedAnimators(
    endKeys: Set<String>,
    overlaidEndKeys: Set<String>,
    startKeyOfEnd: [String: String]
  ) -> [Animator] {
    let overlayKeys = Set(
      presences.compactMap { presence -> String? in
        guard case .overlay = presence.placement else { return nil }
        return presence.key
      }
    )
    let total = totalDurationMs
    var reversedAnimators: [Animator] = []
    reversedAnimators.reserveCapacity(animators.count)
    for animator in animators {
      var reversed = animator.reversed(totalDurationMs: total)
      let onStartView =
        (animator.space == .root && overlayKeys.contains(animator.target))
        || !endKeys.contains(animator.target)
      if onStartView {
        if reversed.space == .root { reversed.space = .parent }
      } else if overlaidEndKeys.contains(animator.target) {
        reversed.space = .root
      } else {
        reversed.target = startKeyOfEnd[animator.target] ?? animator.target
      }
      reversedAnimators.append(reversed)
    }
    return reversedAnimators.enumerated().sorted {
      ($0.element.startMs, $0.element.target, $0.element.property, $0.offset)
        < ($1.element.startMs, $1.element.target, $1.element.property, $1.offset)
    }.map(\.element)
  }

  /// When each view's last reversed animator ends, in root space and in its own place, by
  /// target.
  private static func lastEnds(
    of reversedAnimators: [Animator]
  ) -> [String: (root: Double?, inPlace: Double?)] {
    var lastEnd: [String: (root: Double?, inPlace: Double?)] = [:]
    for animator in reversedAnimators {
      var ends = lastEnd[animator.target] ?? (nil, nil)
      if animator.space == .root {
        ends.root = max(ends.root ?? animator.endMs, animator.endMs)
      } else {
        ends.inPlace = max(ends.inPlace ?? animator.endMs, animator.endMs)
      }
      lastEnd[animator.target] = ends
    }
    return lastEnd
  }

  /// This plan's ghosts, kept until the reversed transition ends (`untilMs`) under the view's
  /// start key, through a parent matrix that draws each where this plan draws it.
  ///
  /// The ghost is drawn at `parentMatrix · T(left, top) · M`. Unless bounds animate, the
  /// reversed end scene puts the view at its start position: the parent matrix moves by the
  /// difference so that the ghost stays where this plan draws it.
  private func reversedGhosts(
    start: FlatScene,
    end: FlatScene,
    startKeyOfEnd: [String: String],
    untilMs: Double
  ) -> [ViewPresence] {
    let startIndex = start.indexByKey()
    let endIndex = end.indexByKey()
    var reversedPresences: [ViewPresence] = []
    for presence in presences {
      guard case .ghost(let parentMatrix) = presence.placement else { continue }
      let key = startKeyOfEnd[presence.key] ?? presence.key
      var matrix = parentMatrix
      let animatesBounds = animators.contains {
        $0.target == presence.key && $0.property == .bounds
      }
      if !animatesBounds, let e = endIndex[presence.key], let s = startIndex[key] {
        matrix = parentMatrix.concatenating(
          .translation(end.entries[e].x - start.entries[s].x, end.entries[e].y - start.entries[s].y)
        )
      }
      reversedPresences.append(
        ViewPresence(key: key, placement: .ghost(parentMatrix: matrix), untilMs: untilMs)
      )
    }
    return reversedPresences
  }

  /// The presences of the views this plan animates appearing, as
  /// ``appearingViewsTakenAway(start:end:startKeyOfEnd:)`` takes them away.
  ///
  /// A view drawn in the overlay stays there until its last root-space animator ends; a view
  /// kept in place stays until its last in-place animator ends. A view without such an
  /// animator gets no presence.
  private static func takenAwayPresences(
    keptInPlace: [String],
    drawnInOverlay: [(key: String, rect: Rect)],
    lastEnds: [String: (root: Double?, inPlace: Double?)]
  ) -> [ViewPresence] {
    var reversedPresences: [ViewPresence] = []
    for (key, rect) in drawnInOverlay {
      guard let until = lastEnds[key]?.root else { continue }
      reversedPresences.append(ViewPresence(key: key, placement: .overlay(rect), untilMs: until))
    }
    for key in keptInPlace {
      guard let until = lastEnds[key]?.inPlace else { continue }
      reversedPresences.append(ViewPresence(key: key, placement: .inPlace, untilMs: until))
    }
    return reversedPresences
  }

  /// The reversed plan: the scenes, matches and appearing and disappearing lists swapped, with
  /// `animators` and `presences` whose `from:K` and `to:K` keys swap their prefixes as the
  /// scenes swap roles.
  private func swappingScenes(animators: [Animator], presences: [ViewPresence]) -> Plan {
    let side = ViewKeys.swappingSide
    var reversedAnimators = animators
    var reversedPresences = presences
    for i in reversedAnimators.indices {
      reversedAnimators[i].target = side(reversedAnimators[i].target)
    }
    for i in reversedPresences.indices { reversedPresences[i].key = side(reversedPresences[i].key) }
    return Plan(
      fromScene: toScene,
      toScene: fromScene,
      matches: matches.map { Match(from: $0.to, to: $0.from, by: $0.by) },
      appearing: disappearing.map(side),
      disappearing: appearing.map(side),
      animators: reversedAnimators,
      presences: reversedPresences,
      diagnostics: diagnostics,
      separatedKeys: separatedKeys,
      transitionSource: transitionSource
    )
  }
}
