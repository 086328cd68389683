/// Android's `ChangeImageTransform` (reference §9.4); it has no options of its own.
public struct ChangeImageTransform: Sendable, Hashable {
  /// Creates the transition.
  public init() {}
}
