/// Options of Android's `ChangeBounds`.
public struct ChangeBounds: Sendable, Hashable {
  /// Resize through the clip bounds instead of the layout bounds (`android:resizeClip`).
  public var resizeClip: Bool
  /// The path the corners move along.
  public var pathMotion: PathMotion

  /// Creates options; Android's defaults.
  public init(resizeClip: Bool = false, pathMotion: PathMotion = .straight) {
    self.resizeClip = resizeClip
    self.pathMotion = pathMotion
  }
}
