import Foundation
import SceneDiffCore

extension MotionReview {
  /// The review as GitHub-flavoured Markdown for a pull-request comment.
  ///
  /// A heading with the counts, then for each pair that is not unchanged a section: its total
  /// duration, its view changes as a list, and a table of its animator changes (`~` changed,
  /// `+` added, `−` removed) with what changed and the animator's time span before and after
  /// as a bar of Unicode blocks on one axis from 0 to the longer total duration
  /// (24 cells: `█` running, `▐`/`▌` starting or ending half-way, `░` idle).
  public var markdown: String {
    var out = "## Motion review\n\n"
    let sides = "\(Self.code(oldLabel)) → \(Self.code(newLabel))"
    guard hasChanges else {
      let what = isSinglePair ? "" : " in \(pairs.count) pair\(pairs.count == 1 ? "" : "s")"
      return out + "No motion changes\(what) (\(sides)).\n"
    }
    if !isSinglePair {
      let counts = Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
      let noun = pairs.count == 1 ? "pair" : "pairs"
      out += "**\(counts)** of \(pairs.count) \(noun) (\(sides)).\n\n"
    } else {
      out += "\(sides)\n\n"
    }
    for pair in pairs where pair.status != .unchanged {
      out += section(pair)
    }
    while out.hasSuffix("\n\n") { out.removeLast() }
    return out
  }

  /// One pair's section.
  func section(_ pair: Pair) -> String {
    var out = isSinglePair ? "" : "### \(Self.code(pair.name)) — \(pair.status.rawValue)\n\n"
    switch pair.status {
    case .added, .removed:
      let plan = pair.new ?? pair.old
      let which = pair.status == .added ? "New pair" : "Removed pair"
      out += "\(which): \(plan.map(Self.planSummary) ?? "no plan").\n\n"
    case .failed:
      out += "Not compared: \(failure(pair)).\n\n"
    case .changed, .unchanged:
      if let diff = pair.diff { out += Self.diffMarkdown(diff) }
    }
    return out
  }

  /// Total duration, view list and animator table of one diff.
  static func diffMarkdown(_ diff: PlanDiff) -> String {
    var out = "Total duration: " + durationLine(diff).dropFirst("total duration: ".count) + "\n\n"
    if let line = interactionLine(diff) { out += "Interaction script: `\(line)`\n\n" }
    for change in diff.views {
      out += "- \(code(change.key)): \(viewPhrase(change))\n"
    }
    if !diff.views.isEmpty { out += "\n" }
    guard !diff.animators.isEmpty else { return out }
    let axis = max(diff.old.totalDurationMs, diff.new.totalDurationMs)
    let bars = TimelineBar(axisMs: axis)
    let range = "0–\(DiffValueText.ms(axis))"
    out += "| | animator | change | before (\(range)) | after (\(range)) |\n"
    out += "|:-:|---|---|---|---|\n"
    for change in diff.animators {
      let sign = change.kind == .added ? "+" : change.kind == .removed ? "−" : "~"
      let key = change.key
      let name =
        "\(code(key.target)) · \(key.transition) · \(code(key.property))"
        + (key.occurrence > 1 ? " #\(key.occurrence)" : "")
      let what: String
      switch change.kind {
      case .changed:
        what = change.fields.map { code(DiffValueText.field($0)) }.joined(separator: "<br>")
      case .added: what = change.new.map { code(DiffValueText.summary($0)) } ?? ""
      case .removed: what = change.old.map { code(DiffValueText.summary($0)) } ?? ""
      }
      let before = change.old.map { code(bars.bar($0)) } ?? ""
      let after = change.new.map { code(bars.bar($0)) } ?? ""
      out += "| \(sign) | \(cell(name)) | \(cell(what)) | \(before) | \(after) |\n"
    }
    return out + "\n"
  }

  /// `matched by id → by transitionName`, `now appears`, `no longer disappears`.
  static func viewPhrase(_ change: ViewChange) -> String {
    switch (change.list, change.kind) {
    case (.matches, .changed):
      "matched \(change.oldMatch.map(matchText) ?? "") → \(change.newMatch.map(matchText) ?? "")"
    case (.matches, .added): "now matched \(change.newMatch.map(matchText) ?? "")"
    case (.matches, .removed): "no longer matched (was \(change.oldMatch.map(matchText) ?? ""))"
    case (.appearing, .added): "now appears"
    case (.appearing, _): "no longer appears"
    case (.disappearing, .added): "now disappears"
    case (.disappearing, _): "no longer disappears"
    }
  }

  /// Text as a code span, with a longer fence when it holds backticks.
  static func code(_ text: String) -> String {
    text.contains("`") ? "`` \(text) ``" : "`\(text)`"
  }

  /// A table cell: `|` escaped, line breaks as `<br>`.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "<br>")
  }
}
