import Foundation
import SceneDiff

/// `scenediff batch --baseline DIR [--update-baseline]`: this run's plans compared with a
/// previous `batch -o DIR`, reported, and optionally recorded as the new baseline.
enum BatchBaseline {
  /// The options `batch` adds for baselines.
  static let options: [OptionSpec] = [
    .value(
      "baseline",
      valueName: "DIR",
      help: "Compare every pair's plan with the one a previous 'batch -o DIR' wrote; list "
        + "pairs whose motion changed, appeared or vanished, and exit with status 1 if any did."
    ),
    .flag(
      "update-baseline",
      help: "With --baseline, record this run in DIR instead (plans, summary.json and "
        + "previews), and exit 0 whatever changed."
    ),
  ]

  /// The comparison with a baseline, and what the reports need from the baseline folder.
  struct Outcome {
    /// The review, old side the baseline.
    var review: MotionReview
    /// The baseline's preview page of each changed pair, by name, when it has one.
    var oldPreviews: [String: String]
    /// Whether the baseline is to be rewritten.
    var updates: Bool
  }

  /// Compares the run with the baseline folder (an absent one is empty with
  /// `--update-baseline`, an error without).
  static func compare(
    _ results: [Batch.PairResult],
    names: [String],
    baseline folder: String,
    parsed: ParsedArguments,
    _ terminal: inout Terminal
  ) throws -> Outcome {
    let updates = parsed.flag("update-baseline")
    let summary = (folder as NSString).appendingPathComponent("summary.json")
    var old = BatchPlans(label: folder, pairs: [])
    if FileManager.default.fileExists(atPath: summary) || !updates {
      guard FileManager.default.fileExists(atPath: summary) else {
        throw DiagnosticsError([
          Diagnostic(
            .error,
            at: nil,
            code: "no-baseline",
            "no baseline in '\(folder)': '\(summary)' does not exist; expected the output of "
              + "'scenediff batch -o \(folder)' (record one with --baseline \(folder) "
              + "--update-baseline)"
          )
        ])
      }
      old = try BatchPlans.load(folder: folder)
      for pair in old.pairs { terminal.report(pair.diagnostics) }
    }
    let new = BatchPlans(
      label: parsed.value("output-dir") ?? "this run",
      pairs: zip(results, names).map { result, name in
        BatchPlans.Pair(name: name, plan: result.plan.map(PlanDocument.init(plan:)))
      }
    )
    let tolerance = DiffTolerance(
      values: try parsed.double("tolerance", .nonNegative) ?? 0,
      ms: try parsed.double("tolerance-ms", .nonNegative) ?? parsed.double("tolerance") ?? 0
    )
    let review = MotionReview(old: old, new: new, tolerance: tolerance)
    var previews: [String: String] = [:]
    for pair in review.pairs where pair.status == .changed {
      let path = (folder as NSString).appendingPathComponent(pair.name + ".preview.html")
      if let data = FileManager.default.contents(atPath: path) {
        previews[pair.name] = String(decoding: data, as: UTF8.self)
      }
    }
    return Outcome(review: review, oldPreviews: previews, updates: updates)
  }

  /// Writes `motion-diff.md`, `motion-diff.json` and, with previews, a comparison page per
  /// changed pair into the output folder; returns the index's motion entries.
  static func writeReports(
    _ outcome: Outcome,
    to directory: String,
    previews: Bool,
    _ terminal: inout Terminal
  ) -> [PreviewIndex.MotionEntry] {
    let folder = directory as NSString
    BatchCommand.writeFile(
      folder.appendingPathComponent("motion-diff.md"),
      outcome.review.markdown,
      &terminal
    )
    BatchCommand.writeFile(
      folder.appendingPathComponent("motion-diff.json"),
      outcome.review.json.render(),
      &terminal
    )
    var entries: [PreviewIndex.MotionEntry] = []
    for pair in outcome.review.pairs {
      let page = pair.name + ".compare.html"
      var link: String?
      if previews, pair.status == .changed, let diff = pair.diff {
        let newPreview =
          (try? String(
            contentsOfFile: folder.appendingPathComponent(pair.name + ".preview.html"),
            encoding: .utf8
          ))
        let html = ComparisonPage(
          name: pair.name,
          oldPreview: outcome.oldPreviews[pair.name],
          newPreview: newPreview,
          oldLabel: outcome.review.oldLabel,
          newLabel: outcome.review.newLabel,
          diff: diff
        ).html
        BatchCommand.writeFile(folder.appendingPathComponent(page), html, &terminal)
        link = page
      } else {
        // A pair no longer changed must not keep an earlier run's comparison page.
        try? FileManager.default.removeItem(atPath: folder.appendingPathComponent(page))
      }
      if pair.status != .unchanged {
        entries.append(
          PreviewIndex.MotionEntry(
            name: pair.name,
            status: pair.status.rawValue,
            summary: summary(pair, outcome.review),
            link: link ?? (pair.status == .added ? pair.name + ".preview.html" : nil)
          )
        )
      }
    }
    return entries
  }

  /// One line on a pair for the index.
  static func summary(_ pair: MotionReview.Pair, _ review: MotionReview) -> String {
    switch pair.status {
    case .changed:
      guard let diff = pair.diff else { return "" }
      let count = diff.animators.count + diff.views.count
      return "\(count) change\(count == 1 ? "" : "s"); "
        + MotionReview.durationLine(diff)
    case .added: return "new pair: " + (pair.new.map(MotionReview.planSummary) ?? "")
    case .removed: return "no longer planned; was " + (pair.old.map(MotionReview.planSummary) ?? "")
    case .failed: return review.failure(pair)
    case .unchanged: return ""
    }
  }

  /// Rewrites the baseline folder with this run: what `batch -o DIR` writes, and the files of
  /// pairs the baseline had and this run does not are removed.
  static func update(
    _ outcome: Outcome,
    _ results: [Batch.PairResult],
    names: [String],
    folder: String,
    previews: Bool,
    _ terminal: inout Terminal
  ) throws {
    for pair in outcome.review.pairs where pair.status == .removed {
      for suffix in [".plan.json", ".preview.html"] {
        let path = (folder as NSString).appendingPathComponent(pair.name + suffix)
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    try BatchCommand.write(results, names: names, to: folder, &terminal)
    if previews {
      let entries = BatchCommand.writePreviews(results, names: names, to: folder, &terminal)
      let index = (folder as NSString).appendingPathComponent("index.html")
      BatchCommand.writeFile(index, PreviewIndex(entries: entries).html, &terminal)
    }
  }
}
