extension Sampler {
  /// The view-local matrix that turns `view`'s own scale into the animated one, about its
  /// pivot: `T(p) · S(sx′/sx, sy′/sy) · T(−p)`, or `nil` when the scale does not change (or
  /// the view's own scale is 0).
  ///
  /// Android's view matrix is `T(t + p) · R · S · T(−p)`, so its own matrix followed by this
  /// one is exactly the matrix with the animated scale, rotation included.
  static func scaleChange(_ view: NodeBase, to animated: ViewTransform) -> Matrix? {
    let own = view.transform
    guard animated.scaleX != own.scaleX || animated.scaleY != own.scaleY,
      own.scaleX != 0, own.scaleY != 0
    else { return nil }
    let px = own.pivotX ?? view.width / 2
    let py = own.pivotY ?? view.height / 2
    return Matrix.translation(px, py)
      .concatenating(.scale(animated.scaleX / own.scaleX, animated.scaleY / own.scaleY))
      .concatenating(.translation(-px, -py))
  }
}
