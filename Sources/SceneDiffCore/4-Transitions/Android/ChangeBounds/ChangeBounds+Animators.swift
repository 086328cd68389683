extension ChangeBounds: LeafTransition {
  /// `ChangeBounds.createAnimators` for one leaf (reference §9.1).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      let start = context.start[s]
      let end = context.end[e]
      guard ChangeBounds.captures(start), ChangeBounds.captures(end) else { continue }
      result += animators(
        start: start,
        end: end,
        key: context.end.entries[e].key,
        pathMotion: context.tree.nodes[node].pathMotion
      )
    }
    return result
  }

  /// Bounds are captured only for views that are laid out or have a size; a view GONE in a
  /// freshly inflated scene is never laid out.
  static func captures(_ view: ViewNode) -> Bool {
    view.visibility != .gone || view.width != 0 || view.height != 0
  }

  private func animators(
    start: ViewNode,
    end: ViewNode,
    key: String,
    pathMotion: PathMotion?
  ) -> [PendingAnimator] {
    let s = start.frame
    let e = end.frame
    let sClip = resizeClip ? start.clip : nil
    let eClip = resizeClip ? end.clip : nil
    let topLeftMoved = s.left != e.left || s.top != e.top
    let bottomRightMoved = s.right != e.right || s.bottom != e.bottom
    var changes = 0
    if (s.width != 0 && s.height != 0) || (e.width != 0 && e.height != 0) {
      if topLeftMoved { changes += 1 }
      if bottomRightMoved { changes += 1 }
    }
    if let sClip, sClip != eClip {
      changes += 1
    } else if sClip == nil, eClip != nil {
      changes += 1
    }
    guard changes > 0 else { return [] }

    let topLeft = pathMotion.path(from: Point(x: s.left, y: s.top), to: Point(x: e.left, y: e.top))
    let bottomRight = pathMotion.path(
      from: Point(x: s.right, y: s.bottom),
      to: Point(x: e.right, y: e.bottom)
    )

    if !resizeClip {
      let path: AnimatorPath
      if changes == 2 {
        path =
          s.width == e.width && s.height == e.height
          ? .move(topLeft) : .corners(topLeft: topLeft, bottomRight: bottomRight)
      } else if topLeftMoved {
        path = .corners(topLeft: topLeft, bottomRight: nil)
      } else {
        path = .corners(topLeft: nil, bottomRight: bottomRight)
      }
      return [pending(key, .bounds, .rect(s), .rect(e), path: path)]
    }

    // resizeClip: laid out at the maximum size while the clip does the resizing.
    let maxW = max(s.width, e.width)
    let maxH = max(s.height, e.height)
    let heldFrom = Rect(x: s.left, y: s.top, width: maxW, height: maxH)
    let heldTo = Rect(x: e.left, y: e.top, width: maxW, height: maxH)
    let fromClip = sClip ?? Rect(x: 0, y: 0, width: s.width, height: s.height)
    let toClip = eClip ?? Rect(x: 0, y: 0, width: e.width, height: e.height)
    var result: [PendingAnimator] = []
    if topLeftMoved {
      result.append(pending(key, .bounds, .rect(heldFrom), .rect(heldTo), path: .move(topLeft)))
    } else if heldFrom != e {
      // No position animator, but the view stays at its maximum size until the clip ends.
      result.append(pending(key, .bounds, .rect(heldFrom), .rect(heldFrom), path: nil))
    }
    if fromClip != toClip {
      result.append(pending(key, .clipBounds, .rect(fromClip), .rect(toClip), path: nil))
    }
    return result
  }

  private func pending(
    _ key: String,
    _ property: AnimatedProperty,
    _ from: AnimatedValue,
    _ to: AnimatedValue,
    path: AnimatorPath?
  ) -> PendingAnimator {
    PendingAnimator(
      target: key,
      transition: "ChangeBounds",
      property: property,
      space: property == .clipBounds ? .local : .parent,
      from: from,
      to: to,
      path: path
    )
  }
}
