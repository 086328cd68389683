/// Whether a container transform enters or returns (`TRANSITION_DIRECTION_*`, reference §7.2).
public enum ContainerTransformDirection: String, Sendable, Hashable, CaseIterable {
  /// `TRANSITION_DIRECTION_AUTO` (default): entering when the end area is strictly larger.
  case auto
  /// `TRANSITION_DIRECTION_ENTER`.
  case enter
  /// `TRANSITION_DIRECTION_RETURN`.
  case `return`
}
