extension ChangeTransform: LeafTransition {
  /// `ChangeTransform.createAnimators` for one leaf (reference §9.2, AndroidX).
  ///
  /// Both views must be captured (neither GONE). The start matrix `S` and end matrix `E` are the
  /// views' `M_view` (identity when none). When the parents do not match and `reparent` is on,
  /// `S` is rewritten into the end parent's space: `inverse(P_end) · P_start · S`, with
  /// `P = G(parent) · T(−parent.scrollX, −parent.scrollY)` (the identity for the scene root).
  /// `S == E` makes no animator. Otherwise one `matrix` animator runs from `S` to `E`: the
  /// view's animation matrix, drawn at `T(left, top) · matrix` in its parent in place of its
  /// transform; the translation entries follow the path motion's path.
  ///
  /// With a parent change and `reparentWithOverlay`, Android draws the view as a ghost in the
  /// scene root's overlay through the end parent's captured matrix. The animator's space is
  /// then `root`: the values are still the animation matrix, and the view is drawn at
  /// `P_end · T(left, top) · matrix` relative to the scene root, `P_end` fixed at its end-scene
  /// value.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      let start = context.start.entries[s]
      let end = context.end.entries[e]
      guard start.visibility != .gone, end.visibility != .gone else { continue }
      let startMatrix = ChangeTransform.viewMatrix(start)
      let endMatrix = ChangeTransform.viewMatrix(end)
      let startParent = context.start.entries[s].parent
      let endParent = context.end.entries[e].parent
      let startParentMatrix = ChangeTransform.parentMatrix(
        startParent,
        context.start,
        context.startGeometry
      )
      let endParentMatrix = ChangeTransform.parentMatrix(
        endParent,
        context.end,
        context.endGeometry
      )
      // isTransitionRequired: matrix, transforms and (with reparent) parentMatrix.
      guard
        startMatrix != endMatrix
          || ChangeTransform.transforms(start) != ChangeTransform.transforms(end)
          || (reparent && startParentMatrix != endParentMatrix)
      else { continue }
      let parentChange =
        reparent && !parentsMatch(startParent, endParent, node: node, context: context)
      var from = startMatrix ?? .identity
      if parentChange {
        from = (endParentMatrix.inverted() ?? .identity)
          .concatenating(startParentMatrix)
          .concatenating(from)
      }
      let to = endMatrix ?? .identity
      guard from != to else { continue }
      let path = context.tree.nodes[node].pathMotion.path(
        from: Point(x: from.values[2], y: from.values[5]),
        to: Point(x: to.values[2], y: to.values[5])
      )
      result.append(
        PendingAnimator(
          target: context.end.entries[e].key,
          transition: "ChangeTransform",
          property: .matrix,
          space: parentChange && reparentWithOverlay ? .root : .parent,
          from: .matrix(from),
          to: .matrix(to),
          path: .translation(path),
          presence: parentChange && reparentWithOverlay
            ? .ghost(parentMatrix: endParentMatrix) : nil
        )
      )
    }
    return result
  }

  /// The captured `matrix`: `M_view`, or `nil` when it is the identity.
  static func viewMatrix(_ view: FlatScene.Entry) -> Matrix? {
    let m = view.transform.matrix(width: view.width, height: view.height)
    return m.isIdentity ? nil : m
  }

  /// The captured `transforms`: translationX, translationY, translationZ, scaleX, scaleY,
  /// rotationX, rotationY, rotation.
  static func transforms(_ view: FlatScene.Entry) -> [Double] {
    let t = view.transform
    return [
      t.translationX, t.translationY, t.translationZ, t.scaleX, t.scaleY, t.rotationX,
      t.rotationY, t.rotation,
    ]
  }

  /// The captured `parentMatrix` of a view whose parent is `parent` (`nil`: the scene root):
  /// `G(parent) · T(−parent.scrollX, −parent.scrollY)`, relative to the scene root.
  static func parentMatrix(_ parent: Int?, _ flat: FlatScene, _ geometry: SceneGeometry) -> Matrix {
    guard let parent else { return .identity }
    let p = flat.entries[parent]
    return geometry.toRoot[parent].concatenating(.translation(-p.scrollX, -p.scrollY))
  }

  /// Android's `parentsMatch`: when either parent is not a valid target of this transition,
  /// whether they are the same instance (only the scene root is shared by two scenes);
  /// otherwise whether the start parent was matched to the end parent.
  private func parentsMatch(
    _ startParent: Int?,
    _ endParent: Int?,
    node: Int,
    context: PlanningContext
  ) -> Bool {
    guard let startParent, let endParent else { return startParent == nil && endParent == nil }
    let rules = context.tree.nodes[node].transition.targets
    guard rules.isValidTarget(context.start[startParent]),
      rules.isValidTarget(context.end[endParent]),
      let pair = context.match.pairOfStart[startParent]
    else { return false }
    return context.match.pairs[pair].end == endParent
  }
}
