/// Options of Android's `ChangeBounds`.
public struct ChangeBounds: Sendable, Hashable {
  /// Resize through the clip bounds instead of the layout bounds (`android:resizeClip`).
  public var resizeClip: Bool

  /// Creates options; Android's defaults.
  public init(resizeClip: Bool = false) {
    self.resizeClip = resizeClip
  }
}
