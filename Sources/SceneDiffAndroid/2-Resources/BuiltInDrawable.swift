import SceneDiffCore

/// A built-in drawable, sizes and padding in dp (−1: no intrinsic size).
struct BuiltInDrawable: Sendable {
  /// The intrinsic width in dp, −1 for none.
  var width: Int = -1
  /// The intrinsic height in dp, −1 for none.
  var height: Int = -1
  /// The padding in dp, left/top/right/bottom, if any.
  var padding: (Int, Int, Int, Int)?

  /// The drawable as a ``DrawableInfo`` on `device`.
  func info(on device: Device) -> DrawableInfo {
    func px(_ dp: Int) -> Int { dp < 0 ? -1 : Dimension(Float(dp), .dp).pixelSize(on: device) }
    return DrawableInfo(
      intrinsicWidth: px(width),
      intrinsicHeight: px(height),
      padding: padding.map {
        Insets(left: px($0.0), top: px($0.1), right: px($0.2), bottom: px($0.3))
      }
    )
  }
}
