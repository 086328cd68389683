import SceneDiffCore

extension Animator {
  /// An animator's members, in the order ``writeJSON(to:indent:level:heads:)`` writes them
  /// (the raw values index ``JSONMemberHeads``; `end` is the object's end).
  enum JSONMember: Int {
    case target, transition, property, space, from, to, keyframes, startMs, durationMs
    case interpolator, path, end
  }

  /// The heads of an animator's members for an animator at nesting `level`, made once for
  /// every animator of a document.
  static func jsonHeads(indent: Int?, level: Int) -> JSONMemberHeads {
    JSONMemberHeads(
      keys: [
        "target", "transition", "property", "space", "from", "to", "keyframes", "startMs",
        "durationMs", "interpolator", "path",
      ],
      indent: indent,
      level: level
    )
  }

  /// Appends ``json`` as `render(indent:)` prints it at nesting `level`, without building it
  /// (the interpolator, a small value, goes through ``TimingCurve/planJSON``); `heads` are
  /// ``jsonHeads(indent:level:)`` for the same indent and level.
  func writeJSON(to out: inout OutputBytes, indent: Int?, level: Int, heads: JSONMemberHeads) {
    let inner = level + 1
    heads.write(JSONMember.target.rawValue, to: &out)
    JSONValue.writeString(target, to: &out)
    heads.write(JSONMember.transition.rawValue, to: &out)
    JSONValue.writeString(transition, to: &out)
    heads.write(JSONMember.property.rawValue, to: &out)
    JSONValue.writeString(property.rawValue, to: &out)
    heads.write(JSONMember.space.rawValue, to: &out)
    JSONValue.writeString(space.rawValue, to: &out)
    heads.write(JSONMember.from.rawValue, to: &out)
    keyframes[0].value.writeJSON(to: &out, indent: indent)
    heads.write(JSONMember.to.rawValue, to: &out)
    keyframes[keyframes.count - 1].value.writeJSON(to: &out, indent: indent)
    if keyframes.count > 2 || keyframes.contains(where: { $0.timing != nil }) {
      heads.write(JSONMember.keyframes.rawValue, to: &out)
      JSONValue.writeNestedArray(count: keyframes.count, to: &out, indent: indent, level: inner) {
        keyframes[$0].writeJSON(to: &$1, indent: indent, level: $2)
      }
    }
    heads.write(JSONMember.startMs.rawValue, to: &out)
    JSONValue.writeNumber(startMs, to: &out)
    heads.write(JSONMember.durationMs.rawValue, to: &out)
    JSONValue.writeNumber(durationMs, to: &out)
    heads.write(JSONMember.interpolator.rawValue, to: &out)
    timing.planJSON.write(to: &out, indent: indent, level: inner)
    if let path {
      heads.write(JSONMember.path.rawValue, to: &out)
      path.writeJSON(to: &out, indent: indent)
    }
    heads.write(JSONMember.end.rawValue, to: &out)
  }
}

extension Keyframe {
  /// Appends ``json`` as `render(indent:)` prints it at nesting `level`: on one line when the
  /// value is a number and the interpolator, if any, a name.
  func writeJSON(to out: inout OutputBytes, indent: Int?, level: Int) {
    let interpolator = timing?.planJSON
    var oneLine = false
    if case .scalar = value {
      switch interpolator {
      case nil, .string?: oneLine = true
      default: break
      }
    }
    if oneLine {
      JSONValue.writeInlineMember("fraction", first: true, to: &out, indent: indent)
      JSONValue.writeNumber(fraction, to: &out)
      JSONValue.writeInlineMember("value", first: false, to: &out, indent: indent)
      value.writeJSON(to: &out, indent: indent)
      if let interpolator {
        JSONValue.writeInlineMember("interpolator", first: false, to: &out, indent: indent)
        interpolator.write(to: &out, indent: indent, level: level + 1)
      }
      JSONValue.closeInlineObject(&out, indent: indent)
      return
    }
    out.append(UInt8(ascii: "{"))
    JSONValue.writeMember("fraction", first: true, to: &out, indent: indent, level: level + 1)
    JSONValue.writeNumber(fraction, to: &out)
    JSONValue.writeMember("value", first: false, to: &out, indent: indent, level: level + 1)
    value.writeJSON(to: &out, indent: indent)
    if let interpolator {
      JSONValue.writeMember(
        "interpolator",
        first: false,
        to: &out,
        indent: indent,
        level: level + 1
      )
      interpolator.write(to: &out, indent: indent, level: level + 1)
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "}"))
  }
}

extension AnimatedValue {
  /// Appends ``json`` as `render(indent:)` prints it: a number, or one flat array.
  func writeJSON(to out: inout OutputBytes, indent: Int?) {
    switch self {
    case .scalar(let v):
      JSONValue.writeNumber(v, to: &out)
    case .rect(let r):
      JSONValue.writeRect(r, to: &out, indent: indent)
    case .matrix(let m):
      JSONValue.writeMatrix(m, to: &out, indent: indent)
    case .point(let p):
      JSONValue.writePoint(p, to: &out, indent: indent)
    }
  }
}

extension AnimatorPath {
  /// Appends ``json`` as `render(indent:)` prints it: SVG path data, or a one-line object of
  /// corner paths (`{}` when it has neither).
  func writeJSON(to out: inout OutputBytes, indent: Int?) {
    switch self {
    case .move(let p), .translation(let p):
      p.writeJSONString(to: &out)
    case .corners(nil, nil):
      JSONValue.append("{}", to: &out)
    case .corners(let topLeft, let bottomRight):
      if let topLeft {
        JSONValue.writeInlineMember("topLeft", first: true, to: &out, indent: indent)
        topLeft.writeJSONString(to: &out)
      }
      if let bottomRight {
        JSONValue.writeInlineMember("bottomRight", first: topLeft == nil, to: &out, indent: indent)
        bottomRight.writeJSONString(to: &out)
      }
      JSONValue.closeInlineObject(&out, indent: indent)
    }
  }
}
