extension AnimatedProperty {
  /// Horizontal scale about the pivot (Material's `ScaleProvider`), an absolute value: the
  /// view's own scale times the provider's factor.
  public static let scaleX = AnimatedProperty(rawValue: "scaleX")
  /// Vertical scale about the pivot (Material's `ScaleProvider`), as ``scaleX``.
  public static let scaleY = AnimatedProperty(rawValue: "scaleY")

  /// A container transform's corner radius, in scene units (plan only: frames do not draw it).
  public static let cornerRadius = AnimatedProperty(rawValue: "cornerRadius")
  /// A container transform's scrim paint alpha, 0–1, which multiplies the scrim colour's own
  /// (plan only: frames do not draw it).
  public static let scrimAlpha = AnimatedProperty(rawValue: "scrimAlpha")
}
