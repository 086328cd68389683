/// The axis of a ``MaterialSharedAxis`` (`MaterialSharedAxis.X`, `Y`, `Z`).
public enum MaterialAxis: String, Sendable, Hashable, CaseIterable {
  /// Horizontal: a slide along x with a fade through.
  case x
  /// Vertical: a slide along y with a fade through.
  case y
  /// Depth: a scale with a fade through.
  case z
}
