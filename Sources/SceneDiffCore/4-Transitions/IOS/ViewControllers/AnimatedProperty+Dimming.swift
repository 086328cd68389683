extension AnimatedProperty {
  /// The paint alpha (0–1) of the dimming drawn beneath a view controller's view that covers
  /// another during `UINavigationController`'s default push or pop: the sampler draws it as a
  /// scene-sized box of ``IOSNavigationTransition/dimmingColor`` just beneath that view
  /// (Docs/ios-transition-format.md).
  public static let dimmingAlpha = AnimatedProperty(rawValue: "dimmingAlpha")
}
