import SceneDiffCore

extension Plan {
  /// The plan as design §4's JSON document (`scenediff.plan`, version 1), keys in fixed order.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("format", .string("scenediff.plan")),
      ("version", .int(1)),
      ("from", fromScene.referenceJSON),
      ("to", toScene.referenceJSON),
      ("units", .string(toScene.units)),
    ]
    if let density = toScene.density { pairs.append(("density", .number(density))) }
    if let device = toScene.device { pairs.append(("device", .string(device.description))) }
    pairs.append(("transitionSource", transitionSource?.json ?? .null))
    if let reducedMotion { pairs.append(("reducedMotion", .string(reducedMotion.rawValue))) }
    if let animatorDurationScale {
      pairs.append(("animatorDurationScale", .number(animatorDurationScale)))
    }
    if let screenChange { pairs.append(("screenChange", screenChange.json)) }
    if !viewAnimations.isEmpty {
      pairs.append(("viewAnimations", .array(viewAnimations.map(\.json))))
    }
    pairs += [
      ("totalDurationMs", .number(totalDurationMs))
    ]
    if let interactionTimeline { pairs.append(("interaction", interactionTimeline.planJSON)) }
    pairs += [
      (
        "matches",
        .array(
          matches.map {
            .object([("from", .string($0.from)), ("to", .string($0.to)), ("by", .string($0.by))])
          }
        )
      ),
      ("appearing", .array(appearing.map(JSONValue.string))),
      ("disappearing", .array(disappearing.map(JSONValue.string))),
      ("animators", .array(animators.map(\.json))),
      ("diagnostics", .array(diagnostics.map(\.json))),
    ]
    return .object(pairs)
  }
}

extension SceneTree {
  /// `{ "file": path, "scene": name }` as plans and frames name their scenes.
  var referenceJSON: JSONValue {
    .object([("file", .optional(file)), ("scene", .optional(name))])
  }
}

extension Animator {
  /// One entry of a plan's `animators` array.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("target", .string(target)),
      ("transition", .string(transition)),
      ("property", .string(property.rawValue)),
      ("space", .string(space.rawValue)),
      ("from", from.json),
      ("to", to.json),
    ]
    if keyframes.count > 2 || keyframes.contains(where: { $0.timing != nil }) {
      pairs.append(("keyframes", .array(keyframes.map(\.json))))
    }
    pairs += [
      ("startMs", .number(startMs)),
      ("durationMs", .number(durationMs)),
      ("interpolator", timing.planJSON),
    ]
    if let path { pairs.append(("path", path.json)) }
    return .object(pairs)
  }
}

extension Keyframe {
  /// `{ "fraction", "value" }`, plus `"interpolator"` (``TimingCurve/planJSON``) when the
  /// keyframe times the interval leading up to it.
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [("fraction", .number(fraction)), ("value", value.json)]
    if let timing { pairs.append(("interpolator", timing.planJSON)) }
    return .object(pairs)
  }
}

extension AnimatedValue {
  /// A number, or an array: rectangles as `[left, top, right, bottom]`, matrices as 9 values.
  public var json: JSONValue {
    switch self {
    case .scalar(let v): .number(v)
    case .rect(let r): .numbers(r.edges)
    case .matrix(let m): .numbers(m.values)
    case .point(let p): .numbers([p.x, p.y])
    }
  }
}

extension AnimatorPath {
  /// SVG path data for a move; an object with `topLeft` and/or `bottomRight` for corners.
  public var json: JSONValue {
    switch self {
    case .move(let p), .translation(let p): return .string(p.svgPathData)
    case .corners(let topLeft, let bottomRight):
      var pairs: [(String, JSONValue)] = []
      if let topLeft { pairs.append(("topLeft", .string(topLeft.svgPathData))) }
      if let bottomRight { pairs.append(("bottomRight", .string(bottomRight.svgPathData))) }
      return .object(pairs)
    }
  }
}

extension Diagnostic {
  /// `{ "severity", "code", "message", "file", "line", "column" }` (location keys when known).
  public var json: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("severity", .string(severity.rawValue)),
      ("code", .string(code)),
      ("message", .string(message)),
    ]
    if let location {
      pairs += [
        ("file", .string(location.file)), ("line", .int(location.line)),
        ("column", .int(location.column)),
      ]
    }
    if !notes.isEmpty { pairs.append(("notes", .array(notes.map(\.json)))) }
    return .object(pairs)
  }
}
