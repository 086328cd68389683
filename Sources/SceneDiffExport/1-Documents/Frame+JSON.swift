import SceneDiffCore

extension Frame {
  /// `{ "timeMs": t, "views": { key: sample } }`.
  public var json: JSONValue {
    .object([
      ("timeMs", .number(timeMs)),
      ("views", .object(views.map { ($0.key, $0.json) })),
    ])
  }

  /// Design §5's frames document (`scenediff.frames`, version 1) for frames of one plan.
  public static func document(_ frames: [Frame], plan: Plan) -> JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("format", .string("scenediff.frames")),
      ("version", .int(1)),
      ("from", plan.fromScene.referenceJSON),
      ("to", plan.toScene.referenceJSON),
      ("units", .string(plan.toScene.units)),
    ]
    if let density = plan.toScene.density { pairs.append(("density", .number(density))) }
    if let device = plan.toScene.device { pairs.append(("device", .string(device.description))) }
    pairs += [
      ("totalDurationMs", .number(plan.totalDurationMs)),
      ("frames", .array(frames.map(\.json))),
    ]
    return .object(pairs)
  }
}

extension ViewSample {
  /// `bounds`, `alpha`, `visible`, then `transform`, `clip`, `clipRadius`, `imageMatrix` and
  /// `overlay` when they apply, and `z`, the drawing order, for a drawn view.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("bounds", .numbers(bounds.edges)),
      ("alpha", .number(alpha)),
      ("visible", .bool(visible)),
    ]
    if let transform {
      pairs.append(("transform", .object([("matrix", .numbers(transform.values))])))
    }
    if let clip { pairs.append(("clip", .numbers(clip.edges))) }
    if let clipRadius { pairs.append(("clipRadius", .number(clipRadius))) }
    if let imageMatrix { pairs.append(("imageMatrix", .numbers(imageMatrix.values))) }
    if inOverlay { pairs.append(("overlay", .bool(true))) }
    if let z { pairs.append(("z", .int(z))) }
    return .object(pairs)
  }
}
