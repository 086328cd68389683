/// A view that a Visibility transition keeps drawn while it disappears.
public struct ViewPresence: Sendable, Hashable {
  /// Where it is drawn.
  public enum Placement: Sendable, Hashable {
    /// In the scene root's overlay, at this root-space rectangle (its start position).
    case overlay(Rect)
    /// In place in the end scene, forced visible though it ends INVISIBLE.
    case inPlace
    /// As a ghost in the scene root's overlay (ChangeTransform with `reparentWithOverlay`):
    /// drawn at `parentMatrix · T(left, top) · M` relative to the root, where `parentMatrix`
    /// is the end parent's captured matrix, without the parent's alpha, visibility or live
    /// position (reference §9.2 step 7). Android keeps the ghost until the whole transition
    /// ends.
    ///
    /// Held in a box (`indirect`): the matrix's 72 bytes inline made every placement, and
    /// every pending animator holding one, more than twice as large; ghosts are few.
    indirect case ghost(parentMatrix: Matrix)
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
