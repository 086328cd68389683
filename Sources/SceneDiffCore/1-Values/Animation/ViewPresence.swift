/// A view that a Visibility transition keeps drawn while it disappears.
public struct ViewPresence: Sendable, Hashable {
  /// Where it is drawn.
  public enum Placement: Sendable, Hashable {
    /// In the scene root's overlay, at this root-space rectangle (its start position).
    case overlay(Rect)
    /// In place in the end scene, forced visible though it ends INVISIBLE.
    case inPlace
  }

  /// The view key (the start key for overlays, the end key in place).
  public var key: String
  /// Where it is drawn.
  public var placement: Placement
  /// Until when (the end of the animator that keeps it), in ms.
  public var untilMs: Double

  /// Creates a presence.
  public init(key: String, placement: Placement, untilMs: Double) {
    self.key = key
    self.placement = placement
    self.untilMs = untilMs
  }
}
