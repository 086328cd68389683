extension AnimatedProperty {
  /// A container transform's corner radius, in scene units (plan only: frames do not draw it).
  public static let cornerRadius = AnimatedProperty(rawValue: "cornerRadius")
  /// A container transform's scrim paint alpha, 0–1, which multiplies the scrim colour's own
  /// (plan only: frames do not draw it).
  public static let scrimAlpha = AnimatedProperty(rawValue: "scrimAlpha")
}
