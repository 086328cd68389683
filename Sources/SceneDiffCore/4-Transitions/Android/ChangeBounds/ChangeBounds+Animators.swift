extension ChangeBounds: LeafTransition {
  /// `ChangeBounds.createAnimators` for one leaf (reference §9.1).
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    // Without resizeClip a pair makes at most one animator, and only when its frame changes:
    // room for those, counted first, so that the array of 144-byte records is made once to
    // size instead of doubling (up to half of it unused, and both buffers alive while it
    // grows). The captured pairs are visited twice rather than listed once.
    if !resizeClip {
      var count = 0
      context.forEachCapturedPair(node) { s, e in
        if context.start.entries[s].frame != context.end.entries[e].frame { count += 1 }
      }
      result.reserveCapacity(count)
    }
    let pathMotion = context.tree.nodes[node].pathMotion
    context.forEachCapturedPair(node) { s, e in
      // Without resizeClip, a view whose frame stays the same counts no change (see
      // `changeCount`): skipped before its two views are read, as most views are.
      if !resizeClip, context.start.entries[s].frame == context.end.entries[e].frame {
        return
      }
      // The views are read where they are, field by field: no entry is copied.
      guard ChangeBounds.captures(context.start.entries, s),
        ChangeBounds.captures(context.end.entries, e)
      else { return }
      appendAnimators(
        start: (context.start.entries[s].frame, resizeClip ? context.start.entries[s].clip : nil),
        end: (context.end.entries[e].frame, resizeClip ? context.end.entries[e].clip : nil),
        key: context.end.entries[e].key,
        pathMotion: pathMotion,
        to: &result
      )
    }
    return result
  }

  /// What the animators of one side of a pair read of its view: the frame, and the clip when
  /// `resizeClip` is set (`nil` otherwise).
  private typealias Side = (frame: Rect, clip: Rect?)

  /// Whether the bounds of view `index` of `entries` are captured: only for views that are
  /// laid out or have a size; a view GONE in a freshly inflated scene is never laid out.
  static func captures(_ entries: [FlatScene.Entry], _ index: Int) -> Bool {
    entries[index].visibility != .gone || entries[index].width != 0 || entries[index].height != 0
  }

  /// The body of `createAnimator` for one captured pair: count the changes, then build the
  /// bounds animator (``boundsAnimator(start:end:key:changes:topLeft:bottomRight:)``) or, with
  /// `resizeClip`, the position and clip animators
  /// (``resizeClipAnimators(start:end:key:topLeft:)``).
  ///
  /// The animators are appended to `result` (no array per pair).
  private func appendAnimators(
    start: Side,
    end: Side,
    key: String,
    pathMotion: PathMotion?,
    to result: inout [PendingAnimator]
  ) {
    let s = start.frame
    let e = end.frame
    let changes = changeCount(start: start, end: end)
    guard changes > 0 else { return }

    // Each corner's path is built only if the animator uses it (a move that keeps the size
    // follows the top-left corner alone).
    let topLeft = {
      pathMotion.path(from: Point(x: s.left, y: s.top), to: Point(x: e.left, y: e.top))
    }
    let bottomRight = {
      pathMotion.path(from: Point(x: s.right, y: s.bottom), to: Point(x: e.right, y: e.bottom))
    }
    guard resizeClip else {
      result.append(
        boundsAnimator(
          start: s,
          end: e,
          key: key,
          changes: changes,
          topLeft: topLeft,
          bottomRight: bottomRight
        )
      )
      return
    }
    result += resizeClipAnimators(start: start, end: end, key: key, topLeft: topLeft)
  }

  /// `createAnimator`'s `numChanges`: one for a moved top-left corner and one for a moved
  /// bottom-right corner (when either frame has an area), one for a changed clip with
  /// `resizeClip`.
  private func changeCount(start: Side, end: Side) -> Int {
    let s = start.frame
    let e = end.frame
    let sClip = resizeClip ? start.clip : nil
    let eClip = resizeClip ? end.clip : nil
    var changes = 0
    if (s.width != 0 && s.height != 0) || (e.width != 0 && e.height != 0) {
      if s.left != e.left || s.top != e.top { changes += 1 }
      if s.right != e.right || s.bottom != e.bottom { changes += 1 }
    }
    if let sClip, sClip != eClip {
      changes += 1
    } else if sClip == nil, eClip != nil {
      changes += 1
    }
    return changes
  }

  /// `createAnimator` without `resizeClip`: one bounds animator, whose path moves the whole
  /// frame when both corners move and the size stays (`POSITION_PROPERTY`), or moves the
  /// corners that move (`TOP_LEFT_PROPERTY`, `BOTTOM_RIGHT_PROPERTY`).
  private func boundsAnimator(
    start s: Rect,
    end e: Rect,
    key: String,
    changes: Int,
    topLeft: () -> MotionPath,
    bottomRight: () -> MotionPath
  ) -> PendingAnimator {
    let path: AnimatorPath
    if changes == 2 {
      path =
        s.width == e.width && s.height == e.height
        ? .move(topLeft()) : .corners(topLeft: topLeft(), bottomRight: bottomRight())
    } else if s.left != e.left || s.top != e.top {
      path = .corners(topLeft: topLeft(), bottomRight: nil)
    } else {
      path = .corners(topLeft: nil, bottomRight: bottomRight())
    }
    return pending(key, .bounds, .rect(s), .rect(e), path: path)
  }

  /// `createAnimator` with `resizeClip`: the view is laid out at the maximum size while the
  /// clip does the resizing; a position animator when the top-left corner moves (else the
  /// maximum size held until the clip ends), and a clip animator when the clip changes.
  private func resizeClipAnimators(
    start: Side,
    end: Side,
    key: String,
    topLeft: () -> MotionPath
  ) -> [PendingAnimator] {
    let s = start.frame
    let e = end.frame
    let maxW = max(s.width, e.width)
    let maxH = max(s.height, e.height)
    let heldFrom = Rect(x: s.left, y: s.top, width: maxW, height: maxH)
    let heldTo = Rect(x: e.left, y: e.top, width: maxW, height: maxH)
    let fromClip = start.clip ?? Rect(x: 0, y: 0, width: s.width, height: s.height)
    let toClip = end.clip ?? Rect(x: 0, y: 0, width: e.width, height: e.height)
    var result: [PendingAnimator] = []
    if s.left != e.left || s.top != e.top {
      result.append(pending(key, .bounds, .rect(heldFrom), .rect(heldTo), path: .move(topLeft())))
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
