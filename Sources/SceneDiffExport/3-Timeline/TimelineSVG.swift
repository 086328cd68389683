import SceneDiffCore

/// A plan's timeline as a static SVG Gantt chart: `scenediff timeline`.
///
/// One row per view and property, a bar per animator from its start to its end coloured by
/// transition class, a dashed lead-in for its start delay, a time axis in ms and a legend.
/// Each bar has a `<title>` with its timing and values (shown as a tooltip by browsers). A plan
/// with an interaction gets a last row, `interaction`, with its segments on the wall clock.
public struct TimelineSVG: Sendable {
  /// The plan.
  public let plan: Plan

  /// Width of the label column.
  static let labelWidth = 220.0
  /// Width of the time axis.
  static let chartWidth = 640.0
  /// Height of one row.
  static let rowHeight = 22.0
  /// Height above the first row (title and axis labels).
  static let headerHeight = 48.0

  /// Prepares the chart of a plan.
  public init(plan: Plan) {
    self.plan = plan
  }

  /// The SVG document: the header with the title, the time axis, a row per view and property,
  /// and the legend.
  public var svg: String {
    let rows = TimelineRow.rows(plan)
    let timeline = plan.interactionTimeline
    let total = max(plan.totalDurationMs, timeline?.endMs ?? 0, 1)
    let step = TimelineRow.tickStep(total: total)
    let axisEnd = (total / step).rounded(.up) * step
    let rowCount = max(rows.count, 1) + (timeline == nil ? 0 : 1)
    let chartBottom = TimelineSVG.headerHeight + Double(rowCount) * TimelineSVG.rowHeight
    let classes = Array(Set(plan.animators.map(\.transition))).sorted()
    let width = TimelineSVG.labelWidth + TimelineSVG.chartWidth + 24
    let n = TimelineSVG.n
    var out = header(width: width, height: chartBottom + 56)
    out += TimelineSVG.axis(step: step, axisEnd: axisEnd, chartBottom: chartBottom)
    if rows.isEmpty {
      out += "<text x=\"\(n(TimelineSVG.labelWidth))\" y=\"\(n(TimelineSVG.headerHeight + 15))\" "
      out += "fill=\"#616161\">no animators</text>\n"
    }
    for (r, row) in rows.enumerated() {
      out += self.row(row, at: r, axisEnd: axisEnd, width: width)
    }
    if let timeline {
      out += interactionRow(timeline, top: chartBottom - TimelineSVG.rowHeight, axisEnd: axisEnd)
    }
    out += TimelineSVG.legend(classes: classes, chartBottom: chartBottom)
    out += "</svg>\n"
    return out
  }

  /// A length or coordinate in the SVG, with at most two decimals.
  static func n(_ v: Double) -> String { CSSValue.number(v, decimals: 2) }

  /// The x coordinate of `ms` on an axis that ends at `axisEnd` ms.
  static func x(_ ms: Double, axisEnd: Double) -> Double {
    labelWidth + ms / axisEnd * chartWidth
  }

