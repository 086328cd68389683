import Foundation
import SceneDiffCore

/// One drawn node as a Lottie shape layer (`ty: 4`) named by its view key.
///
/// Layers are flattened: every layer's transform is its node's root-space placement
/// (``LottiePose``) and its opacity the composed one, because Lottie's parenting carries only
/// transforms — an opacity, a mask or a hidden parent would have to be composed into each child
/// anyway. The layer's content, top first: a text placeholder bar (`text`), an image
/// placeholder (`image`), the background rectangle with the view's corner radius (`background`).
/// A clip is the layer's mask (`clip`).
struct LottieLayer: Sendable {
  /// Largest distance, in scene units, a keyframed position, size or clip may stray from the
  /// engine (rotation and scale: how far they move the view's far corner).
  static let tolerance = 0.5
  /// Largest opacity difference, in percent (a 1/255 step of an 8-bit alpha).
  static let opacityTolerance = 0.4

  /// The node's view key.
  let key: String
  /// The layer's animated properties.
  let position, rotation, scale, opacity, boxSize, boxCentre: LottieTrack
  /// The clip's track when the node is ever clipped.
  let clip: LottieTrack?
  /// The largest skew distance the layer cannot draw, in scene units.
  let skew: Double
  /// Whether a perspective is drawn as the box it covers at some instant.
  let isProjected: Bool

  /// The layer of node `n` whose view key is `key`; `targets` are its own key and its
  /// ancestors' (whose animators may time its keyframes).
  init(node n: Int, key: String, targets: Set<String>, timeline: LottieTimeline) {
    self.key = key
    let poses = timeline.poses.map { $0[n] }
    let rotations = LottieLayer.unwrapped(poses.map(\.rotation))
    let extent = max(1, poses.map { max($0.size[0], $0.size[1]) }.max() ?? 1)
    let diagonal = max(1, poses.map { hypot($0.size[0], $0.size[1]) }.max() ?? 1)
    let tolerance = LottieLayer.tolerance
    position = LottieTrack(
      timeline,
      values: poses.map(\.position),
      tolerance: tolerance,
      targets: targets
    )
    rotation = LottieTrack(
      timeline,
      values: rotations,
      tolerance: tolerance / diagonal * 180 / .pi,
      targets: targets
    )
    scale = LottieTrack(
      timeline,
      values: poses.map(\.scale),
      tolerance: 100 * tolerance / extent,
      targets: targets
    )
    opacity = LottieTrack(
      timeline,
      values: poses.map { [$0.opacity] },
      tolerance: LottieLayer.opacityTolerance,
      targets: targets
    )
    boxSize = LottieTrack(
      timeline,
      values: poses.map(\.size),
      tolerance: tolerance,
      targets: targets
    )
    boxCentre = LottieTrack(
      timeline,
      values: poses.map { [$0.size[0] / 2, $0.size[1] / 2] },
      tolerance: tolerance / 2,
      targets: targets
    )
    clip =
      poses.contains(where: \.isClipped)
      ? LottieTrack(
        timeline,
        values: poses.map(\.clip),
        tolerance: tolerance,
        targets: targets
      )
      : nil
    skew = poses.map(\.skew).max() ?? 0
    isProjected = poses.contains { $0.isProjected && $0.opacity > 0 }
  }

  /// Angles in degrees, each moved by whole turns to within half a turn of the one before, so
  /// that a player interpolates the short way round.
  static func unwrapped(_ angles: [Double]) -> [[Double]] {
    var result: [[Double]] = []
    for angle in angles {
      var r = angle
      if let previous = result.last?[0] { r += 360 * ((previous - r) / 360).rounded() }
      result.append([r])
    }
    return result
  }

  /// Whether the clip has round corners at some instant (a container transform's).
  var isRounded: Bool { clip?.keyframes.contains { $0.value[4] > 0 } ?? false }

  /// Whether the layer is ever drawn.
  var isDrawn: Bool { opacity.keyframes.contains { $0.value[0] > 0 } }

  /// The layer's JSON: index `index`, lasting until frame `outPoint`, with `shapes`.
  func json(index: Int, outPoint: Int, fps: Int, shapes: [JSONValue]) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("ddd", .int(0)), ("ind", .int(index)), ("ty", .int(4)), ("nm", .string(key)),
      ("sr", .int(1)),
      (
        "ks",
        .object([
          ("o", opacity.json(fps: fps, form: .scalar)),
          ("r", rotation.json(fps: fps, form: .scalar)),
          ("p", position.json(fps: fps, form: .spatial)),
          ("a", .object([("a", .int(0)), ("k", .numbers([0, 0]))])),
          ("s", scale.json(fps: fps, form: .vector)),
        ])
      ),
      ("ao", .int(0)),
    ]
    if let clip {
      fields.append(("hasMask", .bool(true)))
      fields.append(
        (
          "masksProperties",
          .array([
            .object([
              ("nm", .string("clip")), ("inv", .bool(false)), ("mode", .string("a")),
              ("pt", clip.json(fps: fps, form: isRounded ? .roundedRectanglePath : .rectanglePath)),
              ("o", .object([("a", .int(0)), ("k", .int(100))])),
            ])
          ])
        )
      )
    }
    fields += [
      ("shapes", .array(shapes)), ("ip", .int(0)), ("op", .int(outPoint)), ("st", .int(0)),
      ("bm", .int(0)),
    ]
    return .object(fields)
  }

  /// The box as a rectangle shape (`rc`) with the layer's animated size and a corner radius.
  func rectangle(radius: Double, fps: Int) -> JSONValue {
    .object([
      ("ty", .string("rc")), ("nm", .string("box")), ("d", .int(1)),
      ("p", boxCentre.json(fps: fps, form: .spatial)),
      ("s", boxSize.json(fps: fps, form: .vector)),
      ("r", .object([("a", .int(0)), ("k", .number(LottieTrack.rounded(radius, 4)))])),
    ])
  }
}
