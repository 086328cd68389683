import SceneDiffCore

extension TimelineSVG {
  /// The colour of a segment of an interaction's time map.
  static func segmentColor(_ kind: InteractionSegment.Kind) -> String {
    switch kind {
    case .run: "#90CAF9"
    case .hold: "#BDBDBD"
    case .finish: "#66BB6A"
    case .cancel: "#EF5350"
    }
  }

  /// The `interaction` row whose top is `top`: one bar per segment of the time map, on the
  /// wall clock (the animator rows above keep the plan's own time), a hold as a thin grey bar
  /// until the next segment, each with a `<title>` saying what it does.
  func interactionRow(_ timeline: InteractionTimeline, top: Double, axisEnd: Double) -> String {
    let n = TimelineSVG.n
    let e = HTMLEscaping.escape
    let x = { (ms: Double) in TimelineSVG.x(ms, axisEnd: axisEnd) }
    let mid = top + TimelineSVG.rowHeight / 2
    var out = "<text x=\"\(n(TimelineSVG.labelWidth - 8))\" y=\"\(n(mid + 4))\" "
    out += "text-anchor=\"end\" fill=\"#212121\">interaction <tspan fill=\"#757575\">"
    out += "wall clock</tspan></text>\n"
    let segments = timeline.segments
    for (i, segment) in segments.enumerated() {
      let next = i + 1 < segments.count ? segments[i + 1].startMs : segment.endMs
      let end = segment.kind == .hold ? next : segment.endMs
      let w = max(x(end) - x(segment.startMs), 2)
      let inset = segment.kind == .hold ? 8.0 : 4.0
      let format = JSONValue.format
      var title = "\(segment.kind.rawValue) \(format(segment.startMs))–\(format(end)) ms: "
      title +=
        segment.kind == .hold
        ? "held at \(format(segment.fromMs)) ms of the transition"
        : "\(format(segment.fromMs)) → \(format(segment.toMs)) ms of the transition"
          + (segment.curve.map { " along " + ($0.name ?? "a cubic Bézier") } ?? ", linearly")
      out += "<rect x=\"\(n(x(segment.startMs)))\" y=\"\(n(top + inset))\" width=\"\(n(w))\" "
      out += "height=\"\(n(TimelineSVG.rowHeight - 2 * inset))\" rx=\"3\" "
      out +=
        "fill=\"\(TimelineSVG.segmentColor(segment.kind))\"><title>\(e(title))</title></rect>\n"
    }
    return out
  }
}
