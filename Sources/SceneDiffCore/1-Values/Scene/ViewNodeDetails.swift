/// The fields of a ``ViewNode`` that few views set, kept apart so that a view with none of
/// them stores only an empty reference.
struct ViewNodeDetails: Sendable {
  /// ``ViewNode/transform``.
  var transform = ViewTransform()
  /// ``ViewNode/clip``.
  var clip: Rect?
  /// ``ViewNode/scrollX``.
  var scrollX = 0.0
  /// ``ViewNode/scrollY``.
  var scrollY = 0.0
  /// ``ViewNode/image``'s drawable width.
  var drawableWidth: Double?
  /// ``ViewNode/image``'s drawable height.
  var drawableHeight: Double?
  /// ``ViewNode/style``'s background.
  var background: String?
  /// ``ViewNode/style``'s corner radius.
  var cornerRadius: Double?
  /// ``ViewNode/style``'s text size.
  var textSize: Double?
  /// ``ViewNode/instance``.
  var instance: String?
  /// ``ViewNode/location``, when its line or column does not fit 32 bits.
  var location: SourceLocation?

  /// Whether every field holds its default, bit for bit (a `-0.0` scroll offset is kept).
  var isDefault: Bool {
    clip == nil && drawableWidth == nil && drawableHeight == nil && background == nil
      && cornerRadius == nil && textSize == nil && instance == nil && location == nil
      && scrollX.bitPattern == 0 && scrollY.bitPattern == 0 && Self.isIdentity(transform)
  }

  /// Whether `transform` is `ViewTransform()`, bit for bit.
  private static func isIdentity(_ transform: ViewTransform) -> Bool {
    let one = (1.0).bitPattern
    return transform.translationX.bitPattern == 0 && transform.translationY.bitPattern == 0
      && transform.translationZ.bitPattern == 0 && transform.elevation.bitPattern == 0
      && transform.scaleX.bitPattern == one && transform.scaleY.bitPattern == one
      && transform.rotation.bitPattern == 0 && transform.rotationX.bitPattern == 0
      && transform.rotationY.bitPattern == 0 && transform.pivotX == nil && transform.pivotY == nil
  }
}
