/// The platform's hidden `Recolor` (reference §9.11); it has no options of its own.
public struct Recolor: Sendable, Hashable {
  /// Creates the transition.
  public init() {}
}
