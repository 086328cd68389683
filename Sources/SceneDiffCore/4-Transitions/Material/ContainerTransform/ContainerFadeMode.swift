/// How a container transform fades its start and end content
/// (`MaterialContainerTransform.FADE_MODE_*`, reference §7.9).
public enum ContainerFadeMode: String, Sendable, Hashable, CaseIterable {
  /// `FADE_MODE_IN` (default): the incoming content fades in over the outgoing.
  case `in`
  /// `FADE_MODE_OUT`: the outgoing content fades out over the incoming.
  case out
  /// `FADE_MODE_CROSS`: both at once.
  case cross
  /// `FADE_MODE_THROUGH`: out over the first 35 % of the fade window, then in.
  case through
}
