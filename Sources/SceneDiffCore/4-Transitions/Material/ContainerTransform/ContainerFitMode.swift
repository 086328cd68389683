/// How a container transform sizes its two layers (`FIT_MODE_*`, reference §7.6).
public enum ContainerFitMode: String, Sendable, Hashable, CaseIterable {
  /// `FIT_MODE_AUTO` (default): width or height, from the aspect ratios.
  case auto
  /// `FIT_MODE_WIDTH`: both layers share the current width.
  case width
  /// `FIT_MODE_HEIGHT`: both layers share the current height.
  case height
}