  /// The XML declaration, the `<svg>` start tag, the white background and the title line
  /// (scenes, total duration, animator count).
  private func header(width: Double, height: Double) -> String {
    let n = TimelineSVG.n
    let e = HTMLEscaping.escape
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
      viewBox="0 0 \(n(width)) \(n(height))" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="12">
      <rect width="100%" height="100%" fill="#FFFFFF"/>
      <text x="12" y="20" font-size="14" font-weight="600" fill="#212121">\
      \(e("\(plan.fromScene.name ?? plan.fromScene.file ?? "start") → \(plan.toScene.name ?? plan.toScene.file ?? "end")")) \
      · \(JSONValue.format(plan.totalDurationMs)) ms · \(plan.animators.count) animators</text>

      """
  }

  /// The time axis: a grid line down to `chartBottom` and a label per tick, every `step` ms
  /// through `axisEnd`.
  private static func axis(step: Double, axisEnd: Double, chartBottom: Double) -> String {
    var out = ""
    var tick = 0.0
    while tick <= axisEnd + 1e-9 {
      let x = n(x(tick, axisEnd: axisEnd))
      out += "<line x1=\"\(x)\" y1=\"\(n(headerHeight - 6))\" x2=\"\(x)\" "
      out += "y2=\"\(n(chartBottom))\" stroke=\"#E0E0E0\"/>\n"
      out += "<text x=\"\(x)\" y=\"\(n(headerHeight - 10))\" text-anchor=\"middle\" "
      out += "fill=\"#616161\">\(JSONValue.format(tick)) ms</text>\n"
      tick += step
    }
    return out
  }

  /// Row `r`: a light band on odd rows, the view key and property on the left, and a bar per
  /// animator (``bar(_:top:axisEnd:)``).
  private func row(_ row: TimelineRow, at r: Int, axisEnd: Double, width: Double) -> String {
    let n = TimelineSVG.n
    let e = HTMLEscaping.escape
    let top = TimelineSVG.headerHeight + Double(r) * TimelineSVG.rowHeight
    let mid = top + TimelineSVG.rowHeight / 2
    var out = ""
    if r % 2 == 1 {
      out +=
        "<rect x=\"0\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(TimelineSVG.rowHeight))\" "
      out += "fill=\"#000000\" fill-opacity=\"0.03\"/>\n"
    }
    out += "<text x=\"\(n(TimelineSVG.labelWidth - 8))\" y=\"\(n(mid + 4))\" text-anchor=\"end\" "
    out +=
      "fill=\"#212121\">\(e(TimelineSVG.clipped(row.key, 24))) <tspan fill=\"#757575\">\(e(row.property))</tspan></text>\n"
    for bar in row.bars {
      out += self.bar(bar, top: top, axisEnd: axisEnd)
    }
    return out
  }

  /// One animator's bar in the row whose top is `top`: a dashed lead-in from 0 for its start
  /// delay, then a rectangle from its start to its end (at least 2 wide) in its transition's
  /// colour, with a `<title>` that describes it (``describe(_:)``).
  private func bar(_ bar: TimelineRow.Bar, top: Double, axisEnd: Double) -> String {
    let n = TimelineSVG.n
    let e = HTMLEscaping.escape
    let x = { (ms: Double) in TimelineSVG.x(ms, axisEnd: axisEnd) }
    let mid = top + TimelineSVG.rowHeight / 2
    var out = ""
    if bar.startMs > 0 {
      out +=
        "<line x1=\"\(n(x(0)))\" y1=\"\(n(mid))\" x2=\"\(n(x(bar.startMs)))\" y2=\"\(n(mid))\" "
      out += "stroke=\"#9E9E9E\" stroke-dasharray=\"2 3\"/>\n"
    }
    let w = max(x(bar.endMs) - x(bar.startMs), 2)
    out += "<rect x=\"\(n(x(bar.startMs)))\" y=\"\(n(top + 4))\" width=\"\(n(w))\" "
    out +=
      "height=\"\(n(TimelineSVG.rowHeight - 8))\" rx=\"3\" fill=\"\(TransitionPalette.color(bar.transition))\">"
    out += "<title>\(e(TimelineSVG.describe(plan.animators[bar.animator])))</title></rect>\n"
    return out
  }

  /// The legend below the chart: a swatch and name per transition class, then the dashed
  /// start-delay line.
  private static func legend(classes: [String], chartBottom: Double) -> String {
    let e = HTMLEscaping.escape
    var out = ""
    var lx = 12.0
    let ly = chartBottom + 30
    out += "<text x=\"\(n(lx))\" y=\"\(n(ly + 4))\" fill=\"#616161\">Transitions:</text>\n"
    lx += 84
    for name in classes {
      out += "<rect x=\"\(n(lx))\" y=\"\(n(ly - 6))\" width=\"12\" height=\"12\" rx=\"2\" "
      out += "fill=\"\(TransitionPalette.color(name))\"/>\n"
      out += "<text x=\"\(n(lx + 18))\" y=\"\(n(ly + 4))\" fill=\"#212121\">\(e(name))</text>\n"
      lx += 30 + Double(name.count) * 7.5
    }
    out +=
      "<line x1=\"\(n(lx))\" y1=\"\(n(ly))\" x2=\"\(n(lx + 24))\" y2=\"\(n(ly))\" stroke=\"#9E9E9E\" "
    out += "stroke-dasharray=\"2 3\"/>\n"
    out += "<text x=\"\(n(lx + 30))\" y=\"\(n(ly + 4))\" fill=\"#212121\">start delay</text>\n"
    return out
  }

  /// `text` cut to `limit` characters with an ellipsis.
  static func clipped(_ text: String, _ limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// One line about an animator: target, property, class, times, timing curve
  /// (``TimelineRow/curveName(_:)``), values.
  static func describe(_ a: Animator) -> String {
    let name = TimelineRow.curveName(a.timing)
    return "\(a.target) · \(a.property.rawValue) · \(a.transition): "
      + "\(JSONValue.format(a.startMs))–\(JSONValue.format(a.endMs)) ms (\(name)), "
      + "\(a.from.json.render(indent: nil)) → \(a.to.json.render(indent: nil))"
  }
}
