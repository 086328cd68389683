/// Android's `ChangeScroll` (reference §9.5); it has no options of its own.
public struct ChangeScroll: Sendable, Hashable {
  /// Creates the transition.
  public init() {}
}
