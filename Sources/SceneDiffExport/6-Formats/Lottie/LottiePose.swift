import Foundation
import SceneDiffCore

/// One drawn node at one instant, in the terms of a flattened Lottie layer: its root-space
/// matrix split into position, rotation and scale, its composed opacity and its size and clip.
///
/// Everything comes from the ``Sampler``'s draw tree: the node's root-space ``ViewSample``
/// (its matrix, or its translated bounds) and its ``DrawNodeState`` (size and clip). The matrix
/// `M` maps the view's box `(0, 0, width, height)` to the scene root; a Lottie layer with anchor
/// `(0, 0)` draws `T(position) · R(rotation) · S(scale)`: the rotation is the angle of `M`'s
/// first column, the scale along x its length, the scale along y the determinant over it
/// (negative for a mirror). A skew (a rotated parent of a non-uniformly scaled child, an
/// element-wise interpolated matrix) cannot be written that way — skew is not in the portable
/// subset, lottie-android's support is unknown — so the layer's y axis stays perpendicular to
/// its x axis and the residual is kept in ``skew`` for the export to report. A perspective (an iOS flip) is drawn as the
/// axis-aligned box it covers — the bounds `sample` reports.
struct LottiePose: Sendable {
  /// The layer's position: where the view's top-left corner is drawn, in scene units.
  var position: [Double]
  /// Rotation in degrees, clockwise (y points down), unwrapped by ``LottieTimeline``.
  var rotation: Double
  /// Scale along the view's x and y axes, in percent.
  var scale: [Double]
  /// Composed opacity in percent, 0 while the node is not drawn.
  var opacity: Double
  /// The laid-out size.
  var size: [Double]
  /// The clip in view-local coordinates as `[left, top, right, bottom, corner radius]`, the
  /// whole box with square corners when unclipped.
  var clip: [Double]
  /// Whether the node has a clip at this instant.
  var isClipped: Bool
  /// How far the skew the layer cannot draw moves the view's far corner, in scene units.
  var skew: Double
  /// Whether the matrix has a perspective, which the layer draws as the axis-aligned box it
  /// covers.
  var isProjected: Bool

  /// The pose of node `index` in a drawn frame.
  init(_ frame: DrawFrame, node index: Int) {
    let sample = frame.samples[index]
    let state = frame.states[index]
    let width = state.width
    let height = state.height
    var v =
      sample.transform?.values
      ?? [1, 0, sample.bounds.left, 0, 1, sample.bounds.top, 0, 0, 1]
    isProjected = v[6] != 0 || v[7] != 0 || v[8] != 1
    if isProjected {
      // A perspective (an iOS flip): the box it covers, as `sample` reports it.
      let b = sample.bounds
      v = [
        width > 0 ? b.width / width : 1, 0, b.left, 0, height > 0 ? b.height / height : 1, b.top,
        0, 0, 1,
      ]
    }
    let (a, c, e, b, d, f) = (v[0], v[1], v[2], v[3], v[4], v[5])
    let sx = (a * a + b * b).squareRoot()
    let theta = sx > 1e-12 ? atan2(b, a) : 0
    // The determinant over sx: negative for a mirror.
    let sy = sx > 1e-12 ? (a * d - b * c) / sx : d
    position = [e, f]
    rotation = theta * 180 / .pi
    scale = [sx * 100, sy * 100]
    // What the layer's y axis cannot follow: the component of M's second column along its
    // first, moved to the far corner.
    skew = abs(sx > 1e-12 ? (a * c + b * d) / sx : c) * height
    opacity = sample.visible ? sample.alpha * 100 : 0
    size = [width, height]
    if let clip = state.clip {
      let radius = min(state.clipRadius ?? 0, clip.width / 2, clip.height / 2)
      self.clip = [clip.left, clip.top, clip.right, clip.bottom, max(0, radius)]
      isClipped = true
    } else {
      self.clip = [0, 0, width, height, 0]
      isClipped = false
    }
  }
}
