/// What an image view shows: how it scales its drawable and the drawable's intrinsic size.
public struct ImageContent: Sendable, Hashable {
  /// ImageView's scale type.
  public var scaleType: ScaleType
  /// The drawable's intrinsic width, if it has one.
  public var drawableWidth: Double?
  /// The drawable's intrinsic height, if it has one.
  public var drawableHeight: Double?

  /// Creates image content.
  public init(
    scaleType: ScaleType = .fitCenter,
    drawableWidth: Double? = nil,
    drawableHeight: Double? = nil
  ) {
    self.scaleType = scaleType
    self.drawableWidth = drawableWidth
    self.drawableHeight = drawableHeight
  }
}
