/// A public `CATransitionType` (reference platform-transitions.md §4).
public enum IOSLayerTransitionType: String, Sendable, Hashable, CaseIterable {
  /// `fade`: the old content fades out while the new fades in (the default).
  case fade
  /// `moveIn`: the new content slides in from the subtype's side over the old, which stays.
  case moveIn
  /// `push`: the new content slides in from the subtype's side and pushes the old out.
  case push
  /// `reveal`: the old content slides away from the subtype's side, uncovering the new.
  case reveal
}
