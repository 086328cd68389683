extension ViewAnimation {
  /// Every leaf (non-set) animation, in document order.
  public var leaves: [ViewAnimation] {
    if case .set(let children, _) = kind { return children.flatMap(\.leaves) }
    return [self]
  }

  /// The end of the first cycle of every leaf, in ms after the start: what a plan lists of an
  /// animation that repeats forever.
  public var firstCycleEndMs: Double {
    leaves.map { $0.startOffsetMs + $0.durationMs }.max() ?? 0
  }

  /// A leaf's transformation at the interpolated fraction `it` (`applyTransformation`, §1.4);
  /// the identity for a set.
  ///
  /// - Parameters:
  ///   - it: The interpolated fraction.
  ///   - size: The animated view's size, for `%` values.
  ///   - parentSize: Its parent's size, for `%p` values.
  /// - Returns: The transformation.
  public func transformation(
    atFraction it: Float,
    size: (width: Double, height: Double),
    parentSize: (width: Double, height: Double)
  ) -> ViewAnimationTransformation {
    apply(it, size: size, parentSize: parentSize)
  }
}
