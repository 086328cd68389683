import SceneDiffCore

/// Where an image view draws its drawable, for the image placeholder of previews and exports.
///
/// The matrix follows `ImageView.configureBounds` for each scale type, without Android's
/// pixel rounding (the placeholder is only an illustration; while ChangeImageTransform runs,
/// the plan's own image matrix is drawn instead).
enum ImagePlacement {
  /// The drawable-to-view matrix for an image of `image`'s intrinsic size in a view of
  /// `width` × `height`, or `nil` when the image has no intrinsic size.
  static func matrix(_ image: ImageContent, width vw: Double, height vh: Double) -> Matrix? {
    guard let dw = image.drawableWidth, let dh = image.drawableHeight, dw > 0, dh > 0 else {
      return nil
    }
    switch image.scaleType {
    case .matrix:
      return .identity
    case .fitXY:
      return .scale(vw / dw, vh / dh)
    case .center:
      return .translation((vw - dw) / 2, (vh - dh) / 2)
    case .centerCrop:
      let s = dw * vh > vw * dh ? vh / dh : vw / dw
      return Matrix.translation((vw - dw * s) / 2, (vh - dh * s) / 2)
        .concatenating(.scale(s, s))
    case .centerInside:
      let s = dw <= vw && dh <= vh ? 1 : min(vw / dw, vh / dh)
      return Matrix.translation((vw - dw * s) / 2, (vh - dh * s) / 2)
        .concatenating(.scale(s, s))
    case .fitCenter, .fitStart, .fitEnd:
      let s = min(vw / dw, vh / dh)
      let fraction = image.scaleType == .fitStart ? 0 : image.scaleType == .fitEnd ? 1 : 0.5
      return Matrix.translation((vw - dw * s) * fraction, (vh - dh * s) * fraction)
        .concatenating(.scale(s, s))
    }
  }
}
