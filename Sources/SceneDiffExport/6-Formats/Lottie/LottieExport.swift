import SceneDiffCore

/// A plan as a Lottie (Bodymovin 5.7) animation, for lottie-ios, lottie-android, lottie-web and
/// rlottie (`scenediff export --format lottie`).
///
/// The document is the end scene's size (rounded up to whole units, one Lottie pixel per scene
/// unit) at ``fps`` frames per second, from frame 0 to the frame after the transition ends.
/// Every box the `Sampler` draws is one shape layer named by its view key, in drawing order
/// (Lottie lists the top layer first), flattened to the root: its transform and opacity are
/// the engine's root-space values, keyframed with the animator's own cubic-Bézier easing where
/// its timing is one cubic and it fits, otherwise densely enough to stay within 0.5 scene units
/// of the engine. `Docs/lottie.md` lists what is drawn and the player features used.
public struct LottieExport: Sendable {
  /// The plan.
  public let plan: Plan
  /// Frames per second (at least 1).
  public let fps: Int
  /// The layers, in the plan's drawing order (bottom first), with their node indices.
  let layers: [(node: Int, layer: LottieLayer)]
  /// The shapes of each layer, by position in ``layers``.
  private let shapes: [[JSONValue]]

  /// Builds the animation of a plan.
  ///
  /// - Parameters:
  ///   - plan: The plan.
  ///   - fps: Frames per second (`fr`); keyframe times are in frames.
  public init(plan: Plan, fps: Int = 60) {
    self.plan = plan
    self.fps = max(1, fps)
    let sampler = Sampler(plan: plan)
    let timeline = LottieTimeline(sampler: sampler, plan: plan, fps: self.fps)
    let appearances = DrawAppearance.all(sampler.nodes)
    var layers: [(node: Int, layer: LottieLayer)] = []
    var shapes: [[JSONValue]] = []
    for (n, node) in sampler.nodes.enumerated() {
      var targets: Set<String> = [node.key]
      var parent = node.parent
      while let p = parent {
        targets.insert(sampler.nodes[p].key)
        parent = sampler.nodes[p].parent
      }
      let layer = LottieLayer(
        node: n,
        key: node.key,
        targets: targets,
        timeline: timeline
      )
      guard layer.isDrawn else { continue }
      layers.append((n, layer))
      shapes.append(
        LottieShapes.contents(layer, view: node.view, appearance: appearances[n], fps: self.fps)
      )
    }
    self.layers = layers
    self.shapes = shapes
  }

  /// The last frame (`op`): the first whole frame at or after the transition's end, plus one so
  /// that the end state is shown.
  public var outPoint: Int {
    Int((plan.totalDurationMs * Double(fps) / 1000 - 1e-9).rounded(.up)) + 1
  }

  /// The document.
  public var document: JSONValue {
    let width = Int(plan.toScene.width.rounded(.up))
    let height = Int(plan.toScene.height.rounded(.up))
    let name = [plan.fromScene.name, plan.toScene.name].map { $0 ?? "scene" }
      .joined(separator: " → ")
    let out = outPoint
    let list = layers.indices.reversed().map { i in
      layers[i].layer.json(index: layers[i].node + 1, outPoint: out, fps: fps, shapes: shapes[i])
    }
    return .object([
      ("v", .string("5.7.0")), ("nm", .string(name)), ("fr", .int(fps)), ("ip", .int(0)),
      ("op", .int(out)), ("w", .int(max(1, width))), ("h", .int(max(1, height))), ("ddd", .int(0)),
      ("assets", .array([])), ("layers", .array(list)), ("markers", .array([])),
    ])
  }

  /// The document as compact JSON text, with a final newline.
  public var json: String { document.render(indent: nil) + "\n" }

  /// What the document draws only approximately, as warnings (`export-approximation`): views
  /// whose matrix has a perspective (drawn as the box it covers) or a skew of more than 0.5
  /// scene units at the far corner (drawn without it).
  public var approximations: [Diagnostic] {
    var result: [Diagnostic] = []
    let projected = layers.filter(\.layer.isProjected).map { "'\($0.layer.key)'" }
    if !projected.isEmpty {
      result.append(
        Diagnostic(
          .warning,
          at: nil,
          code: "export-approximation",
          "the Lottie export draws the perspective of \(projected.joined(separator: ", ")) as "
            + "the axis-aligned box it covers (Lottie layers have no perspective); sample, "
            + "preview and the web exports draw it"
        )
      )
    }
    let skewed = layers.filter { $0.layer.skew > LottieLayer.tolerance }
    if !skewed.isEmpty {
      let worst = skewed.map(\.layer.skew).max() ?? 0
      result.append(
        Diagnostic(
          .warning,
          at: nil,
          code: "export-approximation",
          "the Lottie export cannot skew \(skewed.map { "'\($0.layer.key)'" }.joined(separator: ", ")) "
            + "(up to \(JSONValue.format(LottieTrack.rounded(worst, 2))) units at the far corner): "
            + "a layer's transform is a rotation and a scale"
        )
      )
    }
    return result
  }
}
