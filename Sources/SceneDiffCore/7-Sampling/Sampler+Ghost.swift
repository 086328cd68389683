extension Sampler {
  /// End views that ChangeTransform draws as a ghost in the scene root's overlay (a `matrix`
  /// animator in `root` space), with the matrix that places them there: the end parent's
  /// `G(parent) · T(−scrollX, −scrollY)` in the end scene (reference §9.2 step 7).
  ///
  /// Android keeps the ghost until the whole transition ends: the view is drawn at
  /// `P_end · T(left, top) · M` relative to the scene root, without its parent's alpha,
  /// visibility or live position; `M` is the animation matrix while the animator has not ended,
  /// then the view's own transform.
  static func ghostParents(plan: Plan, end: FlatScene) -> [String: Matrix] {
    let keys = Set(
      plan.animators.filter { $0.property == .matrix && $0.space == .root }.map(\.target)
    )
    guard !keys.isEmpty else { return [:] }
    let geometry = SceneGeometry(end)
    var result: [String: Matrix] = [:]
    for entry in end.entries where keys.contains(entry.key) {
      result[entry.key] = ChangeTransform.parentMatrix(entry.parent, end, geometry)
    }
    return result
  }
}
