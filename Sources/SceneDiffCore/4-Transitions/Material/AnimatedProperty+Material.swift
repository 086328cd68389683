extension AnimatedProperty {
  /// Horizontal scale about the pivot (Material's `ScaleProvider`), an absolute value: the
  /// view's own scale times the provider's factor.
  public static let scaleX = AnimatedProperty(rawValue: "scaleX")
  /// Vertical scale about the pivot (Material's `ScaleProvider`), as ``scaleX``.
  public static let scaleY = AnimatedProperty(rawValue: "scaleY")
}
