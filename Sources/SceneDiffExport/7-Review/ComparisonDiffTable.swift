import SceneDiffCore

/// A plan diff as HTML for the comparison page: the total duration, the view changes and a
/// table of animator changes with their time spans before and after drawn on one axis.
struct ComparisonDiffTable {
  /// The diff.
  var diff: PlanDiff

  /// The HTML fragment.
  var html: String {
    let e = HTMLEscaping.escape
    guard diff.hasChanges else {
      return "<p>No motion changes.</p>\n"
    }
    var out = "<p>\(e(MotionReview.durationLine(diff)))</p>\n"
    if !diff.views.isEmpty {
      out += "<ul>"
      for change in diff.views {
        out += "<li><code>\(e(change.key))</code>: \(e(MotionReview.viewPhrase(change)))</li>"
      }
      out += "</ul>\n"
    }
    guard !diff.animators.isEmpty else { return out }
    let axis = max(diff.old.totalDurationMs, diff.new.totalDurationMs)
    out += "<table><thead><tr><th></th><th>animator</th><th>change</th>"
    out += "<th class=\"legend\"><span class=\"old\">before</span> / "
    out += "<span class=\"new\">after</span>, 0–\(JSONValue.format(axis)) ms</th></tr></thead>"
    out += "<tbody>\n"
    for change in diff.animators {
      out += row(change, axis: axis)
    }
    return out + "</tbody></table>\n"
  }

  /// One animator's row.
  func row(_ change: AnimatorChange, axis: Double) -> String {
    let e = HTMLEscaping.escape
    let sign = change.kind == .added ? "+" : change.kind == .removed ? "−" : "~"
    let what: [String]
    switch change.kind {
    case .changed: what = change.fields.map(DiffValueText.field)
    case .added: what = change.new.map { [DiffValueText.summary($0)] } ?? []
    case .removed: what = change.old.map { [DiffValueText.summary($0)] } ?? []
    }
    let detail = what.map { "<code>\(e($0))</code>" }.joined(separator: "<br>")
    var track = ""
    for (kind, animator) in [("old", change.old), ("new", change.new)] {
      guard let animator, axis > 0 else { continue }
      let left = animator.startMs / axis * 100
      let width = animator.durationMs / axis * 100
      track +=
        "<span class=\"\(kind)\" style=\"left: \(percent(left)); width: \(percent(width))\" "
        + "title=\"\(kind): \(e(JSONValue.format(animator.startMs)))–"
        + "\(e(JSONValue.format(animator.endMs))) ms\"></span>"
    }
    return "<tr class=\"\(change.kind.rawValue)\"><td class=\"sign\">\(sign)</td>"
      + "<td><code>\(e(change.key.description))</code></td><td>\(detail)</td>"
      + "<td><div class=\"track\">\(track)</div></td></tr>\n"
  }

  /// `12.5%`, rounded to 0.01.
  func percent(_ value: Double) -> String {
    JSONValue.format((value * 100).rounded() / 100) + "%"
  }
}
