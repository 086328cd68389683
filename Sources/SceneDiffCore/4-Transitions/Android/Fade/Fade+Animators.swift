extension Fade: LeafTransition {
  /// `Fade.createAnimators` for one leaf (reference §9.7 on top of §9.6).
  ///
  /// `transitionAlpha` is 1 at capture (no interrupted run), so an appearing view goes 0 → 1 and
  /// a disappearing one 1 → 0; Fade has no interpolator of its own.
  ///
  /// The pairs with a target are listed first, then each animator is made as its target is
  /// found again (no list of targets) into an array made to size: the 144-byte records are
  /// written once, not again each time a growing array doubled.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let pairs = VisibilityTarget.animatedPairs(node: node, mode: mode, context: context)
    var result: [PendingAnimator] = []
    result.reserveCapacity(pairs.count)
    // Every animator of the leaf goes 0 → 1 or 1 → 0: the two keyframe arrays are made once
    // and shared by its animators (before, each animator made, wrote and later freed its own:
    // 240 bytes, two 104-byte keyframes after the array's header).
    let appearing = [
      Keyframe(fraction: 0, value: .scalar(0)), Keyframe(fraction: 1, value: .scalar(1)),
    ]
    let disappearing = [
      Keyframe(fraction: 0, value: .scalar(1)), Keyframe(fraction: 1, value: .scalar(0)),
    ]
    VisibilityTarget.forEach(inPairs: pairs, node: node, mode: mode, context: context) { target in
      result.append(
        PendingAnimator(
          animator: Animator(
            target: target.key,
            transition: "Fade",
            property: .alpha,
            space: target.space,
            validKeyframes: target.appearing ? appearing : disappearing,
            startMs: 0,
            durationMs: PendingAnimator.defaultDurationMs,
            timing: .interpolator(.accelerateDecelerate)
          ),
          presence: target.presence,
          pair: (target.start, target.end)
        )
      )
    }
    return result
  }
}
