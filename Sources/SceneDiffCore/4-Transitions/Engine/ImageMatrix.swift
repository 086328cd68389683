/// The matrix an `ImageView` draws its drawable with, as Android computes it (reference §9.4).
///
/// A matrix maps drawable pixels to the view's content box. SceneDiff's scene format has no
/// padding, so the content box is the whole view (`vw × vh` = the view's width and height).
/// Where Android rounds (`Math.round`), SceneDiff rounds with Java's rule on the scene's pixel
/// grid; the other entries are computed in double precision.
enum ImageMatrix {
  /// `ImageView.configureBounds`: the draw matrix, or `nil` when ImageView draws without one
  /// (the drawable stretched to the view, or already the view's size).
  ///
  /// - `dw ≤ 0`, `dh ≤ 0` or FIT_XY → none; MATRIX → the user's matrix, which scene files
  ///   cannot set, so none; a drawable exactly the view's size → none.
  /// - CENTER → `translate(round((vw − dw)·0.5), round((vh − dh)·0.5))`.
  /// - CENTER_CROP → if `dw·vh > vw·dh`: `s = vh/dh`, `dx = (vw − dw·s)·0.5`, `dy = 0`; else
  ///   `s = vw/dw`, `dx = 0`, `dy = (vh − dh·s)·0.5`; `scale(s, s)` then
  ///   `translate(round(dx), round(dy))`.
  /// - CENTER_INSIDE → `s = 1` when the drawable fits, else `min(vw/dw, vh/dh)`;
  ///   `scale(s, s)` then `translate(round((vw − dw·s)·0.5), round((vh − dh·s)·0.5))`.
  /// - FIT_START, FIT_CENTER, FIT_END → Skia's `setRectToRect` (see ``rectToRect``).
  static func drawMatrix(
    _ scaleType: ScaleType,
    viewWidth vw: Double,
    viewHeight vh: Double,
    drawableWidth dw: Double,
    drawableHeight dh: Double,
    grid: PixelGrid
  ) -> Matrix? {
    if dw <= 0 || dh <= 0 || scaleType == .fitXY { return nil }
    if scaleType == .matrix { return nil }
    if dw == vw && dh == vh { return nil }
    switch scaleType {
    case .center:
      return .translation(grid.round((vw - dw) * 0.5), grid.round((vh - dh) * 0.5))
    case .centerCrop:
      let s: Double
      var dx = 0.0
      var dy = 0.0
      if dw * vh > vw * dh {
        s = vh / dh
        dx = (vw - dw * s) * 0.5
      } else {
        s = vw / dw
        dy = (vh - dh * s) * 0.5
      }
      return Matrix.translation(grid.round(dx), grid.round(dy)).concatenating(.scale(s, s))
    case .centerInside:
      let s = dw <= vw && dh <= vh ? 1 : min(vw / dw, vh / dh)
      let dx = grid.round((vw - dw * s) * 0.5)
      let dy = grid.round((vh - dh * s) * 0.5)
      return Matrix.translation(dx, dy).concatenating(.scale(s, s))
    case .fitStart, .fitCenter, .fitEnd:
      return rectToRect(
        scaleType,
        viewWidth: vw,
        viewHeight: vh,
        drawableWidth: dw,
        drawableHeight: dh
      )
    case .matrix, .fitXY:
      return nil
    }
  }

  /// Skia's `SkMatrix::setRectToRect` from `(0, 0, dw, dh)` to `(0, 0, vw, vh)` with the
  /// START, CENTER or END alignment.
  ///
  /// `sx = vw/dw`, `sy = vh/dh`; the smaller is used on both axes; `diff` is the space left on
  /// the axis whose scale was larger (`vw − dw·s` when `sx > sy`, else `vh − dh·s`): CENTER
  /// adds `diff/2` and END adds `diff` to that axis's translation. No rounding. An empty
  /// destination (`vw ≤ 0` or `vh ≤ 0`) gives the zero scale, as Skia.
  static func rectToRect(
    _ scaleType: ScaleType,
    viewWidth vw: Double,
    viewHeight vh: Double,
    drawableWidth dw: Double,
    drawableHeight dh: Double
  ) -> Matrix {
    if vw <= 0 || vh <= 0 { return .scale(0, 0) }
    var sx = vw / dw
    var sy = vh / dh
    let xLarger = sx > sy
    if xLarger { sx = sy } else { sy = sx }
    var tx = 0.0
    var ty = 0.0
    if scaleType == .fitCenter || scaleType == .fitEnd {
      var diff = xLarger ? vw - dw * sy : vh - dh * sy
      if scaleType == .fitCenter { diff /= 2 }
      if xLarger { tx += diff } else { ty += diff }
    }
    return Matrix([sx, 0, tx, 0, sy, ty, 0, 0, 1])
  }

  /// AndroidX `ChangeImageTransform.copyImageMatrix`: the matrix the transition captures.
  ///
  /// With a drawable of positive size, FIT_XY gives `scale(width/dw, height/dh)` and
  /// CENTER_CROP `s = max(width/dw, height/dh)`, then
  /// `translate(round((width − dw·s)/2), round((height − dh·s)/2))`, both from the full view
  /// size; every other case is ImageView's draw matrix, or the identity when it has none.
  static func captured(
    _ image: ImageContent,
    width: Double,
    height: Double,
    drawableWidth dw: Double,
    drawableHeight dh: Double,
    grid: PixelGrid
  ) -> Matrix {
    if dw > 0 && dh > 0 {
      switch image.scaleType {
      case .fitXY:
        return .scale(width / dw, height / dh)
      case .centerCrop:
        let s = max(width / dw, height / dh)
        let tx = grid.round((width - dw * s) / 2)
        let ty = grid.round((height - dh * s) / 2)
        return Matrix.translation(tx, ty).concatenating(.scale(s, s))
      default:
        break
      }
    }
    return drawMatrix(
      image.scaleType,
      viewWidth: width,
      viewHeight: height,
      drawableWidth: dw,
      drawableHeight: dh,
      grid: grid
    ) ?? .identity
  }
}
