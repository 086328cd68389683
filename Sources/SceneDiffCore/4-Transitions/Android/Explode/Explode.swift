/// Options of Android's `Explode` (reference §9.9).
public struct Explode: Sendable, Hashable {
  /// Which visibility changes it animates (`android:transitionVisibilityMode`).
  public var mode: VisibilityMode

  /// Creates options; by default it animates both.
  public init(mode: VisibilityMode = .both) {
    self.mode = mode
  }
}
