/// A MotionScene `<KeyAttribute>`: View properties of one view at one point of the progress
/// (`KeyAttributes.java`).
public struct MotionKeyAttribute: Sendable, Hashable {
  /// The id of the view (`motion:motionTarget`).
  public var target: String
  /// Where in the progress, 0…100 (`motion:framePosition`).
  public var framePosition: Int
  /// The properties it sets, in a fixed order: `alpha`, `rotation`, `rotationX`, `rotationY`,
  /// `scaleX`, `scaleY`, `translationX`, `translationY`, `translationZ`.
  public var values: [Value]

  /// One property's value.
  public struct Value: Sendable, Hashable {
    /// The View property.
    public var property: AnimatedProperty
    /// Its value (degrees for rotations, px for translations).
    public var value: Double

    /// Creates a value.
    public init(_ property: AnimatedProperty, _ value: Double) {
      self.property = property
      self.value = value
    }
  }

  /// Creates a key attribute.
  public init(target: String, framePosition: Int, values: [Value]) {
    self.target = target
    self.framePosition = framePosition
    self.values = values
  }
}
