extension AnimatedProperty {
  /// The radius of the corners of a view's animated clip bounds, in the view's own units (as
  /// `clipBounds`): a container transform's corner shape on each of its two layers.
  public static let clipRadius = AnimatedProperty(rawValue: "clipRadius")
  /// A container transform's scrim paint alpha, 0–1, which multiplies the scrim colour's own;
  /// frames draw the scrim as the top-level box `scrim:KEY` (Docs/material.md).
  public static let scrimAlpha = AnimatedProperty(rawValue: "scrimAlpha")
}
