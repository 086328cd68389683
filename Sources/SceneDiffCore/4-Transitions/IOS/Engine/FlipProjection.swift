import Foundation

/// The perspective SceneDiff draws UIKit's flips with: a rotation about a centre axis seen
/// from a camera at distance `d`, Core Animation's `m34 = −1/d`.
///
/// UIKit does not publish its flip's perspective; SceneDiff takes `d = 1000` points (the common
/// `m34` choices run from `−1/500` to `−1/1000`, reference platform-transitions.md §3.2), or the
/// view's larger side when that is longer, so that no edge ever reaches the camera. For a
/// point `u` from the centre along the axis' normal, the rotation by θ and the projection give
/// `u' = u·cos θ / (1 − u·sin θ / d)` and scale the other coordinate by `1 / (1 − u·sin θ / d)`:
/// a 3 × 3 projective matrix, which previews draw as CSS `matrix3d()`.
package enum FlipProjection {
  /// The camera distance for a view of this size.
  package static func distance(width: Double, height: Double) -> Double {
    max(1000, width, height)
  }

  /// The view-local matrix of a flip by `degrees` about the vertical (`aboutY`) or horizontal
  /// centre axis of a `width` × `height` view.
  package static func matrix(degrees: Double, aboutY: Bool, width: Double, height: Double)
    -> Matrix
  {
    let radians = degrees * Double.pi / 180
    let (c, s) = (cos(radians), sin(radians))
    let d = distance(width: width, height: height)
    let (cx, cy) = (width / 2, height / 2)
    let flip =
      aboutY
      ? Matrix([c, 0, 0, 0, 1, 0, -s / d, 0, 1])
      : Matrix([1, 0, 0, 0, c, 0, 0, -s / d, 1])
    return Matrix.translation(cx, cy).concatenating(flip).concatenating(.translation(-cx, -cy))
  }

  /// Whether a snapshot flipped by these angles still faces the viewer (`cos θ > 0` about both
  /// axes); its back is not drawn.
  package static func facesViewer(flipX: Double, flipY: Double) -> Bool {
    cos(flipX * Double.pi / 180) > 1e-12 && cos(flipY * Double.pi / 180) > 1e-12
  }
}
