/// Android's `ChangeClipBounds` (reference §9.3); it has no options of its own.
public struct ChangeClipBounds: Sendable, Hashable {
  /// Creates the transition.
  public init() {}
}
