/// A view's render-time transform properties, as Android's `View` holds them.
public struct ViewTransform: Sendable, Hashable {
  /// Horizontal translation.
  public var translationX: Double
  /// Vertical translation.
  public var translationY: Double
  /// Depth translation (affects shadows only).
  public var translationZ: Double
  /// Elevation (affects shadows only).
  public var elevation: Double
  /// Horizontal scale about the pivot.
  public var scaleX: Double
  /// Vertical scale about the pivot.
  public var scaleY: Double
  /// Rotation in degrees about the pivot (clockwise on screen).
  public var rotation: Double
  /// Rotation about the horizontal axis, degrees.
  public var rotationX: Double
  /// Rotation about the vertical axis, degrees.
  public var rotationY: Double
  /// The pivot's x in view-local coordinates; `nil` means half the width.
  public var pivotX: Double?
  /// The pivot's y in view-local coordinates; `nil` means half the height.
  public var pivotY: Double?

  /// Creates a transform; the defaults are the identity.
  public init(
    translationX: Double = 0,
    translationY: Double = 0,
    translationZ: Double = 0,
    elevation: Double = 0,
    scaleX: Double = 1,
    scaleY: Double = 1,
    rotation: Double = 0,
    rotationX: Double = 0,
    rotationY: Double = 0,
    pivotX: Double? = nil,
    pivotY: Double? = nil
  ) {
    self.translationX = translationX
    self.translationY = translationY
    self.translationZ = translationZ
    self.elevation = elevation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.pivotX = pivotX
    self.pivotY = pivotY
  }

  /// Whether only translation is set (scale 1, no rotation).
  public var isTranslationOnly: Bool {
    scaleX == 1 && scaleY == 1 && rotation == 0 && rotationX == 0 && rotationY == 0
  }
}
