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
    .object(documentHead(plan: plan) + [("frames", .array(frames.map(\.json)))])
  }

  /// The frames document's members before `frames`.
  private static func documentHead(plan: Plan) -> [(String, JSONValue)] {
    var pairs: [(String, JSONValue)] = [
      ("format", .string("scenediff.frames")),
      ("version", .int(1)),
      ("from", plan.fromScene.referenceJSON),
      ("to", plan.toScene.referenceJSON),
      ("units", .string(plan.toScene.units)),
    ]
    if let density = plan.toScene.density { pairs.append(("density", .number(density))) }
    if let device = plan.toScene.device { pairs.append(("device", .string(device.description))) }
    pairs.append(("totalDurationMs", .number(plan.totalDurationMs)))
    return pairs
  }

  /// Writes ``document(_:plan:)`` of `frames` as `render(indent:)` prints it, byte for byte,
  /// one frame at a time: each frame is written straight from its samples (no ``JSONValue``
  /// tree) and handed to `emit` with whatever text came before it, so no more than one frame
  /// is held at once.
  ///
  /// - Parameters:
  ///   - frames: The frames, made as they are read.
  ///   - plan: The plan they sample.
  ///   - indent: Spaces per nesting level; `nil` for one compact line (without a final newline).
  ///   - emit: Receives the document's bytes in order, in buffers valid only during the call.
  package static func writeDocument(
    _ frames: some Sequence<Frame>,
    plan: Plan,
    indent: Int?,
    to emit: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var out = documentStart(plan: plan, indent: indent)
    var count = 0
    for frame in frames {
      try writeFrame(frame, number: count, to: &out, indent: indent, emit: emit)
      count += 1
    }
    writeDocumentEnd(&out, frames: count, indent: indent)
    try out.withBytes(emit)
  }

  /// Writes the frames document of the instants `times` as
  /// ``writeDocument(_:plan:indent:to:)`` does, each frame made by `sample` into one frame
  /// whose storage is reused from instant to instant (``Sampler/sample(at:into:)``).
  ///
  /// - Parameters:
  ///   - times: The instants, in order.
  ///   - plan: The plan they sample.
  ///   - indent: Spaces per nesting level; `nil` for one compact line (without a final newline).
  ///   - sample: Writes the frame at an instant into the frame it is given.
  ///   - emit: Receives the document's bytes in order, in buffers valid only during the call.
  package static func writeDocument(
    at times: [Double],
    plan: Plan,
    indent: Int?,
    sample: (Double, inout Frame) -> Void,
    to emit: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    var out = documentStart(plan: plan, indent: indent)
    var frame = Frame(timeMs: 0, views: [])
    for (count, time) in times.enumerated() {
      sample(time, &frame)
      try writeFrame(frame, number: count, to: &out, indent: indent, emit: emit)
    }
    writeDocumentEnd(&out, frames: times.count, indent: indent)
    try out.withBytes(emit)
  }

  /// The document's bytes up to its `frames` member's value.
  private static func documentStart(plan: Plan, indent: Int?) -> OutputBytes {
    var out = OutputBytes(capacity: 1 << 16)
    out.append(UInt8(ascii: "{"))
    for (i, (key, value)) in documentHead(plan: plan).enumerated() {
      JSONValue.writeMember(escaping: key, first: i == 0, to: &out, indent: indent, level: 1)
      value.write(to: &out, indent: indent, level: 1)
    }
    JSONValue.writeMember("frames", first: false, to: &out, indent: indent, level: 1)
    return out
  }

  /// Appends frame `number` (from 0) of the `frames` array to `out`, hands `out` to `emit`
  /// and empties it, keeping its storage.
  private static func writeFrame(
    _ frame: Frame,
    number: Int,
    to out: inout OutputBytes,
    indent: Int?,
    emit: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    out.append(number == 0 ? UInt8(ascii: "[") : UInt8(ascii: ","))
    JSONValue.newline(&out, indent: indent, level: 2)
    frame.writeJSON(to: &out, indent: indent, level: 2)
    try out.withBytes(emit)
    out.removeAll()
  }

  /// Appends the end of the document after `frames` frames to `out`.
  private static func writeDocumentEnd(_ out: inout OutputBytes, frames: Int, indent: Int?) {
    if frames == 0 {
      JSONValue.append("[]", to: &out)
    } else {
      JSONValue.newline(&out, indent: indent, level: 1)
      out.append(UInt8(ascii: "]"))
    }
    JSONValue.newline(&out, indent: indent, level: 0)
    out.append(UInt8(ascii: "}"))
    if indent != nil { out.append(UInt8(ascii: "\n")) }
  }

  /// Appends ``json`` as `render(indent:)` prints it at nesting `level`, without building it.
  func writeJSON(to out: inout OutputBytes, indent: Int?, level: Int) {
    out.append(UInt8(ascii: "{"))
    JSONValue.writeMember("timeMs", first: true, to: &out, indent: indent, level: level + 1)
    JSONValue.writeNumber(timeMs, to: &out)
    JSONValue.writeMember("views", first: false, to: &out, indent: indent, level: level + 1)
    if views.isEmpty {
      JSONValue.append("{}", to: &out)
    } else {
      out.append(UInt8(ascii: "{"))
      for i in views.indices {
        JSONValue.writeMember(
          escaping: views[i].key,
          first: i == 0,
          to: &out,
          indent: indent,
          level: level + 2
        )
        views[i].writeJSON(to: &out, indent: indent, level: level + 2)
      }
      JSONValue.newline(&out, indent: indent, level: level + 1)
      out.append(UInt8(ascii: "}"))
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "}"))
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

extension ViewSample {
  /// Appends ``json`` as `render(indent:)` prints it at nesting `level`, without building it.
  func writeJSON(to out: inout OutputBytes, indent: Int?, level: Int) {
    let inner = level + 1
    out.append(UInt8(ascii: "{"))
    JSONValue.writeMember("bounds", first: true, to: &out, indent: indent, level: inner)
    JSONValue.writeRect(bounds, to: &out, indent: indent)
    JSONValue.writeMember("alpha", first: false, to: &out, indent: indent, level: inner)
    JSONValue.writeNumber(alpha, to: &out)
    JSONValue.writeMember("visible", first: false, to: &out, indent: indent, level: inner)
    if visible { JSONValue.append("true", to: &out) } else { JSONValue.append("false", to: &out) }
    if let transform {
      JSONValue.writeMember("transform", first: false, to: &out, indent: indent, level: inner)
      out.append(UInt8(ascii: "{"))
      JSONValue.writeMember("matrix", first: true, to: &out, indent: indent, level: inner + 1)
      JSONValue.writeMatrix(transform, to: &out, indent: indent)
      JSONValue.newline(&out, indent: indent, level: inner)
      out.append(UInt8(ascii: "}"))
    }
    if let clip {
      JSONValue.writeMember("clip", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeRect(clip, to: &out, indent: indent)
    }
    if let clipRadius {
      JSONValue.writeMember("clipRadius", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeNumber(clipRadius, to: &out)
    }
    if let imageMatrix {
      JSONValue.writeMember("imageMatrix", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeMatrix(imageMatrix, to: &out, indent: indent)
    }
    if inOverlay {
      JSONValue.writeMember("overlay", first: false, to: &out, indent: indent, level: inner)
      JSONValue.append("true", to: &out)
    }
    if let z {
      JSONValue.writeMember("z", first: false, to: &out, indent: indent, level: inner)
      JSONValue.writeNumber(Double(z), to: &out)
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "}"))
  }
}
