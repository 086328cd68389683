/// The coordinate space an animator's values live in (design §3).
public enum AnimatorSpace: String, Sendable, Hashable {
  /// The view's parent in the end scene (layout bounds, a view animated in place).
  case parent
  /// The scene root: views drawn in the root overlay, or moved across parents.
  case root
  /// The view's own coordinates (clip bounds, image matrix).
  case local
}
