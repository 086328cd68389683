/// Options of Android's `ChangeTransform` (reference §9.2).
public struct ChangeTransform: Sendable, Hashable {
  /// Handle a change of parent (`android:reparent`).
  public var reparent: Bool
  /// Draw a reparented view in the root overlay (`android:reparentWithOverlay`).
  public var reparentWithOverlay: Bool

  /// Creates options; Android's defaults.
  public init(reparent: Bool = true, reparentWithOverlay: Bool = true) {
    self.reparent = reparent
    self.reparentWithOverlay = reparentWithOverlay
  }
}
