/// Options of Android's `Fade`.
public struct Fade: Sendable, Hashable {
  /// Which visibility changes it animates.
  public var mode: VisibilityMode

  /// Creates options; by default it fades both in and out.
  public init(mode: VisibilityMode = .both) {
    self.mode = mode
  }
}
