/// A value at a fraction of an animator's progress.
public struct Keyframe: Sendable, Hashable {
  /// Progress, 0 at the start and 1 at the end.
  public var fraction: Double
  /// The value there.
  public var value: AnimatedValue

  /// Creates a keyframe.
  public init(fraction: Double, value: AnimatedValue) {
    self.fraction = fraction
    self.value = value
  }
}
