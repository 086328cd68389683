extension IOSViewTransition: LeafTransition {
  /// The animators of the two snapshots.
  ///
  /// Reference platform-transitions.md §3.2, with the curve `c` of the timing applied to elapsed time:
  ///
  /// - cross-dissolve: the old snapshot's `opacity` 1 → 0 (`1 − c`), the new one's 0 → 1 (`c`),
  ///   each times the view's own `alpha`;
  /// - flips: the old snapshot turns 0 → ±180° and the new one ∓180° → 0 with the same curve,
  ///   so they are one card whose back is the new content; each is drawn only while it faces
  ///   the viewer (the old one before 90°, the new one after);
  /// - curls (approximated): the old snapshot's visible part shrinks toward the top
  ///   (`transitionCurlUp`: the bottom edge rises) or toward the bottom (`transitionCurlDown`:
  ///   the top edge falls), uncovering the new content beneath;
  /// - `none`: no animator; the change is immediate.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    let sides = SnapshotSides(self, timing: timing, context: context)
    let (w, h) = sides.size(context)
    let whole = AnimatedValue.rect(Rect(x: 0, y: 0, width: w, height: h))
    if let flip = style.flip {
      let property: AnimatedProperty = flip.aboutY ? .flipY : .flipX
      return sides.old(property, .scalar(0), .scalar(180 * flip.sign))
        + sides.new(property, .scalar(-180 * flip.sign), .scalar(0))
    }
    switch style {
    case .transitionCrossDissolve:
      let (a0, a1) = sides.alphas(context)
      return sides.old(.opacity, .scalar(a0), .scalar(0))
        + sides.new(.opacity, .scalar(0), .scalar(a1))
    case .transitionCurlUp:
      return sides.old(.visibleRect, whole, .rect(Rect(left: 0, top: 0, right: w, bottom: 0)))
    case .transitionCurlDown:
      return sides.old(.visibleRect, whole, .rect(Rect(left: 0, top: h, right: w, bottom: h)))
    default:
      return []
    }
  }
}
